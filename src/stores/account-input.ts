import { makeAutoObservable, runInAction } from 'mobx'
import type { Question, QuestionFlow } from '../../server/src/contract/questions'
import * as marketApi from '../api/market'
import type { ReportListItem } from '../api/market'
import { getGameQuestions } from '../api/valuation'
import { ReportStatus } from '../constants/report'
import { BizCode, isRequestError } from '../http'
import { byPropsOf } from '../utils/link-fallback'
import { PagedList } from './paged-list'
import { Resource } from './resource'
import { sessionStore } from './session'
import { toAnswerPayload, validateAnswers, type AnswerErrors, type Answers } from '../../server/src/contract/values/rules/answers'

/** How the user describes an account: a listing link, its properties, or one of their valuation reports. */
export type AccountMode = 'link' | 'props' | 'report'

export const ACCOUNT_MODE_LABELS: Record<AccountMode, string> = { link: '商品链接', props: '填写属性', report: '我的报告' }

export type AccountBody =
  { link: string; gameId?: number } | { gameId: number; answers: Record<string, unknown> } | { valId: string; gameId?: number }

export const AccountText = {
  LINK_MISSING: '请粘贴商品链接',
  GAME_MISSING: '请先选择游戏',
  REPORT_MISSING: '请选择一份估价报告',
  QUESTIONS_LOADING: '属性加载中，请稍候',
  ANSWERS_INVALID: '请检查标红的属性',
} as const

/** A report can describe an account once it has been generated (not while generating, not failed). */
export const isPickable = (r: ReportListItem) => r.status === ReportStatus.NOT_UNLOCKED || r.status === ReportStatus.UNLOCKED

/**
 * The state behind <AccountInput>: the chosen mode and what was entered for it. `partial` (intention search)
 * accepts any subset of properties; otherwise the required ones must be answered. `gameFirst` (intention search's
 * question flow) has the game chosen before the account (`useGame`): a link or report is sent with it, and the
 * report list shows only that game's finished reports.
 */
export class AccountInputState {
  mode: AccountMode
  link = ''
  gameId: number | null = null
  answers: Answers = {}
  answerErrors: AnswerErrors = {}
  valId: string | null = null
  error = ''
  /**
   * A link the service could not read (40021): the way on is this account's properties, of the game the service
   * named when it named one. Offered only where properties are a mode.
   */
  linkFallback: { gameId?: number } | null = null
  readonly questions = new Resource<{ gameId: number; list: Question[] }>()
  readonly reports = new PagedList<ReportListItem>((page, pageSize) => marketApi.reportList({ page, pageSize, ...this.reportsOf }), 20)

  constructor(
    readonly modes: readonly AccountMode[],
    /** Whose account the properties describe: words the questions' hints (the service's per-flow copy). */
    readonly flow: QuestionFlow,
    readonly partial = false,
    readonly gameFirst = false,
  ) {
    this.mode = modes[0]
    makeAutoObservable(this, { questions: false, reports: false, modes: false, flow: false, partial: false, gameFirst: false })
  }

  /** With the game chosen first, the link or report goes with it (the service refuses one of another game). */
  private get chosenGame(): { gameId: number } | Record<string, never> {
    return this.gameFirst && this.gameId !== null ? { gameId: this.gameId } : {}
  }

  /** With the game chosen first, the report list is that game's finished reports. */
  private get reportsOf(): { gameId: number; finished: true } | Record<string, never> {
    return this.gameFirst && this.gameId !== null ? { gameId: this.gameId, finished: true } : {}
  }

  /**
   * The game chosen before the account (a `gameFirst` flow): another game empties what was entered for the last
   * one (its answers, its report) and its question and report lists; the same game keeps them.
   */
  useGame(gameId: number) {
    if (gameId === this.gameId) return
    this.gameId = gameId
    this.answers = {}
    this.answerErrors = {}
    this.valId = null
    this.error = ''
    this.linkFallback = null
    this.questions.reset()
    this.reports.reset()
  }

  /** The chosen game's questions, read once (again after a failure; not again while they are being read). */
  loadQuestions() {
    const gameId = this.gameId
    if (gameId === null || this.questions.loading || (this.questions.data?.gameId === gameId && this.questions.status !== 'error')) return
    this.readQuestions(gameId)
  }

  private readQuestions(gameId: number) {
    void this.questions.run(() => getGameQuestions(gameId, this.flow, { silent: true }).then((d) => ({ gameId, list: d.list })), {
      clear: true,
    })
  }

  setMode(mode: AccountMode) {
    this.mode = mode
    this.error = ''
    this.linkFallback = null
    this.loadReports()
  }

  /** The report list needs a login: logged out, the picker offers to log in instead of calling. */
  loadReports() {
    if (this.mode === 'report' && sessionStore.isLoggedIn && (this.reports.status === 'idle' || this.reports.showError))
      void this.reports.refresh()
  }

  setLink(link: string) {
    this.link = link
    this.error = ''
    this.linkFallback = null
  }

  pickGame(gameId: number) {
    if (gameId === this.gameId && this.questions.status !== 'error') return
    this.gameId = gameId
    this.answers = {}
    this.answerErrors = {}
    this.error = ''
    this.readQuestions(gameId)
  }

  setAnswers(answers: Answers) {
    this.answers = answers
    // Clear the message of a corrected answer as soon as it is valid.
    if (Object.keys(this.answerErrors).length) this.answerErrors = this.currentErrors()
    this.error = ''
  }

  pickReport(valId: string) {
    this.valId = valId
    this.error = ''
  }

  private currentErrors(): AnswerErrors {
    return validateAnswers(this.questions.data?.list ?? [], this.answers, { partial: this.partial })
  }

  /** The account part of a request body, or null with `error` (and per-question errors) set. */
  validate(): AccountBody | null {
    this.error = ''
    if (this.mode === 'link') {
      const link = this.link.trim()
      if (!link) return this.fail(AccountText.LINK_MISSING)
      return { link, ...this.chosenGame }
    }
    if (this.mode === 'report') {
      if (!this.valId) return this.fail(AccountText.REPORT_MISSING)
      return { valId: this.valId, ...this.chosenGame }
    }
    if (this.gameId === null) return this.fail(AccountText.GAME_MISSING)
    const qs = this.questions.data
    if (!qs || qs.gameId !== this.gameId) return this.fail(AccountText.QUESTIONS_LOADING)
    const errors = this.currentErrors()
    runInAction(() => {
      this.answerErrors = errors
    })
    if (Object.keys(errors).length) return this.fail(AccountText.ANSWERS_INVALID)
    return { gameId: this.gameId, answers: toAnswerPayload(qs.list, this.answers) }
  }

  private fail(msg: string): null {
    this.error = msg
    return null
  }

  /**
   * Shows a service error against the input (40000 names the attribute in parentheses); a link it cannot read
   * (40021) also offers to go on by properties.
   */
  showServiceError(msg: string, error?: unknown) {
    this.error = msg
    const byProps = isRequestError(error) && error.code === BizCode.LINK_UNSUPPORTED ? byPropsOf(error.data) : null
    this.linkFallback = this.mode === 'link' && this.modes.includes('props') ? byProps : null
  }

  /** 按属性继续: the properties form, with the game the link named already chosen. */
  continueByProps() {
    const gameId = this.linkFallback?.gameId
    this.setMode('props')
    if (gameId !== undefined) this.pickGame(gameId)
  }
}
