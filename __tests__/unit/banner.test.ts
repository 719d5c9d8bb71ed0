import Taro from '@tarojs/taro'
import { mockRequest, state } from '../mocks/taro'
import { bannerTarget, inAppUrl, iosVariant } from '@/router/banner'
import { pageUrl } from '@/constants/routes'
import { JumpType } from '@/constants/navigation'
import { BannerLandingStore, bannerIdOf, landingBlocks } from '@/features/banner/landing-store'
import { BugReportStore, BugText, deviceText, readDeviceInfo, type DeviceInfo } from '@/features/banner/bug-store'
import { flush, logIn, resetWorld } from './helpers'

beforeEach(() => resetWorld([{ route: 'pages/index/index', options: {} }]))

const env = (code: number, msg: string, data: unknown = null) => ({ statusCode: 200, data: { code, msg, data } })

describe('in-app paths from data', () => {
  it.each([
    ['pages/h5/banner/index?id=4', '/pages/h5/banner/index?id=4'],
    ['/pages/missionCenter/index', '/pages/missionCenter/index'],
    ['pages/h5/banner/bug-feedback', '/pages/h5/banner/bug-feedback'],
    ['subPages/deal-analyze/index?gameId=10026', '/subPages/deal-analyze/index?gameId=10026'],
  ])('%s → %s', (path, url) => expect(inAppUrl(path)).toBe(url))

  it.each([
    ['', 'empty'],
    ['pages/unknown/index', 'not a route of this build'],
    ['pages/misc/webview/index?url=https%3A%2F%2Fx.com', 'the webview (web pages come through outer jumps)'],
    ['https://example.com/pages/index/index', 'an address, not a path'],
    ['pages/index/index?a=<script>', 'characters outside the contract rule'],
    ['../pages/index/index', 'a relative climb'],
  ])('refuses %j (%s)', (path) => expect(inAppUrl(path)).toBeNull())

  it('swaps to the iOS variant on iOS, keeping the query; pages without one stay', () => {
    expect(inAppUrl('pages/missionCenter/index?tab=daily', { ios: true })).toBe('/pages/missionCenter/indexIOS?tab=daily')
    expect(inAppUrl('pages/loveValue/index', { ios: true })).toBe('/pages/loveValue/indexIOS')
    expect(inAppUrl('pages/check/index', { ios: true })).toBe('/pages/check/index')
    expect(iosVariant(pageUrl('/pages/missionCenter/indexIOS'))).toBe('/pages/missionCenter/indexIOS')
  })

  it('a banner target maps each jump type', () => {
    expect(bannerTarget({ jumpType: JumpType.INTER, jumpPage: null, target: 'pages/h5/banner/index?id=4' })).toBe(
      '/pages/h5/banner/index?id=4',
    )
    expect(bannerTarget({ jumpType: JumpType.OUTER, target: ' https://example.com/x ' })).toBe(
      `/pages/misc/webview/index?url=${encodeURIComponent('https://example.com/x')}`,
    )
    expect(bannerTarget({ jumpType: JumpType.APP, target: 'valuationHome' })).toBeNull()
  })
})

describe('landing page', () => {
  it('reads "## " paragraphs as headings and drops blank ones', () => {
    expect(landingBlocks(['## 爱心值怎么来', '签到领爱心值。', '   ', '##没有空格不算标题', '## '])).toEqual([
      { kind: 'heading', text: '爱心值怎么来' },
      { kind: 'text', text: '签到领爱心值。' },
      { kind: 'text', text: '##没有空格不算标题' },
    ])
  })

  it.each([
    ['4', 4],
    ['1000000', 1000000],
    ['0', null],
    ['-1', null],
    ['4abc', null],
    ['', null],
    [undefined, null],
  ])('id %j → %j', (raw, id) => expect(bannerIdOf(raw)).toBe(id))

  it('an unknown or ended banner (40004) is missing, not an error to retry', async () => {
    mockRequest(() => env(40004, '活动不存在或已结束'))
    const store = new BannerLandingStore(99)
    await store.load()
    expect(state.requests.map((r) => [r.url, r.data])).toEqual([['/app/v1/banner/detail', { id: 99 }]])
    expect(store.status).toBe('ready')
    expect(store.missing).toBe(true)
    // silent: the page says it, no toast on top
    expect(state.toasts).toEqual([])
  })

  it('another failure is an error with its message; a bad id never asks the service', async () => {
    mockRequest(() => env(50001, '服务繁忙'))
    const store = new BannerLandingStore(4)
    await store.load()
    expect(store.status).toBe('error')
    expect(store.error).toBe('服务繁忙')
    const bad = new BannerLandingStore(bannerIdOf('x'))
    state.requests = []
    await bad.load()
    expect(bad.missing).toBe(true)
    expect(state.requests).toEqual([])
  })
})

