import { readFileSync } from 'node:fs'
import { CanvasRegistry, createSelectorQuery, type RecordedCanvas, type ScreenSize } from './canvas'
import { IntersectionObservers } from './intersection'

/**
 * The host object a mini-program bundle talks to: `wx` on WeChat, `tt` on Douyin. Every call is recorded
 * (`calls`), asynchronous APIs answer through success/fail/complete on a later tick as the real bridge does,
 * and a test can make any API fail (`fail`), answer differently (`respond`), deny a permission scope
 * (`authSetting`), require the privacy agreement first (`privacy`), or fire a host event (`emit`).
 *
 * Defaults are those of a user who does nothing: modals and action sheets are cancelled, payments and image
 * pickers too; permissions are granted when asked. Requests go to `request` (an in-process service in the
 * smoke run); without one they fail like a phone without network.
 */

export type Platform = 'weapp' | 'tt'

export interface HostRequest {
  url: string
  method: string
  data: unknown
  header: Record<string, string>
}

export interface HostResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

/** Answers one request of the app; `page` is the page that sent it. */
export type RequestHandler = (request: HostRequest, page: string | undefined) => Promise<HostResponse>

export interface ApiCall {
  api: string
  /** The arguments without callbacks (JSON-safe; canvases appear as `[canvas <id>]`). */
  args: unknown[]
  page: string | undefined
  outcome: 'ok' | 'fail' | 'sync' | 'listener' | 'pending'
  errMsg?: string
}

export interface HostApiOptions {
  platform: Platform
  request?: RequestHandler
  screen?: ScreenSize
  /** The page whose code is running, for the call log. */
  currentPage(): string | undefined
  /** Runs `fn` on a later tick, counted as pending work until it ran; errors it throws are the app's. */
  hostTask(fn: () => void): void
  /** Counts a promise as pending work (a request in flight). */
  track<T>(work: Promise<T>): Promise<T>
  /** A failure of the simulation itself (e.g. the request handler threw): not the app's, but it fails the run. */
  onHostError(error: unknown): void
}

type Options = Record<string, unknown> & {
  success?: (res: unknown) => void
  fail?: (res: unknown) => void
  complete?: (res: unknown) => void
}
type AsyncImpl = (options: Options) => Record<string, unknown> | Promise<Record<string, unknown>>
type Answer = Record<string, unknown> | ((options: Options) => Record<string, unknown>)

/** A failure an API answers with: its `errMsg` becomes `<api>:fail <reason>`. */
export class ApiFailure extends Error {
  constructor(
    readonly reason: string,
    readonly errno?: number,
  ) {
    super(reason)
  }
}

/**
 * Taro exposes on `Taro.*` only the names the host object has (`Object.keys(wx)`), promisifying those on its
 * lists (the shared one and the platform plugin's); both are read from the installed packages so every API
 * Taro knows exists here too.
 */
function taroPromiseApis(platform: Platform): string[] {
  const files = ['@tarojs/shared/dist/native-apis.js', `@tarojs/plugin-platform-${platform}/dist/runtime.js`].map((f) => require.resolve(f))
  return files.flatMap((file) => {
    const list = /const needPromiseApis = new Set\(\[([\s\S]*?)\]\)/.exec(readFileSync(file, 'utf8'))
    if (!list) throw new Error(`mp-runtime: the promise API list was not found in ${file} (Taro upgraded?)`)
    return [...list[1].matchAll(/'(\w+)'/g)].map((m) => m[1])
  })
}

/** Synchronous, listener and factory APIs outside Taro's promise list that the app or Taro's runtime uses. */
const OTHER_APIS = [
  'canIUse',
  'getSystemInfoSync',
  'getWindowInfo',
  'getDeviceInfo',
  'getAppBaseInfo',
  'getAccountInfoSync',
  'getLaunchOptionsSync',
  'getEnterOptionsSync',
  'getMenuButtonBoundingClientRect',
  'getStorageSync',
  'setStorageSync',
  'removeStorageSync',
  'clearStorageSync',
  'getStorageInfoSync',
  'createSelectorQuery',
  'createIntersectionObserver',
  'createOffscreenCanvas',
  'createCanvasContext',
  'createAnimation',
  'getFileSystemManager',
  'getUpdateManager',
  'getRealtimeLogManager',
  'getLogManager',
  'reportAnalytics',
  'reportEvent',
  'onError',
  'offError',
  'onUnhandledRejection',
  'offUnhandledRejection',
  'onAppShow',
  'offAppShow',
  'onAppHide',
  'offAppHide',
  'onPageNotFound',
  'onMemoryWarning',
  'onNetworkStatusChange',
  'offNetworkStatusChange',
  'onKeyboardHeightChange',
  'offKeyboardHeightChange',
  'onWindowResize',
  'offWindowResize',
]

