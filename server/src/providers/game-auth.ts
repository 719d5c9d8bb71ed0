import { createHash, createHmac } from 'node:crypto'
import type { HttpGatewayConfig } from '../config'
import type { AuthResultCode } from '../contract/values'
import { badParameter } from '../errors'
import type { Attrs } from '../valuation/catalogue/types'
import { UpstreamError, isRecord, postJson } from './http-gateway'
import { CAPTCHA_ALPHABET, captchaPng } from './captcha-image'
import { sandboxAccountAttrs } from './game-auth-attrs'
import { assertSandboxAllowed } from './sandbox'

/**
 * Reads a game account's attributes through an authorization the user gives (QQ / WeChat scan, account login by
 * password or by code, or a camp id). An authorization walks challenges; every step answers with a result code
 * (200 success, 2000 email code, 2001 phone code, 2002 captcha, 2003 login again, 3209 code or QR expired) or is
 * `pending` while a QR code waits to be confirmed.
 *
 * Credentials (password, codes, captcha answers) are passed in flight only. Between steps the service keeps the
 * provider's `state`: an opaque JSON object that must never hold a credential (the sandbox keeps a seed, the
 * remaining challenges and issue times; a real gateway keeps its own session handle).
 */
export type GameAuthState = Record<string, unknown>

export interface GameAuthStartInput {
  gameId: number
  authKind: 1 | 2 | 3
  scanType?: 1 | 2
  loginType?: 1 | 2
  account?: string
  password?: string
  campId?: string
}

export interface GameAuthAnswer {
  code?: string
  captcha?: string
}

/** Per-call context: the session id (stable across steps), its game and the service clock. */
export interface GameAuthContext {
  authId: string
  gameId: number
  now: number
}

export interface GameAuthStep {
  /** Null while a QR code waits to be confirmed (pending). */
  resultCode: AuthResultCode | null
  qrContent?: string
  /** A raster picture (PNG or JPEG data URL): the mini-programs' Image does not reliably show SVG. */
  captchaImage?: string
  /** Masked e-mail or phone the code went to (2000 / 2001). */
  codeTarget?: string
  /** Provider's own message for this step (e.g. a wrong code); the service has defaults per code. */
  message?: string
  /** The answer given was wrong (counts towards the session's attempt limit). */
  wrongAnswer?: boolean
  state: GameAuthState
  /** The account's attributes, on 200 (validated by the service against the game schema). */
  attributes?: Attrs
}

export interface GameAuthProvider {
  readonly name: string
  /** Begins an authorization. Throws 40000 for input the provider refuses outright (no session is created). */
  start(input: GameAuthStartInput, ctx: GameAuthContext): Promise<GameAuthStep>
  /** Answers the current challenge (a code after 2000/2001, a captcha after 2002). */
  verify(state: GameAuthState, answer: GameAuthAnswer, ctx: GameAuthContext): Promise<GameAuthStep>
  /** A new code (2000/2001/3209), a new captcha image (2002) or a new QR code (scan). */
  resend(state: GameAuthState, ctx: GameAuthContext): Promise<GameAuthStep>
  /** The current step again (a QR scan is polled until confirmed). */
  poll(state: GameAuthState, ctx: GameAuthContext): Promise<GameAuthStep>
}

/** The sandbox's fixed rules (docs/api.md "Valuation by authorization"); exported so tests state the same numbers. */
export const SANDBOX_AUTH = {
  correctCode: '123456',
  codeTtlMs: 5 * 60 * 1000,
  qrConfirmAfterMs: 3000,
  qrTtlMs: 2 * 60 * 1000,
  minPasswordLength: 6,
} as const

type Challenge = 2000 | 2001 | 2002

interface SandboxState {
  kind: 1 | 2 | 3
  scanType?: 1 | 2
  /** Seed of the account's attributes (from the account, the camp id or the QR session). */
  seed: number
  /** Challenges still to pass, in order (account login). */
  challenges: Challenge[]
  /** When the current code or QR code was issued. */
  issuedAt: number
  /** Counts new QR codes / captcha images, so each one differs. */
  round: number
  /** Masked addresses the codes go to (not secrets: the app shows them). */
  emailTarget?: string
  phoneTarget?: string
  done: boolean
  loginAgain?: boolean
}

function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

/** The account's QQ mailbox, masked: `player2000` → `pl****@qq.com`. */
function maskEmail(account: string): string {
  return `${account.slice(0, 2)}****@qq.com`
}

