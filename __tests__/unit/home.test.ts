import { state } from '../mocks/taro'
import { applySloganOverride, formatCount, valuationCountText } from '@/utils/slogan'
import { APP_ONLY_TEXT, UNSUPPORTED_TEXT, openBanner } from '@/router/banner'
import { bannerGradient } from '@/constants/home'
import { whiteTextContrast } from '@/utils/contrast'
import { homeSlogan } from '../../server/src/db/migrations/0002_catalogue'
import { JumpPageType, JumpType } from '@/constants/navigation'
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

  it('puts each service description under its own title, whatever the service’s order (seeded: 逐项估值 before 价格区间)', () => {
    const seeded = homeSlogan
    expect(applySloganOverride(seeded).div.map((d) => `${d.title}：${d.span}`)).toEqual([
      '真实成交：同类账号成交价做参考',
      '估价区间：给出可信的估价范围',
      '价值拆解：看清每项资产值多少',
    ])
    // Icons no title knows still fill the titles, in order.
    const other = { ...seeded, div: seeded.div.map((d, i) => ({ ...d, icon: `x${i}` })) }
    expect(applySloganOverride(other).div.map((d) => d.span)).toEqual(seeded.div.map((d) => d.span))
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

describe('banner card background', () => {
  it("draws the banner's two hex colours when white text reads on them", () => {
    expect(bannerGradient(['#0a58ca', '#5b21b6'])).toBe('linear-gradient(120deg, #0a58ca, #5b21b6)')
  })

  it.each([
    ['#ff7d00', '#ffa940'],
    ['#f5317f', '#ff7c6e'],
    ['#00b578', '#3dd598'],
    ['#5b5bd6', '#8a7bff'],
    ['#ffffff', '#ffee00'],
  ])('darkens operators’ light colours (%s, %s) until the white title reads at 4.5:1, keeping their hue', (a, b) => {
    const ends = /linear-gradient\(120deg, (#[0-9a-f]{6}), (#[0-9a-f]{6})\)/.exec(bannerGradient([a, b]))
    expect(ends).not.toBeNull()
    for (const [orig, shown] of [
      [a, ends![1]],
      [b, ends![2]],
    ]) {
      expect(whiteTextContrast(shown)).toBeGreaterThanOrEqual(4.5)
      // Untouched when it already reads; otherwise just enough (a step lighter would not read).
      if (whiteTextContrast(orig) >= 4.5) expect(shown).toBe(orig)
      else expect(whiteTextContrast(shown)).toBeLessThan(4.7)
      // Same hue: every channel scaled by the same factor (up to rounding).
      const ch = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))
      const top = ch(orig).indexOf(Math.max(...ch(orig)))
      const f = ch(shown)[top] / ch(orig)[top]
      ch(orig).forEach((c, i) => expect(Math.abs(ch(shown)[i] - c * f)).toBeLessThanOrEqual(1.5))
    }
  })

  it.each([[[]], [['#fff']], [['red', '#000']], [['#000;background:url(x)', '#fff']], [undefined]])(
    'falls back to the brand blue for %j (nothing else from data reaches the style)',
    (colors) => {
      expect(bannerGradient(colors as string[] | undefined)).toBe('linear-gradient(120deg, #0064f1, #1d4ed8)')
    },
  )
})

describe('openBanner', () => {
  it.each([
    [JumpPageType.PURPOSE, 'navigateTo', '/pages/purpose/index'],
    [JumpPageType.CHECK, 'navigateTo', '/pages/check/index'],
    // the valuation page is a tab: the guarded router switches tab
    [JumpPageType.EVALUATE, 'switchTab', '/pages/evaluate/choose/index'],
  ])('inter jump to page type %s → %s %s', async (jumpPage, api, url) => {
    expect(await openBanner({ jumpType: JumpType.INTER, jumpPage, target: '' })).toBe('done')
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

  it('a page type wins over a target path', async () => {
    await openBanner({ jumpType: JumpType.INTER, jumpPage: JumpPageType.CHECK, target: 'pages/purpose/index' })
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: '/pages/check/index' }])
  })

  it('inter jump with an in-app path opens that page with its query (login first where the route needs it)', async () => {
    logIn()
    expect(await openBanner({ jumpType: JumpType.INTER, jumpPage: null, target: 'pages/h5/banner/index?id=4' })).toBe('done')
    expect(state.navCalls).toEqual([{ api: 'navigateTo', url: '/pages/h5/banner/index?id=4' }])
  })

  it('a logged-out visitor following a landing-page banner is sent to login with the page as from', async () => {
    expect(await openBanner({ jumpType: JumpType.INTER, jumpPage: null, target: 'pages/h5/banner/bug-feedback' })).toBe('blocked')
    expect(state.navCalls[0].url).toContain(`from=${encodeURIComponent('/pages/h5/banner/bug-feedback')}`)
  })

  it('on iOS an in-app path with an iOS variant opens the variant', async () => {
    await openBanner({ jumpType: JumpType.INTER, jumpPage: null, target: 'pages/missionCenter/index?tab=daily' }, { ios: true })
    // the iOS mission centre is not on the whitelist: the guard asks for login with the variant as from
    expect(state.navCalls[0].url).toContain(encodeURIComponent('/pages/missionCenter/indexIOS?tab=daily'))
  })

  it('outer and third-party jumps open the webview with the encoded https url', async () => {
    const url = 'https://example.com/a?b=1&c=2'
    expect(await openBanner({ jumpType: JumpType.OUTER, target: url })).toBe('done')
    expect(await openBanner({ jumpType: JumpType.THIRD, target: 'https://partner.example.com/act' })).toBe('done')
    expect(state.navCalls).toEqual([
      { api: 'navigateTo', url: `/pages/misc/webview/index?url=${encodeURIComponent(url)}` },
      { api: 'navigateTo', url: `/pages/misc/webview/index?url=${encodeURIComponent('https://partner.example.com/act')}` },
    ])
  })

  it('an app jump cannot be followed here and says so', async () => {
    expect(await openBanner({ jumpType: JumpType.APP, target: 'valuationHome' })).toBe('unsupported')
    expect(state.navCalls).toEqual([])
    expect(state.toasts.map((t) => t.title)).toEqual([APP_ONLY_TEXT])
  })

  it.each([
    ['an outer jump without url', { jumpType: JumpType.OUTER, target: '' }],
    ['an outer jump over http', { jumpType: JumpType.OUTER, target: 'http://example.com' }],
    ['an outer jump with a script url', { jumpType: JumpType.THIRD, target: 'javascript:alert(1)' }],
    ['an inter path this build does not have', { jumpType: JumpType.INTER, jumpPage: null, target: 'pages/nope/index' }],
    ['an inter path of the wrong shape', { jumpType: JumpType.INTER, jumpPage: null, target: 'https://example.com' }],
    ['an inter path to the webview', { jumpType: JumpType.INTER, jumpPage: null, target: 'pages/misc/webview/index?url=http%3A%2F%2Fx' }],
    ['an unknown page type', { jumpType: JumpType.INTER, jumpPage: 9, target: '' }],
    ['an unknown jump type', { jumpType: 7, target: 'pages/check/index' }],
  ])('%s is not followed and says this version cannot open it', async (_what, b) => {
    expect(await openBanner(b)).toBe('unsupported')
    expect(state.navCalls).toEqual([])
    expect(state.toasts.map((t) => t.title)).toEqual([UNSUPPORTED_TEXT])
  })
})
