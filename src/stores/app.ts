import { makeAutoObservable } from 'mobx'
import * as configApi from '../api/config'
import type { ConfigEntry } from '../api/types'
import { QUESTION_MARK_CONFIG_KEY } from '../constants/app'
import type { LaunchInfo } from '../constants/launch'
import { Resource } from './resource'

/**
 * App-wide state that is not the session: global config, the launch info waiting to be consumed, and the
 * invite references a launch carried (the login guard forwards them).
 */
export class AppStore {
  globalConfig: Record<string, unknown> = {}
  /** State shared with webview pages; the question-mark status is kept JSON-stringified (spec section 3). */
  webviewState: { questionMarkConfigStatus: string } = { questionMarkConfigStatus: '' }
  launchInfo: LaunchInfo | null = null
  inviteCode = ''
  valId = ''
  platform = ''
  configLoaded = false
  consumedLaunchKeys: string[] = []
  /** Callers made while a load is in flight (the launch's, and a page that needs the config) share it. */
  private readonly config = new Resource(() => configApi.globalConfig(), {
    shared: true,
    onData: (entries) => this.applyGlobalConfig(entries),
  })

  constructor() {
    makeAutoObservable<AppStore, 'config'>(this, { config: false })
  }

  get questionMarkConfigStatus(): string {
    return this.webviewState.questionMarkConfigStatus
  }

  applyGlobalConfig(entries: ConfigEntry[]) {
    const map: Record<string, unknown> = {}
    for (const e of entries) if (e && typeof e.confKey === 'string') map[e.confKey] = e.confValue
    this.globalConfig = map
    this.configLoaded = true
    if (QUESTION_MARK_CONFIG_KEY in map) {
      this.webviewState.questionMarkConfigStatus = JSON.stringify(map[QUESTION_MARK_CONFIG_KEY])
    }
  }

  /** Config is optional for every screen: a failure leaves defaults and is retried on next launch. */
  async loadGlobalConfig(): Promise<void> {
    await this.config.load()
  }

  setLaunchInfo(info: LaunchInfo | null) {
    this.launchInfo = info
    if (info?.inviteCode) this.inviteCode = info.inviteCode
    if (info?.valId !== undefined && info.valId !== '') this.valId = String(info.valId)
    if (info?.platform) this.platform = info.platform
  }

  /** Invite references carried by a page URL (e.g. the login page after a blocked deep link). */
  setLaunchRefs(refs: { inviteCode?: string; valId?: string | number }) {
    if (refs.inviteCode) this.inviteCode = refs.inviteCode
    if (refs.valId !== undefined && refs.valId !== null && refs.valId !== '') this.valId = String(refs.valId)
  }

  /** Called once a page consumed the launch (success or failure). */
  clearLaunchInfo() {
    if (this.launchInfo?.scene) this.consumedLaunchKeys.push(this.launchInfo.key)
    this.launchInfo = null
  }

  /** Extra fields the guard forwards to the login page (spec section 2). */
  get loginRefs(): { inviteCode?: string; valId?: string } {
    return { inviteCode: this.inviteCode || undefined, valId: this.valId || undefined }
  }
}

export const appStore = new AppStore()
