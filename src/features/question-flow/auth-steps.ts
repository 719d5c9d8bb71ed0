import { makeAutoObservable, runInAction } from 'mobx'
import type { AuthStepData } from '../../../server/src/contract/valuation-auth'
import { authResend, authStart, authStatus, authVerify, createValuation } from '../../api/valuation'
import {
  AccountLoginType,
  AuthKind,
  EvaluateType,
  QuestionStage as S,
  ScanType,
  type AuthResultCode,
  type QuestionStage,
} from '../../constants/valuation'
import type { FixedInputKind } from '../../constants/report'
import { isRequestError } from '../../http'
import { trackValuation } from '../../tracker/valuation'
import { FIXED_INPUT_CHECKS, checkCaptcha } from './inputs'
import { authEntryEvents, percentOf, replay, type FlowEvent, type FlowState } from './machine'
import { questionFlow } from './store'

/** How often a pending QR code is asked about (the sandbox confirms 3 s after start). */
export const SCAN_POLL_MS = 1500

export type AuthField = 'campId' | 'account' | 'password' | 'code' | 'captcha'

/** The fixed input kind (spec section 5) of each field the page asks for, which says how it is checked. */
const FIELD_KIND = { campId: 'landId', account: 'username', password: 'password', code: 'code' } as const satisfies Record<
  Exclude<AuthField, 'captcha'>,
  FixedInputKind
>

export interface AuthEntry {
  gameId: number
  authKind: AuthKind
  /** For a scan: the app it is made with (QQ when absent). */
  scanType?: ScanType | null
  loginType?: AccountLoginType | null
}

/** What the authorization steps need of the flow they belong to. */
export interface FlowMachine {
  readonly state: FlowState
  send(e: FlowEvent): void
  restart(state: FlowState): void
}

/**
 * The authorization page's steps of the question flow: camp id, scan (QQ or WeChat), account password and code stages,
 * each answer of `val/auth/*` fed to the machine as a result code (200 → valuation, 2000/2001 → code,
 * 2002 → captcha, 2003 → log in again, 3209 → resend / new QR code). On 200 it requests
 * `val/valuation {evaluateType: 3, gameId, authId}` and exposes the valId for the page to open the report.
 * Credentials live only in the fields until sent; the password is cleared once used.
 */
export class AuthSteps {
  entry: AuthEntry | null = null

  campId = ''
  account = ''
  password = ''
  code = ''
  captcha = ''
  fieldErrors: Partial<Record<AuthField, string>> = {}

  /** The service's words for the current step (code target, wrong code, …). */
  message = ''
  qrContent = ''
  captchaImage = ''
  codeTarget = ''
  busy = false
  /** A failed call (network, 40000, too many attempts), shown above the button. */
  error = ''
  valId: string | null = null
  valuationFailed = false

