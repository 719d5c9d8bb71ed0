import { pageUrl } from '../../src/constants/routes'
import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, pageText, tap, text, waitFor, type Req } from './helpers'
import { collectLabel } from './icon-checks'
import { reLaunch } from '../../src/router'
import { sessionStore } from '../../src/stores/session'

/** Account detail, the public share page, the owner's preview and the save-image page; only the network is replaced. */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const listing = {
  listingId: 7,
  externalId: 'demo-10013-000007',
  source: '演示数据',
  url: 'https://gujia.example/listing/demo-10013-000007',
  priceFen: 50_000,
  priceType: 1,
  status: 'on_sale',
  listedAt: Date.UTC(2026, 9, 1),
  keyAttrs: ['荣耀典藏×1', '传说×12'],
  demo: true,
  gameId: 10013,
  gameName: '王者荣耀',
  kind: 'listing',
  soldAt: null,
  attrs: ['荣耀典藏×1', '传说×12', '英雄数量98'],
  estimateFen: 100_000,
  estimateLocked: false,
  band: { label: '1千-3千元', lowFen: 100_000, highFen: 300_000 },
  valId: 'r_unlockedlink000',
  collected: false,
  collectable: true,
}
/** Listing 9: no unlocked report of the account, so only the band (asking ¥200, far under the band's ¥1,000 floor). */
const lockedListing = {
  ...listing,
  listingId: 9,
  externalId: 'demo-10013-000009',
  url: 'https://gujia.example/listing/demo-10013-000009',
  priceFen: 20_000,
  estimateFen: null,
  estimateLocked: true,
  valId: undefined,
}
/** Deal 11: a comparable that sold (¥1,500 on 2026-10-03), its estimate locked; not for sale, so not to value. */
const soldDeal = {
  ...lockedListing,
  listingId: 11,
  kind: 'deal',
  status: 'sold',
  goodsStatus: 0,
  priceFen: 150_000,
  soldAt: Date.UTC(2026, 9, 3, 4),
  collectable: false,
}
const teaser = {
  status: 1,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SSR',
  band: '1千-3千元',
  comparableCount: 9,
  demo: true,
}
let shared: Record<string, unknown> = teaser
let collected = false
const calls: Req[] = []

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  calls.push(r)
  if (url === '/app/v1/goods/detail') {
    if (r.data?.listingId === 7) return ok({ ...listing, collected })
    if (r.data?.listingId === 9) return ok(lockedListing)
    if (r.data?.listingId === 10) return ok({ ...lockedListing, listingId: 10, priceFen: 150_000, valId: 'r_mylockedreport0' })
    if (r.data?.listingId === 11) return ok(soldDeal)
    return { code: 40004, msg: '商品不存在', data: null }
  }
  if (url === '/app/v1/val/valuation') return ok({ valId: 'r_newlinkvaluation' })
  if (url === '/app/v1/goods/similar')
    return ok({
      type: 4,
      gameId: 10013,
      total: 1,
      demo: true,
      list: [{ ...listing, listingId: 8, priceFen: 60_000, similarity: 0.88, collected: false }],
    })
  if (url === '/app/v1/collect/toggle') {
    collected = !collected
    return ok({ listingId: r.data?.listingId, collected })
  }
  if (url === '/app/v1/val/shareLink')
    return ok({ shareToken: 'own.tok.sig', expiresAt: 1, path: '/pages/h5/report/share?shareToken=own.tok.sig' })
  if (url === '/app/v1/val/sharedReport')
    return r.data?.shareToken === 'bad' ? { code: 40004, msg: '分享链接无效或已过期', data: null } : ok(shared)
  return ok(null)
}

const hash = () => window.location.hash
const popupKey = () => byTestId('popup')?.getAttribute('data-key') ?? null
const go = async (url: string) => {
  await act(async () => {
    await reLaunch(pageUrl(url))
  })
}

beforeAll(async () => {
  await bootPage('#/pages/account/detail?listingId=7', { reply: service, ready: 'account-detail' })
})

beforeEach(() => {
  calls.length = 0
})

it('account detail: price, estimate, attributes, similar listings', async () => {
  await waitFor(() => byTestId('account-detail') !== null, 'the account detail')
  expect(text('account-price')).toBe('¥500')
  expect(text('account-status')).toBe('在售')
  expect(text('account-estimate')).toContain('按属性估值 ¥1,000')
  expect(text('account-estimate')).toContain('低于估值 50%')
  expect(text('account-attrs')).toContain('荣耀典藏×1')
  expect(byTestId('demo-mark')).not.toBeNull()
  await waitFor(() => byTestId('similar-8') !== null, 'similar listings')
  expect(text('similar-8')).toContain('¥600')
})

