import { mockRequest, ok, state } from '../mocks/taro'
import { parseScene } from '@/stores/launch/scene'
import { buildLaunchInfo, saveLaunchInfo } from '@/stores/launch/launch-info'
import { consumeLaunchInfo } from '@/stores/launch/consume'
import { QUICK_LOGIN_FAILED, consumeEntryLaunch, partnerTarget, resetEntryLaunch } from '@/stores/launch/entry-launch'
import { FriendHelpStore, helpCodeOf } from '@/features/help/friend-help-store'
import { QuestionFlowStore } from '@/features/question-flow/store'
import { tabBarParams } from '@/platform/caches'
import { onAppLaunch, onAppShow } from '@/launch/startup'
import { LaunchExecStatus, LaunchType } from '@/constants/navigation'
import { StorageKey } from '@/platform/storage-keys'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import { logIn, resetWorld } from './helpers'
import Taro from '@tarojs/taro'

beforeEach(() => {
  resetWorld()
  resetEntryLaunch()
})

describe('parseScene', () => {
  it.each([
    ['0_act9', { type: 0, activityId: 'act9' }],
    ['1_123_INVX', { type: 1, reportId: 123, inviteCode: 'INVX' }],
    ['1%5F456%5FABC', { type: 1, reportId: 456, inviteCode: 'ABC' }],
    ['2_pk1_report_10026', { type: 2, pxKey: 'pk1', to: 'report', gameId: '10026' }],
    ['1_abc_x', null],
    ['9_x', null],
    ['', null],
    [undefined, null],
  ])('%s', (raw, expected) => {
    expect(parseScene(raw)).toEqual(expected)
  })

  it('keeps reportId as a number', () => {
    const s = parseScene('1_77_I')
    expect(s && s.type === LaunchType.REPORT_FRIEND_HELP && typeof s.reportId).toBe('number')
  })
})

describe('launch info', () => {
  it('takes inviteCode/valId from a friend-help scene, query fields win', () => {
    const info = buildLaunchInfo({ path: '/pages/report/index', query: { scene: '1_55_INV', platform: 'douyin' } })
    expect(info).toMatchObject({ path: 'pages/report/index', inviteCode: 'INV', valId: 55, platform: 'douyin' })
    const q = buildLaunchInfo({ path: 'pages/index/index', query: { inviteCode: 'Q', valId: '9' } })
    expect(q).toMatchObject({ inviteCode: 'Q', valId: '9', scene: null })
  })

  it('onAppShow saves it into the app store', () => {
    onAppShow({ path: 'pages/report/index', query: { scene: '1_55_INV' } })
    expect(appStore.launchInfo?.scene).toEqual({ type: 1, reportId: 55, inviteCode: 'INV' })
    expect(appStore.loginRefs).toEqual({ inviteCode: 'INV', valId: '55' })
  })
})