/** `13800002001` → `138****2001`; an account that is not a phone number gets a stand-in bound phone. */
function maskPhone(account: string, seed: number): string {
  const phone = /^1\d{10}$/.test(account) ? account : `13${String(seed % 1_000_000_000).padStart(9, '0')}`
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`
}

/**
 * Challenges an account asks for, read from trailing groups: `…2000` e-mail code, `…2001` phone code, `…2002`
 * captcha, several in the order written (`u20022001`: captcha, then phone code).
 */
function challengesOf(account: string): Challenge[] {
  const out: Challenge[] = []
  let rest = account
  for (let m = /200[012]$/.exec(rest); m; m = /200[012]$/.exec(rest)) {
    const challenge = Number(m[0]) as Challenge
    if (!out.includes(challenge)) out.unshift(challenge)
    rest = rest.slice(0, -4)
  }
  return out
}

/**
 * Local sandbox: walks the spec's challenges for test accounts, with fixed rules the app is built against, and
 * yields deterministic, schema-valid attributes on success. Nothing it keeps is a secret: the code is the fixed
 * 123456 and the captcha text is derived from the session id with a keyed hash, so no answer is ever stored.
 */
export class LocalGameAuthProvider implements GameAuthProvider {
  readonly name = 'local-game-auth'
  private readonly secret: string

  constructor(options: { nodeEnv: string; secret: string }) {
    assertSandboxAllowed('game-account authorization provider', options.nodeEnv, 'set GAME_AUTH_GATEWAY_URL and GAME_AUTH_GATEWAY_TOKEN')
    this.secret = options.secret
  }

  async start(input: GameAuthStartInput, ctx: GameAuthContext): Promise<GameAuthStep> {
    const base = { challenges: [] as Challenge[], issuedAt: ctx.now, round: 0, done: false }
    if (input.authKind === 3) {
      const campId = input.campId ?? ''
      if (!/^\d{6,12}$/.test(campId)) throw badParameter('营地ID格式不正确')
      return this.view({ ...base, kind: 3, seed: seedOf(`camp:${input.gameId}:${campId}`), done: true }, ctx)
    }
    if (input.authKind === 1) {
      const scanType = input.scanType ?? 1
      // A QR session has no account yet: its seed comes from the session id.
      return this.view({ ...base, kind: 1, scanType, seed: seedOf(`qr:${ctx.authId}`) }, ctx)
    }
    const account = (input.account ?? '').trim()
    if (!account) throw badParameter('缺少参数 account')
    const seed = seedOf(`account:${input.gameId}:${account}`)
    const targets = { emailTarget: maskEmail(account), phoneTarget: maskPhone(account, seed) }
    if (input.loginType === 2) return this.view({ ...base, ...targets, kind: 2, seed, challenges: [2001] }, ctx)
    if ((input.password ?? '').length < SANDBOX_AUTH.minPasswordLength) throw badParameter('账号或密码错误')
    if (/2003$/.test(account)) return this.view({ ...base, kind: 2, seed, loginAgain: true }, ctx)
    const challenges = challengesOf(account)
    return this.view({ ...base, ...targets, kind: 2, seed, challenges, done: challenges.length === 0 }, ctx)
  }

  async verify(raw: GameAuthState, answer: GameAuthAnswer, ctx: GameAuthContext): Promise<GameAuthStep> {
    const state = raw as unknown as SandboxState
    const current = state.challenges[0]
    if (current === 2002) {
      if ((answer.captcha ?? '').trim().toUpperCase() !== this.captchaText(ctx.authId, state.round)) {
        // A wrong answer gets a fresh image, as real captchas do.
        return { ...(await this.view({ ...state, round: state.round + 1 }, ctx)), wrongAnswer: true, message: '图形验证码错误，请重新输入' }
      }
      return this.view(this.pass(state, ctx.now), ctx)
    }
    if (current === 2000 || current === 2001) {
      if (this.codeExpired(state, ctx.now)) return this.view(state, ctx)
      if ((answer.code ?? '').trim() !== SANDBOX_AUTH.correctCode) {
        return { ...(await this.view(state, ctx)), wrongAnswer: true, message: '验证码错误，请重新输入' }
      }
      return this.view(this.pass(state, ctx.now), ctx)
    }
    return this.view(state, ctx)
  }

  async resend(raw: GameAuthState, ctx: GameAuthContext): Promise<GameAuthStep> {
    const state = raw as unknown as SandboxState
    // New QR code, new code (its clock restarts) or new captcha image.
    return this.view({ ...state, issuedAt: ctx.now, round: state.round + 1 }, ctx)
  }

  async poll(raw: GameAuthState, ctx: GameAuthContext): Promise<GameAuthStep> {
    return this.view(raw as unknown as SandboxState, ctx)
  }

  /** Moves past the current challenge; a code challenge that comes next is "sent" now. */
  private pass(state: SandboxState, now: number): SandboxState {
    const challenges = state.challenges.slice(1)
    return { ...state, challenges, issuedAt: now, done: challenges.length === 0 }
  }

  private codeExpired(state: SandboxState, now: number): boolean {
    return now - state.issuedAt > SANDBOX_AUTH.codeTtlMs
  }

  /** What the app sees for a state (QR timing and code expiry are judged against the service clock). */
  private async view(state: SandboxState, ctx: GameAuthContext): Promise<GameAuthStep> {
    const stored = state as unknown as GameAuthState
    if (state.loginAgain) return { resultCode: 2003, state: stored }
    if (state.kind === 1 && !state.done) {
      const age = ctx.now - state.issuedAt
      if (age >= SANDBOX_AUTH.qrTtlMs) return { resultCode: 3209, message: '二维码已过期，请刷新二维码', state: stored }
      if (age < SANDBOX_AUTH.qrConfirmAfterMs) {
        return { resultCode: null, qrContent: this.qrContent(ctx.authId, state), state: stored }
      }
      // The sandbox "phone" confirms the scan once the QR code has been shown for 3 seconds.
      return this.view({ ...state, done: true }, ctx)
    }
    if (state.done) return { resultCode: 200, state: stored, attributes: sandboxAccountAttrs(ctx.gameId, state.seed, state.scanType) }
    const current = state.challenges[0]
    if (current === 2002) {
      return { resultCode: 2002, captchaImage: captchaPng(this.captchaText(ctx.authId, state.round)), state: stored }
    }
    const target = current === 2000 ? state.emailTarget : state.phoneTarget
    if (this.codeExpired(state, ctx.now)) return { resultCode: 3209, codeTarget: target, state: stored }
    return { resultCode: current, codeTarget: target, state: stored }
  }

  private qrContent(authId: string, state: SandboxState): string {
    const ticket = createHmac('sha256', this.secret).update(`qr:${authId}:${state.round}`).digest('base64url').slice(0, 22)
    return `https://sandbox.gujia.local/auth/qr?scan=${state.scanType === 2 ? 'weixin' : 'qq'}&ticket=${ticket}`
  }

  /** Four characters derived from the session id and round with a keyed hash: reproducible, never stored. */
  private captchaText(authId: string, round: number): string {
    const digest = createHmac('sha256', this.secret).update(`captcha:${authId}:${round}`).digest()
    return Array.from(digest.subarray(0, 4), (b) => CAPTCHA_ALPHABET[b % CAPTCHA_ALPHABET.length]).join('')
  }
}

