import vm from 'node:vm'
import { BundleLoader, pageRoutes } from './bundle-loader'
import { applySetData, findByText, pathTo, rootNodes, textOf, type PageData, type TaroNode } from './data-tree'
import { installForeignGlobalTraps, type ForeignGlobalUse } from './foreign-globals'
import { HostApi, type Platform, type RequestHandler } from './host-api'
import { watchTaroStandIns } from './taro-stand-ins'
import type { ScreenSize } from './canvas'
import { VirtualTimers } from './virtual-timers'

/**
 * A mini-program host for a built Taro bundle, in Node: `App`, `Page`, `Component`, `getApp`,
 * `getCurrentPages` and the `wx` / `tt` object (host-api.ts) in a fresh V8 context whose global has nothing a
 * phone lacks, browser and Node globals trapped (foreign-globals.ts), timers on a virtual clock
 * (virtual-timers.ts). Pages run their real lifecycle and render through Taro's own runtime into `setData`,
 * which is recorded and applied to the page's data tree (data-tree.ts).
 *
 *   const rt = MiniRuntime.load({ bundleDir: 'dist/weapp', platform: 'weapp', request })
 *   await rt.launch()
 *   const page = await rt.openPage('pages/report/index', { valId })
 *   page.text()                       // what the page shows
 *   await page.share()                // onShareAppMessage's answer
 *   rt.api.fail('saveImageToPhotosAlbum', 'auth deny'); await page.tap('保存图片')
 *   rt.errors, rt.api.calls           // what went wrong, what the app asked the host
 *   rt.dispose()
 *
 * Every exception the app throws (lifecycles, timers, host callbacks, event handlers), every unhandled promise
 * rejection, every `console.error` and every read of a foreign global lands in `errors`, charged to the page
 * that was running or that scheduled the work.
 */

export interface RuntimeError {
  page: string | undefined
  kind: 'exception' | 'unhandled-rejection' | 'console.error' | 'foreign-global' | 'not-settled'
  message: string
  stack?: string
  use?: ForeignGlobalUse
}

export interface SetDataRecord {
  page: string
  keys: string[]
  /** Virtual time of the call. */
  at: number
}

export interface MiniRuntimeOptions {
  bundleDir: string
  platform: Platform
  /** Answers `request`; without it every request fails like a phone offline. */
  request?: RequestHandler
  /** Local storage before launch (e.g. a logged-in session). */
  storage?: Record<string, unknown>
  screen?: ScreenSize
  /** Print the bundle's console output (default: only kept in `logs`). */
  echoConsole?: boolean
}

export interface LaunchOptions {
  path?: string
  query?: Record<string, string>
  scene?: number
}

type Hooks = Record<string, unknown> & { data?: PageData }
type Lifecycle = (this: unknown, ...args: unknown[]) => unknown

/** The custom tab bar's component, by the path WeChat and Douyin look it up at. */
const TAB_BAR_COMPONENT = 'custom-tab-bar/index'

/** Timers due now that may run before one host callback (a 0 ms timer that keeps rearming itself stops here). */
const MAX_TIMERS_PER_TASK = 1000

/** Mini-program events that bubble from the element touched to the page root. */
const BUBBLING_EVENTS = new Set(['tap', 'longpress', 'longtap', 'touchstart', 'touchmove', 'touchend', 'touchcancel'])

/** How long (real time) the runtime waits for requests in flight before it calls a page unsettled. */
const SETTLE_LIMIT_MS = 10_000

/** Errors come from the bundle's realm, so they are recognised by shape, not `instanceof`. */
function isErrorLike(a: unknown): a is Error {
  return Boolean(a && typeof a === 'object' && 'stack' in a && 'message' in a)
}

/** Console arguments as text. */
function describeValue(a: unknown): string {
  if (typeof a === 'string') return a
  if (isErrorLike(a)) return String(a.stack || a.message)
  try {
    return JSON.stringify(a) ?? String(a)
  } catch {
    return String(a)
  }
}

function messageOf(e: unknown): string {
  if (e && typeof e === 'object' && 'message' in e) return String((e as Error).message)
  if (e && typeof e === 'object' && 'errMsg' in e) return String((e as { errMsg: unknown }).errMsg)
  return String(e)
}

