import {
  AccountLoginType,
  AuthKind,
  AuthResultCode,
  EvaluateType,
  PurposeSearchType,
  QuestionStage as S,
  ScanType,
} from '../../constants/valuation'
import type { QuestionStage } from '../../constants/valuation'

/**
 * The question flow (spec section 4) as one explicit, pure state machine: `transition(state, event)` returns
 * the next state and never performs effects (stores call the service and feed the results back as events).
 * One machine serves three journeys:
 *  - valuation (估价):   game category → evaluate method → goods link | attribute combination | authorization
 *  - purpose (找意向号): game category → find method → goods link | attribute combination | select report → price range
 *  - check (我亏了吗):   trader identity → order screenshot → find method → attribute combination | select report → done
 *                       (the game is picked with the account)
 * Authorization: evaluate method → camp-id | scan | login method → account-password | code, driven by the
 * result codes 200 / 2000 / 2001 / 2002 / 2003 / 3209. "Fixed questions done" = the flow's fixed questions
 * (method, link, authorization, report) are answered and the valuation can be requested; "dynamic questions
 * done" = the game's own questions are answered too. Both are final (percent 100).
 */

export type FlowKind = 'valuation' | 'purpose' | 'check'
export type TraderIdentity = 'buyer' | 'seller'
/** What a code stage asks for: an email or phone code (2000/2001), a captcha image (2002), or nothing yet. */
export type Challenge = 'email' | 'phone' | 'captcha' | null

export interface FlowState {
  stage: QuestionStage
  flow: FlowKind
  gameId: number | null
  evaluateType: EvaluateType | null
  authKind: AuthKind | null
  /** The app a scan authorization (auth kind 1) is scanned with: QQ, or WeChat where the game has WeChat accounts. */
  scanType: ScanType | null
  loginType: AccountLoginType | null
  findType: PurposeSearchType | null
  identity: TraderIdentity | null
  link: string | null
  /** Selected report (find method "report"). */
  reportId: string | null
  authId: string | null
  /** Last authorization result code (200 … 3209), null before the first answer or while a QR code waits. */
  resultCode: AuthResultCode | null
  challenge: Challenge
  /** 3209: the code (or QR code) expired; the next step is a resend (or a new QR code). */
  expired: boolean
  /** 2003: the provider asks to log in again. */
  loginAgain: boolean
  /** Set when the valuation was requested (the report to open). */
  valId: string | null
  /** Stages visited, for BACK. */
  history: QuestionStage[]
}

export type FlowEvent =
  | { type: 'LOAD' }
  | { type: 'BEGIN' }
  | { type: 'PICK_GAME'; gameId: number }
  | { type: 'PICK_METHOD'; evaluateType: EvaluateType }
  | { type: 'PICK_AUTH_KIND'; authKind: AuthKind; scanType?: ScanType }
  | { type: 'PICK_LOGIN'; loginType: AccountLoginType }
  | { type: 'PICK_IDENTITY'; identity: TraderIdentity }
  | { type: 'ORDER_DONE' }
  | { type: 'PICK_FIND'; findType: PurposeSearchType }
  | { type: 'SUBMIT_LINK'; link: string }
  | { type: 'SELECT_REPORT'; reportId: string }
  | { type: 'ANSWERS_DONE' }
  | { type: 'UPLOAD_SCREENSHOT' }
  | { type: 'SCREENSHOT_DONE' }
  | { type: 'PRICE_DONE' }
  | { type: 'COMPLETE_INFO' }
  | { type: 'AUTH_PENDING'; authId: string }
  | { type: 'AUTH_RESULT'; code: AuthResultCode; authId?: string }
  | { type: 'RESEND' }
  | { type: 'SUBMITTED'; valId: string }
  | { type: 'BACK' }
  | { type: 'RESET' }

/** Completion percent per stage (spec steps 0, 20, 40, 50, 60, 80, 100). */
export const STAGE_PERCENT: Record<QuestionStage, number> = {
  [S.INIT]: 0,
  [S.IDLE]: 0,
  [S.GAME_CATEGORY]: 20,
  [S.EVALUATE_METHOD]: 40,
  [S.FIND_METHOD]: 40,
  [S.TRADER_IDENTITY]: 40,
  [S.ORDER_SCREENSHOT]: 50,
  [S.LOGIN_METHOD]: 50,
  [S.GOODS_LINK]: 60,
  [S.ATTRIBUTE_COMBINATION]: 60,
  [S.SELECT_REPORT]: 60,
  [S.UPLOAD_ACCOUNT_SCREENSHOT]: 60,
  [S.CAMP_ID_AUTH]: 60,
  [S.SCAN_AUTH]: 60,
  [S.ACCOUNT_PASSWORD_AUTH]: 60,
  [S.CODE_AUTH]: 80,
  [S.PRICE_RANGE]: 80,
  [S.COMPLETE_ACCOUNT_INFO]: 80,
  [S.FIXED_DONE]: 100,
  [S.DYNAMIC_DONE]: 100,
}

export const percentOf = (s: Pick<FlowState, 'stage'>): number => STAGE_PERCENT[s.stage]

