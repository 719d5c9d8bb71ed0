import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'

/** The Fastify instance every module registers its routes on: TypeBox schemas give typed bodies and replies. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>

/** Who is calling, as far as a route needs to know it. */
export interface AuthContext {
  userId: number
  sessionId: number
  familyId: string
}

/** What the http layer needs of the auth module: a token to its session (AuthService satisfies it). */
export interface Authenticator {
  authenticate(token: string | null, options?: { allowExpired?: boolean }): Promise<AuthContext>
}

/** What every module's routes get from the app besides their own services. */
export interface RouteKit {
  auth: Authenticator
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on routes that require login; null elsewhere. */
    auth: AuthContext | null
  }
}