export class MiniRuntime {
  readonly api: HostApi
  readonly errors: RuntimeError[] = []
  readonly setDataLog: SetDataRecord[] = []
  readonly logs: { level: string; text: string; page: string | undefined }[] = []
  /** The page whose code is running (or that scheduled the running task). */
  currentPage: string | undefined
  readonly timers: VirtualTimers
  readonly routes: string[]

  private readonly loader: BundleLoader
  private readonly pageConfigs = new Map<string, Hooks>()
  private readonly stack: PageHandle[] = []
  private readonly setDataWatchers: ((page: PageHandle) => void)[] = []
  /** The configs the bundle passed to `Component()` (Taro's recursive template components). */
  readonly components: Hooks[] = []
  /** The custom tab bar's component config (`custom-tab-bar/index.js`), once loaded. */
  private tabBarConfig: Hooks | undefined
  /** Pages that get the custom tab bar: the tab pages, when app.json's tabBar is `custom`. */
  private readonly customTabPages: ReadonlySet<string>
  private appInstance: Hooks | undefined
  private inFlight = 0
  private nextWebviewId = 1
  private readonly bundlePromise: PromiseConstructor
  /** The process's own listeners, set aside while this runtime owns unhandled rejections. */
  private readonly otherRejectionListeners: NodeJS.UnhandledRejectionListener[]
  /** A rejection of the bundle's promises is the app's; any other goes to the listeners the process had. */
  private readonly onRejection: NodeJS.UnhandledRejectionListener = (reason, promise) => {
    if (promise instanceof this.bundlePromise) this.error('unhandled-rejection', reason, this.currentPage)
    else if (this.otherRejectionListeners.length) this.otherRejectionListeners.forEach((l) => l(reason, promise))
    else throw reason
  }

  private constructor(private readonly options: MiniRuntimeOptions) {
    const proto: object = {}
    const sandbox: Record<string, unknown> = Object.create(proto)
    const context = vm.createContext(sandbox, { name: `mp-runtime ${options.platform}` })
    this.loader = new BundleLoader(options.bundleDir, context)
    const appJson = this.loader.appJson()
    this.routes = pageRoutes(appJson)
    this.customTabPages = new Set(appJson.tabBar?.custom ? appJson.tabBar.list.map((t) => t.pagePath) : [])
    installForeignGlobalTraps(
      proto,
      this.loader,
      () => this.currentPage,
      (use) => this.foreignUse(use),
    )
    this.timers = new VirtualTimers(
      () => this.currentPage,
      (page, fn) => this.runAs(page, fn),
    )
    this.api = new HostApi({
      platform: options.platform,
      request: options.request,
      screen: options.screen,
      currentPage: () => this.currentPage,
      hostTask: (fn) => this.hostTask(fn),
      track: (work) => this.track(work),
      onHostError: (e) => this.error('exception', e, this.currentPage),
    })
    for (const [key, value] of Object.entries(options.storage ?? {})) this.api.storage.set(key, JSON.parse(JSON.stringify(value)))

    Object.assign(sandbox, this.timers.globals(), {
      [options.platform === 'tt' ? 'tt' : 'wx']: this.api.global,
      console: this.console(),
      // WeChat's App() makes the instance from the config; Taro's config is the instance.
      App: (config: Hooks) => {
        this.appInstance = config
      },
      Page: (config: Hooks) => this.registerPage(config),
      Component: (config: Hooks) => this.registerComponent(config),
      Behavior: (config: unknown) => config,
      getApp: () => this.appInstance,
      getCurrentPages: () => this.stack.map((p) => p.instance),
      requirePlugin: (name: string) => {
        throw new Error(`plugin ${name} is not available`)
      },
    })
    this.bundlePromise = vm.runInContext('Promise', context) as PromiseConstructor
    // A test runner fails the running test on any unhandled rejection; the bundle's are charged to pages here.
    this.otherRejectionListeners = process.listeners('unhandledRejection')
    process.removeAllListeners('unhandledRejection')
    process.on('unhandledRejection', this.onRejection)
  }

