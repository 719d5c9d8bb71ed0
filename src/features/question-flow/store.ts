import { makeAutoObservable, runInAction } from 'mobx'
import type { Question } from '../../../server/src/contract/questions'
import { createValuation, getGameQuestions, reportAnswers } from '../../api/valuation'
import { toAnswerPayload, validateAnswers, type AnswerErrors, type Answers } from '../../components/question-form/validate'
import { Route } from '../../constants/routes'
import {
  AccountLoginType,
  AuthKind,
  EvaluateType,
  GAME_IDS,
  QuestionStage as S,
  type QuestionStage,
  type ScanType,
} from '../../constants/valuation'
import { tabBarParams } from '../../platform/caches'
import { showToast } from '../../platform/toast'
import { sessionStore } from '../../stores/session'
import { cutText } from '../../utils/input'
import { DraftKeeper } from './draft-keeper'
import { claimVisitorDrafts, draftOwner, isVisitorOwner, visitorOwner, type DraftMethod } from './drafts'
import { filledAnswers, formAnswersOf } from './form-answers'
import { FlowServiceCode, LINK_MAX, checkGoodsLink, linkFallbackOf, serviceFieldErrors, type LinkFallback } from './inputs'
import { AUTH_STAGES, initialState, percentOf, transition, type FlowEvent, type FlowState } from './machine'
import { BizCode, isRequestError } from '../../http'
import { trackValuation } from '../../tracker/valuation'
import { ReportImageLimit } from '../../constants/report-images'

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** What the form was filled with when it opened: the player's kept draft, or the report being corrected (属性有误). */
export type FormPrefill = 'draft' | 'report'

/** The report whose attributes the form opens with: its answers once read (null while they are being read). */
interface ReportFix {
  valId: string
  gameId: number
  answers: Record<string, unknown> | null
}

const ownerNow = () => draftOwner({ loggedIn: sessionStore.isLoggedIn, userId: sessionStore.userInfo?.id })

/**
 * The one question flow (spec section 4) over the pure machine in `machine.ts`: game category → evaluate method →
 * goods link (link), the game's questions (props) or an authorization kind → `val/valuation` → the report. The
 * valuation tab drives the first steps with this store's methods; the authorization page continues the same
 * flow through `authSteps` (`auth-steps.ts`: camp id, QQ scan, account password and code stages), entering it from
 * its query when opened directly.
 */
export class QuestionFlowStore {
  state: FlowState = transition(transition(initialState('valuation'), { type: 'LOAD' }), { type: 'BEGIN' })

  questions: Question[] = []
  questionsGameId: number | null = null
  questionsStatus: LoadStatus = 'idle'
  questionsError = ''

  answers: Answers = {}
  errors: AnswerErrors = {}
  /** Set by the first submit: from then on the messages follow the answers as they change. */
  private checked = false
  link = ''
  linkError = ''
  /** A link the service cannot value (40021): valuation by properties of this game is offered instead. */
  linkFallback: LinkFallback | null = null
  submitting = false
  /** A service error that is not about one answer (shown above the submit button). */
  submitError = ''
  /** The last report requested from this tab. */
  lastValId: string | null = null
  /** Set when the form opened filled (the view says so and offers 清空重填); null once the report is created. */
  prefill: FormPrefill | null = null
  /**
   * 账号截图 (optional, beside the props form): picked files kept on the phone until val/valuation makes the report;
   * the report page then uploads them onto it (`takeAccountShots`), so the upload code stays out of the WeChat main
   * package. Only a record for the player: the attributes are still the ones they enter or confirm in the form.
   */
  accountShots: { key: number; path: string }[] = []
  /** The screenshots of the report just made, until its page takes them. */
  private keptFor: { valId: string; paths: string[] } | null = null
  private shotSeq = 0

  /** The link and props forms' drafts (issue 34), for whoever is using the app now. */
  private readonly drafts: DraftKeeper
  /** Whose inputs the form holds (undefined before the first show). */
  private boundOwner: string | null | undefined = undefined
  /** Whether this run of the app has already reopened the latest draft (done once, on the tab's first show). */
  private resumed = false
  private learningOwner = false
  private reportFix: ReportFix | null = null

