import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import type { AuthStartBody, AuthStepData, AuthVerifyBody } from '../../contract'
import { ScanType, type AuthResultCode } from '../../contract/values'
import { BizCode, BizError, badParameter, notFound } from '../../errors'
import type { GameAuthProvider, GameAuthState, GameAuthStep } from '../../providers'
import type { Attrs } from '../../valuation/catalogue/types'
import { getGame } from '../../valuation/catalogue'
import { scanTypesOf } from '../../valuation/catalogue/scan-types'
import { validateGameAnswers } from '../../valuation/catalogue/validate'
import type { Db } from '../../db/connect'
import { fixedWindow } from '../../db/limit-counter'
import type { GameAuthSessionRow } from '../../db/schema'
import type { GameRepository } from '../games/repository'
import { requireOpenGame } from '../games/open-game'
import type { UnitOfWork } from '../../db/unit-of-work'
import type { AuthSessionRepository } from './repository'

/** Limits of an authorization session; exported so tests and docs state the same numbers. */
export const AUTH_LIMITS = {
  sessionTtlMs: 10 * 60 * 1000,
  maxWrongAttempts: 5,
  maxResends: 5,
  /** Sessions a user may start per fixed window, aligned to the clock (each may send a code or show a QR code). */
  startsPerWindow: 20,
  startWindowMs: 10 * 60 * 1000,
  /** Expired sessions are deleted this long after expiry. */
  keepExpiredMs: 24 * 60 * 60 * 1000,
} as const

const MISSING = '授权不存在'
const EXPIRED = '授权已过期，请重新授权'
const USED = '该授权已用于估价，请重新授权'
const OVER = '本次授权已结束，请重新授权'
const TOO_MANY_WRONG = '错误次数过多，本次授权已失效，请重新授权'
/** WeChat scan for a game whose accounts are never WeChat accounts (no WeChat area in its catalogue). */
export const NO_WECHAT_ACCOUNTS = '该游戏没有微信区账号，请使用QQ扫码'
/** A scan for a game whose accounts are neither QQ nor WeChat accounts (原神, 星穹铁道, 永劫无间). */
export const NO_SCAN = '该游戏账号不支持扫码授权，请使用账号登录授权'
/** 营地ID for a game without a 营地 app (only 王者荣耀 and 和平精英 have one). */
export const NO_CAMP_ID = '该游戏没有营地ID，请使用其他方式授权'

const gameScanTypes = (gameId: number) => {
  const game = getGame(gameId)
  return game ? scanTypesOf(game) : []
}

const KIND_LABEL: Record<number, string> = { 1: '扫码', 2: '账号', 3: '营地ID' }

/** Default message per step (a provider may give a more specific one, e.g. a wrong code). */
function stepMessage(row: Pick<GameAuthSessionRow, 'auth_kind'>, step: GameAuthStep): string {
  switch (step.resultCode) {
    case null:
      return '请使用手机扫描二维码，并在手机上确认登录'
    case 200:
      return `${KIND_LABEL[row.auth_kind] ?? ''}授权成功`
    case 2000:
      return `验证码已发送至${step.codeTarget ? `邮箱 ${step.codeTarget}` : '绑定邮箱'}，请输入邮箱验证码`
    case 2001:
      return `验证码已发送至${step.codeTarget ? `手机 ${step.codeTarget}` : '绑定手机'}，请输入短信验证码`
    case 2002:
      return '请输入图片中的验证码'
    case 2003:
      return '登录状态已失效，请重新登录授权'
    case 3209:
      return row.auth_kind === 1 ? '二维码已过期，请刷新二维码' : '验证码已过期，请重新获取'
    default:
      return ''
  }
}

const attemptsLeftNote = (left: number) => (left > 0 ? `（还可尝试 ${left} 次）` : '')

export interface ValuationAuthDeps {
  sessions: UnitOfWork<{ sessions: typeof AuthSessionRepository }>
  provider: GameAuthProvider
  games: GameRepository
  clock: Clock
}

/**
 * Valuation by authorization: an authorization session walks the provider's challenges (result codes 200, 2000,
 * 2001, 2002, 2003, 3209) and, on 200, holds the account's attributes until `val/valuation` uses them once.
 * Sessions live in the database (any replica can serve the next step); credentials pass through to the provider
 * and are never stored or logged.
 */
export class ValuationAuthService {
  private readonly repo: AuthSessionRepository

  constructor(private readonly deps: ValuationAuthDeps) {
    this.repo = deps.sessions.repos.sessions
  }