describe('consumeLaunchInfo', () => {
  const help = { paths: ['pages/report/index'], type: LaunchType.REPORT_FRIEND_HELP }

  it('0 no data', async () => {
    await expect(consumeLaunchInfo(help)).resolves.toEqual({ status: LaunchExecStatus.NO_DATA })
  })

  it('1 path not matched, info kept', async () => {
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '1_5_I' } })
    await expect(consumeLaunchInfo(help)).resolves.toEqual({ status: 1, msg: '启动参数路径与消费路径不一致' })
    expect(appStore.launchInfo).not.toBeNull()
  })

  it('2 type not matched', async () => {
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '2_k_to_1' } })
    await expect(consumeLaunchInfo(help)).resolves.toEqual({ status: 2, msg: '启动参数类型与消费类型不一致' })
  })

  it.each(['android', 'ios'] as const)(
    '3 not supported: partner quick login in the native app (%s), info kept, nothing called',
    async (t) => {
      sessionStore.terminalName = t
      saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_KEY1_1_10026' } })
      const r = await consumeLaunchInfo({ paths: ['/pages/index/index'], type: LaunchType.PARTNER_LOGIN })
      expect(r.status).toBe(LaunchExecStatus.NOT_SUPPORTED)
      expect(state.requests).toEqual([])
      expect(appStore.launchInfo).not.toBeNull()
    },
  )

  it('5 success: an activity code succeeds without login or any call, and is cleared', async () => {
    saveLaunchInfo({ path: 'pages/guide/index', query: { scene: '0_a1' } })
    const r = await consumeLaunchInfo({ paths: ['/pages/index/index', '/'], type: LaunchType.ACTIVITY })
    expect(r).toEqual({ status: LaunchExecStatus.SUCCESS, scene: { type: 0, activityId: 'a1' } })
    expect(state.requests).toEqual([])
    expect(appStore.launchInfo).toBeNull()
  })

  it('5 success: friend help needs no login and calls nothing (the help is the tap on the landing), cleared once', async () => {
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    await expect(consumeLaunchInfo(help)).resolves.toMatchObject({ status: LaunchExecStatus.SUCCESS })
    expect(state.requests).toEqual([])
    expect(state.toasts).toEqual([])
    expect(appStore.launchInfo).toBeNull()
    // The invite references stay for the login the friend may do next.
    expect(appStore.loginRefs).toEqual({ inviteCode: 'I', valId: '5' })
    onAppShow({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    expect(appStore.launchInfo).toBeNull()
  })

  it('5 success: a logged-in friend’s help launch does not help either', async () => {
    logIn()
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    await expect(consumeLaunchInfo(help)).resolves.toMatchObject({ status: LaunchExecStatus.SUCCESS })
    expect(state.requests.map((r) => r.url)).not.toContain('/app/v1/val/valReportShare')
    expect(state.toasts).toEqual([])
  })

  const quick = { paths: ['pages/index/index'], type: LaunchType.PARTNER_LOGIN }

  it('quick login exchanges the key and logs in', async () => {
    mockRequest((o) => {
      if (o.url === '/app/v1/wx/valPxLogin') return ok({ token: 'QT', refresh: 'QR' })
      if (o.url === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 4 } })
      return ok()
    })
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_KEY1_report_10026' } })
    const r = await consumeLaunchInfo(quick)
    expect(r).toMatchObject({ status: 5, scene: { pxKey: 'KEY1', to: 'report', gameId: '10026' } })
    expect(state.requests[0].data).toEqual({ pxLoginKey: 'KEY1' })
    expect(sessionStore.userInfo).toMatchObject({ token: 'QT', refresh_token: 'QR', id: 4 })
  })

  it.each([[{ token: 'QT' }], [{ refresh: 'QR' }]])('quick login fails when the exchange lacks a token (%j)', async (data) => {
    mockRequest(() => ok(data))
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_KEY1_x_1' } })
    await expect(consumeLaunchInfo(quick)).resolves.toMatchObject({ status: 6 })
    expect(sessionStore.isLoggedIn).toBe(false)
    expect(appStore.launchInfo).toBeNull()
  })
})

describe('launch identity', () => {
  it('a consumed launch is not re-saved when H5 repeats it with the page then on screen as its path', async () => {
    mockRequest(() => ok(null))
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '0_a7' } })
    await consumeEntryLaunch()
    expect(appStore.consumedLaunchKeys).toEqual(['0_a7'])
    onAppShow({ path: '/pages/evaluate/choose/index', query: { scene: '0_a7' } })
    expect(appStore.launchInfo).toBeNull()
  })

  it('a launch still waiting keeps the page it arrived on when a later show repeats it', () => {
    saveLaunchInfo({ path: 'pages/h5/report/friendHelpDownload', query: { scene: '1_12345678_I' } })
    onAppShow({ path: 'pages/index/index', query: { scene: '1%5F12345678%5FI' } })
    expect(appStore.launchInfo?.path).toBe('pages/h5/report/friendHelpDownload')
    onAppShow({ path: 'pages/index/index', query: { scene: '0_new' } })
    expect(appStore.launchInfo).toMatchObject({ path: 'pages/index/index', scene: { type: 0, activityId: 'new' } })
  })
})