  constructor(owner: () => string | null = ownerNow) {
    this.drafts = new DraftKeeper(owner)
    makeAutoObservable<
      QuestionFlowStore,
      'checked' | 'drafts' | 'boundOwner' | 'resumed' | 'learningOwner' | 'reportFix' | 'keptFor' | 'shotSeq'
    >(this, {
      keptFor: false,
      shotSeq: false,
      checked: true,
      drafts: false,
      boundOwner: false,
      resumed: false,
      learningOwner: false,
      reportFix: false,
    })
  }

  /** Feeds one event to the machine (both the tab's steps and the authorization steps go through here). */
  send(e: FlowEvent) {
    this.state = transition(this.state, e)
  }

  /** Starts the flow again from a list of events (the authorization page's entry). */
  restart(state: FlowState) {
    this.state = state
  }

  get stage(): QuestionStage {
    return this.state.stage
  }
  get gameId() {
    return this.state.gameId
  }
  get evaluateType() {
    return this.state.evaluateType
  }
  get authKind() {
    return this.state.authKind
  }
  get scanType() {
    return this.state.scanType
  }
  get accountLoginType() {
    return this.state.loginType
  }
  get percent(): number {
    return percentOf(this.state)
  }

  /** 1 choose the game, 2 choose the method (authorization included), 3 fill in the account. */
  get step(): 1 | 2 | 3 {
    if (this.stage === S.GAME_CATEGORY || this.stage === S.IDLE || this.stage === S.INIT) return 1
    if (this.stage === S.GOODS_LINK || this.stage === S.ATTRIBUTE_COMBINATION || this.stage === S.UPLOAD_ACCOUNT_SCREENSHOT) return 3
    if (this.stage === S.FIXED_DONE || this.stage === S.DYNAMIC_DONE) return this.evaluateType === EvaluateType.AUTH ? 2 : 3
    return 2
  }

  /** A complete choice: game and type, plus the auth kind (and login type for account) for auth. */
  get complete(): boolean {
    if (this.gameId === null || this.evaluateType === null) return false
    if (this.evaluateType !== EvaluateType.AUTH) return true
    if (this.authKind === null) return false
    return this.authKind !== AuthKind.ACCOUNT || this.accountLoginType !== null
  }

  /** Back along the flow to the method stage (picking again replaces the earlier choice). */
  private backToMethod() {
    for (let i = 0; i < 8 && this.stage !== S.EVALUATE_METHOD && this.state.history.length; i++) this.send({ type: 'BACK' })
  }

  pickGame(gameId: number) {
    if (this.gameId === gameId && this.stage !== S.GAME_CATEGORY) return
    this.send({ type: 'RESET' })
    this.send({ type: 'BEGIN' })
    this.send({ type: 'PICK_GAME', gameId })
    this.clearInputs()
    trackValuation.event('pick_game', { gameId })
  }

  /**
   * On show: what another page parked for this tab (switchTab takes no query), e.g. a partner quick login's game.
   * A known `gameId` picks that game; `evaluateType` 3 then opens the authorization kinds.
   */
  takeTabParams() {
    this.bindOwner()
    const p = tabBarParams.take(Route.evaluate.path)
    const gameId = Number(p?.gameId)
    if (!p || !GAME_IDS.includes(gameId)) {
      this.resumeDraft()
      return
    }
    this.resumed = true
    if (typeof p.fromValId === 'string' && p.fromValId) {
      void this.correctReport(p.fromValId, gameId)
      return
    }
    this.pickGame(gameId)
    if (Number(p.evaluateType) === EvaluateType.AUTH) this.pickType(EvaluateType.AUTH)
  }

  /**
   * The form holds one owner's inputs. A visitor who logs in keeps theirs (and their drafts become the user's);
   * any other change of owner (logout, another account) empties the form, so nobody sees another account's answers.
   */
  private bindOwner() {
    const before = this.boundOwner
    const now = this.drafts.owner()
    if (now === null) this.learnOwner()
    if (before === now) return
    this.drafts.flush()
    if (now !== null && !isVisitorOwner(now)) claimVisitorDrafts(visitorOwner(), now)
    const kept = before === undefined || before === null || isVisitorOwner(before)
    this.boundOwner = now
    if (!kept) {
      this.reset()
      this.resumed = false
    }
  }