  private pollTimer: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly flow: FlowMachine) {
    makeAutoObservable<AuthSteps, 'pollTimer' | 'flow'>(this, { pollTimer: false, flow: false })
  }

  private get state(): FlowState {
    return this.flow.state
  }

  get stage(): QuestionStage {
    return this.state.stage
  }
  get percent(): number {
    return percentOf(this.state)
  }
  get challenge() {
    return this.state.challenge
  }
  get expired() {
    return this.state.expired
  }
  get loginAgain() {
    return this.state.loginAgain
  }
  get resultCode() {
    return this.state.resultCode
  }
  /** The app the QR code is scanned with (a scan's state always has one; QQ otherwise). */
  get scanType(): ScanType {
    return this.state.scanType ?? ScanType.QQ
  }
  /** A QR code is shown and not yet confirmed. */
  get scanPending(): boolean {
    return this.stage === S.SCAN_AUTH && !!this.state.authId && this.state.resultCode === null
  }

  private send(e: FlowEvent) {
    this.flow.send(e)
  }

  /** Enters the flow from the page query (the choice made on the valuation tab). */
  enter(entry: AuthEntry) {
    this.stopPolling()
    this.entry = entry
    this.flow.restart(replay(authEntryEvents(entry)))
    this.campId = ''
    this.account = ''
    this.password = ''
    this.code = ''
    this.captcha = ''
    this.fieldErrors = {}
    this.message = ''
    this.qrContent = ''
    this.captchaImage = ''
    this.codeTarget = ''
    this.error = ''
    this.valId = null
    this.valuationFailed = false
    this.busy = false
    trackValuation.event(
      'auth_enter',
      { gameId: entry.gameId, authKind: entry.authKind, scanType: entry.scanType, loginType: entry.loginType },
      'auth',
    )
  }

  setField(field: AuthField, value: string) {
    this[field] = value
    if (this.fieldErrors[field]) this.fieldErrors = { ...this.fieldErrors, [field]: '' }
    this.error = ''
  }

  pickLogin(loginType: AccountLoginType) {
    if (this.entry) this.entry = { ...this.entry, loginType }
    this.send({ type: 'PICK_LOGIN', loginType })
  }

  private check(fields: Partial<Record<AuthField, string>>): boolean {
    this.fieldErrors = fields
    return Object.values(fields).every((m) => !m)
  }

  /** Checks fields by their fixed input kind; shows each one's message. */
  private checkFixed(...fields: (keyof typeof FIELD_KIND)[]): boolean {
    return this.check(Object.fromEntries(fields.map((f) => [f, FIXED_INPUT_CHECKS[FIELD_KIND[f]](this[f])])))
  }

  /** The first step of the stage: camp id, QR code, password login, or the code login's code request. */
  async start() {
    const entry = this.entry
    if (!entry || this.busy) return
    let body: Parameters<typeof authStart>[0]
    // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check -- only the four login stages start one
    switch (this.stage) {
      case S.CAMP_ID_AUTH:
        if (!this.checkFixed('campId')) return
        body = { gameId: entry.gameId, authKind: AuthKind.CAMP_ID, campId: this.campId.trim() }
        break
      case S.SCAN_AUTH:
        body = { gameId: entry.gameId, authKind: AuthKind.QQ_SCAN, scanType: this.scanType }
        break
      case S.ACCOUNT_PASSWORD_AUTH:
        if (!this.checkFixed('account', 'password')) return
        body = {
          gameId: entry.gameId,
          authKind: AuthKind.ACCOUNT,
          loginType: AccountLoginType.PASSWORD,
          account: this.account.trim(),
          password: this.password,
        }
        break
      case S.CODE_AUTH:
        if (this.challenge !== null) return
        if (!this.checkFixed('account')) return
        body = { gameId: entry.gameId, authKind: AuthKind.ACCOUNT, loginType: AccountLoginType.CODE, account: this.account.trim() }
        break
      default:
        return
    }
    await this.call('start', () => authStart(body, { silent: true }))
    // The password is used once, never kept.
    runInAction(() => {
      this.password = ''
    })
  }

  /** Answers the code (2000/2001) or captcha (2002) challenge. */
  async verify() {
    const authId = this.state.authId
    if (!authId || this.busy || this.stage !== S.CODE_AUTH || this.challenge === null) return
    if (this.challenge === 'captcha') {
      if (!this.check({ captcha: checkCaptcha(this.captcha) })) return
      await this.call('verify', () => authVerify({ authId, captcha: this.captcha.trim() }, { silent: true }))
    } else {
      if (!this.checkFixed('code')) return
      await this.call('verify', () => authVerify({ authId, code: this.code.trim() }, { silent: true }))
    }
  }

  /** A new code after 3209 (or on request), a new captcha image, or a new QR code. */
  async resend() {
    const authId = this.state.authId
    if (!authId || this.busy) return
    this.send({ type: 'RESEND' })
    this.code = ''
    this.captcha = ''
    await this.call('resend', () => authResend({ authId }, { silent: true }))
  }

  private async call(action: string, fn: () => Promise<AuthStepData>) {
    this.busy = true
    this.error = ''
    try {
      const step = await fn()
      runInAction(() => this.apply(step))
      trackValuation.event(`auth_${action}`, { resultCode: step.resultCode ?? null, pending: step.pending }, 'auth')
    } catch (e) {
      runInAction(() => {
        this.error = (isRequestError(e) && e.msg) || '授权失败，请稍后重试'
      })
      trackValuation.event(`auth_${action}_failed`, { code: isRequestError(e) ? e.code : -1 }, 'auth')
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
    if (this.stage === S.FIXED_DONE && !this.valId) await this.requestValuation()
  }

  /** Feeds one answer of val/auth/* to the machine and keeps what the page shows. */
  apply(step: AuthStepData) {
    this.message = step.message
    if (step.qrContent) this.qrContent = step.qrContent
    if (step.captchaImage) this.captchaImage = step.captchaImage
    if (step.codeTarget) this.codeTarget = step.codeTarget
    if (step.pending) {
      this.send({ type: 'AUTH_PENDING', authId: step.authId })
      this.schedulePoll()
      return
    }
    const before = this.state
    this.send({ type: 'AUTH_RESULT', code: step.resultCode as AuthResultCode, authId: step.authId })
    if (this.state.challenge !== before.challenge || this.stage !== before.stage) {
      this.code = ''
      this.captcha = ''
    }
    if (this.loginAgain) {
      this.qrContent = ''
      this.captchaImage = ''
      this.codeTarget = ''
    }
    this.stopPolling()
  }

  private schedulePoll() {
    this.stopPolling()
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null
      void this.poll()
    }, SCAN_POLL_MS)
  }

  private async poll() {
    const authId = this.state.authId
    if (!authId || !this.scanPending) return
    try {
      const step = await authStatus({ authId }, { silent: true })
      // The user may have left or restarted meanwhile.
      if (this.state.authId !== authId) return
      runInAction(() => this.apply(step))
      if (this.stage === S.FIXED_DONE && !this.valId) await this.requestValuation()
    } catch (e) {
      runInAction(() => {
        this.error = (isRequestError(e) && e.msg) || '查询扫码状态失败'
      })
    }
  }

  stopPolling() {
    if (this.pollTimer) clearTimeout(this.pollTimer)
    this.pollTimer = null
  }

  /**
   * Back on the page (from QQ on the same phone, where the code was confirmed): the hidden page stopped polling,
   * so the QR code's state is asked at once and polling goes on while it waits.
   */
  resumePolling() {
    if (!this.scanPending || this.pollTimer || this.busy) return
    void this.poll()
  }

  /** 200: the authorized account is valued like a props answer; the page opens the report. */
  async requestValuation() {
    const authId = this.state.authId
    if (!authId || !this.entry || this.busy) return
    this.busy = true
    this.valuationFailed = false
    this.error = ''
    try {
      const { valId } = await createValuation({ evaluateType: EvaluateType.AUTH, gameId: this.entry.gameId, authId }, { silent: true })
      runInAction(() => {
        this.send({ type: 'SUBMITTED', valId })
        this.valId = valId
      })
      trackValuation.event('submit', { gameId: this.entry.gameId, evaluateType: EvaluateType.AUTH, valId }, 'auth')
    } catch (e) {
      runInAction(() => {
        this.valuationFailed = true
        this.error = (isRequestError(e) && e.msg) || '估价失败，请稍后重试'
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  /** The page is gone: stop polling and forget the finished authorization (a later visit starts afresh). */
  leave() {
    this.stopPolling()
    this.valId = null
    this.password = ''
    // Back on the valuation tab the flow is where the user left it: the authorization kind just chosen.
    if (this.entry) this.flow.restart(replay(authEntryEvents(this.entry)))
  }
}

/**
 * The authorization page's steps of the one question flow. Held here rather than by the flow's store, which the
 * valuation tab imports: in the mini-programs the tab is in the main package and the authorization page in a
 * subpackage, so only the subpackage carries these steps.
 */
export const authSteps = new AuthSteps(questionFlow)
