import type { FastifyReply, FastifyRequest } from 'fastify'
import { CONSOLE_COOKIE_PATH, CONSOLE_SESSION_COOKIE } from '../contract/console'

/** The session cookie's token, if the browser sent one. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  return request.cookies[CONSOLE_SESSION_COOKIE]
}

/**
 * httpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Path=/console (never sent to the
 * player API), Secure in production; it lasts no longer than the session's absolute limit.
 */
export function setSessionCookie(reply: FastifyReply, token: string, options: { secure: boolean; maxAgeMs: number }): void {
  reply.setCookie(CONSOLE_SESSION_COOKIE, token, {
    path: CONSOLE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: options.secure,
    maxAge: Math.floor(options.maxAgeMs / 1000),
  })
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(CONSOLE_SESSION_COOKIE, { path: CONSOLE_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure })
}