describe('partnerTarget (the `to` of a quick login)', () => {
  it.each([
    ['1', '10013', { tab: 'evaluate', params: { gameId: 10013 } }],
    ['evaluate', '10026', { tab: 'evaluate', params: { gameId: 10026 } }],
    ['1', '99999', { tab: 'evaluate' }],
    ['1', '', { tab: 'evaluate' }],
    ['4', '10061', { tab: 'evaluate', params: { gameId: 10061, evaluateType: 3 } }],
    ['4', 'x', { tab: 'evaluate' }],
    ['2', '10013', { page: 'purpose' }],
    ['3', '10013', { page: 'check' }],
    ['marketAnalysis', '10148', { page: 'marketAnalysis', gameId: 10148 }],
    ['marketAnalysis', '0', { page: 'marketAnalysis' }],
    ['mine', '10013', { tab: 'mine' }],
    ['', '10013', { tab: 'home' }],
    ['5', '10013', { tab: 'home' }],
    ['pay', '10013', { tab: 'home' }],
    ['report', '10013', { tab: 'home' }],
  ])('to=%j gameId=%j', (to, gameId, expected) => {
    expect(partnerTarget(to, gameId)).toEqual(expected)
  })
})

describe('consumeEntryLaunch (home on show)', () => {
  const quickLoginService = (answer: unknown) =>
    mockRequest((o) => {
      if (o.url === '/app/v1/wx/valPxLogin') return ok(answer)
      if (o.url === '/app/v1/user/userInfo') return ok({ user_base_info: { id: 4 } })
      return ok()
    })
  const calls = () => state.requests.map((r) => r.url)

  it('0 no data: a plain launch does nothing', async () => {
    onAppShow({ path: 'pages/index/index', query: {} })
    await expect(consumeEntryLaunch()).resolves.toEqual({ status: LaunchExecStatus.NO_DATA })
    expect(state.navCalls).toEqual([])
    expect(state.toasts).toEqual([])
  })

  it('activity code on the entry page: opens the activity page with its activityId, once', async () => {
    onAppLaunch({ path: '/', query: { scene: '0_42' } })
    await expect(consumeEntryLaunch()).resolves.toMatchObject({ status: LaunchExecStatus.SUCCESS })
    expect(state.navCalls.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/h5/cj-active-draw/index?activityId=42' })
    const navs = state.navCalls.length
    onAppShow({ path: '/', query: { scene: '0_42' } })
    await expect(consumeEntryLaunch()).resolves.toEqual({ status: LaunchExecStatus.NO_DATA })
    expect(state.navCalls).toHaveLength(navs)
  })

  it('partner code to the valuation tab: logs in, then switches to it with the game parked for the tab', async () => {
    quickLoginService({ token: 'QT', refresh: 'QR' })
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_K20_1_10013' } })
    await expect(consumeEntryLaunch()).resolves.toMatchObject({ status: LaunchExecStatus.SUCCESS })
    expect(state.requests[0]).toMatchObject({ url: '/app/v1/wx/valPxLogin', data: { pxLoginKey: 'K20' } })
    expect(sessionStore.userInfo).toMatchObject({ token: 'QT', refresh_token: 'QR', id: 4 })
    expect(state.navCalls.at(-1)).toEqual({ api: 'switchTab', url: '/pages/evaluate/choose/index' })
    expect(tabBarParams.take('pages/evaluate/choose/index')).toEqual({ gameId: 10013 })
    expect(state.toasts).toEqual([])
  })

  it('partner code to a page that takes a game: navigates there with gameId; purpose/check open plainly', async () => {
    quickLoginService({ token: 'QT', refresh: 'QR' })
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_K21_marketAnalysis_10026' } })
    await consumeEntryLaunch()
    expect(state.navCalls.at(-1)).toEqual({ api: 'navigateTo', url: '/subPages/deal-analyze/index?gameId=10026' })
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_K26_2_10026' } })
    await consumeEntryLaunch()
    expect(state.navCalls.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/purpose/index' })
  })

  it.each([[{ token: 'QT' }], [{ refresh: 'QR' }], [null]])(
    '6 fail: an exchange without token and refresh (%j) toasts 快捷登录失败，请重新登录 and stays logged out',
    async (answer) => {
      quickLoginService(answer)
      saveLaunchInfo({ path: 'pages/guide/index', query: { scene: '2_K22_1_10013' } })
      await expect(consumeEntryLaunch()).resolves.toMatchObject({ status: LaunchExecStatus.FAIL })
      expect(state.toasts.map((t) => t.title)).toEqual([QUICK_LOGIN_FAILED])
      expect(sessionStore.isLoggedIn).toBe(false)
      expect(state.navCalls).toEqual([])
      expect(appStore.launchInfo).toBeNull()
    },
  )

  it("6 fail: the service's refusal is toasted once, in its own words", async () => {
    mockRequest(() => ok(null, 50018, '快捷登录已失效，请重新登录'))
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_K23_1_10013' } })
    await expect(consumeEntryLaunch()).resolves.toMatchObject({ status: LaunchExecStatus.FAIL, msg: '快捷登录已失效，请重新登录' })
    expect(state.toasts.map((t) => t.title)).toEqual(['快捷登录已失效，请重新登录'])
    expect(calls()).toEqual(['/app/v1/wx/valPxLogin'])
    expect(state.navCalls).toEqual([])
  })

  it('3 not supported: in the native app the partner code is left alone (no call, no toast, not retried)', async () => {
    sessionStore.terminalName = 'ios'
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '2_K24_1_10013' } })
    await expect(consumeEntryLaunch()).resolves.toMatchObject({ status: LaunchExecStatus.NOT_SUPPORTED })
    await expect(consumeEntryLaunch()).resolves.toBeNull()
    expect(state.requests).toEqual([])
    expect(state.toasts).toEqual([])
    expect(state.navCalls).toEqual([])
  })

  it('1 path not matched: a code for another page is toasted with the spec text, once, and left for its page', async () => {
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '0_a9' } })
    await expect(consumeEntryLaunch()).resolves.toMatchObject({ status: LaunchExecStatus.PATH_NOT_MATCHED })
    await expect(consumeEntryLaunch()).resolves.toBeNull()
    expect(state.toasts.map((t) => t.title)).toEqual(['启动参数路径与消费路径不一致'])
    expect(appStore.launchInfo).not.toBeNull()
    expect(state.navCalls).toEqual([])
  })

  it('a help code whose page is home opens the friend-help page with its scene, which helps only on the tap', async () => {
    logIn()
    mockRequest(() => ok({ count: 1, required: 3, remaining: 2, unlocked: false }))
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '1_12345678_INV' } })
    await expect(consumeEntryLaunch()).resolves.toBeNull()
    expect(state.navCalls.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/h5/report/friendHelpDownload?scene=1_12345678_INV' })
    const store = new FriendHelpStore({ scene: '1_12345678_INV' })
    await store.enter()
    expect(state.requests.map((r) => r.url)).not.toContain('/app/v1/val/valReportShare')
    expect(store.outcome).toBeNull()
    expect(appStore.launchInfo).toBeNull()
    await store.giveHelp()
    expect(state.requests.filter((r) => r.url === '/app/v1/val/valReportShare').map((r) => r.data)).toEqual([{ valId: '12345678' }])
    expect(state.toasts.map((t) => t.title)).toContain('恭喜助力成功！')
    expect(store.outcome).toEqual({ kind: 'helped' })
  })

  it('a help code on its own page is not touched by home (it may wait there for login)', async () => {
    saveLaunchInfo({ path: 'pages/h5/report/friendHelpDownload', query: { scene: '1_12345678_INV' } })
    await expect(consumeEntryLaunch()).resolves.toBeNull()
    expect(state.navCalls).toEqual([])
    expect(appStore.launchInfo).not.toBeNull()
  })
})