  /**
   * Logged in with a token a host handed over, the user's id is not known yet, and drafts wait for it: it is read
   * once (quietly), then the drafts apply as on any show.
   */
  private learnOwner() {
    if (this.learningOwner || !sessionStore.isLoggedIn) return
    this.learningOwner = true
    sessionStore
      .loadUserInfo({ silent: true })
      .then(() =>
        runInAction(() => {
          this.bindOwner()
          this.resumeDraft()
        }),
      )
      .catch(() =>
        runInAction(() => {
          this.learningOwner = false
        }),
      )
  }

  /** After a reload (or the app started again), the tab opens the form the player was last filling in. */
  private resumeDraft() {
    if (this.resumed || this.drafts.owner() === null) return
    this.resumed = true
    if (this.stage !== S.GAME_CATEGORY) return
    const d = this.drafts.latest()
    if (!d || !GAME_IDS.includes(d.gameId)) return
    this.pickGame(d.gameId)
    this.pickType(d.method)
    trackValuation.event('draft_resumed', { gameId: d.gameId, evaluateType: d.method })
  }

  /**
   * 属性有误 on a report: the props form of its game, filled with the attributes the report was valued from (for a
   * link or authorization report, what was read), to correct and value again as a new report.
   */
  async correctReport(valId: string, gameId: number): Promise<void> {
    this.pickGame(gameId)
    this.reportFix = { valId, gameId, answers: null }
    this.pickType(EvaluateType.PROPS)
    trackValuation.event('correct_report', { gameId, valId })
    try {
      const data = await reportAnswers(valId, { silent: true })
      runInAction(() => {
        if (this.reportFix?.valId !== valId) return
        if (data.gameId === gameId) this.reportFix.answers = data.answers
        else this.reportFix = null
        this.fillProps()
      })
    } catch {
      runInAction(() => {
        if (this.reportFix?.valId !== valId) return
        this.reportFix = null
        this.fillProps()
      })
      showToast('报告的属性没能读取，请手动修改')
    }
  }

  /** The form the draft belongs to: link or props on the fill-in step, nothing elsewhere. */
  private get draftMethod(): DraftMethod | null {
    if (this.stage === S.GOODS_LINK) return EvaluateType.LINK
    if (this.stage === S.ATTRIBUTE_COMBINATION) return EvaluateType.PROPS
    return null
  }

  /** Remembers the form as it is now (written after a pause in typing). */
  private keepDraft() {
    const method = this.draftMethod
    // Inputs of an owner who has since left (a logout this tab has not shown since) are not written for the next one.
    if (this.gameId === null || method === null || this.drafts.owner() !== this.boundOwner) return
    this.drafts.schedule(this.gameId, method, method === EvaluateType.LINK ? { link: this.link } : { answers: filledAnswers(this.answers) })
  }

  /**
   * Fills the props form once its questions are in: with the report being corrected when there is one (once its
   * answers are read), else with the kept draft, but never over answers the player has in the form already.
   */
  private fillProps() {
    const gameId = this.gameId
    if (gameId === null || this.stage !== S.ATTRIBUTE_COMBINATION || this.questionsStatus !== 'ready' || this.questionsGameId !== gameId)
      return
    const fix = this.reportFix
    if (fix && fix.gameId === gameId) {
      if (fix.answers === null) return
      this.reportFix = null
      this.clearAnswers()
      this.answers = formAnswersOf(this.questions, fix.answers)
      this.prefill = 'report'
      this.keepDraft()
      return
    }
    if (Object.keys(filledAnswers(this.answers)).length) return
    const answers = formAnswersOf(this.questions, this.drafts.read(gameId, EvaluateType.PROPS)?.answers)
    if (!Object.keys(answers).length) return
    this.answers = answers
    this.prefill = 'draft'
  }

  /** The link form's draft, when the link is still empty. */
  private fillLink() {
    if (this.gameId === null || this.link.trim()) return
    const link = this.drafts.read(this.gameId, EvaluateType.LINK)?.link
    if (!link?.trim()) return
    this.link = cutText(link, LINK_MAX)
    this.prefill = 'draft'
  }

  /** 清空重填: the form and its draft are emptied. */
  clearForm() {
    const method = this.draftMethod
    if (this.gameId !== null && method !== null) this.drafts.clear(this.gameId, method)
    if (method === EvaluateType.LINK) {
      this.link = ''
      this.linkError = ''
      this.linkFallback = null
    } else this.clearAnswers()
    this.submitError = ''
    this.prefill = null
    trackValuation.event('draft_cleared', { gameId: this.gameId, evaluateType: method })
  }

