import Taro, { state } from '../mocks/taro'
import { WidgetText } from '@/constants/app'
import { COPY_FAILED_TEXT, DownloadStore, readDownloadLinks, targetOf, type DownloadEnv } from '@/features/download/download-store'
import { appStore } from '@/stores/app'
import { resetWorld } from './helpers'

/**
 * The download page's store where the component tests cannot go: mini-program builds (no browser to open, no web
 * version), a refused clipboard, and config that has not arrived. The H5 paths are in component/download-app.
 */

const APK = 'https://dl.example.com/gujia.apk'
const MINI: DownloadEnv = { ua: '', terminal: 'weixin', canOpenUrls: false }
const WECHAT_H5: DownloadEnv = { ua: 'Mozilla/5.0 MicroMessenger/8.0.47', terminal: 'web', canOpenUrls: true }
const clipboard = jest.fn((_o: { data: string }) => Promise.resolve({ errMsg: 'setClipboardData:ok' }))

beforeEach(() => {
  resetWorld()
  clipboard.mockClear()
  ;(Taro as unknown as { setClipboardData: typeof clipboard }).setClipboardData = clipboard
  appStore.applyGlobalConfig([{ confKey: 'app.download', confValue: JSON.stringify({ android: APK, scheme: 'gujia://' }) }])
})

it('honours only the known path values', () => {
  expect(targetOf('setting')).toBe('setting')
  for (const path of [undefined, '', 'Setting', 'toString', '__proto__', 'constructor', 'https://evil.example.com', ['setting']])
    expect(targetOf(path)).toBeNull()
})

it('reads the config value as JSON text or an object, dropping fields that break the rules', () => {
  expect(readDownloadLinks(JSON.stringify({ android: APK, scheme: 'gujia://' }))).toEqual({ android: APK, scheme: 'gujia://' })
  expect(readDownloadLinks({ ios: 'https://apps.apple.com/app/id1' })).toEqual({ ios: 'https://apps.apple.com/app/id1' })
  expect(readDownloadLinks('{not json')).toEqual({})
  expect(readDownloadLinks(undefined)).toEqual({})
  expect(readDownloadLinks({ android: 'http://dl.example.com/a.apk', ios: 'data:text/html,x', scheme: 'javascript://', extra: 1 })).toEqual(
    {},
  )
})

it('a mini-program copies the link (it cannot leave), offers no deep link and no web version', async () => {
  const store = new DownloadStore('android', 'setting', MINI)
  expect(store.main).toEqual({ kind: 'copy', url: APK })
  expect(store.deepLinkUrl).toBeNull()
  expect(store.onWeb).toBe(false)
  expect(store.showTargetShortcut).toBe(true)
  expect(await store.download()).toBe('copy')
  expect(clipboard).toHaveBeenCalledWith({ data: APK })
  expect(state.toasts.map((t) => t.title)).toEqual([WidgetText.LINK_COPIED])
  // The "open in the browser" guide is about WeChat's browser menu, which a mini-program does not have.
  expect(store.guideOpen).toBe(false)
})

it('a refused clipboard does not claim the link was copied; WeChat’s guide then shows the link', async () => {
  clipboard.mockImplementationOnce(() => Promise.reject(new Error('setClipboardData:fail')))
  const store = new DownloadStore('android', undefined, WECHAT_H5)
  expect(await store.download()).toBe('copy')
  expect(state.toasts.map((t) => t.title)).toEqual([COPY_FAILED_TEXT])
  expect(store.copyFailed).toBe(true)
  expect(store.guideOpen).toBe(true)
})

it('waits for the config before saying the app is not out, and asks once more when the launch did not get it', async () => {
  appStore.globalConfig = {}
  appStore.configLoaded = false
  state.requestHandler = () => ({ statusCode: 500, data: null })
  const store = new DownloadStore('ios', undefined, WECHAT_H5)
  expect(store.main).toEqual({ kind: 'loading' })
  await store.enter()
  expect(state.requests.filter((r: { url: string }) => r.url.includes('/config/global'))).toHaveLength(1)
  expect(store.main).toEqual({ kind: 'unavailable' })
  expect(await store.download()).toBeNull()
  expect(clipboard).not.toHaveBeenCalled()
})
