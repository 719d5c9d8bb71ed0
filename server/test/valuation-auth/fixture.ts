import type { TestApp } from '../helpers'

export const API = '/app/v1'
/** 王者荣耀: enabled, with a demo generator. */
export const GAME = 10013

/** The captcha text a `captchaImage` shows, read back from the picture's pixels. */
export { readCaptchaPng as captchaText } from '../captcha/captcha-png'

/** Shorthands for the four routes, as one user. */
export function authClient(t: TestApp, token: string) {
  return {
    start: (body: Record<string, unknown>) => t.post(`${API}/val/auth/start`, { gameId: GAME, ...body }, token),
    verify: (authId: string, answer: Record<string, unknown>) => t.post(`${API}/val/auth/verify`, { authId, ...answer }, token),
    resend: (authId: string) => t.post(`${API}/val/auth/resend`, { authId }, token),
    status: (authId: string) => t.post(`${API}/val/auth/status`, { authId }, token),
  }
}
