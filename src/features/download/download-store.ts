import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { WidgetText, type TerminalName } from '@/constants/app'
import { APP_DOWNLOAD_CONFIG_KEY, checkAppDownload, type AppDownloadLinks } from '@/constants/download'
import { nativeOpenAppPage } from '@/platform/bridge'
import { userAgent } from '@/platform/env'
import { CAN_OPEN_EXTERNAL_URL, openExternalUrl } from '@/platform/external-url'
import { isAppTerminal } from '@/platform/terminal-core'
import { isWechatUA } from '@/platform/webview'
import { redirectTo } from '@/router'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import { readConfigJson } from '@/utils/config-json'

export type DownloadPlatform = 'android' | 'ios'

/**
 * The `path` values the page honours (spec: after an invitation registration it opens with a path that leads to
 * the settings): the page each opens in the native app (`openAppPage`), in the app by deep link
 * (`<scheme>open?path=<key>`), and on the web (route name). Anything else is ignored, so the parameter can never
 * send the user somewhere a link chose.
 */
const TARGETS = {
  setting: { native: 'setting', route: 'setting' },
} as const

export type DownloadTarget = keyof typeof TARGETS

export function targetOf(path: unknown): DownloadTarget | null {
  return typeof path === 'string' && Object.prototype.hasOwnProperty.call(TARGETS, path) ? (path as DownloadTarget) : null
}

/** The web route a target opens. */
export const targetRoute = (target: DownloadTarget) => TARGETS[target].route

/**
 * The links in the config value (a JSON text, as the service sends every value; an object is read too). A field
 * that breaks the contract's rules is dropped: the page then says the app is not available rather than open it.
 */
export function readDownloadLinks(value: unknown): AppDownloadLinks {
  return readConfigJson(value, (raw) => checkAppDownload(raw).links, {})
}

/** The download links global config holds now. */
export const configuredLinks = (): AppDownloadLinks => readDownloadLinks(appStore.globalConfig[APP_DOWNLOAD_CONFIG_KEY])

/**
 * Whether there is an app to download on this platform: a link is configured and this is not the app itself.
 * Pages that merely suggest the download (the friend-help landing) offer it only then, never a page saying
 * App 即将上线.
 */
export const canDownloadApp = (platform: DownloadPlatform): boolean =>
  !isAppTerminal(sessionStore.terminalName) && Boolean(configuredLinks()[platform])

export const COPY_FAILED_TEXT = '复制失败，请稍后重试'

export const deepLink = (scheme: string, target: DownloadTarget) => `${scheme}open?path=${target}`

/**
 * What the main button does:
 * - `loading`: the global config has not arrived yet;
 * - `inApp`: the page runs inside the native app (nothing to download);
 * - `unavailable`: no link for this platform is configured (App 即将上线);
 * - `copy`: the host blocks downloads (WeChat's browser; a mini-program cannot leave), so the link is copied;
 * - `open`: the browser opens the link.
 */
export type MainAction =
  { kind: 'loading' } | { kind: 'inApp' } | { kind: 'unavailable' } | { kind: 'copy'; url: string } | { kind: 'open'; url: string }

/** Where the page runs; read once when the page opens (the store's tests pass their own). */
export interface DownloadEnv {
  ua: string
  terminal: TerminalName
  /** Whether this build can leave the page for another URL (H5 yes, mini-programs no). */
  canOpenUrls: boolean
}

export const currentDownloadEnv = (): DownloadEnv => ({
  ua: userAgent(),
  terminal: sessionStore.terminalName,
  canOpenUrls: CAN_OPEN_EXTERNAL_URL,
})

/** The download page of one platform: its action state from config, host and `path`, and what the taps do. */
export class DownloadStore {
  readonly target: DownloadTarget | null
  /** The overlay that shows how to leave WeChat's browser (右上角「···」→ 在浏览器打开). */
  guideOpen = false
  /** The clipboard refused the link: the guide shows it to copy by hand. */
  copyFailed = false
  /** The page asked the config again because the launch's load had not brought it. */
  private configSettled = false
  private entered = false

  constructor(
    readonly platform: DownloadPlatform,
    path: unknown,
    private readonly env: DownloadEnv = currentDownloadEnv(),
  ) {
    this.target = targetOf(path)
    makeAutoObservable<DownloadStore, 'env'>(this, { env: false, platform: false, target: false })
  }

  get links(): AppDownloadLinks {
    return configuredLinks()
  }

  get inWechat(): boolean {
    return isWechatUA(this.env.ua)
  }

  /** H5 (a browser) rather than a mini-program, which has no web version to stay on and cannot leave. */
  get onWeb(): boolean {
    return this.env.canOpenUrls
  }

  get inApp(): boolean {
    return isAppTerminal(this.env.terminal)
  }

  get main(): MainAction {
    if (this.inApp) return { kind: 'inApp' }
    const url = this.links[this.platform]
    if (!url) return appStore.configLoaded || this.configSettled ? { kind: 'unavailable' } : { kind: 'loading' }
    return this.inWechat || !this.onWeb ? { kind: 'copy', url } : { kind: 'open', url }
  }

  /** 打开App: the installed app at the target page, when a scheme is configured and this host can follow it. */
  get deepLinkUrl(): string | null {
    const scheme = this.links.scheme
    if (!this.target || !scheme || this.inApp || !this.onWeb) return null
    return deepLink(scheme, this.target)
  }

  /** 暂不下载，去设置: the target page of this app, for a browser or mini-program user. */
  get showTargetShortcut(): boolean {
    return this.target !== null && !this.inApp
  }

  /**
   * On show. Inside the native app the target opens at once: the app's own page when the app takes it, else
   * this app's page in place of the download page. Without config yet, it is asked once more.
   */
  async enter(): Promise<void> {
    if (this.inApp && this.target && !this.entered) {
      this.entered = true
      const target = TARGETS[this.target]
      if (!nativeOpenAppPage(target.native)) await redirectTo(target.route)
      return
    }
    if (!appStore.configLoaded && !this.configSettled) {
      await appStore.loadGlobalConfig()
      runInAction(() => (this.configSettled = true))
    }
  }

  /** The main button. Returns what it did, for tracking. */
  async download(): Promise<'copy' | 'open' | null> {
    const action = this.main
    if (action.kind === 'open' && openExternalUrl(action.url)) return 'open'
    if (action.kind === 'open' || action.kind === 'copy') {
      await this.copy(action.url)
      return 'copy'
    }
    return null
  }

  /** 打开App: WeChat blocks app schemes too, so there the guide says to open this page in the browser first. */
  openApp(): boolean {
    const url = this.deepLinkUrl
    if (!url) return false
    if (this.inWechat) {
      this.guideOpen = true
      return false
    }
    return openExternalUrl(url)
  }

  closeGuide(): void {
    this.guideOpen = false
  }

  /** Copies the link (spec widget text 链接已复制，请在浏览器中打开); in WeChat the guide shows the way out. */
  private async copy(url: string): Promise<void> {
    let copied = true
    try {
      await Taro.setClipboardData({ data: url })
    } catch {
      copied = false
    }
    runInAction(() => {
      this.copyFailed = !copied
      if (this.inWechat) this.guideOpen = true
    })
    // When the copy failed, the WeChat guide shows the link to copy by hand.
    void Taro.showToast({ title: copied ? WidgetText.LINK_COPIED : COPY_FAILED_TEXT, icon: 'none' })
  }
}
