import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as helpApi from '@/api/help'
import type { HelpDetail } from '@/api/help'
import * as reportApi from '@/api/report'
import { HELP_CODE_PATTERN } from '@/constants/help'
import { LaunchExecStatus, LaunchType } from '@/constants/navigation'
import { Route } from '@/constants/routes'
import { BizCode, ErrorText, isRequestError, remedyOf, type Remedy } from '@/http/codes'
import { consumeLaunchInfo } from '@/stores/launch/consume'
import { saveLaunchInfo } from '@/stores/launch/launch-info'
import { parseScene } from '@/stores/launch/scene'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import type { ListStatus } from '@/stores/paged-list'

/** What the friend's help came to on this visit. */
export type HelpOutcome =
  | { kind: 'helped' }
  /** `final`: the service refused this friend's help (asking again gets the same answer); else it may be retried. */
  | { kind: 'refused'; text: string; final: boolean }
  | null

const HELP_CODE = new RegExp(HELP_CODE_PATTERN)

/** The help code a page was opened with: the scene's report reference, or a bare `code`. */
export function helpCodeOf(params: { scene?: string; code?: string }): string {
  const scene = parseScene(params.scene)
  if (scene?.type === LaunchType.REPORT_FRIEND_HELP) return String(scene.reportId)
  return HELP_CODE.test(params.code ?? '') ? (params.code as string) : ''
}

/** Refusals the service gives a help (own report, already helped, ended, unlocked, the 30-day and daily rules). */
const FINAL_REFUSALS: readonly number[] = [
  BizCode.HELP_OWN_REPORT,
  BizCode.HELP_ALREADY,
  BizCode.HELP_EXPIRED,
  BizCode.HELP_NOT_NEEDED,
  BizCode.HELP_OWNER_RECENT,
  BizCode.HELP_DAY_LIMIT,
  BizCode.TOO_MANY_REQUESTS,
]

/**
 * The page a friend lands on from a help link or mini-program code (好友助力), logged in or not: whose report it
 * is (masked), the game, level and progress, and 帮TA助力. It consumes the friend-help launch, which only opens
 * it; the help is the friend's tap (issue 34), so logging in brings the friend back here to tap, not to a help
 * already counted.
 */
export class FriendHelpStore {
  code = ''
  status: ListStatus = 'idle'
  error = ''
  /** What can mend the error: a reload (network) or nothing (no code, an unknown one). */
  remedy: Remedy = 'retry'
  detail: HelpDetail | null = null
  outcome: HelpOutcome = null
  helping = false

  constructor(private readonly params: { scene?: string; code?: string }) {
    this.code = helpCodeOf(params)
    makeAutoObservable<FriendHelpStore, 'params'>(this, { params: false })
  }

  /** On show: run the launch meant for this page (a browser link is its own launch), then load the page. */
  async enter(): Promise<void> {
    if (!this.code) {
      this.status = 'error'
      this.error = '助力链接无效，请让好友重新分享'
      this.remedy = 'none'
      return
    }
    // In a browser the help link is the launch itself; a mini-program code arrives through app onShow.
    if (this.params.scene && appStore.launchInfo?.scene?.type !== LaunchType.REPORT_FRIEND_HELP) {
      saveLaunchInfo({ path: Route.friendHelpDownload.path, query: { scene: this.params.scene } })
    }
    const result = await consumeLaunchInfo({
      paths: [Route.friendHelpDownload.path, Route.home.path, Route.guide.path],
      type: LaunchType.REPORT_FRIEND_HELP,
    })
    if (result.status === LaunchExecStatus.TYPE_NOT_MATCHED || result.status === LaunchExecStatus.PATH_NOT_MATCHED) {
      runInAction(() => (this.outcome = { kind: 'refused', text: result.msg ?? ErrorText.LAUNCH_TYPE_MISMATCH, final: false }))
    }
    await this.load()
  }

  async load(): Promise<void> {
    if (!this.detail) this.status = 'loading'
    try {
      const detail = await helpApi.helpDetail(this.code)
      runInAction(() => {
        this.detail = detail
        this.status = 'ready'
      })
    } catch (err) {
      runInAction(() => {
        this.status = 'error'
        this.error = (err as Error).message || '加载失败'
        this.remedy = remedyOf(err)
      })
    }
  }

  get needsLogin(): boolean {
    return !sessionStore.isLoggedIn
  }

  /** 帮TA助力, tapped by a logged-in friend (a logged-out one is sent to log in and back first). */
  async giveHelp(): Promise<void> {
    if (this.helping || !this.code) return
    this.helping = true
    try {
      await reportApi.reportShareHelp(this.code)
      runInAction(() => (this.outcome = { kind: 'helped' }))
      void Taro.showToast({ title: ErrorText.FRIEND_HELP_OK, icon: 'none' })
    } catch (err) {
      runInAction(() => {
        this.outcome = {
          kind: 'refused',
          text: (err as Error).message || '助力失败，请稍后重试',
          final: isRequestError(err) && FINAL_REFUSALS.includes(err.code),
        }
      })
    } finally {
      runInAction(() => (this.helping = false))
    }
    await this.load()
  }
}