  /** Creates the host and evaluates the bundle's app.js (which calls `App`); the app is not launched yet. */
  static load(options: MiniRuntimeOptions): MiniRuntime {
    const rt = new MiniRuntime(options)
    rt.runAs(undefined, () => rt.loader.load('app.js'))
    if (!rt.appInstance && !rt.errors.length) rt.error('exception', new Error('app.js did not call App()'), undefined)
    if (
      rt.appInstance &&
      !watchTaroStandIns(
        rt.api.global,
        rt.loader,
        () => rt.currentPage,
        (use) => rt.foreignUse(use),
      )
    ) {
      rt.error(
        'exception',
        new Error("mp-runtime: @tarojs/runtime's module was not found in the bundle (Taro upgraded? see taro-stand-ins.ts)"),
        undefined,
      )
    }
    return rt
  }

  /** The App instance (`getApp()`). */
  get app(): Hooks | undefined {
    return this.appInstance
  }

  /** Runs the App's onLaunch and onShow with these options, then lets the work they started finish. */
  async launch(options: LaunchOptions = {}): Promise<void> {
    if (!this.appInstance) throw new Error('the bundle registered no App')
    const launch = { path: options.path ?? this.routes[0], query: options.query ?? {}, scene: options.scene ?? 1001, referrerInfo: {} }
    this.call(this.appInstance, 'onLaunch', undefined, launch)
    this.call(this.appInstance, 'onShow', undefined, launch)
    await this.settle()
  }

  /**
   * Opens a page as the host does on navigation: loads its module (first time), makes an instance, runs onLoad
   * with the query and onShow, waits for the first render, then onReady.
   */
  async openPage(route: string, query: Record<string, string> = {}): Promise<PageHandle> {
    this.currentPage = route
    if (!this.pageConfigs.has(route)) this.runAs(route, () => this.loader.load(`${route}.js`))
    const config = this.pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    const webviewId = this.nextWebviewId++
    const instance: Hooks = {
      ...config,
      data: JSON.parse(JSON.stringify(config.data ?? {})),
      route,
      __route__: route,
      options: query,
      __wxWebviewId__: webviewId,
      __webviewId__: webviewId,
      is: route,
    }
    const handle = new PageHandle(this, route, query, instance)
    instance.setData = (payload: Record<string, unknown>, cb?: () => void) => {
      this.setDataLog.push({ page: route, keys: Object.keys(payload), at: this.timers.now })
      applySetData(instance.data as PageData, payload)
      for (const watcher of this.setDataWatchers) watcher(handle)
      if (typeof cb === 'function') this.hostTask(cb)
    }
    instance.createSelectorQuery = () => (this.api.global.createSelectorQuery as () => unknown)()
    instance.selectComponent = () => null
    instance.selectAllComponents = () => []
    instance.getOpenerEventChannel = () => ({ emit: () => undefined, on: () => undefined, off: () => undefined, once: () => undefined })
    this.stack.push(handle)
    this.call(instance, 'onLoad', route, { ...query })
    this.call(instance, 'onShow', route)
    // The host gives a tab page its own instance of the custom tab bar (`page.getTabBar()`).
    if (this.hasCustomTabBar(route)) {
      const bar = this.attachTabBar(route, webviewId)
      handle.tabBar = bar
      instance.getTabBar = () => bar?.instance
    }
    await this.settle()
    this.call(instance, 'onReady', route)
    await this.settle()
    return handle
  }

  /** Whether the host gives this page the custom tab bar (a tab page, app.json's tabBar being `custom`). */
  hasCustomTabBar(route: string): boolean {
    return this.customTabPages.has(route)
  }

  /** Calls `watcher` after every `setData` of any page (e.g. to see each state a page passes through). */
  watchSetData(watcher: (page: PageHandle) => void): () => void {
    this.setDataWatchers.push(watcher)
    return () => this.setDataWatchers.splice(this.setDataWatchers.indexOf(watcher), 1)
  }

  /** The pages open now, bottom first (what `getCurrentPages()` answers). */
  get pages(): readonly PageHandle[] {
    return this.stack
  }

