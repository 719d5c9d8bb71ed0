import type { FastifyRequest } from 'fastify'

export const DEFAULT_CHANNEL = 'h5-default'
/** Terminal 2 (web) when the header is absent: the H5 build is the one that may omit it. */
export const DEFAULT_TERMINAL = 2

export interface ClientMeta {
  terminal: number
  channel: string
  ip: string
  /** The app's visitor id (kept on the device, survives logout): the device a help is counted on; absent when not sent. */
  visitorId?: string
}

/** Headers were validated by the route's ClientHeaders schema before this runs. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  const headers = request.headers as Record<string, string | undefined>
  return {
    terminal: headers.terminal ? Number(headers.terminal) : DEFAULT_TERMINAL,
    channel: headers.channel || DEFAULT_CHANNEL,
    ip: request.ip,
    ...(headers['va-visitor-id'] ? { visitorId: headers['va-visitor-id'] } : {}),
  }
}

/** The device a share call comes from: the client's IP and, when the app sent it, its visitor id. */
export function shareDevice(request: FastifyRequest, body: { visitorId?: string }): { ip: string; visitorId?: string } {
  return { ip: request.ip, ...(body.visitorId ? { visitorId: body.visitorId } : {}) }
}

/** The Authorization header carries the raw token; a "Bearer " prefix is accepted and stripped. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const token = header.replace(/^Bearer\s+/i, '').trim()
  return token || null
}