/** The authorization stages (result codes apply only there). */
export const AUTH_STAGES: readonly QuestionStage[] = [S.CAMP_ID_AUTH, S.SCAN_AUTH, S.ACCOUNT_PASSWORD_AUTH, S.CODE_AUTH]
export const FINAL_STAGES: readonly QuestionStage[] = [S.FIXED_DONE, S.DYNAMIC_DONE]

export function initialState(flow: FlowKind = 'valuation'): FlowState {
  return {
    stage: S.INIT,
    flow,
    gameId: null,
    evaluateType: null,
    authKind: null,
    scanType: null,
    loginType: null,
    findType: null,
    identity: null,
    link: null,
    reportId: null,
    authId: null,
    resultCode: null,
    challenge: null,
    expired: false,
    loginAgain: false,
    valId: null,
    history: [],
  }
}

const AUTH_RESET = { resultCode: null, challenge: null, expired: false, loginAgain: false, authId: null } as const

/** Moves to `stage`, remembering where we came from (for BACK). */
function go(s: FlowState, stage: QuestionStage, patch: Partial<FlowState> = {}): FlowState {
  return { ...s, ...patch, stage, history: s.stage === stage ? s.history : [...s.history, s.stage] }
}

/** Where the fixed questions lead once answered: purpose asks for a price range, check for the attributes. */
function afterFixed(s: FlowState, patch: Partial<FlowState>): FlowState {
  if (s.flow === 'purpose') return go(s, S.PRICE_RANGE, patch)
  return go(s, S.FIXED_DONE, patch)
}

function authStageFor(kind: AuthKind, loginType: AccountLoginType | null): QuestionStage {
  if (kind === AuthKind.CAMP_ID) return S.CAMP_ID_AUTH
  if (kind === AuthKind.QQ_SCAN) return S.SCAN_AUTH
  if (loginType === AccountLoginType.PASSWORD) return S.ACCOUNT_PASSWORD_AUTH
  if (loginType === AccountLoginType.CODE) return S.CODE_AUTH
  return S.LOGIN_METHOD
}

/** The login stage to return to on 2003 (log in again). */
const loginStage = (s: FlowState) => (s.loginType === AccountLoginType.CODE ? S.CODE_AUTH : S.ACCOUNT_PASSWORD_AUTH)

/**
 * An authorization result in an authorization stage:
 *  200 → fixed questions done (the valuation can be requested with the authId);
 *  2000 / 2001 → code stage asking for the email / phone code; 2002 → code stage asking for the captcha;
 *  2003 → back to the login (password or code) with loginAgain; 3209 → same stage, expired (resend / new QR).
 */
function onAuthResult(s: FlowState, code: AuthResultCode, authId: string | undefined): FlowState {
  const id = authId ?? s.authId
  const base = { resultCode: code, authId: id, expired: false, loginAgain: false }
  switch (code) {
    case AuthResultCode.SUCCESS:
      return go(s, S.FIXED_DONE, { ...base, challenge: null })
    case AuthResultCode.EMAIL_CODE_NEEDED:
      return go(s, S.CODE_AUTH, { ...base, challenge: 'email' })
    case AuthResultCode.PHONE_CODE_NEEDED:
      return go(s, S.CODE_AUTH, { ...base, challenge: 'phone' })
    case AuthResultCode.CAPTCHA_NEEDED:
      return go(s, S.CODE_AUTH, { ...base, challenge: 'captcha' })
    case AuthResultCode.LOGIN_AGAIN:
      return go(s, loginStage(s), { ...base, authId: null, challenge: null, loginAgain: true })
    case AuthResultCode.CODE_EXPIRED:
      return { ...s, ...base, expired: true }
    default:
      return s
  }
}