const RESULT_CODES = new Set([200, 2000, 2001, 2002, 2003, 3209])

/**
 * Real adapter: the company's authorization gateway in front of the game platforms. One endpoint,
 * POST { action: 'start' | 'verify' | 'resend' | 'poll', authId, input? | answer?, state? } with a bearer token →
 * { refused: '原因' } (input refused, answered as 40000) or { resultCode (null while pending), qrContent?, captchaImage?, codeTarget?, message?, wrongAnswer?, state, attributes? }.
 * The gateway's `state` is its own session handle; it must not contain credentials.
 */
export class HttpGameAuthProvider implements GameAuthProvider {
  readonly name = 'http-game-auth'
  constructor(private readonly gateway: HttpGatewayConfig) {}

  start(input: GameAuthStartInput, ctx: GameAuthContext): Promise<GameAuthStep> {
    return this.call({ action: 'start', authId: ctx.authId, input })
  }

  verify(state: GameAuthState, answer: GameAuthAnswer, ctx: GameAuthContext): Promise<GameAuthStep> {
    return this.call({ action: 'verify', authId: ctx.authId, state, answer })
  }

  resend(state: GameAuthState, ctx: GameAuthContext): Promise<GameAuthStep> {
    return this.call({ action: 'resend', authId: ctx.authId, state })
  }

  poll(state: GameAuthState, ctx: GameAuthContext): Promise<GameAuthStep> {
    return this.call({ action: 'poll', authId: ctx.authId, state })
  }

  private async call(body: Record<string, unknown>): Promise<GameAuthStep> {
    const reply = await postJson(this.gateway.url, this.gateway.token, body, 'game-auth gateway')
    // The gateway refuses input outright (bad camp id, wrong password) with a Chinese reason.
    if (isRecord(reply) && typeof reply.refused === 'string') throw badParameter(reply.refused)
    if (!isRecord(reply) || !isRecord(reply.state) || !(reply.resultCode === null || RESULT_CODES.has(reply.resultCode as number))) {
      throw new UpstreamError('game-auth gateway', 'malformed reply')
    }
    const text = (key: string) => (typeof reply[key] === 'string' ? { [key]: reply[key] as string } : {})
    return {
      resultCode: reply.resultCode as AuthResultCode | null,
      ...text('qrContent'),
      ...text('captchaImage'),
      ...text('codeTarget'),
      ...text('message'),
      ...(reply.wrongAnswer === true ? { wrongAnswer: true } : {}),
      state: reply.state,
      ...(isRecord(reply.attributes) ? { attributes: reply.attributes as Attrs } : {}),
    }
  }
}
