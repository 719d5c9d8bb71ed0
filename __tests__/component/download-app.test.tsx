import Taro from '@tarojs/taro'
import { act } from 'react'
import { runInAction } from 'mobx'
import { bootPage, byTestId, net, pageText, tap, text, toasts, waitFor, type Req } from './helpers'
import { WidgetText } from '../../src/constants/app'
import { pageUrl } from '../../src/constants/routes'
import * as bridge from '../../src/platform/bridge'
import * as externalUrl from '../../src/platform/external-url'
import { navigateTo } from '../../src/router'
import { resetNavigationState } from '../../src/router/navigation'
import { appStore } from '../../src/stores/app'
import { sessionStore } from '../../src/stores/session'
import { loneCharacters, tileGlyphs } from './icon-checks'

/** 下载App (Android and iOS pages): links from the global config, WeChat's blocked downloads and the `path` parameter. */

type ExternalUrl = typeof import('../../src/platform/external-url')
// openExternalUrl as it is, replaceable per test: a module's exports cannot be spied on directly (they are getters in
// compiled CommonJS).
jest.mock('../../src/platform/external-url', () => {
  const actual = jest.requireActual<ExternalUrl>('../../src/platform/external-url')
  return { ...actual, openExternalUrl: jest.fn(actual.openExternalUrl) }
})

const APK = 'https://dl.example.com/gujia-1.0.0.apk'
const APP_STORE = 'https://apps.apple.com/cn/app/id123456789'
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47'

const configEntry = (value: Record<string, string>) => [{ confKey: 'app.download', confValue: JSON.stringify(value) }]
const service = (r: Req) => {
  if (r.url.split('?')[0] === '/app/v1/config/global') {
    return { code: 200, msg: 'ok', data: { globalConfig: configEntry({ android: APK, scheme: 'gujia://' }) } }
  }
  return { code: 200, msg: 'ok', data: null }
}

let opened: string[] = []

async function setConfig(value: Record<string, string>) {
  await act(async () => {
    appStore.applyGlobalConfig(configEntry(value))
  })
}

/** Opens a download page on top of the stack (a new page, so it reads the host again). */
async function open(url: string, ready = 'download-app') {
  resetNavigationState()
  await act(async () => {
    await navigateTo(pageUrl(url))
  })
  await waitFor(() => window.location.hash === `#${url}` && byTestId(ready) !== null, url)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/downloadApp/index?path=setting', { reply: service, ready: 'download-app' })
  await waitFor(() => text('dl-main') === '下载安卓版', 'the configured Android link')
})

beforeEach(() => {
  opened = []
  toasts.length = 0
  jest.mocked(externalUrl.openExternalUrl).mockImplementation((url: string) => {
    opened.push(url)
    return true
  })
})

afterEach(() => {
  jest
    .mocked(externalUrl.openExternalUrl)
    .mockImplementation(jest.requireActual<ExternalUrl>('../../src/platform/external-url').openExternalUrl)
})

it('shows the product, what the App offers, and the config it was booted with', () => {
  expect(net.requests.some((r) => r.url.startsWith('/app/v1/config/global'))).toBe(true)
  for (const t of ['游戏估价', 'Android 版', '精准估价', '找意向账号', '我亏了吗', '行情趋势', '解锁券与好友助力', '继续使用网页版'])
    expect(pageText()).toContain(t)
  expect(text('dl-other')).toBe('iPhone 用户？前往 iOS 版')
})

it('each thing the App offers has the glyph of the icon set its home entry has, not a character', () => {
  const glyphs = ['valuation', 'purpose', 'check', 'trend', 'coupon'].map((key) => {
    const feature = byTestId(`dl-feature-${key}`)!
    expect(loneCharacters(feature)).toEqual([])
    return tileGlyphs(feature)
  })
  expect(glyphs).toEqual([['Refund'], ['Search'], ['ArrowDecline'], ['Instocks'], ['Coupon']])
})

it('Android page with the APK configured: the button opens the APK link', async () => {
  await tap('dl-main')
  expect(opened).toEqual([APK])
  expect(Taro.setClipboardData).not.toHaveBeenCalled()
  expect(byTestId('dl-guide')).toBeNull()
})

it('path=setting with a scheme: 打开App deep-links into the app’s settings', async () => {
  expect(text('dl-open-app')).toBe('已安装？打开App')
  await tap('dl-open-app')
  expect(opened).toEqual(['gujia://open?path=setting'])
})

it('path=setting: 暂不下载，去设置 opens the settings page', async () => {
  expect(text('dl-setting')).toBe('暂不下载，去设置')
  await tap('dl-setting')
  await waitFor(() => window.location.hash === '#/pages/my-page/setting', 'the settings page')
  expect(opened).toEqual([])
})

it('an unknown path shows nothing extra and never leads anywhere', async () => {
  for (const path of ['https%3A%2F%2Fevil.example.com', 'toString', '__proto__']) {
    await open(`/pages/h5/downloadApp/index?path=${path}`)
    expect(byTestId('dl-setting')).toBeNull()
    expect(byTestId('dl-open-app')).toBeNull()
    expect(text('dl-main')).toBe('下载安卓版')
  }
  expect(opened).toEqual([])
})

