import type { TestApp } from '../helpers'

export const API = '/app/v1'
/** 王者荣耀: enabled, with a demo generator. */
export const GAME = 10013

/** The captcha text drawn in a `captchaImage` data URL (the sandbox's SVG shows it as <text> letters). */
export function captchaText(dataUrl: string): string {
  const svg = Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8')
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('')
}

/** Shorthands for the four routes, as one user. */
export function authClient(t: TestApp, token: string) {
  return {
    start: (body: Record<string, unknown>) => t.post(`${API}/val/auth/start`, { gameId: GAME, ...body }, token),
    verify: (authId: string, answer: Record<string, unknown>) => t.post(`${API}/val/auth/verify`, { authId, ...answer }, token),
    resend: (authId: string) => t.post(`${API}/val/auth/resend`, { authId }, token),
    status: (authId: string) => t.post(`${API}/val/auth/status`, { authId }, token),
  }
}
