import type { FastifyRequest } from 'fastify'
import { bearerToken } from './client-meta'
import type { AuthContext, Authenticator } from './types'

/** preHandler for routes that need a logged-in user: sets `request.auth` or fails with 40002/40005. */
export function loginRequired(auth: Authenticator, options: { allowExpired?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    request.auth = await auth.authenticate(bearerToken(request), options)
  }
}

/** The caller of a guarded route (the guard guarantees it is set). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('route is missing the loginRequired guard')
  return request.auth
}

/** The caller of a public route that reads differently for a logged-in user; null for anyone else. */
export async function optionalCaller(auth: Authenticator, request: FastifyRequest): Promise<AuthContext | null> {
  const token = bearerToken(request)
  if (!token) return null
  try {
    return await auth.authenticate(token)
  } catch {
    return null
  }
}
