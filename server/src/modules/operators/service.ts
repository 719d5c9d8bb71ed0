import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import { ConsoleCode, ConsoleRule, ConsoleText, type ConsoleRole, type Operator, type SessionOperator } from '../../contract/console'
import type { Db } from '../../db/connect'
import { fixedWindow, LimitCounter, lockKey } from '../../db/limit-counter'
import { toNumber } from '../../db/numbers'
import { unitOfWork } from '../../db/unit-of-work'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import { keyedHash, openText, purposeKey, randomToken, sealText } from '../../lib/secrets'
import type { AuditActor, AuditRecorder } from '../audit/service'
import { decoyHash, hashPassword, oneTimePassword, passwordMatches } from './password'
import { OperatorRepository, type OperatorRow } from './repository'
import { newTotpSecret, totpStep, totpUrl } from './totp'

export interface OperatorsConfig {
  /** TOKEN_SECRET: hashes session tokens and seals TOTP secrets. */
  secret: string
  idleMs: number
  absoluteMs: number
  /** CONSOLE_TOTP_REQUIRED: every operator must set up TOTP before using the console. */
  totpRequired: boolean
  /** Login attempts per client IP per lock window; 0 is no limit. */
  loginIpMax: number
}

/** A live console session, as the request guard hands it to the routes. */
export interface ConsoleSession {
  sessionId: number
  /** The session's CSRF secret: the tokens of auth/me and auth/login are made from it. */
  csrfSecret: string
  operator: SessionOperator
}

/** A session just opened by a login: the cookie's token is in `token` and nowhere else. */
export interface OpenedSession extends ConsoleSession {
  token: string
}

const MINUTE = 60_000
const LOCK_RULE = {
  windowMs: ConsoleRule.LOCK_WINDOW_MINUTES * MINUTE,
  lockAfter: ConsoleRule.LOCK_AFTER_FAILURES,
  lockMs: ConsoleRule.LOCK_MINUTES * MINUTE,
}

/** Serialises changes that could leave the console without an enabled admin. */
const ADMINS_LOCK = 'console-admins'

const loginFailed = (msg?: string) => new BizError(ConsoleCode.LOGIN_FAILED, msg)
const refused = (msg: string) => new BizError(BizCode.FORBIDDEN, msg)

/** An operator as the console's operator list shows it (never a hash or a secret). */
export function operatorView(row: OperatorRow): Operator {
  return {
    id: toNumber(row.id),
    name: row.name,
    role: row.role as ConsoleRole,
    disabled: row.disabled === 1,
    totpEnabled: row.totp_enabled === 1,
    lastLoginAt: row.last_login_at === null ? null : toNumber(row.last_login_at),
    createdAt: toNumber(row.created_at),
  }
}

/**
 * Operators of the console: accounts (argon2id passwords, one-time passwords that must be changed, TOTP), cookie
 * sessions with idle and absolute expiry, and the lock after repeated failed logins. Every change records an audit
 * row in the same transaction, by the actor the caller names (an operator in the console, `cli:NAME` on a server).
 */