describe('the friend-help page consumer', () => {
  it('takes 15-digit help codes (issue 33) and the 8-digit ones made before, from a scene or a bare code', () => {
    expect(helpCodeOf({ scene: '1_123456789012345_INV' })).toBe('123456789012345')
    expect(helpCodeOf({ scene: '1%5F987654321098765%5FINV' })).toBe('987654321098765')
    expect(helpCodeOf({ code: '123456789012345' })).toBe('123456789012345')
    expect(helpCodeOf({ code: '12345678' })).toBe('12345678')
    for (const code of ['1234567890', '012345678901234', '1234567890123456', 'r_abc']) expect(helpCodeOf({ code })).toBe('')
  })

  it.each([['1_r_abc_INV'], ['1__INV'], ['7_12345678_INV']])(
    'a malformed help scene %s says the link is invalid and calls nothing',
    async (scene) => {
      logIn()
      mockRequest(() => ok(null))
      const store = new FriendHelpStore({ scene })
      await store.enter()
      expect(store.status).toBe('error')
      expect(store.error).toBe('助力链接无效，请让好友重新分享')
      expect(state.requests).toEqual([])
    },
  )

  it('2 type not matched: a launch of another type on the friend-help page is refused with the spec text', async () => {
    logIn()
    mockRequest(() => ok(null))
    saveLaunchInfo({ path: 'pages/h5/report/friendHelpDownload', query: { scene: '2_K25_1_10013' } })
    const store = new FriendHelpStore({ code: '12345678' })
    await store.enter()
    expect(store.outcome).toEqual({ kind: 'refused', text: '启动参数类型与消费类型不一致', final: false })
    expect(state.requests.map((r) => r.url)).not.toContain('/app/v1/wx/valPxLogin')
    expect(state.requests.map((r) => r.url)).not.toContain('/app/v1/val/valReportShare')
  })
})