it('Android link not configured: App 即将上线, nothing opens, 继续使用网页版 goes home', async () => {
  await setConfig({ ios: APP_STORE })
  await open('/pages/h5/downloadApp/index')
  expect(text('dl-main')).toBe('App 即将上线')
  expect(text('dl-hint')).toBe('安卓版正在准备中，敬请期待')
  await tap('dl-main')
  expect(opened).toEqual([])
  expect(Taro.setClipboardData).not.toHaveBeenCalled()
  await tap('dl-web')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'the home tab')
})

it('iOS page: 前往 App Store opens the App Store link; its small link leads to the Android page', async () => {
  await setConfig({ android: APK, ios: APP_STORE })
  await open('/pages/h5/downloadApp/indexIOS')
  expect(pageText()).toContain('iOS 版')
  expect(text('dl-main')).toBe('前往 App Store')
  await tap('dl-main')
  expect(opened).toEqual([APP_STORE])
  expect(text('dl-other')).toBe('安卓用户？下载安卓版')
  await tap('dl-other')
  await waitFor(() => window.location.hash === '#/pages/h5/downloadApp/index' && text('dl-main') === '下载安卓版', 'the Android page')
})

it('iOS page without its link says App 即将上线 even when Android has one', async () => {
  await setConfig({ android: APK })
  await open('/pages/h5/downloadApp/indexIOS?path=setting')
  expect(text('dl-main')).toBe('App 即将上线')
  expect(text('dl-setting')).toBe('暂不下载，去设置')
})

it('a config value that breaks the rules is not followed', async () => {
  await act(async () => {
    appStore.applyGlobalConfig([{ confKey: 'app.download', confValue: '{"android":"javascript:alert(1)","scheme":"https://"}' }])
  })
  await open('/pages/h5/downloadApp/index?path=setting')
  expect(text('dl-main')).toBe('App 即将上线')
  expect(byTestId('dl-open-app')).toBeNull()
})

describe('in WeChat’s browser', () => {
  let ua: jest.SpyInstance
  beforeAll(async () => {
    ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA)
    await setConfig({ android: APK, ios: APP_STORE, scheme: 'gujia://' })
  })
  afterAll(() => ua.mockRestore())

  it('the download copies the link, toasts 链接已复制，请在浏览器中打开 and shows how to open the browser', async () => {
    await open('/pages/h5/downloadApp/index?path=setting')
    expect(text('dl-hint')).toContain('微信内无法直接下载')
    jest.mocked(Taro.setClipboardData).mockClear()
    await tap('dl-main')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: APK })
    expect(toasts).toEqual([WidgetText.LINK_COPIED])
    expect(opened).toEqual([])
    expect(text('dl-guide')).toContain('点击右上角「···」')
    expect(text('dl-guide')).toContain('选择「在浏览器打开」')
    await tap('dl-guide')
    expect(byTestId('dl-guide')).toBeNull()
  })

  it('打开App does not try the scheme WeChat blocks; it shows the guide', async () => {
    await tap('dl-open-app')
    expect(opened).toEqual([])
    expect(byTestId('dl-guide')).not.toBeNull()
    await tap('dl-guide-ok')
    expect(byTestId('dl-guide')).toBeNull()
  })

  it('the iOS page copies the App Store link', async () => {
    await open('/pages/h5/downloadApp/indexIOS')
    jest.mocked(Taro.setClipboardData).mockClear()
    await tap('dl-main')
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: APP_STORE })
    expect(toasts).toEqual([WidgetText.LINK_COPIED])
  })
})

describe('inside the native app (terminal android)', () => {
  const native: string[] = []
  const setTerminal = (name: 'android' | 'web') =>
    act(async () => {
      runInAction(() => (sessionStore.terminalName = name))
      bridge.initBridgeHandler(name, {})
    })
  beforeAll(() => setTerminal('android'))
  afterAll(async () => {
    delete (window as { VaAndroid?: unknown }).VaAndroid
    await setTerminal('web')
  })

  it('path=setting asks the app to open its settings page', async () => {
    ;(window as { VaAndroid?: unknown }).VaAndroid = { openAppPage: (json: string) => native.push(json) }
    await open('/pages/h5/downloadApp/index?path=setting')
    await waitFor(() => native.length > 0, 'the native call')
    expect(native).toEqual([JSON.stringify({ page: 'setting' })])
    expect(byTestId('dl-main')).toBeNull()
    expect(byTestId('dl-home')).not.toBeNull()
    expect(opened).toEqual([])
  })

  it('an app without openAppPage gets this app’s settings page instead', async () => {
    delete (window as { VaAndroid?: unknown }).VaAndroid
    resetNavigationState()
    await act(async () => {
      await navigateTo(pageUrl('/pages/h5/downloadApp/index?path=setting'))
    })
    await waitFor(() => window.location.hash === '#/pages/my-page/setting', 'the settings page')
  })

  it('without a path the page offers nothing to download, only the way home', async () => {
    await open('/pages/h5/downloadApp/index')
    expect(byTestId('dl-main')).toBeNull()
    expect(text('dl-hint')).toBe('你已在使用游戏估价App')
    expect(byTestId('dl-setting')).toBeNull()
  })
})