describe('bug report', () => {
  const device: DeviceInfo = { terminal: '微信小程序', system: 'iOS 17.2', model: 'Apple iPhone 15', version: '1.0.0' }

  it('the device line carries terminal, system, model and version within 120 characters', () => {
    expect(deviceText(device)).toBe('微信小程序；iOS 17.2；Apple iPhone 15；App 1.0.0')
    expect(Array.from(deviceText({ ...device, model: '机'.repeat(300) }))).toHaveLength(120)
  })

  it('reads the device from the runtime, 未知 where it says nothing', () => {
    const t = Taro as unknown as { getSystemInfoSync?: () => unknown }
    const before = t.getSystemInfoSync
    try {
      t.getSystemInfoSync = () => ({ system: 'Android 14', brand: 'Xiaomi', model: '23127PN0CC', platform: 'android' })
      expect(readDeviceInfo('android')).toEqual({ terminal: '安卓App', system: 'Android 14', model: 'Xiaomi 23127PN0CC', version: '1.0.0' })
      t.getSystemInfoSync = () => {
        throw new Error('not allowed')
      }
      expect(readDeviceInfo('web')).toEqual({ terminal: '网页版', system: '未知', model: '未知', version: '1.0.0' })
    } finally {
      t.getSystemInfoSync = before
    }
  })

  it('each missing field says so under itself and nothing is sent', async () => {
    const store = new BugReportStore(device)
    store.setContact('abc@')
    expect(await store.submit()).toBe(false)
    expect(store.errors).toEqual({ page: BugText.PAGE_EMPTY, content: BugText.CONTENT_EMPTY, contact: '请填写正确的手机号、邮箱或QQ号' })
    store.setPage('report')
    expect(store.errors.page).toBeUndefined()
    expect(state.requests).toEqual([])
  })

  it('files a bug_report with the page, the device, the uploaded images and the trimmed text', async () => {
    logIn()
    state.uploadHandler = (o: { filePath: string }) => ({
      statusCode: 200,
      data: JSON.stringify({ code: 200, msg: 'ok', data: { imageId: `fi_${o.filePath}`, mime: 'image/png', size: 3 } }),
    })
    mockRequest(() => env(200, 'ok', { feedbackId: 7 }))
    const store = new BugReportStore(device)
    store.setPage('payment')
    store.setContent('  支付后报告还是锁着  ')
    store.setContact('13800138000')
    await store.addImages(['a', 'b'])
    expect(await store.submit()).toBe(true)
    await flush()
    expect(store.done).toBe(true)
    const submits = state.requests.filter((r) => r.url === '/app/v1/feedback/submit')
    expect(submits.map((r) => r.data)).toEqual([
      {
        category: 'bug_report',
        page: 'payment',
        device: '微信小程序；iOS 17.2；Apple iPhone 15；App 1.0.0',
        content: '支付后报告还是锁着',
        imageIds: ['fi_a', 'fi_b'],
        contact: '13800138000',
      },
    ])
  })

  it('a failed screenshot blocks the report until it is removed; a service refusal stays on the form', async () => {
    logIn()
    state.uploadHandler = () => ({ statusCode: 200, data: JSON.stringify({ code: 40000, msg: '图片格式不支持', data: null }) })
    mockRequest(() => env(42900, '提交太频繁，请明天再来'))
    const store = new BugReportStore(device)
    store.setPage('home')
    store.setContent('首页横幅点了没反应')
    await store.addImages(['bad'])
    expect(await store.submit()).toBe(false)
    expect(store.errors.images).toBe('有图片上传失败，请重试或删除')
    expect(state.requests.filter((r) => r.url === '/app/v1/feedback/submit')).toEqual([])
    store.removeImage(store.images.shots[0].key)
    expect(await store.submit()).toBe(false)
    expect(store.submitError).toBe('提交太频繁，请明天再来')
    expect(store.done).toBe(false)
    const body = state.requests.find((r) => r.url === '/app/v1/feedback/submit')?.data
    expect(body).not.toHaveProperty('imageIds')
  })
})