  private clearAnswers() {
    this.answers = {}
    this.errors = {}
    this.checked = false
  }

  pickType(type: EvaluateType) {
    this.drafts.flush()
    this.backToMethod()
    this.send({ type: 'PICK_METHOD', evaluateType: type })
    this.submitError = ''
    this.prefill = null
    trackValuation.event('pick_method', { gameId: this.gameId, evaluateType: type })
    if (type === EvaluateType.PROPS) void this.loadQuestions()
    else if (type === EvaluateType.LINK) this.fillLink()
  }

  pickAuthKind(kind: AuthKind, scanType?: ScanType) {
    this.backToMethod()
    this.send({ type: 'PICK_AUTH_KIND', authKind: kind, ...(scanType ? { scanType } : {}) })
    trackValuation.event('pick_auth_kind', { gameId: this.gameId, authKind: kind, scanType: this.scanType })
  }

  pickAccountLoginType(t: AccountLoginType) {
    if (this.stage !== S.LOGIN_METHOD) {
      this.pickAuthKind(AuthKind.ACCOUNT)
    }
    this.send({ type: 'PICK_LOGIN', loginType: t })
  }

  /** 上传账号截图 from the props form: the flow's upload account screenshot stage. */
  openAccountShots() {
    if (this.stage === S.ATTRIBUTE_COMBINATION) this.send({ type: 'UPLOAD_SCREENSHOT' })
  }

  /** Back to the props form with the screenshots picked (the player fills in or confirms the attributes there). */
  accountShotsDone() {
    if (this.stage === S.UPLOAD_ACCOUNT_SCREENSHOT) this.send({ type: 'SCREENSHOT_DONE' })
  }

  /** Room left for account screenshots (a report holds nine). */
  get accountShotRoom(): number {
    return ReportImageLimit.PER_REPORT - this.accountShots.length
  }

  async addAccountShots(paths: string[]): Promise<number> {
    const added = paths.slice(0, this.accountShotRoom).map((path) => ({ key: ++this.shotSeq, path }))
    this.accountShots = [...this.accountShots, ...added]
    return added.length
  }

  removeAccountShot(key: number) {
    this.accountShots = this.accountShots.filter((s) => s.key !== key)
  }

  /** The report page of `valId` takes the screenshots picked for it (once; none for any other report). */
  takeAccountShots(valId: string): string[] {
    const kept = this.keptFor
    if (kept?.valId !== valId) return []
    this.keptFor = null
    return kept.paths
  }

  /** 上一步 from the fill-in step. */
  back() {
    this.send({ type: 'BACK' })
    this.submitError = ''
  }

  /** Back to step 1 (change game). */
  backToGames() {
    this.reset()
  }

  reset() {
    this.send({ type: 'RESET' })
    this.send({ type: 'BEGIN' })
    this.clearInputs()
  }

  private clearInputs() {
    // What was typed for the game being left is written now: its draft waits for the player's return.
    this.drafts.flush()
    this.reportFix = null
    this.prefill = null
    this.clearAnswers()
    this.accountShots = []
    this.link = ''
    this.linkError = ''
    this.linkFallback = null
    this.submitError = ''
  }

  /** The game's questions (once per game; retried on demand after a failure). */
  async loadQuestions(force = false) {
    const gameId = this.gameId
    if (gameId === null) return
    if (!force && this.questionsGameId === gameId && this.questionsStatus === 'ready') {
      this.fillProps()
      return
    }
    this.questionsStatus = 'loading'
    this.questionsError = ''
    try {
      const data = await getGameQuestions(gameId, 'valuation', { silent: true })
      runInAction(() => {
        if (this.gameId !== gameId) return
        this.questions = data.list
        this.questionsGameId = gameId
        this.questionsStatus = 'ready'
        this.fillProps()
      })
    } catch (e) {
      runInAction(() => {
        this.questionsStatus = 'error'
        this.questionsError = isRequestError(e) && e.msg ? e.msg : '加载失败，请重试'
      })
    }
  }