/** WeChat only: the privacy agreement flow (base library 2.32.3+). */
const WECHAT_ONLY = ['onNeedPrivacyAuthorization', 'requirePrivacyAuthorize', 'getPrivacySetting', 'openPrivacyContract']
/** Douyin's reading of what it keeps on a custom navigation bar: its top-left icon and its capsule with feedback. */
const DOUYIN_ONLY = ['getCustomButtonBoundingClientRect']

/** APIs WeChat holds until the user agreed to the privacy guide (a subset: those this app can reach). */
const PRIVACY_APIS = new Set([
  'saveImageToPhotosAlbum',
  'chooseImage',
  'chooseMedia',
  'setClipboardData',
  'getClipboardData',
  'getLocation',
  'chooseAddress',
])

/** Login codes are single-use on the service, as on the platforms: unique across every runtime of the process. */
let loginCodes = 0

function forLog(value: unknown): unknown {
  const seen = new WeakSet<object>()
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function') return undefined
    if (v && typeof v === 'object') {
      if ('ops' in v && 'getContext' in v) return `[canvas ${(v as RecordedCanvas).id}]`
      if (seen.has(v)) return '[cycle]'
      seen.add(v)
    }
    return v
  })
  return json === undefined ? undefined : JSON.parse(json)
}

export class HostApi {
  readonly calls: ApiCall[] = []
  /** Local storage as the app sees it (`getStorageSync` of a missing key answers ''). */
  readonly storage = new Map<string, unknown>()
  readonly canvases: CanvasRegistry
  /** Intersection observers the app created, each with the nodes it observed (`intersection.ts`). */
  readonly intersections: IntersectionObservers
  /** `getSetting().authSetting`; a scope set to false makes the APIs that need it fail with `auth deny`. */
  readonly authSetting: Record<string, boolean> = {}
  /**
   * WeChat's privacy agreement: when `required` and not `agreed`, privacy APIs ask the app's listener first.
   * `exposed`: the app reported its consent view shown; `agreedWith`: the button id the agreement named.
   */
  readonly privacy: { required: boolean; agreed: boolean; exposed: boolean; agreedWith?: string } = {
    required: false,
    agreed: false,
    exposed: false,
  }
  /** Ids of the elements the user touched (WeChat checks that an agreement's button was tapped). */
  readonly touched = new Set<string>()
  /** Files written through the file system manager, by path. */
  readonly files = new Map<string, unknown>()
  /** The object the bundle sees as `wx` / `tt`. */
  readonly global: Record<string, unknown>
  readonly screen: ScreenSize

  private readonly failures = new Map<string, { reason: string; errno?: number; remaining: number }>()
  private readonly answers = new Map<string, Answer>()
  private readonly listeners = new Map<string, ((...args: unknown[]) => unknown)[]>()
  private serial = 0

  constructor(private readonly options: HostApiOptions) {
    this.screen = options.screen ?? { width: 390, height: 844 }
    this.canvases = new CanvasRegistry((fn) => options.hostTask(fn))
    this.intersections = new IntersectionObservers((fn) => options.hostTask(fn))
    this.global = this.buildGlobal()
  }

  /** Makes the next `times` calls of `api` fail with `<api>:fail <reason>` (sync APIs throw it). */
  fail(api: string, reason: string, { times = 1, errno }: { times?: number; errno?: number } = {}): void {
    this.failures.set(api, { reason, errno, remaining: times })
  }

  /** Replaces the success payload of `api` (merged after `errMsg`), e.g. `respond('showModal', { confirm: true })`. */
  respond(api: string, answer: Answer): void {
    this.answers.set(api, answer)
  }

  /** Calls the listeners the app registered with `on<event>`; returns how many there were. */
  emit(event: string, ...args: unknown[]): number {
    const list = this.listeners.get(event) ?? []
    for (const listener of list) listener(...args)
    return list.length
  }

