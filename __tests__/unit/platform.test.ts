import { state } from '../mocks/taro'
import { terminalCode, terminalFromParam } from '@/platform/terminal-core'
import { shouldShowDebugConsole } from '@/platform/debug'
import { isMiniProgramUA, isPartnerAppUA, isToutiaoUA, isWechatUA } from '@/platform/webview'
import { firstUse, visitorId } from '@/platform/caches'
import { StorageKey } from '@/platform/storage-keys'
import { detectTerminal as weappTerminal } from '@/platform/terminal.weapp'
import { detectTerminal as ttTerminal } from '@/platform/terminal.tt'
import { resetWorld } from './helpers'
import * as env from '@/platform/env.h5'
import * as terminal from '@/platform/terminal.h5'

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI'
const WECHAT_MP_UA = `${WECHAT_UA} miniProgram/wx123`
const DOUYIN_UA = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit Mobile aweme_230400 JsSdk/2.0 ToutiaoMicroApp/2.9'
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit Version/17.0 Mobile Safari/604.1'

/** Installs a fake browser for the H5 modules (they read window/navigator on every call). */
function withBrowser(href: string, ua: string) {
  const url = new URL(href)
  const location = { href, search: url.search, hash: url.hash }
  Object.defineProperty(globalThis, 'window', { value: { location }, configurable: true, writable: true })
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: ua }, configurable: true, writable: true })
  return { env, terminal }
}

beforeEach(() => resetWorld())
afterEach(() => {
  delete (globalThis as { window?: unknown }).window
  Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true })
})