export function transition(s: FlowState, e: FlowEvent): FlowState {
  if (e.type === 'RESET') return { ...initialState(s.flow), stage: S.IDLE }
  if (e.type === 'BACK') {
    const prev = s.history[s.history.length - 1]
    if (prev === undefined || prev === S.INIT || prev === S.IDLE) return s
    const leavingAuth = AUTH_STAGES.includes(s.stage)
    return { ...s, ...(leavingAuth ? AUTH_RESET : {}), stage: prev, valId: null, history: s.history.slice(0, -1) }
  }
  if (e.type === 'SUBMITTED') return FINAL_STAGES.includes(s.stage) ? { ...s, valId: e.valId } : s

  switch (s.stage) {
    case S.INIT:
      return e.type === 'LOAD' ? { ...s, stage: S.IDLE } : s
    case S.IDLE:
      if (e.type !== 'BEGIN') return s
      // Did-I-lose asks who traded first; its game comes with the account (properties or a report).
      return go(s, s.flow === 'check' ? S.TRADER_IDENTITY : S.GAME_CATEGORY)
    case S.GAME_CATEGORY:
      if (e.type !== 'PICK_GAME') return s
      if (s.flow === 'purpose') return go(s, S.FIND_METHOD, { gameId: e.gameId })
      return go(s, S.EVALUATE_METHOD, { gameId: e.gameId })
    case S.TRADER_IDENTITY:
      return e.type === 'PICK_IDENTITY' ? go(s, S.ORDER_SCREENSHOT, { identity: e.identity }) : s
    case S.ORDER_SCREENSHOT:
      return e.type === 'ORDER_DONE' ? go(s, S.FIND_METHOD) : s
    case S.FIND_METHOD:
      if (e.type !== 'PICK_FIND') return s
      if (e.findType === PurposeSearchType.LINK) return go(s, S.GOODS_LINK, { findType: e.findType })
      if (e.findType === PurposeSearchType.PROPS) return go(s, S.ATTRIBUTE_COMBINATION, { findType: e.findType })
      return go(s, S.SELECT_REPORT, { findType: e.findType })
    case S.EVALUATE_METHOD:
      if (e.type === 'PICK_METHOD') {
        if (e.evaluateType === EvaluateType.LINK) return go(s, S.GOODS_LINK, { evaluateType: e.evaluateType })
        if (e.evaluateType === EvaluateType.PROPS) return go(s, S.ATTRIBUTE_COMBINATION, { evaluateType: e.evaluateType })
        return { ...s, evaluateType: e.evaluateType, authKind: null, scanType: null, loginType: null }
      }
      if (e.type === 'PICK_AUTH_KIND') {
        const scanType = e.authKind === AuthKind.QQ_SCAN ? (e.scanType ?? ScanType.QQ) : null
        const next = { evaluateType: EvaluateType.AUTH, authKind: e.authKind, scanType, loginType: null, ...AUTH_RESET }
        return go(s, authStageFor(e.authKind, null), next)
      }
      return s
    case S.LOGIN_METHOD:
      return e.type === 'PICK_LOGIN' ? go(s, authStageFor(AuthKind.ACCOUNT, e.loginType), { loginType: e.loginType, ...AUTH_RESET }) : s
    case S.GOODS_LINK:
      return e.type === 'SUBMIT_LINK' ? afterFixed(s, { link: e.link }) : s
    case S.SELECT_REPORT:
      return e.type === 'SELECT_REPORT' ? afterFixed(s, { reportId: e.reportId }) : s
    case S.ATTRIBUTE_COMBINATION:
      if (e.type === 'UPLOAD_SCREENSHOT') return go(s, S.UPLOAD_ACCOUNT_SCREENSHOT)
      if (e.type !== 'ANSWERS_DONE') return s
      return s.flow === 'purpose' ? go(s, S.PRICE_RANGE) : go(s, S.DYNAMIC_DONE)
    case S.UPLOAD_ACCOUNT_SCREENSHOT:
      // The screenshots go on the report as the player's record; the player still enters or confirms the attributes.
      return e.type === 'SCREENSHOT_DONE' ? go(s, S.ATTRIBUTE_COMBINATION) : s
    case S.PRICE_RANGE:
      return e.type === 'PRICE_DONE' ? go(s, S.DYNAMIC_DONE) : s
    case S.FIXED_DONE:
      // A link / authorization valuation may be completed with the game's questions (pages/complete).
      return e.type === 'COMPLETE_INFO' ? go(s, S.COMPLETE_ACCOUNT_INFO) : s
    case S.COMPLETE_ACCOUNT_INFO:
      return e.type === 'ANSWERS_DONE' ? go(s, S.DYNAMIC_DONE) : s
    case S.CAMP_ID_AUTH:
    case S.SCAN_AUTH:
    case S.ACCOUNT_PASSWORD_AUTH:
    case S.CODE_AUTH:
      if (e.type === 'AUTH_PENDING') return { ...s, authId: e.authId, resultCode: null, expired: false }
      if (e.type === 'AUTH_RESULT') return onAuthResult(s, e.code, e.authId)
      // A resend after 3209 clears the expiry; the service's answer arrives as the next AUTH_RESULT.
      if (e.type === 'RESEND' && s.expired) return { ...s, expired: false }
      return s
    // The end of the flow: only SUBMITTED (above) changes it.
    case S.DYNAMIC_DONE:
    default:
      return s
  }
}

/** Replays events from the initial state (e.g. to restore the flow from a page's query). */
export function replay(events: readonly FlowEvent[], flow: FlowKind = 'valuation'): FlowState {
  return events.reduce(transition, initialState(flow))
}

/** The events that lead a valuation flow to an authorization stage (the auth page's query). */
export function authEntryEvents(q: {
  gameId: number
  authKind: AuthKind
  scanType?: ScanType | null
  loginType?: AccountLoginType | null
}): FlowEvent[] {
  const events: FlowEvent[] = [
    { type: 'LOAD' },
    { type: 'BEGIN' },
    { type: 'PICK_GAME', gameId: q.gameId },
    { type: 'PICK_AUTH_KIND', authKind: q.authKind, ...(q.scanType ? { scanType: q.scanType } : {}) },
  ]
  if (q.authKind === AuthKind.ACCOUNT && q.loginType) events.push({ type: 'PICK_LOGIN', loginType: q.loginType })
  return events
}