  /** @internal Closes a page: onUnload, then drops it from the stack. */
  async closePage(handle: PageHandle): Promise<void> {
    this.call(handle.instance, 'onUnload', handle.route)
    if (handle.tabBar) this.call(handle.tabBar.instance, 'detached', handle.route)
    const i = this.stack.indexOf(handle)
    if (i >= 0) this.stack.splice(i, 1)
    await this.settle()
  }

  /**
   * Lets the work in progress finish: host callbacks and requests in flight, and timers due within `horizonMs`
   * of virtual time (default 1 s, which covers renders, animations and debounces but not countdowns).
   */
  async settle(horizonMs = 1000): Promise<void> {
    const limit = this.timers.now + horizonMs
    const started = Date.now()
    let quiet = 0
    while (quiet < 2) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      if (this.inFlight > 0) {
        quiet = 0
        this.runDueTimers()
        if (Date.now() - started > SETTLE_LIMIT_MS) {
          this.error(
            'not-settled',
            new Error(`${this.inFlight} host callbacks or requests still pending after ${SETTLE_LIMIT_MS} ms`),
            this.currentPage,
          )
          return
        }
        continue
      }
      if (this.timers.fireNext(limit)) quiet = 0
      else quiet++
    }
  }

  /** Moves the virtual clock by `ms`, firing every timer due meanwhile (e.g. the 1600 ms launch animation). */
  async advance(ms: number): Promise<void> {
    const target = this.timers.now + ms
    await this.settle(ms)
    this.timers.now = Math.max(this.timers.now, target)
  }

  /** Ends the run: no timer fires after this, and the process listener goes. */
  dispose(): void {
    this.timers.clearAll()
    process.off('unhandledRejection', this.onRejection)
    for (const listener of this.otherRejectionListeners) process.on('unhandledRejection', listener)
  }

  /** Errors charged to one page (or, without a route, to no page: app start-up). */
  errorsOf(route: string | undefined): RuntimeError[] {
    return this.errors.filter((e) => e.page === route)
  }

  /** @internal Calls a lifecycle or handler on an App or page instance, recording what it throws. */
  call(target: Hooks, name: string, page: string | undefined, ...args: unknown[]): unknown {
    const fn = target[name]
    if (typeof fn !== 'function') return undefined
    return this.runAs(page, () => (fn as Lifecycle).apply(target, args))
  }

  private foreignUse(use: ForeignGlobalUse): void {
    this.errors.push({
      page: use.page,
      kind: 'foreign-global',
      message: `${use.name} used in ${use.file}:${use.line}:${use.column}`,
      stack: use.stack,
      use,
    })
  }

  private registerComponent(config: Hooks): void {
    this.components.push(config)
    if (this.loader.loading[0] === `${TAB_BAR_COMPONENT}.js`) this.tabBarConfig = config
  }

  /**
   * Creates the tab page's custom tab bar as the host does: an instance of the `custom-tab-bar` component (its
   * methods on it, `getPageId` naming the page it belongs to) whose `attached` renders it through `setData`.
   */
  private attachTabBar(route: string, webviewId: number): TabBarHandle | undefined {
    if (!this.tabBarConfig) this.runAs(route, () => this.loader.load(`${TAB_BAR_COMPONENT}.js`))
    const config = this.tabBarConfig
    if (!config) {
      this.error('exception', new Error(`app.json asks for a custom tab bar but ${TAB_BAR_COMPONENT}.js registered no Component()`), route)
      return undefined
    }
    const instance: Hooks = {
      ...config,
      ...((config.methods as Hooks | undefined) ?? {}),
      data: JSON.parse(JSON.stringify(config.data ?? {})),
      is: TAB_BAR_COMPONENT,
      getPageId: () => `pageId:${webviewId}`,
    }
    const handle = new TabBarHandle(this, route, instance)
    instance.setData = (payload: Record<string, unknown>, cb?: () => void) => {
      this.setDataLog.push({ page: route, keys: Object.keys(payload), at: this.timers.now })
      applySetData(instance.data as PageData, payload)
      if (typeof cb === 'function') this.hostTask(cb)
    }
    this.call(instance, 'attached', route)
    return handle
  }

  private registerPage(config: Hooks): void {
    const file = this.loader.loading[0]
    if (!file) throw new Error('Page() called outside a page module')
    this.pageConfigs.set(file.replace(/\.js$/, ''), config)
  }

  /** Runs app code on behalf of a page; an exception is recorded (and handed to the app's onError, as the host does). */
  private runAs<T>(page: string | undefined, fn: () => T): T | undefined {
    const previous = this.currentPage
    if (page !== undefined) this.currentPage = page
    try {
      return fn()
    } catch (e) {
      this.error('exception', e, this.currentPage)
      return undefined
    } finally {
      if (page !== undefined && previous !== undefined) this.currentPage = previous
    }
  }

  private hostTask(fn: () => void): void {
    const page = this.currentPage
    this.inFlight++
    setImmediate(() => {
      this.inFlight--
      this.runDueTimers()
      this.runAs(page, fn)
    })
  }

  /**
   * On a phone a host round-trip (a request, a canvas export) outlasts a 0 ms timer, so the renders and
   * deferrals due now run before its callback: a page shows each state it passes through.
   */
  private runDueTimers(): void {
    for (let i = 0; i < MAX_TIMERS_PER_TASK && this.timers.fireNext(this.timers.now); i++);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight++
    return work.finally(() => {
      this.inFlight--
    })
  }

  private error(kind: RuntimeError['kind'], e: unknown, page: string | undefined): void {
    // A foreign-global read already recorded itself; the ReferenceError it threw is the same event.
    const stack = isErrorLike(e) ? e.stack : undefined
    if (stack && this.errors.some((x) => x.kind === 'foreign-global' && x.stack === stack)) return
    this.errors.push({ page, kind, message: messageOf(e), stack })
    // The host hands errors to the app's onError / onUnhandledRejection listeners; a listener that throws is
    // recorded once more, without another round.
    try {
      if (kind === 'exception') this.api.emit('Error', messageOf(e))
      if (kind === 'unhandled-rejection') this.api.emit('UnhandledRejection', { reason: e })
    } catch (inListener) {
      this.errors.push({ page, kind: 'exception', message: `in an error listener: ${messageOf(inListener)}` })
    }
  }

  private console(): Record<string, (...args: unknown[]) => void> {
    const log =
      (level: string) =>
      (...args: unknown[]) => {
        const text = args.map(describeValue).join(' ')
        this.logs.push({ level, text, page: this.currentPage })
        if (level === 'error') {
          const error = args.find(isErrorLike)
          this.errors.push({
            page: this.currentPage,
            kind: 'console.error',
            message: args.map((a) => (isErrorLike(a) ? `${a.name}: ${a.message}` : describeValue(a))).join(' '),
            stack: error?.stack,
          })
        }
        if (this.options.echoConsole) console.log(`[${this.options.platform} ${level}] ${text}`)
      }
    return { log: log('log'), info: log('info'), debug: log('debug'), warn: log('warn'), error: log('error'), trace: log('trace') }
  }
}