describe('terminal', () => {
  it.each([
    ['android', 'android'],
    ['ios', 'ios'],
    ['admin', 'admin'],
    ['weixin', 'web'],
    ['', 'web'],
    [undefined, 'web'],
  ])('H5 param %s → %s', (p, name) => expect(terminalFromParam(p)).toBe(name))

  it('codes 1-6', () => {
    expect(['admin', 'web', 'android', 'ios', 'weixin', 'toutiao'].map(terminalCode)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('per-platform files: weixin on weapp, toutiao on tt', () => {
    expect(weappTerminal()).toBe('weixin')
    expect(ttTerminal()).toBe('toutiao')
  })

  it('H5 reads the terminal URL parameter and caches it', () => {
    const { terminal } = withBrowser('https://h5.example.com/?terminal=ios#/pages/index/index', SAFARI_UA)
    expect(terminal.detectTerminal()).toBe('ios')
    expect(state.storage.get(StorageKey.TERMINAL)).toBe('ios')
    const later = withBrowser('https://h5.example.com/#/pages/my/index', SAFARI_UA)
    expect(later.terminal.detectTerminal()).toBe('ios')
    state.storage.clear()
    expect(withBrowser('https://h5.example.com/#/pages/my/index', SAFARI_UA).terminal.detectTerminal()).toBe('web')
  })
})

describe('H5 login cache rule', () => {
  it.each([
    ['plain browser', 'https://h5.example.com/#/pages/index/index', SAFARI_UA, true],
    ['WeChat browser (not a mini-program)', 'https://h5.example.com/#/pages/index/index', WECHAT_UA, true],
    ['token in the URL', 'https://h5.example.com/#/pages/index/index?token=abc', SAFARI_UA, false],
    ['token in the search part', 'https://h5.example.com/?token=abc#/pages/index/index', SAFARI_UA, false],
    ['mini-program webview', 'https://h5.example.com/#/pages/index/index', WECHAT_MP_UA, false],
    ['toutiao webview', 'https://h5.example.com/#/pages/index/index', DOUYIN_UA, false],
    ['partner app webview', 'https://h5.example.com/#/', `${SAFARI_UA} pxb/3.1`, false],
  ])('%s → read cache: %s', (_label, href, ua, expected) => {
    expect(withBrowser(href, ua).env.canReadLoginCache()).toBe(expected)
  })

  it('merges search and hash query, hash wins', () => {
    const { env } = withBrowser('https://h5.example.com/?a=1&b=1#/pages/x/y?b=2&c=%E4%B8%AD', SAFARI_UA)
    expect(env.urlParams()).toEqual({ a: '1', b: '2', c: '中' })
    expect(env.currentLocationUrl()).toBe('/pages/x/y?b=2&c=%E4%B8%AD')
  })
})

describe('webview detection', () => {
  it('tells hosts apart', () => {
    expect([isWechatUA(WECHAT_UA), isMiniProgramUA(WECHAT_UA)]).toEqual([true, false])
    expect(isMiniProgramUA(WECHAT_MP_UA)).toBe(true)
    expect([isToutiaoUA(DOUYIN_UA), isWechatUA(DOUYIN_UA)]).toEqual([true, false])
    expect([isToutiaoUA(SAFARI_UA), isPartnerAppUA(SAFARI_UA)]).toEqual([false, false])
  })
})

describe('debug console rule', () => {
  it.each([
    ['https://x/#/pages/index/index?showVConsole=true', 'production', true],
    ['https://x/?showVConsole=true#/', 'prepare', true],
    ['https://x/#/pages/index/index?showVConsole=false', 'production', false],
    ['https://x/#/pages/index/index', 'production', false],
    ['https://x/#/pages/index/index', 'prepare', false],
    ['https://x/#/pages/index/index', 'test', true],
    ['https://x/#/pages/index/index', undefined, true],
  ])('%s with %s → %s', (url, env, show) => expect(shouldShowDebugConsole(url, env)).toBe(show))
})

describe('caches', () => {
  it('visitor id is 32 characters and stable', () => {
    const id = visitorId()
    expect(id).toHaveLength(32)
    expect(visitorId()).toBe(id)
  })

  it('first-use flag', () => {
    expect(firstUse.seen()).toBe(false)
    firstUse.markSeen()
    expect(firstUse.seen()).toBe(true)
  })

  it('spec storage keys are verbatim', () => {
    expect([StorageKey.SHARE_PAY, StorageKey.DRAINAGE_PLATFORM, StorageKey.REPORT_PUBLISH]).toEqual([
      'sharePay',
      'drainage-platform',
      'report-publish',
    ])
  })
})

describe('H5 vendor scripts', () => {
  function fakeDocument() {
    const nodes: { id: string; tag: string; src?: string; textContent?: string }[] = []
    const doc = {
      getElementById: (id: string) => nodes.find((n) => n.id === id) ?? null,
      createElement: (tag: string) => ({ tag, id: '', src: '', textContent: '' }),
      head: { appendChild: (n: (typeof nodes)[number]) => nodes.push(n) },
    }
    Object.defineProperty(globalThis, 'document', { value: doc, configurable: true, writable: true })
    return nodes
  }
  afterEach(() => delete (globalThis as { document?: unknown }).document)

  it('WeChat: adds the JS-SDK once', () => {
    const nodes = fakeDocument()
    const { addVendorScripts, WECHAT_JSSDK_URL } = require('@/platform/vendor.h5')
    addVendorScripts(WECHAT_UA)
    addVendorScripts(WECHAT_UA)
    expect(nodes.map((n) => [n.tag, n.src])).toEqual([['script', WECHAT_JSSDK_URL]])
  })

  it('Douyin: adds its SDK and hides .post-message-section', () => {
    const nodes = fakeDocument()
    const { addVendorScripts, TOUTIAO_JSSDK_URL } = require('@/platform/vendor.h5')
    addVendorScripts(DOUYIN_UA)
    expect(nodes.map((n) => n.tag)).toEqual(['script', 'style'])
    expect(nodes[0].src).toBe(TOUTIAO_JSSDK_URL)
    expect(nodes[1].textContent).toContain('.post-message-section{display:none')
  })

  it('plain browser: nothing', () => {
    const nodes = fakeDocument()
    require('@/platform/vendor.h5').addVendorScripts(SAFARI_UA)
    expect(nodes).toEqual([])
  })
})

describe('H5 variants the entry script leaves light', () => {
  it('toast: shows Taro text toast once it has loaded, with the duration when one is given', async () => {
    const { showToast } = require('@/platform/toast.h5')
    showToast('已复制')
    showToast('网络异常', 2500)
    // Loaded on demand: nothing is shown in the same tick.
    expect(state.toasts).toEqual([])
    await new Promise((r) => setTimeout(r, 0))
    expect(state.toasts).toEqual([
      { title: '已复制', icon: 'none' },
      { title: '网络异常', icon: 'none', duration: 2500 },
    ])
  })

  it('toast: gets ready at the first touch, not while the first screen loads', async () => {
    const listeners: Record<string, () => void> = {}
    const win = { addEventListener: (type: string, fn: () => void) => (listeners[type] = fn) }
    Object.defineProperty(globalThis, 'window', { value: win, configurable: true, writable: true })
    Object.defineProperty(globalThis, 'document', { value: { readyState: 'loading' }, configurable: true, writable: true })
    let loads = 0
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/platform/text-toast', () => {
        loads++
        return { showTaroTextToast: () => undefined }
      })
      require('@/platform/toast.h5').prepareToast()
      await new Promise((r) => setTimeout(r, 0))
      expect(loads).toBe(0)
      expect(Object.keys(listeners).sort()).toEqual(['keydown', 'load', 'pointerdown'])
      listeners.pointerdown()
      await new Promise((r) => setTimeout(r, 0))
      expect(loads).toBe(1)
    })
    delete (globalThis as { document?: unknown }).document
  })

  it('system info: read from the browser, OS from the user agent', () => {
    withBrowser('https://h5.example.com/', SAFARI_UA)
    ;(globalThis as unknown as { window: { screen: unknown } }).window.screen = { width: 390, height: 844 }
    Object.defineProperty(globalThis.navigator, 'language', { value: 'zh-CN', configurable: true })
    const { systemInfo } = require('@/platform/system-info.h5')
    expect(systemInfo()).toEqual({ os: 'ios', screenWidth: 390, screenHeight: 844, language: 'zh-CN' })
    withBrowser('https://h5.example.com/', DOUYIN_UA)
    expect(systemInfo().os).toBe('android')
  })

  it('system info without a browser: everything unknown', () => {
    const { systemInfo } = require('@/platform/system-info.h5')
    expect(systemInfo()).toEqual({ os: '', screenWidth: 0, screenHeight: 0, language: '' })
  })
})
