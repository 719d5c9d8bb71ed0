import { buildUrl } from '../../src/utils/query'
import { pageUrl } from '../../src/constants/routes'
import { state } from '../mocks/taro'
import { ROUTES, TAB_PATHS } from '@/router/routes'
import { isEntryPage, isPublic, normalizePath } from '@/router/guard'
import { navigateTo, redirectTo, reLaunch, switchTab } from '@/router/navigation'
import { appStore } from '@/stores/app'
import { logIn, resetWorld } from './helpers'
import { ADDED_PUBLIC, SPEC_WHITELIST } from './spec-routes'

const LOGIN = '/pages/login/verifyCode'
const publicRoutes = ROUTES.filter((r) => r.public).map((r) => r.path)
const blockedRoutes = ROUTES.filter((r) => !r.public).map((r) => r.path)

beforeEach(() => resetWorld())

describe('whitelist', () => {
  it('equals the spec list (and the added public pages) exactly', () => {
    expect([...publicRoutes].sort()).toEqual([...SPEC_WHITELIST, ...ADDED_PUBLIC].map((p) => p.slice(1)).sort())
  })

  it("treats '/' as the guide page", () => {
    expect(normalizePath('/')).toBe('pages/guide/index')
    expect(isPublic('/')).toBe(true)
    expect(isEntryPage('/')).toBe(true)
    expect(isEntryPage('/pages/index/index')).toBe(false)
  })

  it('ignores leading slash and query when classifying', () => {
    expect(isPublic('pages/report/index?valId=3')).toBe(true)
    expect(isPublic('/pages/pay/index?x=1')).toBe(false)
    expect(isPublic('/pages/unknown/page')).toBe(false)
  })
})

describe('logged out', () => {
  it.each(publicRoutes)('allows %s', async (path) => {
    await expect(navigateTo(pageUrl(`/${path}`))).resolves.toBe('done')
    const expectedApi = TAB_PATHS.includes(path) ? 'switchTab' : 'navigateTo'
    expect(state.navCalls).toEqual([{ api: expectedApi, url: `/${path}` }])
    expect(state.toasts).toEqual([])
  })

  it.each(blockedRoutes)('blocks %s and relaunches to code login with from', async (path) => {
    await expect(navigateTo(pageUrl(path))).resolves.toBe('blocked')
    expect(state.toasts).toEqual([{ title: '请先登录', icon: 'none' }])
    expect(state.navCalls).toEqual([{ api: 'reLaunch', url: `${LOGIN}?from=${encodeURIComponent(`/${path}`)}` }])
  })

  it('carries the original query, launch inviteCode/valId and extra fields', async () => {
    appStore.setLaunchRefs({ inviteCode: 'INV9', valId: 42 })
    await navigateTo(pageUrl(buildUrl('/pages/pay/index', { scene: 1, name: '王者 荣耀', skip: undefined })))
    const from = encodeURIComponent('/pages/pay/index?scene=1&name=%E7%8E%8B%E8%80%85%20%E8%8D%A3%E8%80%80')
    expect(state.navCalls).toEqual([{ api: 'reLaunch', url: `${LOGIN}?from=${from}&inviteCode=INV9&valId=42` }])
  })

  it.each([
    ['redirectTo', redirectTo],
    ['reLaunch', reLaunch],
  ] as const)('%s is guarded too', async (_name, fn) => {
    await expect(fn(pageUrl('/pages/complete/index?valId=5'))).resolves.toBe('blocked')
    expect(state.navCalls[0].url).toBe(`${LOGIN}?from=${encodeURIComponent('/pages/complete/index?valId=5')}`)
  })

  it('switchTab is guarded (an unknown non-public target is blocked)', async () => {
    // Only tab routes type-check; the guard still refuses anything else at run time.
    await expect((switchTab as (name: string) => Promise<unknown>)('vouchersList')).resolves.toBe('blocked')
    expect(state.navCalls[0].api).toBe('reLaunch')
  })
})

describe('logged in', () => {
  it.each(blockedRoutes)('opens %s', async (path) => {
    logIn()
    await expect(navigateTo(pageUrl(`/${path}?a=1`))).resolves.toBe('done')
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: `/${path}?a=1` }])
  })
})