/** What the host draws from a `data` tree (a page, a component) and the user's taps on it, through its `eh`. */
abstract class Rendered {
  constructor(
    protected readonly runtime: MiniRuntime,
    readonly route: string,
    readonly instance: Hooks,
  ) {}

  get data(): PageData {
    return this.instance.data as PageData
  }

  /** The top-level nodes of the rendered tree (`data.root.cn`). */
  get nodes(): TaroNode[] {
    return rootNodes(this.data)
  }

  /** Every text it shows, in order. */
  text(): string {
    return textOf(this.nodes)
  }

  /** Taps the innermost element showing `text`; the tap bubbles through Taro's tree as on a phone. */
  async tap(text: string): Promise<void> {
    const node = findByText(this.nodes, text)
    if (!node) throw new Error(`no element shows "${text}" on ${this.route}: ${this.text().slice(0, 200)}`)
    await this.dispatch(node, 'tap', { x: 10, y: 10 })
  }

  /**
   * Sends a host event (`tap`, `input`, `change`, …) to a rendered element, through its page's or component's `eh`.
   * Bubbling events (`tap`, `longpress`, touches) then reach every element above it, each as the event's
   * `currentTarget`, as the view layer delivers them: Taro holds a child's dispatch until the topmost element
   * that listens, so a tap on a label reaches its parent's `onClick`.
   */
  async dispatch(node: TaroNode, type: string, detail: Record<string, unknown> = {}): Promise<void> {
    // The template renders `id="{{i.uid||i.sid}}" data-sid="{{i.sid}}"`.
    const asTarget = (n: TaroNode) => ({ id: n.uid ?? n.sid, dataset: { sid: n.sid ?? n.uid } })
    const target = asTarget(node)
    if (typeof target.id === 'string') this.runtime.api.touched.add(target.id)
    const chain = BUBBLING_EVENTS.has(type) ? pathTo(this.nodes, node).reverse() : [node]
    const timeStamp = Date.now()
    for (const current of chain.filter((n) => n.sid || n.uid)) {
      this.runtime.call(this.instance, 'eh', this.route, { type, timeStamp, target, currentTarget: asTarget(current), detail })
    }
    await this.runtime.settle()
  }
}

