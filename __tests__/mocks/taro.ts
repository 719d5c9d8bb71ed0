/**
 * Hand-written stand-in for @tarojs/taro in the `unit` project (node). It keeps just enough state to
 * assert real behaviour: a page stack driven by the navigation APIs, in-memory storage, recorded toasts
 * and a per-test request handler.
 */

type Opts = { url: string; success?: (r: any) => void; fail?: (e: any) => void; complete?: (r: any) => void; [k: string]: any }
export interface MockPage {
  route: string
  options: Record<string, string>
}
export interface RequestOpts {
  url: string
  method?: string
  data?: any
  header?: Record<string, string>
  timeout?: number
}
export type RequestResult = { statusCode: number; data: any; header?: Record<string, string> }
/** Resolve with a result, or throw `{ errMsg }` to simulate a framework failure. */
export type RequestHandler = (o: RequestOpts) => RequestResult | Promise<RequestResult>

export const state = {
  pages: [] as MockPage[],
  storage: new Map<string, any>(),
  navCalls: [] as { api: string; url: string }[],
  toasts: [] as { title: string; icon?: string; duration?: number }[],
  requests: [] as RequestOpts[],
  uploads: [] as any[],
  downloads: [] as any[],
  requestHandler: (() => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: null } })) as RequestHandler,
  uploadHandler: null as null | ((o: any) => any),
  downloadHandler: null as null | ((o: any) => any),
  loginCode: 'mock-login-code',
}

const parse = (url: string): MockPage => {
  const [path, qs = ''] = url.split('?')
  const options: Record<string, string> = {}
  for (const part of qs.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=')
    options[decodeURIComponent(k)] = v
  }
  return { route: path.replace(/^\//, ''), options }
}

function settle(o: Opts | undefined, api: string, mutate: () => void) {
  state.navCalls.push({ api, url: o?.url ?? '' })
  mutate()
  const res = { errMsg: `${api}:ok` }
  o?.success?.(res)
  o?.complete?.(res)
  return Promise.resolve(res)
}

export const navigateTo = jest.fn((o: Opts) => settle(o, 'navigateTo', () => state.pages.push(parse(o.url))))
export const redirectTo = jest.fn((o: Opts) =>
  settle(o, 'redirectTo', () => {
    state.pages.pop()
    state.pages.push(parse(o.url))
  }),
)
export const switchTab = jest.fn((o: Opts) => settle(o, 'switchTab', () => (state.pages = [parse(o.url)])))
export const reLaunch = jest.fn((o: Opts) => settle(o, 'reLaunch', () => (state.pages = [parse(o.url)])))
export const navigateBack = jest.fn((o?: { delta?: number }) => {
  const delta = o?.delta ?? 1
  state.navCalls.push({ api: 'navigateBack', url: String(delta) })
  state.pages = state.pages.slice(0, Math.max(1, state.pages.length - delta))
  return Promise.resolve({ errMsg: 'navigateBack:ok' })
})
export const getCurrentPages = jest.fn(() => state.pages)

export const showToast = jest.fn((o: { title: string; icon?: string; duration?: number }) => {
  state.toasts.push(o)
  return Promise.resolve({ errMsg: 'showToast:ok' })
})
export const hideToast = jest.fn(() => Promise.resolve())
export const showLoading = jest.fn(() => Promise.resolve())
export const hideLoading = jest.fn(() => Promise.resolve())
export const showModal = jest.fn(() => Promise.resolve({ confirm: true, cancel: false }))

export const request = jest.fn(async (o: RequestOpts) => {
  state.requests.push(o)
  return state.requestHandler(o)
})
export const uploadFile = jest.fn(async (o: any) => {
  state.uploads.push(o)
  if (!state.uploadHandler) return { statusCode: 200, data: JSON.stringify({ code: 200, msg: 'ok', data: null }) }
  return state.uploadHandler(o)
})
export const downloadFile = jest.fn(async (o: any) => {
  state.downloads.push(o)
  if (!state.downloadHandler) return { statusCode: 200, tempFilePath: '/tmp/mock-file' }
  return state.downloadHandler(o)
})

export const getStorageSync = jest.fn((k: string) => (state.storage.has(k) ? state.storage.get(k) : ''))
export const setStorageSync = jest.fn((k: string, v: any) => void state.storage.set(k, v))
export const removeStorageSync = jest.fn((k: string) => void state.storage.delete(k))
export const clearStorageSync = jest.fn(() => state.storage.clear())

export const login = jest.fn(async () => ({ code: state.loginCode, errMsg: 'login:ok' }))

export enum ENV_TYPE {
  WEAPP = 'WEAPP',
  TT = 'TT',
  WEB = 'WEB',
}
export const getEnv = jest.fn(() => ENV_TYPE.WEAPP)

export class Events {
  private handlers = new Map<string, ((...a: any[]) => void)[]>()
  on(name: string, fn: (...a: any[]) => void) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), fn])
    return this
  }
  off(name: string, fn?: (...a: any[]) => void) {
    if (!fn) this.handlers.delete(name)
    else
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((h) => h !== fn),
      )
    return this
  }
  once(name: string, fn: (...a: any[]) => void) {
    const wrap = (...a: any[]) => {
      this.off(name, wrap)
      fn(...a)
    }
    return this.on(name, wrap)
  }
  trigger(name: string, ...args: any[]) {
    for (const h of [...(this.handlers.get(name) ?? [])]) h(...args)
    return this
  }
}
export const eventCenter = new Events()

export const interceptors: any[] = []
export const addInterceptor = jest.fn((i: any) => void interceptors.push(i))
export const cleanInterceptors = jest.fn(() => void (interceptors.length = 0))

// Page hooks are not exercised in node; they exist so importing a page module does not crash.
export const useRouter = jest.fn(() => ({ params: {}, path: '' }))
export const useDidShow = jest.fn()
export const useDidHide = jest.fn()
export const useLaunch = jest.fn()
export const useLoad = jest.fn()

const Taro = {
  navigateTo,
  redirectTo,
  switchTab,
  reLaunch,
  navigateBack,
  getCurrentPages,
  showToast,
  hideToast,
  showLoading,
  hideLoading,
  showModal,
  request,
  uploadFile,
  downloadFile,
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  clearStorageSync,
  login,
  getEnv,
  ENV_TYPE,
  Events,
  eventCenter,
  addInterceptor,
  cleanInterceptors,
  useRouter,
  useDidShow,
  useDidHide,
  useLaunch,
  useLoad,
}
export default Taro

const originalNav = { navigateTo, redirectTo, switchTab, reLaunch }

/** Fresh state for each test; also undoes any patching of the navigation functions. */
export function resetTaroMock(pages: MockPage[] = [{ route: 'pages/index/index', options: {} }]) {
  Object.assign(Taro, originalNav)
  state.pages = pages.map((p) => ({ ...p }))
  state.storage.clear()
  state.navCalls = []
  state.toasts = []
  state.requests = []
  state.uploads = []
  state.downloads = []
  state.uploadHandler = null
  state.downloadHandler = null
  state.requestHandler = () => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: null } })
  eventCenter.off('__taroRouterChange')
  eventCenter.off('__afterTaroRouterChange')
  jest.clearAllMocks()
}

export function mockRequest(handler: RequestHandler) {
  state.requestHandler = handler
}

/** Envelope helper for request handlers. */
export const ok = (data: unknown = null, code = 200, msg = 'ok'): RequestResult => ({ statusCode: 200, data: { code, msg, data } })
