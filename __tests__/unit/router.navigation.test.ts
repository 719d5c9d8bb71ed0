import { pageUrl } from '../../src/constants/routes'
import Taro from '@tarojs/taro'
import { eventCenter, state } from '../mocks/taro'
import {
  goBack,
  goLoginFromBlocked,
  landAfterLogin,
  navigateBack,
  navigateTo,
  patchTaroNavigation,
  reLaunch,
  switchTab,
} from '@/router/navigation'
import { tabTrail } from '@/router/tab-trail'
import { installNavigationGuard } from '@/router/install.h5'
import { sessionStore } from '@/stores/session'
import { tabBarParams } from '@/platform/caches'
import { logIn, resetWorld } from './helpers'

beforeEach(() => resetWorld())
afterEach(() => jest.useRealTimers())

describe('after-login landing', () => {
  it.each([
    [undefined, 'reLaunch', '/pages/index/index'],
    ['', 'reLaunch', '/pages/index/index'],
    ['/pages/my/index', 'reLaunch', '/pages/my/index'],
    ['/pages/pay/index?valId=9', 'reLaunch', '/pages/pay/index?valId=9'],
    // mini-programs hand params over still encoded
    [encodeURIComponent('/pages/report/compare?a=1'), 'reLaunch', '/pages/report/compare?a=1'],
    // login pages and unknown routes never become the target
    ['/pages/login/verifyCode', 'reLaunch', '/pages/index/index'],
    ['/pages/nope/nope', 'reLaunch', '/pages/index/index'],
    ['/', 'reLaunch', '/pages/index/index'],
  ])('from=%s → %s %s', async (from, api, url) => {
    logIn()
    await landAfterLogin(from)
    expect(state.navCalls).toEqual([{ api, url }])
  })

  it('a tab target keeps its query as tab-bar params, since a relaunched tab page takes none', async () => {
    logIn()
    await landAfterLogin('/pages/my/index?tab=2')
    expect(state.navCalls).toEqual([{ api: 'reLaunch', url: '/pages/my/index' }])
    expect(tabBarParams.take('pages/my/index')).toEqual({ tab: '2' })
  })

  it('afterLoginTarget defaults to home', () => {
    expect(sessionStore.afterLoginTarget()).toBe('/pages/index/index')
    expect(sessionStore.afterLoginTarget('pages/complete/index?valId=1')).toBe('/pages/complete/index?valId=1')
  })
})

describe('navigation modes', () => {
  it('suppresses the same navigation within 500 ms, not after', async () => {
    jest.useFakeTimers({ now: 1_000_000 })
    await expect(navigateTo('report', { valId: '1' })).resolves.toBe('done')
    await expect(navigateTo('report', { valId: '1' })).resolves.toBe('ignored')
    // a different target is not a double tap
    await expect(navigateTo('report', { valId: '2' })).resolves.toBe('done')
    jest.setSystemTime(1_000_000 + 600)
    await expect(navigateTo('report', { valId: '2' })).resolves.toBe('done')
    expect(state.navCalls.map((c) => c.url)).toEqual([
      '/pages/report/index?valId=1',
      '/pages/report/index?valId=2',
      '/pages/report/index?valId=2',
    ])
  })

  it('a blocked double tap toasts once', async () => {
    await navigateTo(pageUrl('/pages/pay/index'))
    await navigateTo(pageUrl('/pages/pay/index'))
    expect(state.toasts).toHaveLength(1)
  })

  it('navigateTo a tab page uses switchTab without query; switchTab parks params', async () => {
    await navigateTo(pageUrl('/pages/my/index?tab=1'))
    expect(state.navCalls).toEqual([{ api: 'switchTab', url: '/pages/my/index' }])
    expect(tabBarParams.take('pages/my/index')).toEqual({ tab: '1' })
    await switchTab('evaluate', { gameId: 10026 })
    expect(state.navCalls[1]).toEqual({ api: 'switchTab', url: '/pages/evaluate/choose/index' })
    expect(tabBarParams.take('pages/evaluate/choose/index')).toEqual({ gameId: 10026 })
    expect(tabBarParams.take('pages/evaluate/choose/index')).toBeUndefined()
  })

  it('falls back to redirectTo when the page stack is full', async () => {
    resetWorld(Array.from({ length: 10 }, () => ({ route: 'pages/report/index', options: {} })))
    await navigateTo('report', { valId: '3' })
    expect(state.navCalls).toEqual([{ api: 'redirectTo', url: '/pages/report/index?valId=3' }])
  })

  it("relaunch to '/' opens the guide page", async () => {
    await reLaunch(pageUrl('/'))
    expect(state.navCalls).toEqual([{ api: 'reLaunch', url: '/pages/guide/index' }])
  })

  it('goBack relaunches to the entry with one page, else goes back one', async () => {
    resetWorld([{ route: 'pages/report/index', options: {} }])
    await goBack()
    expect(state.navCalls).toEqual([{ api: 'reLaunch', url: '/pages/guide/index' }])

    resetWorld([
      { route: 'pages/index/index', options: {} },
      { route: 'pages/report/index', options: {} },
    ])
    await goBack()
    expect(state.navCalls).toEqual([{ api: 'navigateBack', url: '1' }])
  })

  describe('back on a tab page (alone in the stack): the tabs visited before it, most recent first, then the entry', () => {
    const backTo = async () => {
      state.navCalls = []
      await goBack()
      return state.navCalls.map((c) => `${c.api} ${c.url}`)
    }

    it('walks back through the tabs switched to, then relaunches to the entry', async () => {
      resetWorld([{ route: 'pages/index/index', options: {} }])
      tabTrail.enter('pages/index/index')
      await switchTab('evaluate')
      await switchTab('mine')
      expect(tabTrail.current).toBe('pages/my/index')
      expect(await backTo()).toEqual(['switchTab /pages/evaluate/choose/index'])
      expect(tabTrail.current).toBe('pages/evaluate/choose/index')
      expect(await backTo()).toEqual(['switchTab /pages/index/index'])
      expect(await backTo()).toEqual(['reLaunch /pages/guide/index'])
    })

    it('a tab visited again counts once, at its latest visit', async () => {
      resetWorld([{ route: 'pages/index/index', options: {} }])
      tabTrail.enter('pages/index/index')
      await switchTab('mine')
      await switchTab('home')
      expect(await backTo()).toEqual(['switchTab /pages/my/index'])
      expect(await backTo()).toEqual(['reLaunch /pages/guide/index'])
    })

    it('a relaunch starts the trail over; a pushed page above a tab still goes back one page', async () => {
      resetWorld([{ route: 'pages/index/index', options: {} }])
      tabTrail.enter('pages/index/index')
      await switchTab('mine')
      await reLaunch('home')
      expect(tabTrail.current).toBe('pages/index/index')
      expect(await backTo()).toEqual(['reLaunch /pages/guide/index'])

      resetWorld([
        { route: 'pages/my/index', options: {} },
        { route: 'pages/my-page/setting', options: {} },
      ])
      expect(await backTo()).toEqual(['navigateBack 1'])
    })

    it('a tab page shown without a switch of ours (browser back, a shared path) joins the trail too', async () => {
      resetWorld([{ route: 'pages/my/index', options: {} }])
      tabTrail.enter('/pages/index/index?x=1')
      tabTrail.enter('pages/my/index')
      tabTrail.enter('pages/my-page/setting')
      expect(tabTrail.current).toBe('pages/my/index')
      expect(await backTo()).toEqual(['switchTab /pages/index/index'])
    })
  })

  it('navigateBack passes delta', async () => {
    resetWorld([1, 2, 3, 4].map((i) => ({ route: `pages/p${i}`, options: {} })))
    await navigateBack(2)
    expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 2 })
    expect(state.pages.map((p) => p.route)).toEqual(['pages/p1', 'pages/p2'])
  })

  it('goLoginFromBlocked adds extra fields', async () => {
    await goLoginFromBlocked('pages/pay/index?x=1', { source: 'banner' })
    expect(state.navCalls[0].url).toBe(`/pages/login/verifyCode?from=${encodeURIComponent('/pages/pay/index?x=1')}&source=banner`)
  })
})