  setAnswers(answers: Answers) {
    this.answers = answers
    this.submitError = ''
    if (this.checked) this.errors = validateAnswers(this.questions, answers)
    this.keepDraft()
  }

  setLink(text: string) {
    this.link = text
    this.submitError = ''
    this.linkFallback = null
    if (this.linkError) this.linkError = checkGoodsLink(text)
    this.keepDraft()
  }

  /**
   * 按属性继续估价 after a link the service cannot value: the same flow goes on to the properties of the game the
   * user chose (or the one the service named for the link), so nothing chosen so far is asked again.
   */
  continueByProps() {
    const gameId = this.linkFallback?.gameId ?? this.gameId
    if (gameId === null) return
    if (gameId !== this.gameId) this.pickGame(gameId)
    this.linkError = ''
    this.linkFallback = null
    this.pickType(EvaluateType.PROPS)
    trackValuation.event('link_fallback_props', { gameId })
  }

  /**
   * Validates on the client, requests the valuation and returns its valId (the page opens the report), or
   * null with the messages in place: per question for bad answers (the client's or the service's), the link
   * error, or submitError for anything else.
   */
  async submit(): Promise<string | null> {
    if (this.submitting || this.gameId === null) return null
    const gameId = this.gameId
    const isLink = this.stage === S.GOODS_LINK
    if (isLink) {
      this.linkError = checkGoodsLink(this.link)
      if (this.linkError) return null
    } else if (this.stage === S.ATTRIBUTE_COMBINATION) {
      if (this.questionsStatus !== 'ready') return null
      this.checked = true
      this.errors = validateAnswers(this.questions, this.answers)
      if (Object.keys(this.errors).length) {
        trackValuation.event('answers_invalid', { gameId, keys: Object.keys(this.errors) })
        return null
      }
    } else return null

    const inputStage = this.stage
    this.send(isLink ? { type: 'SUBMIT_LINK', link: this.link.trim() } : { type: 'ANSWERS_DONE' })
    this.submitting = true
    this.submitError = ''
    try {
      const body = isLink
        ? { evaluateType: EvaluateType.LINK, gameId, link: this.link.trim() }
        : { evaluateType: EvaluateType.PROPS, gameId, answers: toAnswerPayload(this.questions, this.answers) }
      const { valId } = await createValuation(body, { silent: true })
      runInAction(() => {
        // The screenshots go with the report: its page uploads them.
        if (!isLink && this.accountShots.length) this.keptFor = { valId, paths: this.accountShots.map((s) => s.path) }
        this.accountShots = []
        // The report holds the answers now: the draft has done its job.
        this.drafts.clear(gameId, isLink ? EvaluateType.LINK : EvaluateType.PROPS)
        this.prefill = null
        this.send({ type: 'SUBMITTED', valId })
        this.lastValId = valId
        // Back on the fill-in step with the answers kept: returning from the report allows another try.
        this.send({ type: 'BACK' })
        this.submitting = false
      })
      trackValuation.event('submit', { gameId, evaluateType: body.evaluateType, valId })
      return valId
    } catch (e) {
      runInAction(() => {
        this.submitting = false
        if (this.stage !== inputStage) this.send({ type: 'BACK' })
        const msg = isRequestError(e) ? e.msg : ''
        const code = isRequestError(e) ? e.code : 0
        const fieldErrors =
          !isLink && code === FlowServiceCode.BAD_PARAMETER
            ? serviceFieldErrors(
                msg,
                this.questions.map((q) => q.key),
              )
            : {}
        if (Object.keys(fieldErrors).length) this.errors = fieldErrors
        else if (isLink && code === FlowServiceCode.LINK_UNSUPPORTED) {
          this.linkError = msg
          this.linkFallback = linkFallbackOf(isRequestError(e) ? e.data : null, gameId)
        } else if (code !== BizCode.NOT_LOGGED_IN) this.submitError = msg || '估价失败，请稍后重试'
      })
      trackValuation.event('submit_failed', { gameId, code: isRequestError(e) ? e.code : -1 })
      return null
    }
  }

  /** Whether the current stage is an authorization stage (handled on the authorization page). */
  get authorizing(): boolean {
    return AUTH_STAGES.includes(this.stage) || this.stage === S.LOGIN_METHOD
  }
}

export const questionFlow = new QuestionFlowStore()