describe('the valuation tab takes the game parked for it', () => {
  it('picks a known game (and the authorization method for auth evaluate), once', () => {
    const flow = new QuestionFlowStore()
    tabBarParams.put('pages/evaluate/choose/index', { gameId: 10013 })
    flow.takeTabParams()
    expect(flow.gameId).toBe(10013)
    expect(flow.evaluateType).toBeNull()
    expect(tabBarParams.take('pages/evaluate/choose/index')).toBeUndefined()

    tabBarParams.put('pages/evaluate/choose/index', { gameId: '10026', evaluateType: 3 })
    flow.takeTabParams()
    expect(flow.gameId).toBe(10026)
    expect(flow.evaluateType).toBe(3)
  })

  it('ignores a game that is not one of the spec games', () => {
    const flow = new QuestionFlowStore()
    tabBarParams.put('pages/evaluate/choose/index', { gameId: 12345 })
    flow.takeTabParams()
    expect(flow.gameId).toBeNull()
  })
})

describe('onAppLaunch', () => {
  it('runs the start-up steps', async () => {
    state.storage.set(StorageKey.SHARE_PAY, 1)
    state.storage.set(StorageKey.REPORT_PUBLISH, 1)
    state.storage.set(StorageKey.USER_INFO, { token: 'CACHED' })
    mockRequest((o) =>
      o.url === '/app/v1/config/global'
        ? ok({
            globalConfig: [
              { confKey: 'valuation_question_mark_config_status', confValue: { open: 1 } },
              { confKey: 'x', confValue: 2 },
            ],
          })
        : ok(),
    )
    onAppLaunch({ path: 'pages/index/index', query: { platform: 'xhs' } })
    await new Promise((r) => setTimeout(r, 0))
    expect(state.storage.has(StorageKey.SHARE_PAY)).toBe(false)
    expect(state.storage.has(StorageKey.REPORT_PUBLISH)).toBe(false)
    expect(state.storage.get(StorageKey.DRAINAGE_PLATFORM)).toBe('xhs')
    expect(sessionStore.userInfo?.token).toBe('CACHED')
    expect(appStore.globalConfig).toEqual({ valuation_question_mark_config_status: { open: 1 }, x: 2 })
    expect(appStore.questionMarkConfigStatus).toBe('{"open":1}')
    // the route interceptor is installed: a stray call is now guarded
    sessionStore.clearLocal()
    await Taro.navigateTo({ url: '/pages/pay/index' })
    expect(state.navCalls.at(-1)?.url).toBe(`/pages/login/verifyCode?from=${encodeURIComponent('/pages/pay/index')}`)
  })

  it('removes drainage-platform when the query has no platform', () => {
    state.storage.set(StorageKey.DRAINAGE_PLATFORM, 'old')
    onAppLaunch({ path: 'pages/index/index', query: {} })
    expect(state.storage.has(StorageKey.DRAINAGE_PLATFORM)).toBe(false)
  })
})