  async start(userId: number, body: AuthStartBody): Promise<AuthStepData> {
    const { repo } = this
    const { clock } = this.deps
    const now = clock.now()
    await requireOpenGame(this.deps.games, body.gameId)
    if (body.authKind === 1) {
      const scanTypes = gameScanTypes(body.gameId)
      if (!scanTypes.includes(body.scanType ?? ScanType.QQ)) throw badParameter(scanTypes.length ? NO_WECHAT_ACCOUNTS : NO_SCAN)
    }
    if (body.authKind === 3 && getGame(body.gameId)?.campApp === undefined) throw badParameter(NO_CAMP_ID)
    if (body.authKind === 3 && body.campId === undefined) throw badParameter('缺少参数 campId')
    if (body.authKind === 2 && body.account === undefined) throw badParameter('缺少参数 account')
    // Defaults: QQ scan, password login.
    const scanType = body.authKind === 1 ? (body.scanType ?? 1) : undefined
    const loginType = body.authKind === 2 ? (body.loginType ?? 1) : undefined
    if (loginType === 1 && body.password === undefined) throw badParameter('缺少参数 password')
    // Counted before the provider is asked (one conditional upsert, so parallel starts cannot pass the limit
    // together), given back if no session comes of it.
    const window = fixedWindow(now, AUTH_LIMITS.startWindowMs)
    if (!(await repo.takeStart(userId, window, AUTH_LIMITS.startsPerWindow))) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, '授权太频繁，请稍后再试')
    }
    try {
      return await this.startCounted(userId, body, { scanType, loginType }, now)
    } catch (err) {
      await repo.giveBackStart(userId, window)
      throw err
    }
  }

  private async startCounted(
    userId: number,
    body: AuthStartBody,
    { scanType, loginType }: { scanType: AuthStartBody['scanType']; loginType: AuthStartBody['loginType'] },
    now: number,
  ): Promise<AuthStepData> {
    const { repo } = this
    const { provider } = this.deps
    await repo.deleteExpiredBefore(now - AUTH_LIMITS.keepExpiredMs)
    const id = `a_${randomBytes(12).toString('base64url')}`
    const step = await provider.start(
      {
        gameId: body.gameId,
        authKind: body.authKind,
        scanType,
        loginType,
        account: body.account,
        password: body.password,
        campId: body.campId,
      },
      { authId: id, gameId: body.gameId, now },
    )
    const attributes = this.acceptedAttributes(body.gameId, step)
    await repo.insert({
      id,
      userId,
      gameId: body.gameId,
      authKind: body.authKind,
      provider: provider.name,
      step: step.resultCode,
      state: JSON.stringify(step.state),
      attributes,
      now,
      expiresAt: now + AUTH_LIMITS.sessionTtlMs,
    })
    const row = await repo.findOwned(id, userId)
    if (!row) throw new Error('authorization session vanished after insert')
    return this.present(row, step)
  }

  async verify(userId: number, body: AuthVerifyBody): Promise<AuthStepData> {
    const row = await this.openSession(userId, body.authId)
    if (row.step === 2000 || row.step === 2001 || (row.step === 3209 && row.auth_kind === 2)) {
      if (!body.code) throw badParameter('请输入验证码')
    } else if (row.step === 2002) {
      if (!body.captcha) throw badParameter('请输入图形验证码')
    } else {
      throw badParameter('当前步骤无需验证')
    }
    const answer = row.step === 2002 ? { captcha: body.captcha } : { code: body.code }
    const step = await this.deps.provider.verify(stateOf(row), answer, this.ctx(row))
    if (!step.wrongAnswer) return this.advance(row, step, { wrongAttempts: row.wrong_attempts })
    const wrongAttempts = row.wrong_attempts + 1
    if (wrongAttempts >= AUTH_LIMITS.maxWrongAttempts) {
      // The session is void: answered as "log in again", and every later call says it is over.
      return this.advance(row, { resultCode: 2003, state: stateOf(row), message: TOO_MANY_WRONG }, { wrongAttempts })
    }
    const message = `${step.message ?? '验证失败，请重新输入'}${attemptsLeftNote(AUTH_LIMITS.maxWrongAttempts - wrongAttempts)}`
    return this.advance(row, { ...step, message }, { wrongAttempts })
  }

  async resend(userId: number, authId: string): Promise<AuthStepData> {
    const row = await this.openSession(userId, authId)
    if (row.step === 200) throw badParameter('授权已完成，无需重新发送')
    if (row.resends >= AUTH_LIMITS.maxResends) throw new BizError(BizCode.TOO_MANY_REQUESTS, '重新发送次数过多，请重新授权')
    const step = await this.deps.provider.resend(stateOf(row), this.ctx(row))
    return this.advance(row, step, { resends: row.resends + 1 })
  }

  /** The current step; a pending QR scan is asked again (the provider says when it is confirmed or expired). */
  async status(userId: number, authId: string): Promise<AuthStepData> {
    const row = await this.ownedLive(userId, authId)
    if (row.step === 200 || row.step === 2003) return this.present(row, { resultCode: row.step, state: stateOf(row) })
    const step = await this.deps.provider.poll(stateOf(row), this.ctx(row))
    return this.advance(row, step, {})
  }

  /**
   * For `val/valuation {evaluateType: 3}`: hands the session's attributes, once, to `save` (which writes the
   * report). Only a session of the caller, at step 200, unexpired, unused and of the same game is accepted; every
   * refusal is a 40000 in words the user can act on. `reportId` is recorded on the session in the same conditional
   * update that consumes it.
   */
  async consumeForValuation(
    userId: number,
    authId: string,
    gameId: number,
    reportId: string,
    save: (attrs: Attrs, trx: Db) => Promise<void>,
  ): Promise<void> {
    const now = this.deps.clock.now()
    const row = await this.repo.findOwned(authId, userId)
    if (!row || row.expires_at <= now) throw badParameter('授权不存在或已过期，请重新授权')
    if (row.consumed_at !== null) throw badParameter(USED)
    if (row.step !== 200 || row.attributes === null) throw badParameter('授权尚未完成，请先完成授权')
    if (row.game_id !== gameId) throw badParameter('该授权不属于所选游戏，请重新授权')
    // Valued exactly like a props answer: the required attributes must be there.
    const res = validateGameAnswers(gameId, JSON.parse(row.attributes))
    if (!res.ok) throw badParameter('授权读取到的账号信息不完整，请改用属性估价')
    // The session is used and its report written together: if the report cannot be saved the user keeps the
    // authorization (and can try again) instead of losing it to a report that does not exist.
    await this.deps.sessions.transaction(async ({ sessions: repo }, trx) => {
      if (!(await repo.consume(authId, userId, reportId, now))) throw badParameter(USED)
      await save(res.attrs, trx)
    })
  }

  /** A session of the caller that has not expired or been used (another user's looks like a missing one). */
  private async ownedLive(userId: number, authId: string): Promise<GameAuthSessionRow> {
    const row = await this.repo.findOwned(authId, userId)
    if (!row) throw notFound(MISSING)
    if (row.expires_at <= this.deps.clock.now()) throw badParameter(EXPIRED)
    if (row.consumed_at !== null) throw badParameter(USED)
    return row
  }

  /** As ownedLive, and not over (2003: log in again, or voided by wrong answers). */
  private async openSession(userId: number, authId: string): Promise<GameAuthSessionRow> {
    const row = await this.ownedLive(userId, authId)
    if (row.step === 2003) throw badParameter(OVER)
    return row
  }

  private ctx(row: GameAuthSessionRow) {
    return { authId: row.id, gameId: row.game_id, now: this.deps.clock.now() }
  }

  /** Saves the step (conditional on the version read) and answers it. */
  private async advance(
    row: GameAuthSessionRow,
    step: GameAuthStep,
    counts: { wrongAttempts?: number; resends?: number },
  ): Promise<AuthStepData> {
    const attributes = this.acceptedAttributes(row.game_id, step) ?? row.attributes
    const saved = {
      step: step.resultCode,
      state: JSON.stringify(step.state),
      attributes,
      wrongAttempts: counts.wrongAttempts ?? row.wrong_attempts,
      resends: counts.resends ?? row.resends,
    }
    const unchanged =
      saved.step === row.step &&
      saved.state === row.state &&
      saved.attributes === row.attributes &&
      saved.wrongAttempts === row.wrong_attempts &&
      saved.resends === row.resends
    // A poll that changes nothing writes nothing, so polling cannot make a concurrent answer fail.
    if (!unchanged && !(await this.repo.saveStep(row.id, row.version, saved, this.deps.clock.now()))) {
      throw new BizError(BizCode.TOO_MANY_REQUESTS, '操作太频繁，请稍后再试')
    }
    return this.present(row, step)
  }

  /** On 200 the provider's attributes, checked against the game schema (a provider is not trusted either). */
  private acceptedAttributes(gameId: number, step: GameAuthStep): string | null {
    if (step.resultCode !== 200) return null
    const res = validateGameAnswers(gameId, step.attributes ?? {}, { requireRequired: false })
    if (!res.ok) throw new BizError(BizCode.UPSTREAM_UNAVAILABLE, '读取账号信息失败，请稍后重试')
    return JSON.stringify(res.attrs)
  }

  private present(row: GameAuthSessionRow, step: GameAuthStep): AuthStepData {
    return {
      authId: row.id,
      authKind: row.auth_kind,
      ...(step.resultCode !== null ? { resultCode: step.resultCode as AuthResultCode } : {}),
      pending: step.resultCode === null,
      ...(step.qrContent ? { qrContent: step.qrContent } : {}),
      ...(step.captchaImage ? { captchaImage: step.captchaImage } : {}),
      ...(step.codeTarget ? { codeTarget: step.codeTarget } : {}),
      message: step.message ?? stepMessage(row, step),
      expiresAt: row.expires_at,
    }
  }
}

function stateOf(row: GameAuthSessionRow): GameAuthState {
  return JSON.parse(row.state) as GameAuthState
}
