import { mockRequest, ok, state } from '../mocks/taro'
import { parseScene } from '@/stores/launch/scene'
import { buildLaunchInfo, saveLaunchInfo } from '@/stores/launch/launch-info'
import { consumeLaunchInfo } from '@/stores/launch/consume'
import { onAppLaunch, onAppShow } from '@/launch/startup'
import { LaunchExecStatus, LaunchType } from '@/constants/navigation'
import { StorageKey } from '@/platform/storage-keys'
import { appStore } from '@/stores/app'
import { sessionStore } from '@/stores/session'
import { logIn, resetWorld } from './helpers'
import Taro from '@tarojs/taro'

beforeEach(() => resetWorld())

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

  it('3 not supported (activity QR has no executor)', async () => {
    saveLaunchInfo({ path: 'pages/index/index', query: { scene: '0_a1' } })
    const r = await consumeLaunchInfo({ paths: ['/pages/index/index'], type: LaunchType.ACTIVITY })
    expect(r.status).toBe(LaunchExecStatus.NOT_SUPPORTED)
    expect(state.requests).toEqual([])
  })

  it('4 not logged in: nothing called, info kept for after login', async () => {
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    await expect(consumeLaunchInfo(help)).resolves.toMatchObject({ status: 4 })
    expect(state.requests).toEqual([])
    expect(appStore.launchInfo).not.toBeNull()
  })

  it('5 success: friend help posts valId, toasts, clears the info and is not re-saved on show', async () => {
    logIn()
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    await expect(consumeLaunchInfo(help)).resolves.toMatchObject({ status: 5 })
    expect(state.requests.map((r) => [r.url, r.data])).toEqual([['/app/v1/val/valReportShare', { valId: '5' }]])
    expect(state.toasts).toContainEqual({ title: '恭喜助力成功！', icon: 'none' })
    expect(appStore.launchInfo).toBeNull()
    onAppShow({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    expect(appStore.launchInfo).toBeNull()
  })

  it('6 fail: server error clears the info', async () => {
    logIn()
    mockRequest(() => ok(null, 50000, '已助力过'))
    saveLaunchInfo({ path: 'pages/report/index', query: { scene: '1_5_I' } })
    await expect(consumeLaunchInfo(help)).resolves.toMatchObject({ status: 6 })
    expect(appStore.launchInfo).toBeNull()
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