it('favourite toggles with origin 2 (evaluate) and shows the collect popup (12); again removes it', async () => {
  await tap('collect-btn')
  expect(calls.find((c) => c.url.startsWith('/app/v1/collect/toggle'))?.data).toEqual({ listingId: 7, origin: 2 })
  expect(popupKey()).toBe('12')
  expect(text('collect-btn')).toContain('已收藏')
  await tap('popup-openCollect')
  await waitFor(() => hash().startsWith('#/pages/my-page/collect'), 'the favourites page')
  await go('/pages/account/detail?listingId=7')
  await waitFor(() => text('collect-btn').includes('已收藏'), 'the detail again')
  await tap('collect-btn')
  expect(collectLabel(byTestId('collect-btn'))).toBe('Star 收藏')
  expect(popupKey()).toBeNull()
})

it('a price far under the estimate asks for the low-price confirmation (8); the profile popup (14) lists every attribute', async () => {
  await tap('view-listing')
  expect(popupKey()).toBe('8')
  await tap('popup-openLink')
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: listing.url })
  await tap('profile-btn')
  expect(popupKey()).toBe('14')
  expect(text('account-profile')).toContain('英雄数量98')
  await tap('popup-close')
})

it('an unknown listing shows the service message with 返回首页 (reloading cannot find it)', async () => {
  await go('/pages/account/detail?listingId=99')
  await waitFor(() => byTestId('report-error') !== null, 'the error')
  expect(text('report-error')).toContain('商品不存在')
  expect(byTestId('report-error-retry')).toBeNull()
  expect(text('report-error-next')).toBe('返回首页')
})

it('a locked estimate: the band and where the price sits in it, no estimate; 估价这个账号 values the listing by its link', async () => {
  await go('/pages/account/detail?listingId=9')
  await waitFor(() => byTestId('account-estimate-locked') !== null, 'the locked estimate')
  expect(byTestId('account-estimate')).toBeNull()
  expect(text('account-band')).toBe('估值档位 1千-3千元')
  expect(text('account-price-label')).toBe('挂牌价')
  expect(text('account-band-position')).toBe('挂牌价低于该档位')
  expect(text('account-estimate-locked')).toContain('解锁后可见')
  // The only amounts on the page are listing prices (its own and the similar listing's), never an estimate.
  await waitFor(() => byTestId('similar-8') !== null, 'similar listings')
  expect([...new Set(currentPage().innerHTML.match(/¥[\d,]+/g))].sort()).toEqual(['¥200', '¥600'])
  // Far under the band's floor: the low-price confirmation still guards the link.
  await tap('view-listing')
  expect(popupKey()).toBe('8')
  await tap('popup-close')

  expect(text('account-open-report')).toBe('估价这个账号 ›')
  calls.length = 0
  await tap('account-open-report')
  await waitFor(() => hash().startsWith('#/pages/report/index'), 'the new report')
  expect(hash()).toContain('valId=r_newlinkvaluation')
  expect(calls.filter((c) => c.url.startsWith('/app/v1/val/valuation')).map((c) => c.data)).toEqual([
    { evaluateType: 1, gameId: 10013, link: lockedListing.url },
  ])
})

it('a sold comparable: 成交价 with its date, the band against the sold price, and no 估价这个账号', async () => {
  await go('/pages/account/detail?listingId=11')
  await waitFor(() => byTestId('account-estimate-locked') !== null, 'the locked estimate')
  expect(text('account-price-label')).toBe('成交价')
  // Goods status 0: deal.
  expect(text('account-status')).toBe('已成交')
  expect(text('account-price')).toBe('¥1,500')
  expect(text('account-detail')).toContain('2026-10-03 成交')
  expect(text('account-band-position')).toBe('成交价在该档位内')
  expect(pageText()).not.toContain('挂牌价')
  expect(byTestId('account-open-report')).toBeNull()
  expect(pageText()).not.toContain('估价这个账号')
})

it("a locked estimate with the caller's own report on the account opens that report instead", async () => {
  await go('/pages/account/detail?listingId=10')
  await waitFor(() => byTestId('account-estimate-locked') !== null, 'the locked estimate')
  expect(text('account-band-position')).toBe('挂牌价在该档位内')
  expect(text('account-open-report')).toBe('查看估价报告 ›')
  calls.length = 0
  await tap('account-open-report')
  await waitFor(() => hash().startsWith('#/pages/report/index'), 'the report')
  expect(hash()).toContain('valId=r_mylockedreport0')
  expect(calls.filter((c) => c.url.startsWith('/app/v1/val/valuation'))).toEqual([])
})

