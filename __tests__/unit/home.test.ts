import { state } from '../mocks/taro'
import { applySloganOverride, formatCount, valuationCountText } from '@/utils/slogan'
import { APP_ONLY_TEXT, bannerTarget, openBanner } from '@/router/banner'
import { INDEX_BANNERS } from '@/constants/home'
import { IndexBannerId, JumpPageType, JumpType } from '@/constants/navigation'
import { logIn, resetWorld } from './helpers'

beforeEach(() => resetWorld([{ route: 'pages/index/index', options: {} }]))

describe('slogan override', () => {
  const fromService = {
    title: '服务端标题',
    span: '服务端副标题',
    div: [
      { icon: 'deal', span: '百万级成交样本', title: 'A' },
      { icon: 'range', span: '给出合理区间', title: 'B' },
      { icon: 'split', span: '看清价值构成', title: 'C' },
    ],
  }

  it('replaces title, span and item titles, keeping icons and item spans', () => {
    expect(applySloganOverride(fromService)).toEqual({
      title: '游戏账号估价',
      span: '基于真实成交数据的AI估价',
      div: [
        { icon: 'deal', span: '百万级成交样本', title: '真实成交' },
        { icon: 'range', span: '给出合理区间', title: '估价区间' },
        { icon: 'split', span: '看清价值构成', title: '价值拆解' },
      ],
    })
  })

  it('always yields three items, even without a service slogan', () => {
    const s = applySloganOverride(null)
    expect(s.title).toBe('游戏账号估价')
    expect(s.div.map((d) => d.title)).toEqual(['真实成交', '估价区间', '价值拆解'])
    expect(s.div.every((d) => d.icon === '' && d.span === '')).toBe(true)
  })

  it('does not mutate the service data', () => {
    const copy = JSON.parse(JSON.stringify(fromService))
    applySloganOverride(fromService)
    expect(fromService).toEqual(copy)
  })
})

describe('count formatting', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('%s → %s', (n, out) => expect(formatCount(n)).toBe(out))

  it('reads 已累计估价 N 次', () => expect(valuationCountText(12345)).toBe('已累计估价 12,345 次'))
})

describe('index banners', () => {
  it('are the three spec ids, each with a followable jump', () => {
    expect(INDEX_BANNERS.map((b) => b.id)).toEqual([IndexBannerId.ASSET_VALUE, IndexBannerId.AI_TRAINING, IndexBannerId.BUYING])
    for (const b of INDEX_BANNERS) expect(bannerTarget(b)).not.toBeNull()
  })
})

describe('openBanner', () => {
  it.each([
    [JumpPageType.PURPOSE, 'navigateTo', '/pages/purpose/index'],
    [JumpPageType.CHECK, 'navigateTo', '/pages/check/index'],
    // the valuation page is a tab: the guarded router switches tab
    [JumpPageType.EVALUATE, 'switchTab', '/pages/evaluate/choose/index'],
  ])('inter jump to page type %s → %s %s', async (jumpPage, api, url) => {
    expect(await openBanner({ jumpType: JumpType.INTER, jumpPage })).toBe('done')
    expect(state.navCalls).toEqual([{ api, url }])
  })

  it('inter jump to auth evaluate opens the auth page when logged in', async () => {
    logIn()
    await openBanner({ jumpType: JumpType.INTER, jumpPage: JumpPageType.AUTH_EVALUATE })
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: '/subPages/index/index' }])
  })

  it('inter jump to auth evaluate asks a logged-out user to log in first', async () => {
    expect(await openBanner({ jumpType: JumpType.INTER, jumpPage: JumpPageType.AUTH_EVALUATE })).toBe('blocked')
    expect(state.navCalls[0].api).toBe('reLaunch')
    expect(state.navCalls[0].url).toContain('/pages/login/verifyCode?from=%2FsubPages%2Findex%2Findex')
  })

  it('outer jump opens the webview with the encoded url', async () => {
    const url = 'https://example.com/a?b=1&c=2'
    expect(await openBanner({ jumpType: JumpType.OUTER, url })).toBe('done')
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: `/pages/misc/webview/index?url=${encodeURIComponent(url)}` }])
  })

  it('an app jump cannot be followed here and says so', async () => {
    expect(await openBanner({ jumpType: JumpType.APP, url: 'app://x' })).toBe('unsupported')
    expect(state.navCalls).toEqual([])
    expect(state.toasts.map((t) => t.title)).toEqual([APP_ONLY_TEXT])
  })

  it('an outer jump without url is not followed', async () => {
    expect(await openBanner({ jumpType: JumpType.OUTER })).toBe('unsupported')
    expect(state.navCalls).toEqual([])
  })
})
