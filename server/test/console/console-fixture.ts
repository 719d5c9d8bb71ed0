import { generate } from 'otplib'
import { CONSOLE_API_PREFIX, CONSOLE_SESSION_COOKIE, type ConsoleRole, type ConsoleSessionData } from '../../src/contract/console'
import { cliActor } from '../../src/modules/audit/service'
import { hash } from '@node-rs/argon2'
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers'

/**
 * A test app with helpers for the console API: operators made through the service (as `operator:add` does),
 * logins that keep the session cookie and CSRF token, and calls that send them.
 */

export interface ConsoleReply<T = any> {
  status: number
  code: number
  msg: string
  data: T
  cookies: { name: string; value: string; [key: string]: unknown }[]
  headers: Record<string, unknown>
}

export interface Session {
  cookie: string
  csrf: string
}

/** `login` is the console's here; players log in through `app.services.auth`. */
export interface ConsoleTestApp extends Omit<TestApp, 'login'> {
  /** TestApp's player login (a phone, registered if new), for tests whose players use the app. */
  playerLogin: TestApp['login']
  /** An operator ready to work: created, one-time password replaced by `password` (default: the name + '-password!'). */
  addOperator(
    name: string,
    role: ConsoleRole,
    options?: { password?: string; mustChange?: boolean },
  ): Promise<{ id: number; password: string }>
  /** Turns TOTP on for an operator through the API; returns the secret. */
  enableTotp(session: Session): Promise<string>
  login(name: string, password: string, totp?: string, ip?: string): Promise<ConsoleReply<ConsoleSessionData> & { session: Session | null }>
  call<T = any>(
    method: 'GET' | 'POST',
    path: string,
    options?: { session?: Partial<Session>; body?: unknown; ip?: string },
  ): Promise<ConsoleReply<T>>
  /** A session opened straight through the service (no password hashing): for tests about what follows a login. */
  sessionOf(name: string, password?: string): Promise<Session>
}

export const passwordOf = (name: string) => `${name}-password!`

/**
 * The operators a test adds get an argon2id hash at the lowest cost: a PHC string carries its parameters, so their
 * logins verify at that cost too (the production cost, about 30 ms of a core per check, made the roles walk's few
 * hundred logins most of its time). Passwords set through the API (first login, change, reset) keep the real cost.
 */
const cheapHash = (password: string) => hash(password, { memoryCost: 256, timeCost: 1, parallelism: 1 })

/** A TOTP code of `secret` at the app's clock. */
export const totpAt = (secret: string, nowMs: number) => generate({ secret, epoch: Math.floor(nowMs / 1000) })

export async function createConsoleApp(options: TestAppOptions = {}): Promise<ConsoleTestApp> {
  const t = await createTestApp(options)
  const operators = t.app.services.operators

  const call: ConsoleTestApp['call'] = async (method, path, { session, body, ip } = {}) => {
    const res = await t.app.inject({
      method,
      url: CONSOLE_API_PREFIX + path,
      headers: {
        ...(session?.cookie ? { cookie: `${CONSOLE_SESSION_COOKIE}=${session.cookie}` } : {}),
        ...(session?.csrf ? { 'x-csrf-token': session.csrf } : {}),
      },
      ...(ip ? { remoteAddress: ip } : {}),
      ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
    })
    let parsed: { code?: number; msg?: string; data?: unknown } = {}
    try {
      parsed = res.json()
    } catch {
      // Not JSON: the fields stay empty and the test sees code -1.
    }
    return {
      status: res.statusCode,
      code: parsed.code ?? -1,
      msg: parsed.msg ?? '',
      data: parsed.data as any,
      cookies: res.cookies as ConsoleReply['cookies'],
      headers: res.headers,
    }
  }

  const login: ConsoleTestApp['login'] = async (name, password, totp, ip) => {
    const reply = await call<ConsoleSessionData>('POST', '/auth/login', { body: { name, password, ...(totp ? { totp } : {}) }, ip })
    const cookie = reply.cookies.find((c) => c.name === CONSOLE_SESSION_COOKIE)?.value
    return { ...reply, session: reply.code === 200 && cookie ? { cookie, csrf: reply.data.csrfToken } : null }
  }

  return {
    ...t,
    playerLogin: t.login,
    call,
    login,
    addOperator: async (name, role, { password = passwordOf(name), mustChange = false } = {}) => {
      const { operator } = await operators.create(cliActor('test'), name, role)
      // Straight to the table: the one-time password's own flow is tested through the API.
      await t.db
        .updateTable('operator')
        .set({ password_hash: await cheapHash(password), must_change_password: mustChange ? 1 : 0 })
        .where('id', '=', operator.id)
        .execute()
      return { id: operator.id, password }
    },
    enableTotp: async (session) => {
      const setup = await call<{ secret: string; otpauthUrl: string }>('POST', '/auth/totp/setup', { session })
      if (setup.code !== 200) throw new Error(`totp setup: ${setup.code} ${setup.msg}`)
      const enabled = await call('POST', '/auth/totp/enable', { session, body: { code: await totpAt(setup.data.secret, t.clock.now()) } })
      if (enabled.code !== 200) throw new Error(`totp enable: ${enabled.code} ${enabled.msg}`)
      return setup.data.secret
    },
    sessionOf: async (name, password = passwordOf(name)) => {
      const reply = await login(name, password)
      if (!reply.session) throw new Error(`login of ${name}: ${reply.code} ${reply.msg}`)
      return reply.session
    },
  }
}