  /** How many listeners the app holds for `on<event>` (e.g. `NeedPrivacyAuthorization`). */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0
  }

  callsOf(api: string): ApiCall[] {
    return this.calls.filter((c) => c.api === api)
  }

  private record(api: string, args: unknown[], outcome: ApiCall['outcome']): ApiCall {
    const call: ApiCall = { api, args: args.map(forLog), page: this.options.currentPage(), outcome }
    this.calls.push(call)
    return call
  }

  private takeFailure(api: string): ApiFailure | undefined {
    const f = this.failures.get(api)
    if (!f) return undefined
    if (--f.remaining <= 0) this.failures.delete(api)
    return new ApiFailure(f.reason, f.errno)
  }

  private answer(api: string, options: Options, base: Record<string, unknown>): Record<string, unknown> {
    const a = this.answers.get(api)
    const extra = typeof a === 'function' ? a(options) : a
    return { ...base, ...(extra ?? {}), errMsg: `${api}:ok` }
  }

  /** An asynchronous API: `impl` gives the success payload or throws an ApiFailure. */
  private asyncApi(api: string, impl: AsyncImpl = () => ({})) {
    return (options: Options = {}, ...rest: unknown[]) => {
      const call = this.record(api, [options, ...rest], 'pending')
      const finish = (ok: boolean, res: Record<string, unknown>) => {
        call.outcome = ok ? 'ok' : 'fail'
        if (!ok) call.errMsg = String(res.errMsg)
        this.options.hostTask(() => {
          if (ok) options.success?.(res)
          else options.fail?.(res)
          options.complete?.(res)
        })
      }
      const failed = (e: unknown) => {
        if (!(e instanceof ApiFailure)) {
          this.options.onHostError(e)
          e = new ApiFailure(`host error: ${e instanceof Error ? e.message : String(e)}`)
        }
        const { reason, errno } = e as ApiFailure
        finish(false, { errMsg: `${api}:fail ${reason}`, ...(errno === undefined ? {} : { errno }) })
      }
      const run = () => {
        const injected = this.takeFailure(api)
        if (injected) throw injected
        return impl(options)
      }
      this.withPrivacy(
        api,
        () => {
          try {
            const payload = run()
            if (payload instanceof Promise) {
              void this.options.track(payload.then((p) => finish(true, this.answer(api, options, p)), failed))
            } else finish(true, this.answer(api, options, payload))
          } catch (e) {
            failed(e)
          }
        },
        failed,
      )
      return api === 'request' || api === 'downloadFile' || api === 'uploadFile' ? this.task() : undefined
    }
  }

  /** WeChat asks the app's onNeedPrivacyAuthorization listener before a privacy API runs, and waits for its answer. */
  private withPrivacy(api: string, proceed: () => void, failed: (e: unknown) => void): void {
    const ask = this.options.platform === 'weapp' && this.privacy.required && !this.privacy.agreed && PRIVACY_APIS.has(api)
    if (!ask || this.listenerCount('NeedPrivacyAuthorization') === 0) {
      proceed()
      return
    }
    let settled = false
    const resolve = (res: { event?: string; buttonId?: string } = {}) => {
      if (res.event === 'exposureAuthorization') {
        this.privacy.exposed = true
        return
      }
      if (settled) return
      settled = true
      // An agreement naming a button counts only if the user tapped that button (without one: older libraries).
      if (res.event === 'agree' && (res.buttonId === undefined || this.touched.has(res.buttonId))) {
        this.privacy.agreed = true
        this.privacy.agreedWith = res.buttonId
        proceed()
      } else failed(new ApiFailure('privacy permission is not authorized', 104))
    }
    this.emit('NeedPrivacyAuthorization', resolve, { referrer: api })
  }

  private task() {
    return {
      abort: () => undefined,
      onHeadersReceived: () => undefined,
      offHeadersReceived: () => undefined,
      onProgressUpdate: () => undefined,
    }
  }

  private syncApi<A extends unknown[], R>(api: string, impl: (...args: A) => R) {
    return (...args: A): R => {
      this.record(api, args, 'sync')
      const injected = this.takeFailure(api)
      if (injected) throw new Error(`${api}:fail ${injected.reason}`)
      return impl(...args)
    }
  }

  /** An object whose every method is recorded as `<name>.<method>` and returns the object (chainable). */
  private recordingObject(name: string, methods: Record<string, (...args: unknown[]) => unknown> = {}): Record<string, unknown> {
    const target: Record<string, unknown> = {}
    const proxy: Record<string, unknown> = new Proxy(target, {
      get: (t, prop) => {
        if (typeof prop !== 'string' || prop === 'then') return undefined
        if (prop in t) return t[prop]
        return (...args: unknown[]) => {
          this.record(`${name}.${prop}`, args, 'sync')
          return methods[prop] ? methods[prop](...args) : proxy
        }
      },
    })
    return proxy
  }

  /** `on<Event>(listener)` adds a listener, `off<Event>(listener?)` removes it (all of them without one). */
  private listenerApi(api: string): (listener?: (...args: unknown[]) => unknown) => void {
    const event = api.replace(/^(on|off)/, '')
    return (listener) => {
      this.record(api, [], 'listener')
      const list = this.listeners.get(event) ?? []
      if (api.startsWith('on')) this.listeners.set(event, listener ? [...list, listener] : list)
      else this.listeners.set(event, listener ? list.filter((l) => l !== listener) : [])
    }
  }

  private systemInfo(): Record<string, unknown> {
    const { width, height } = this.screen
    const douyin = this.options.platform === 'tt'
    return {
      brand: 'iPhone',
      model: 'iPhone 14',
      pixelRatio: 3,
      screenWidth: width,
      screenHeight: height,
      windowWidth: width,
      windowHeight: height - 91 - 83,
      statusBarHeight: 47,
      safeArea: { left: 0, right: width, top: 47, bottom: height - 34, width, height: height - 81 },
      language: 'zh_CN',
      system: 'iOS 17.4',
      platform: 'ios',
      theme: 'light',
      fontSizeSetting: 16,
      ...(douyin ? { appName: 'Douyin', version: '30.1.0', SDKVersion: '3.30.0' } : { version: '8.0.50', SDKVersion: '3.5.0' }),
    }
  }

  private scopeFor(api: string): string | undefined {
    return { saveImageToPhotosAlbum: 'scope.writePhotosAlbum', getLocation: 'scope.userLocation', chooseAddress: 'scope.address' }[api]
  }

  private buildGlobal(): Record<string, unknown> {
    const { platform } = this.options
    const userData = platform === 'tt' ? 'ttfile://user' : 'wxfile://usr'
    const tmp = platform === 'tt' ? 'ttfile://temp' : 'wxfile://tmp'
    const launch = { path: 'pages/guide/index', query: {}, scene: 1001, referrerInfo: {} }
    const needsScope = (api: string) => {
      const scope = this.scopeFor(api)
      if (scope && this.authSetting[scope] === false) throw new ApiFailure('auth deny')
      if (scope) this.authSetting[scope] = true
      return {}
    }
    const cancel = () => {
      throw new ApiFailure('cancel')
    }

    const asyncImpls: Record<string, AsyncImpl> = {
      request: (o) => this.request(o),
      downloadFile: () => ({ tempFilePath: `${tmp}/download-${++this.serial}`, statusCode: 200 }),
      uploadFile: () => {
        throw new ApiFailure('uploadFile is not simulated (respond to it in the test)')
      },
      login: () =>
        platform === 'tt'
          ? { code: `tt-code-${++loginCodes}`, anonymousCode: `tt-anon-${loginCodes}`, isLogin: true }
          : { code: `wx-code-${++loginCodes}` },
      checkSession: () => ({}),
      getSystemInfo: () => this.systemInfo(),
      getSetting: () => ({ authSetting: { ...this.authSetting } }),
      authorize: (o) => {
        const scope = String(o.scope)
        if (this.authSetting[scope] === false) throw new ApiFailure('auth deny')
        this.authSetting[scope] = true
        return {}
      },
      openSetting: () => ({ authSetting: { ...this.authSetting } }),
      saveImageToPhotosAlbum: () => needsScope('saveImageToPhotosAlbum'),
      getLocation: () => ({ ...needsScope('getLocation'), latitude: 31.23, longitude: 121.47 }),
      chooseAddress: () => {
        needsScope('chooseAddress')
        return cancel()
      },
      canvasToTempFilePath: (o) => {
        const canvas = this.canvases.resolve(o as { canvas?: unknown; canvasId?: string })
        if (!canvas) throw new ApiFailure('canvas not found')
        return { tempFilePath: `${tmp}/canvas-${canvas.id}.png` }
      },
      showModal: () => ({ confirm: false, cancel: true }),
      showActionSheet: cancel,
      chooseImage: cancel,
      chooseMedia: cancel,
      requestPayment: cancel,
      getStorage: (o) => {
        if (!this.storage.has(String(o.key))) throw new ApiFailure('data not found')
        return { data: this.storage.get(String(o.key)) }
      },
      setStorage: (o) => {
        this.storage.set(String(o.key), forLog(o.data))
        return {}
      },
      removeStorage: (o) => {
        this.storage.delete(String(o.key))
        return {}
      },
      clearStorage: () => {
        this.storage.clear()
        return {}
      },
      getClipboardData: () => ({ data: '' }),
      getNetworkType: () => ({ networkType: 'wifi' }),
      getPrivacySetting: () => ({
        needAuthorization: this.privacy.required && !this.privacy.agreed,
        privacyContractName: '《游戏估价隐私保护指引》',
      }),
      requirePrivacyAuthorize: () => ({}),
    }

    const syncImpls: Record<string, (...args: never[]) => unknown> = {
      canIUse: () => true,
      getSystemInfoSync: () => this.systemInfo(),
      getWindowInfo: () => this.systemInfo(),
      getDeviceInfo: () => this.systemInfo(),
      getAppBaseInfo: () => this.systemInfo(),
      getAccountInfoSync: () => ({
        miniProgram: { appId: platform === 'tt' ? 'tt0000000000000000' : 'wx0000000000000000', envVersion: 'develop', version: '' },
      }),
      getLaunchOptionsSync: () => launch,
      getEnterOptionsSync: () => launch,
      getMenuButtonBoundingClientRect: () => ({
        width: 87,
        height: 32,
        top: 51,
        right: this.screen.width - 7,
        bottom: 83,
        left: this.screen.width - 94,
      }),
      getCustomButtonBoundingClientRect: () => ({
        leftIcon: { width: 32, height: 32, top: 51, bottom: 83, left: 10, right: 42 },
        capsule: { width: 123, height: 32, top: 51, bottom: 83, left: this.screen.width - 130, right: this.screen.width - 7 },
      }),
      getStorageSync: (key: string) => (this.storage.has(key) ? this.storage.get(key) : ''),
      setStorageSync: (key: string, value: unknown) => void this.storage.set(key, forLog(value)),
      removeStorageSync: (key: string) => void this.storage.delete(key),
      clearStorageSync: () => this.storage.clear(),
      getStorageInfoSync: () => ({ keys: [...this.storage.keys()], currentSize: 1, limitSize: 10240 }),
      createSelectorQuery: () => createSelectorQuery(this.screen, this.canvases, (fn) => this.options.hostTask(fn)),
      createOffscreenCanvas: (o: { width?: number; height?: number } = {}) => this.canvases.create('offscreen', o.width, o.height),
      createCanvasContext: () => this.canvases.create('legacy').getContext('2d'),
      createIntersectionObserver: (component: unknown, options?: { observeAll?: boolean }) => this.intersections.create(component, options),
      createAnimation: () => this.recordingObject('Animation', { export: () => ({ actions: [] }) }),
      getFileSystemManager: () =>
        this.recordingObject('FileSystemManager', {
          writeFileSync: (path, data) => void this.files.set(String(path), data),
          readFileSync: (path) => {
            if (!this.files.has(String(path))) throw new Error(`readFileSync:fail no such file or directory ${String(path)}`)
            return this.files.get(String(path))
          },
          accessSync: (path) => {
            if (!this.files.has(String(path))) throw new Error(`accessSync:fail no such file or directory ${String(path)}`)
          },
        }),
      getUpdateManager: () => this.recordingObject('UpdateManager'),
      getRealtimeLogManager: () => this.recordingObject('RealtimeLogManager'),
      getLogManager: () => this.recordingObject('LogManager'),
      reportAnalytics: () => undefined,
      reportEvent: () => undefined,
    }

    const names = new Set([...taroPromiseApis(platform), ...Object.keys(asyncImpls), ...OTHER_APIS, ...WECHAT_ONLY, ...DOUYIN_ONLY])
    for (const api of platform === 'weapp' ? DOUYIN_ONLY : WECHAT_ONLY) names.delete(api)
    const host: Record<string, unknown> = { env: { USER_DATA_PATH: userData } }
    for (const api of names) {
      if (/^(on|off)[A-Z]/.test(api)) host[api] = this.listenerApi(api)
      else if (syncImpls[api]) host[api] = this.syncApi(api, syncImpls[api] as (...args: unknown[]) => unknown)
      else host[api] = this.asyncApi(api, asyncImpls[api])
    }
    return host
  }

  private async request(o: Options): Promise<Record<string, unknown>> {
    if (!this.options.request) throw new ApiFailure('no network')
    const request: HostRequest = {
      url: String(o.url),
      method: String(o.method ?? 'GET').toUpperCase(),
      data: o.data,
      header: (o.header ?? {}) as Record<string, string>,
    }
    const res = await this.options.request(request, this.options.currentPage())
    let data = res.data
    if (typeof data === 'string' && (o.dataType ?? 'json') === 'json') {
      try {
        data = JSON.parse(data)
      } catch {
        /* WeChat hands over the text when it is not JSON */
      }
    }
    return { statusCode: res.statusCode, data, header: res.header ?? {} }
  }
}