/** One open page: its instance, its rendered tree, and the user's and host's actions on it. */
export class PageHandle extends Rendered {
  /** The page's custom tab bar (tab pages, when app.json's tabBar is `custom`). */
  tabBar: TabBarHandle | undefined

  constructor(
    runtime: MiniRuntime,
    route: string,
    readonly query: Record<string, string>,
    instance: Hooks,
  ) {
    super(runtime, route, instance)
  }

  /** How many `setData` calls this page made. */
  get setDataCount(): number {
    return this.runtime.setDataLog.filter((r) => r.page === this.route).length
  }

  async show(): Promise<void> {
    this.runtime.call(this.instance, 'onShow', this.route)
    await this.runtime.settle()
  }

  async hide(): Promise<void> {
    this.runtime.call(this.instance, 'onHide', this.route)
    await this.runtime.settle()
  }

  async unload(): Promise<void> {
    await this.runtime.closePage(this)
  }

  /** The share card of the top-right menu or a share button (`onShareAppMessage`), awaiting a `promise` answer. */
  async share(from: 'menu' | 'button' = 'menu', target?: { id: unknown; dataset: object }): Promise<Record<string, unknown> | undefined> {
    const options = target ? { from, target } : { from }
    const res = (await this.runtime.call(this.instance, 'onShareAppMessage', this.route, options)) as Record<string, unknown> | undefined
    await this.runtime.settle()
    // WeChat lets the answer carry a `promise` for the final card (it waits up to 3 s).
    const later = res?.promise as Promise<Record<string, unknown>> | undefined
    if (typeof later?.then === 'function') return { ...res, ...(await later) }
    return res
  }

  /**
   * The card of a share button (`<Button openType='share'>`) showing `text`: WeChat calls onShareAppMessage with
   * `from: 'button'` and the button as `target` (Taro adds the element's `data-*` attributes).
   */
  async shareButton(text: string): Promise<Record<string, unknown> | undefined> {
    const node = findByText(this.nodes, text)
    if (!node) throw new Error(`no element shows "${text}" on ${this.route}: ${this.text().slice(0, 200)}`)
    // Template attributes are numbered per platform (`p11` on WeChat): the open-type is found by its value.
    if (!Object.entries(node).some(([k, v]) => k !== 'cn' && v === 'share'))
      throw new Error(`"${text}" on ${this.route} is not a share button`)
    return this.share('button', { id: node.uid ?? node.sid, dataset: {} })
  }

  /** The Moments card (`onShareTimeline`, WeChat). */
  async shareTimeline(): Promise<Record<string, unknown> | undefined> {
    const res = (await this.runtime.call(this.instance, 'onShareTimeline', this.route)) as Record<string, unknown> | undefined
    await this.runtime.settle()
    return res
  }

  async pullDownRefresh(): Promise<void> {
    this.runtime.call(this.instance, 'onPullDownRefresh', this.route)
    await this.runtime.settle()
  }

  async reachBottom(): Promise<void> {
    this.runtime.call(this.instance, 'onReachBottom', this.route)
    await this.runtime.settle()
  }
}

/** A tab page's custom tab bar: a component instance of its own, rendered and tapped like a page. */
export class TabBarHandle extends Rendered {}