export class OperatorService {
  private readonly uow
  private readonly totpKey: Buffer
  private readonly limits: LimitCounter

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly config: OperatorsConfig,
    private readonly audit: AuditRecorder,
  ) {
    this.uow = unitOfWork(db, { operators: OperatorRepository })
    this.totpKey = purposeKey(config.secret, 'console-totp')
    this.limits = new LimitCounter(db)
  }

  private get repo(): OperatorRepository {
    return this.uow.repos.operators
  }

  sessionOperator(row: OperatorRow): SessionOperator {
    const totpEnabled = row.totp_enabled === 1
    return {
      id: toNumber(row.id),
      name: row.name,
      role: row.role as ConsoleRole,
      totpEnabled,
      mustSetTotp: this.config.totpRequired && !totpEnabled,
      mustChangePassword: row.must_change_password === 1,
    }
  }

  // Logging in and out.

  /**
   * Name and password, then the TOTP code when the operator has one. A locked name is refused before its password
   * is checked; each wrong password or code counts toward the lock (an unknown name too, and at the same cost, so
   * neither the answer nor its timing tells whether the name exists). A missing code is not a failure: it is the
   * second step of the form.
   */
  async login(input: { name: string; password: string; totp?: string }, ip: string | null): Promise<OpenedSession> {
    const now = this.clock.now()
    const { name } = input
    // Besides the lock per name: one address trying many names is slowed down too.
    if (ip !== null && this.config.loginIpMax > 0) {
      if (!(await this.limits.take(`console-login-ip:${ip}`, fixedWindow(now, LOCK_RULE.windowMs), this.config.loginIpMax)))
        throw new BizError(BizCode.TOO_MANY_REQUESTS, '登录尝试太频繁，请稍后再试')
    }
    const locked = await this.repo.lockedUntil(name, now)
    if (locked !== null) throw this.lockedError(locked, now)
    const row = await this.repo.byName(name)
    const passwordOk = await passwordMatches(row?.password_hash ?? (await decoyHash()), input.password)
    if (!row || !passwordOk || row.disabled === 1) return this.failLogin(name, now)
    if (row.totp_enabled === 1) {
      if (!input.totp) throw new BizError(ConsoleCode.TOTP_REQUIRED)
      const step = await totpStep(
        this.openSecret(row.totp_secret),
        input.totp,
        now,
        row.totp_last_step === null ? null : toNumber(row.totp_last_step),
      )
      if (step === null || !(await this.repo.claimTotpStep(toNumber(row.id), step))) return this.failLogin(name, now, '动态验证码错误')
    }
    await this.repo.clearFailures(name)
    return this.uow.transaction(async ({ operators }, trx) => {
      const id = toNumber(row.id)
      await operators.deleteExpiredSessions(now - this.config.idleMs, now - this.config.absoluteMs)
      const token = randomToken()
      const csrfSecret = randomBytes(24).toString('base64url')
      const sessionId = await operators.insertSession({ operatorId: id, tokenHash: this.tokenHash(token), csrfSecret, ip, now })
      await operators.update(id, { last_login_at: now })
      await this.audit.record(
        { operatorId: id, name: row.name, ip },
        { action: 'operator.login', objectType: 'operator', objectId: id },
        trx,
      )
      return { token, sessionId, csrfSecret, operator: this.sessionOperator(row) }
    })
  }

  private async failLogin(name: string, now: number, msg?: string): Promise<never> {
    const { lockedUntil } = await this.repo.countFailure(name, now, LOCK_RULE)
    if (lockedUntil !== null && lockedUntil > now) throw this.lockedError(lockedUntil, now)
    throw loginFailed(msg)
  }

  private lockedError(until: number, now: number): BizError {
    return new BizError(ConsoleCode.LOGIN_LOCKED, ConsoleText.locked(Math.max(1, Math.ceil((until - now) / MINUTE))))
  }

  /** The live session of a cookie's token (and marks it seen), or null: none, expired, or its operator disabled. */
  async authenticate(token: string | undefined): Promise<ConsoleSession | null> {
    if (!token) return null
    const now = this.clock.now()
    const found = await this.repo.liveSession(this.tokenHash(token), now - this.config.idleMs, now - this.config.absoluteMs)
    if (!found) return null
    await this.repo.touchSession(found.sessionId, now)
    return { sessionId: found.sessionId, csrfSecret: found.csrfSecret, operator: this.sessionOperator(found.operator) }
  }

  async logout(session: ConsoleSession, actor: AuditActor): Promise<void> {
    await this.uow.transaction(async ({ operators }, trx) => {
      await operators.deleteSession(session.sessionId)
      await this.audit.record(actor, { action: 'operator.logout', objectType: 'operator', objectId: session.operator.id }, trx)
    })
  }

  // The operator's own account.

  /** Changes the caller's password (the old one must match) and ends their other sessions. */
  async changePassword(session: ConsoleSession, oldPassword: string, newPassword: string, actor: AuditActor): Promise<void> {
    const row = await this.mustExist(session.operator.id)
    if (!(await passwordMatches(row.password_hash, oldPassword))) throw badParameter('原密码不正确')
    if (oldPassword === newPassword) throw badParameter('新密码不能与原密码相同')
    checkPasswordRule(newPassword)
    const hash = await hashPassword(newPassword)
    await this.uow.transaction(async ({ operators }, trx) => {
      await operators.update(row.id, { password_hash: hash, must_change_password: 0, updated_at: this.clock.now() })
      await operators.deleteSessionsOf(row.id, session.sessionId)
      await this.audit.record(actor, { action: 'operator.password', objectType: 'operator', objectId: row.id }, trx)
    })
  }

  /** A new TOTP secret for the caller to scan; it takes effect once a code from it is confirmed (totpEnable). */
  async totpSetup(session: ConsoleSession): Promise<{ secret: string; otpauthUrl: string }> {
    const row = await this.mustExist(session.operator.id)
    if (row.totp_enabled === 1) throw refused('动态验证码已启用，如需更换请联系管理员重置')
    const secret = newTotpSecret()
    await this.repo.update(row.id, { totp_pending_secret: sealText(this.totpKey, secret), updated_at: this.clock.now() })
    return { secret, otpauthUrl: totpUrl(secret, row.name) }
  }

  async totpEnable(session: ConsoleSession, code: string, actor: AuditActor): Promise<void> {
    const row = await this.mustExist(session.operator.id)
    if (row.totp_enabled === 1) throw refused('动态验证码已启用')
    if (!row.totp_pending_secret) throw badParameter('请先获取动态验证码密钥')
    const step = await totpStep(this.openSecret(row.totp_pending_secret), code, this.clock.now(), null)
    if (step === null) throw badParameter('动态验证码错误')
    await this.uow.transaction(async ({ operators }, trx) => {
      await operators.update(row.id, {
        totp_secret: row.totp_pending_secret,
        totp_pending_secret: null,
        totp_enabled: 1,
        totp_last_step: step,
        updated_at: this.clock.now(),
      })
      await this.audit.record(actor, { action: 'operator.totp_enable', objectType: 'operator', objectId: row.id }, trx)
    })
  }

  // Managing operators (admins in the console, operator:* on a server).

  async list(): Promise<Operator[]> {
    return (await this.repo.list()).map(operatorView)
  }

  async byName(name: string): Promise<Operator | undefined> {
    const row = await this.repo.byName(name)
    return row ? operatorView(row) : undefined
  }

  /** A new operator with a one-time password, returned here only: they must change it at first login. */
  async create(actor: AuditActor, name: string, role: ConsoleRole): Promise<{ operator: Operator; password: string }> {
    if (!new RegExp(ConsoleRule.NAME_PATTERN).test(name)) throw badParameter('登录名须为 2-32 位字母、数字、点、横线或下划线')
    const password = oneTimePassword()
    const hash = await hashPassword(password)
    const operator = await this.uow.transaction(async ({ operators }, trx) => {
      const id = await operators.insert({ name, role, password_hash: hash, now: this.clock.now() })
      if (id === null) throw badParameter('登录名已存在')
      const row = (await operators.byId(id)) as OperatorRow
      const view = operatorView(row)
      await this.audit.record(actor, { action: 'operator.create', objectType: 'operator', objectId: id, after: view }, trx)
      return view
    })
    return { operator, password }
  }

  /**
   * Changes an operator's role or disabled flag. Disabling ends all their sessions in the same transaction, so their
   * next request is logged out. The console always keeps one enabled admin: changes that would leave none are
   * refused, serialised so two admins cannot take each other's role at once.
   */
  async update(actor: AuditActor, id: number, patch: { role?: ConsoleRole; disabled?: boolean }): Promise<Operator> {
    return this.uow.transaction(async ({ operators }, trx) => {
      const now = this.clock.now()
      await lockKey(trx, ADMINS_LOCK, now)
      const row = await operators.byId(id)
      if (!row) throw notFound('操作员不存在')
      const before = operatorView(row)
      const role = patch.role ?? before.role
      const disabled = patch.disabled ?? before.disabled
      const losesAdmin = before.role === 'admin' && !before.disabled && (role !== 'admin' || disabled)
      if (losesAdmin && (await operators.countOtherEnabledAdmins(id)) === 0) throw refused('至少保留一名启用的管理员')
      await operators.update(id, { role, disabled: disabled ? 1 : 0, updated_at: now })
      if (disabled) await operators.deleteSessionsOf(id)
      const after = operatorView((await operators.byId(id)) as OperatorRow)
      await this.audit.record(actor, { action: 'operator.update', objectType: 'operator', objectId: id, before, after }, trx)
      return after
    })
  }

  /** A new one-time password (returned here only); the operator's sessions end and a login lock on the name is lifted. */
  async resetPassword(actor: AuditActor, id: number): Promise<string> {
    const password = oneTimePassword()
    const hash = await hashPassword(password)
    await this.uow.transaction(async ({ operators }, trx) => {
      const row = await operators.byId(id)
      if (!row) throw notFound('操作员不存在')
      await operators.update(id, { password_hash: hash, must_change_password: 1, updated_at: this.clock.now() })
      await operators.deleteSessionsOf(id)
      await operators.clearFailures(row.name)
      await this.audit.record(actor, { action: 'operator.reset_password', objectType: 'operator', objectId: id }, trx)
    })
    return password
  }

  /** Removes the operator's TOTP (a lost phone): they set it up again at next login; their sessions end. */
  async resetTotp(actor: AuditActor, id: number): Promise<void> {
    await this.uow.transaction(async ({ operators }, trx) => {
      const row = await operators.byId(id)
      if (!row) throw notFound('操作员不存在')
      await operators.update(id, {
        totp_secret: null,
        totp_pending_secret: null,
        totp_enabled: 0,
        totp_last_step: null,
        updated_at: this.clock.now(),
      })
      await operators.deleteSessionsOf(id)
      await this.audit.record(
        actor,
        {
          action: 'operator.reset_totp',
          objectType: 'operator',
          objectId: id,
          before: { totpEnabled: row.totp_enabled === 1 },
          after: { totpEnabled: false },
        },
        trx,
      )
    })
  }

  private async mustExist(id: number): Promise<OperatorRow> {
    const row = await this.repo.byId(id)
    if (!row) throw notFound('操作员不存在')
    return row
  }

  private tokenHash(token: string): string {
    return keyedHash(this.config.secret, `console-session:${token}`)
  }

  private openSecret(sealed: string | null): string {
    if (!sealed) throw new Error('operator has TOTP enabled without a secret')
    return openText(this.totpKey, sealed)
  }
}

function checkPasswordRule(password: string): void {
  if (password.length < ConsoleRule.PASSWORD_MIN) throw badParameter(`新密码至少 ${ConsoleRule.PASSWORD_MIN} 位`)
}
