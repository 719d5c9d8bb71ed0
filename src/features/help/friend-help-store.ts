import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as helpApi from '@/api/help'
import type { HelpDetail } from '@/api/help'
import * as reportApi from '@/api/report'
import { HELP_CODE_PATTERN } from '@/constants/help'
import { LaunchExecStatus, LaunchType } from '@/constants/navigation'
import { Route } from '@/constants/routes'
import { BizCode, ErrorText, isRequestError, type Remedy } from '@/http/codes'
import { consumeLaunchInfo } from '@/stores/launch/consume'
import { saveLaunchInfo } from '@/stores/launch/launch-info'
import { parseScene } from '@/stores/launch/scene'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import type { ListStatus } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'

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
  private readonly source = new Resource<HelpDetail>(() => helpApi.helpDetail(this.code), {
    textOf: (e) => (e as Error).message || '加载失败',
  })
  /** The help in flight; its refusal is the outcome. */
  private readonly help = new Resource<unknown>(null, { textOf: (e) => (e as Error).message || '助力失败，请稍后重试' })
  outcome: HelpOutcome = null

  constructor(private readonly params: { scene?: string; code?: string }) {
    this.code = helpCodeOf(params)
    makeAutoObservable<FriendHelpStore, 'params' | 'source' | 'help'>(this, { params: false, source: false, help: false })
  }

  get status(): ListStatus {
    return this.source.shown
  }

  get error(): string {
    return this.source.errorText
  }

  /** What can mend the error: a reload (network) or nothing (no code, an unknown one). */
  get remedy(): Remedy {
    return this.source.remedy
  }

  get detail(): HelpDetail | null {
    return this.source.data
  }

  get helping(): boolean {
    return this.help.loading
  }

  /** On show: run the launch meant for this page (a browser link is its own launch), then load the page. */
  async enter(): Promise<void> {
    if (!this.code) return this.source.fail('助力链接无效，请让好友重新分享')
    // In a browser the help link is the launch itself; a mini-program code arrives through app onShow.
    if (this.params.scene && appStore.launchInfo?.scene?.type !== LaunchType.REPORT_FRIEND_HELP) {
      saveLaunchInfo({ path: Route.friendHelpDownload.path, query: { scene: this.params.scene } })
    }
    const result = await consumeLaunchInfo({
      paths: [Route.friendHelpDownload.path, Route.home.path, Route.guide.path],
      type: LaunchType.REPORT_FRIEND_HELP,
    })
    if (result.status === LaunchExecStatus.TYPE_NOT_MATCHED || result.status === LaunchExecStatus.PATH_NOT_MATCHED) {
      this.setOutcome({ kind: 'refused', text: result.msg ?? ErrorText.LAUNCH_TYPE_MISMATCH, final: false })
    }
    await this.load()
  }

  async load(): Promise<void> {
    await this.source.load()
  }

  private setOutcome(outcome: HelpOutcome): void {
    this.outcome = outcome
  }

  get needsLogin(): boolean {
    return !sessionStore.isLoggedIn
  }

  /** 帮TA助力, tapped by a logged-in friend (a logged-out one is sent to log in and back first). */
  async giveHelp(): Promise<void> {
    if (this.helping || !this.code) return
    const code = this.code
    if (await this.help.run(() => reportApi.reportShareHelp(code).then(() => true))) {
      this.setOutcome({ kind: 'helped' })
      void Taro.showToast({ title: ErrorText.FRIEND_HELP_OK, icon: 'none' })
    } else {
      const err = this.help.error
      this.setOutcome({ kind: 'refused', text: this.help.errorText, final: isRequestError(err) && FINAL_REFUSALS.includes(err.code) })
    }
    await this.load()
  }
}