describe('patched Taro APIs', () => {
  it('guards stray Taro.navigateTo calls and reports through fail', async () => {
    patchTaroNavigation()
    const fail = jest.fn()
    const res = await Taro.navigateTo({ url: '/pages/vouchersList/index?x=1', fail })
    expect(res).toEqual({ errMsg: 'navigateTo:fail 请先登录' })
    expect(fail).toHaveBeenCalledTimes(1)
    expect(state.navCalls).toEqual([
      { api: 'reLaunch', url: `/pages/login/verifyCode?from=${encodeURIComponent('/pages/vouchersList/index?x=1')}` },
    ])
  })

  it('lets allowed stray calls through exactly once (no double guard)', async () => {
    patchTaroNavigation()
    logIn()
    const success = jest.fn()
    await Taro.redirectTo({ url: '/pages/pay/index', success })
    await navigateTo(pageUrl('/pages/complete/index'))
    expect(success).toHaveBeenCalledTimes(1)
    expect(state.navCalls).toEqual([
      { api: 'redirectTo', url: '/pages/pay/index' },
      { api: 'navigateTo', url: '/pages/complete/index' },
    ])
  })
})

describe('H5 router-change guard', () => {
  const login = (from: string) => ({ api: 'reLaunch', url: `/pages/login/verifyCode?from=${encodeURIComponent(from)}` })

  it('sends a direct entry / refresh / back to a blocked page to login once the page is on screen', () => {
    jest.useFakeTimers()
    installNavigationGuard()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/pay/index' } })
    jest.runAllTimers()
    // Not while its subpackage may still be loading: a relaunch then would end under the late page.
    expect(state.navCalls).toEqual([])
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/pay/index' } })
    expect(state.navCalls).toEqual([login('/pages/pay/index')])
  })

  it('sends an unknown path to the not-found page, not to login', () => {
    jest.useFakeTimers()
    installNavigationGuard()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/nope/nope' } })
    eventCenter.trigger('__taroRouterNotFound', { path: '/pages/nope/nope' })
    jest.runAllTimers()
    expect(state.navCalls).toEqual([{ api: 'redirectTo', url: '/pages/misc/not-found/index' }])
  })

  it('sends an unknown first address to the not-found page even when the router resolved it before the guard', () => {
    jest.useFakeTimers()
    const g = globalThis as { window?: unknown }
    g.window = { location: { hash: '#/pages/nope/first' } }
    try {
      installNavigationGuard()
    } finally {
      delete g.window
    }
    jest.runAllTimers()
    expect(state.navCalls).toEqual([{ api: 'redirectTo', url: '/pages/misc/not-found/index' }])
  })

  it('lets public pages through', () => {
    jest.useFakeTimers()
    installNavigationGuard()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/index/index' } })
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/index/index' } })
    jest.runAllTimers()
    expect(state.navCalls).toEqual([])
  })

  it('does nothing when logged in', () => {
    jest.useFakeTimers()
    logIn()
    installNavigationGuard()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/pay/index' } })
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/pay/index' } })
    jest.runAllTimers()
    expect(state.navCalls).toEqual([])
  })
})