it('share page, logged out: the teaser of a locked report with no estimate, and a call to value one', async () => {
  await act(async () => {
    sessionStore.clearLocal()
  })
  await go('/pages/h5/report/share?shareToken=abc.def.ghi')
  await waitFor(() => byTestId('shared-report') !== null, 'the shared report')
  expect(calls.find((c) => c.url.startsWith('/app/v1/val/sharedReport'))?.data).toEqual({
    shareToken: 'abc.def.ghi',
    visitorId: expect.stringMatching(/^[a-z0-9]{32}$/),
  })
  expect(text('report-band')).toBe('1千-3千元')
  expect(text('level-badge')).toContain('SSR')
  expect(byTestId('shared-locked-note')).not.toBeNull()
  expect(byTestId('report-estimate')).toBeNull()
  expect(currentPage().innerHTML).not.toContain('¥')
  expect(byTestId('unlock-btn')).toBeNull()
  await tap('share-cta')
  await waitFor(() => hash().startsWith('#/pages/evaluate/choose/index'), 'the valuation tab')
})

it('share page: an unlocked shared report shows the full figures; a bad link shows the reason', async () => {
  shared = {
    ...teaser,
    status: 2,
    estimateFen: 200_000,
    range: { lowFen: 150_000, highFen: 260_000, level: 0.8 },
    confidence: { score: 0.5, label: '中' },
    breakdown: { baseFen: 100_000, items: [] },
    comparables: [],
    trend: [],
    reportQuestions: [],
  }
  await go('/pages/h5/report/share?shareToken=abc.def.ghi')
  await waitFor(() => byTestId('report-full') !== null, 'the full shared report')
  expect(text('estimate')).toBe('¥2,000')
  await go('/pages/h5/report/share?shareToken=bad')
  await waitFor(() => byTestId('report-error') !== null, 'the error')
  expect(text('report-error')).toContain('分享链接无效或已过期')
})

it('preview: the owner sees what the link shows (a minted token) and can copy the link', async () => {
  shared = teaser
  await act(async () => {
    sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
  })
  await go('/pages/h5/report/index?valId=r_me')
  await waitFor(() => byTestId('shared-report') !== null, 'the preview')
  expect(calls.find((c) => c.url.startsWith('/app/v1/val/shareLink'))?.data).toEqual({
    valId: 'r_me',
    visitorId: expect.stringMatching(/^[a-z0-9]{32}$/),
  })
  expect(calls.find((c) => c.url.startsWith('/app/v1/val/sharedReport'))?.data).toEqual({
    shareToken: 'own.tok.sig',
    visitorId: expect.stringMatching(/^[a-z0-9]{32}$/),
  })
  expect(pageText()).toContain('以下是好友打开分享链接时看到的内容')
  await tap('preview-copy')
  expect(Taro.setClipboardData).toHaveBeenLastCalledWith({
    data: expect.stringContaining('#/pages/h5/report/share?shareToken=own.tok.sig'),
  })
})

it('save image: goes through the four stages, draws the card on a canvas and offers the image', async () => {
  const drawn: string[] = []
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: '',
    textBaseline: '',
    fillRect: () => undefined,
    fillText: (t: string) => drawn.push(t),
  }
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation((() => ctx) as never)
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/png;base64,AAAA')
  const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  await go('/pages/h5/report/save?shareToken=abc.def.ghi')
  await waitFor(() => byTestId('save-result') !== null, 'the saved image')
  expect(byTestId('save-page')?.getAttribute('data-stage')).toBe('4')
  for (const s of [1, 2, 3, 4]) expect(byTestId(`stage-${s}`)?.className).toContain('save-stage--done')
  expect(drawn).toContain('王者荣耀 估价报告')
  expect(drawn).toContain('1千-3千元')
  expect(drawn.join()).not.toContain('¥')
  expect(clicks).toHaveBeenCalled()
  const img = byTestId('save-image') as (HTMLElement & { src?: string }) | null
  expect(img?.getAttribute('src') ?? img?.src).toBe('data:image/png;base64,AAAA')
  getContext.mockRestore()
  toDataURL.mockRestore()
  clicks.mockRestore()
})
