import { act } from 'react'
import Taro from '@tarojs/taro'
import { bootPage, byTestId, closeGate, currentPage, net, openGate, pageText, tap, text, waitFor } from './helpers'
import { REPORTS, bodiesOf, fail, listing, marketService, ok, typeUntil } from './market-fixtures'
import { payConfig } from './pay-fixtures'
import { collectLabel } from './icon-checks'
import { PURPOSE_PRICE_HINT } from '../../src/constants/valuation'
import { AppEvent } from '../../src/constants/navigation'
import { navigateBack, reLaunch } from '../../src/router'
import { purposeStore } from '../../src/features/intention-search/store'
import type { PurposeMatch } from '../../src/api/market'
import { sessionStore } from '../../src/stores/session'

/**
 * 找意向账号 in the real app: the question flow one step per screen (game → find method → the wanted account →
 * price range), inputs checked on the client, the intention report's teaser (nothing that identifies a listing
 * before unlock), the unlock action, ranked results with reasons after unlock, detail, favourites, records.
 */

const match = (id: number, priceFen: number) => ({
  ...listing(id, priceFen),
  score: 0.9 - id / 100,
  similarity: 0.8,
  estimateFen: 30000,
  reasons: ['有你想要的：荣耀典藏', '缺少：全英雄', '要价低于估值10%'],
  meetsAll: true,
  valueRatio: 1.1,
})
const TEASER = {
  recordId: 1,
  reportId: 'r_p1',
  status: 1,
  gameId: 10013,
  gameName: '王者荣耀',
  minFen: 10000,
  maxFen: 50000,
  total: 12,
  nearTotal: 0,
  searchType: 2,
  criteria: [] as string[],
  priceSpread: { low: '1百-3百元', high: '3百-5百元' },
  wantedCoverage: { had: 2, wanted: 3 },
  demo: true,
  createdAt: Date.UTC(2026, 9, 2),
}
const MATCHES = Array.from({ length: 12 }, (_, i) => match(i + 1, 20000 + i * 1000))
const EMPTY = { ...TEASER, recordId: 3, reportId: 'r_p3', total: 0, priceSpread: null, demo: false }
let searchReply = () => ok(TEASER)
/** purpose/report: the teaser while locked; once `unlocked`, the teaser plus the asked page of the matches. */
let unlocked = false
const reportReply = (r: { data?: Record<string, unknown> }) => {
  if ((r.data as { reportId: string }).reportId === EMPTY.reportId) return ok({ ...EMPTY, unlockedAt: null })
  if ((r.data as { reportId: string }).reportId === NEAR_TEASER.reportId) return nearReply(r.data as { sort?: string })
  if (!unlocked) return ok({ ...TEASER, unlockedAt: null })
  const { page = 1, pageSize = 20 } = r.data as { page?: number; pageSize?: number }
  const list = MATCHES.slice((page - 1) * pageSize, page * pageSize).map((m) => ({ ...m, collected: m.listingId === 4 }))
  return ok({ ...TEASER, status: 2, unlockedAt: 5, list, listTotal: MATCHES.length })
}
/**
 * A report asked for 安卓QQ and 全英雄: 2 listings have both, 2 lack 全英雄 (near misses); the service sorts each
 * group by the asked order (this fake does the same, so the page must show what it is sent, in that order).
 */
const NEAR_TEASER = { ...TEASER, reportId: 'r_p9', total: 2, nearTotal: 2, criteria: ['安卓QQ', '全英雄'] }
let nearUnlocked = false
const NEAR_LIST = [
  { ...match(21, 40000), score: 0.95, estimateFen: 42000, valueRatio: 1.05, reasons: ['有你想要的：安卓QQ、全英雄', '要价低于估值5%'] },
  { ...match(22, 30000), score: 0.9, estimateFen: 36000, valueRatio: 1.2, reasons: ['有你想要的：安卓QQ、全英雄', '要价低于估值17%'] },
  { ...match(23, 20000), score: 0.6, estimateFen: 20000, valueRatio: 1, meetsAll: false, reasons: ['有你想要的：安卓QQ', '缺少：全英雄'] },
  { ...match(24, 15000), score: 0.55, estimateFen: 30000, valueRatio: 2, meetsAll: false, reasons: ['有你想要的：安卓QQ', '缺少：全英雄'] },
]
const SORT_KEYS: Record<string, (m: (typeof NEAR_LIST)[number]) => number> = {
  match: (m) => -m.score,
  value: (m) => -m.valueRatio,
  price: (m) => m.priceFen,
}
function nearReply({ sort = 'match' }: { sort?: string }) {
  if (!nearUnlocked) return ok({ ...NEAR_TEASER, unlockedAt: null })
  const key = SORT_KEYS[sort]
  const list = [...NEAR_LIST]
    .sort((a, b) => Number(b.meetsAll) - Number(a.meetsAll) || key(a) - key(b))
    .map((m) => ({ ...m, collected: false }))
  return ok({ ...NEAR_TEASER, status: 2, unlockedAt: 5, list, listTotal: list.length })
}

let recordsReply = () =>
  ok({
    total: 2,
    list: [
      {
        recordId: 2,
        gameId: 10013,
        gameName: '王者荣耀',
        searchType: 2,
        minFen: 10000,
        maxFen: 50000,
        status: 1,
        matchCount: 12,
        createdAt: Date.UTC(2026, 9, 2),
        matchedAt: Date.UTC(2026, 9, 2),
        reportId: 'r_p1',
        reportStatus: 2,
      },
      {
        recordId: 1,
        gameId: 10026,
        gameName: '原神',
        searchType: 1,
        minFen: 0,
        maxFen: 8000,
        status: 0,
        matchCount: 0,
        createdAt: Date.UTC(2026, 9, 1),
        matchedAt: null,
        reportId: null,
        reportStatus: null,
      },
    ],
  })

const visible = () => currentPage()
const count = (sel: string) => visible().querySelectorAll(sel).length

beforeAll(async () => {
  purposeStore.reset()
  await bootPage('#/pages/purpose/index', {
    reply: marketService({
      'purpose/search': () => searchReply(),
      'purpose/records': () => recordsReply(),
      'purpose/report': (r) => reportReply(r),
      'goods/similar': () =>
        ok({ type: 2, gameId: 10013, total: 1, demo: true, list: [{ ...listing(40, 31000), similarity: 0.93, collected: false }] }),
      'collect/toggle': (r) => ok({ listingId: (r.data as { listingId: number }).listingId, collected: true }),
      'payment/paymentConfig': () => ok(payConfig('r_p1', 2, { discountPriceFen: 390, listPriceFen: 690, priceFen: 390 })),
      'val/reportList': (r) => reportListReply(r),
    }),
    user: null,
    ready: 'purpose-game-step',
  })
})

/** val/reportList: the finished reports of the asked game (the service filters; this fake does the same). */
const reportListReply = (r: { data?: Record<string, unknown> }) => {
  const { gameId, finished } = r.data as { gameId?: number; finished?: boolean }
  const list = REPORTS.filter((x) => (gameId === undefined || x.gameId === gameId) && (!finished || x.status === 1 || x.status === 2))
  return ok({ total: list.length, list })
}

const percent = () => text('flow-percent')
/** The question flow's stage on screen. */
const stage = () => visible().querySelector('[data-testid^="purpose-stage-"]')?.getAttribute('data-testid')?.replace('purpose-stage-', '')

beforeEach(() => {
  net.requests.length = 0
})

it('logged out: walks game → find method → attributes → price range (the hint), and 开始匹配 leads to login and back', async () => {
  expect(stage()).toBe('gameCategory')
  expect(percent()).toBe('20%')
  await tap('game-10013')
  expect(stage()).toBe('findMethod')
  expect(percent()).toBe('40%')
  expect(text('purpose-picked')).toContain('王者荣耀')
  // A report needs a login: logged out, the report step offers it instead of a list.
  await tap('purpose-find-3')
  expect(stage()).toBe('selectReport')
  expect(byTestId('account-reports-login')).not.toBeNull()
  expect(bodiesOf('val/reportList')).toEqual([])
  await tap('purpose-back')
  await tap('purpose-find-2')
  expect(stage()).toBe('attributeCombination')
  expect(percent()).toBe('60%')
  await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
  await tap('purpose-next')
  expect(stage()).toBe('priceRange')
  expect(percent()).toBe('80%')
  expect(text('purpose-hint')).toBe(PURPOSE_PRICE_HINT)
  expect(text('purpose-picked')).toContain('按属性找号')
  await tap('purpose-submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'the login page')
  expect(decodeURIComponent(window.location.hash)).toContain('from=/pages/purpose/index')
  expect(bodiesOf('purpose/search')).toEqual([])
  await act(async () => {
    sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
    await reLaunch('purpose')
  })
  // Back from login on the same step, the account kept.
  await waitFor(() => byTestId('purpose-submit') !== null, 'the purpose page again')
  expect(stage()).toBe('priceRange')
})

it('refuses a minimum above the maximum on the price step, and an empty link or no report on theirs', async () => {
  // The first inputs after the page mounted: typed until the page holds them (see typeUntil).
  await typeUntil('purpose-min', '500', () => purposeStore.minText === '500')
  await typeUntil('purpose-max', '100', () => purposeStore.maxText === '100')
  await tap('purpose-submit')
  expect(text('purpose-price-error')).toBe('最低价不能高于最高价')
  expect(stage()).toBe('priceRange')
  // 更换方式: the find method again; an empty link and no report chosen do not move on.
  await tap('purpose-change-find')
  expect(stage()).toBe('findMethod')
  await tap('purpose-find-1')
  await tap('purpose-next')
  expect(text('account-error')).toBe('请粘贴商品链接')
  expect(stage()).toBe('goodsLink')
  await tap('purpose-back')
  await tap('purpose-find-3')
  await waitFor(() => byTestId('account-reports') !== null, 'the finished reports of the game')
  expect(bodiesOf('val/reportList')).toEqual([{ page: 1, pageSize: 20, gameId: 10013, finished: true }])
  // Only the finished one is listed (the generating one is not).
  expect(byTestId(`report-${REPORTS[0].valId}`)).not.toBeNull()
  expect(byTestId(`report-${REPORTS[1].valId}`)).toBeNull()
  await tap('purpose-next')
  expect(text('account-error')).toBe('请选择一份估价报告')
  expect(stage()).toBe('selectReport')
  expect(bodiesOf('purpose/search')).toEqual([])
})

it('searches by partial properties within the range: skeleton, then the teaser only (nothing of a listing)', async () => {
  await tap('purpose-back')
  await tap('purpose-find-2')
  await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
  await tap('purpose-next')
  expect(stage()).toBe('priceRange')
  await typeUntil('purpose-min', '100', () => purposeStore.minText === '100')
  await typeUntil('purpose-max', '500', () => purposeStore.maxText === '500')
  closeGate()
  await tap('purpose-submit')
  expect(byTestId('purpose-skeleton')).not.toBeNull()
  openGate()
  await waitFor(() => byTestId('purpose-teaser') !== null, 'the teaser')
  // Partial answers: nothing required, nothing sent that was not given.
  expect(bodiesOf('purpose/search')).toEqual([{ searchType: 2, gameId: 10013, answers: {}, minFen: 10000, maxFen: 50000 }])
  expect(text('purpose-results')).toContain('有 12 个在售账号符合条件')
  expect(text('purpose-teaser')).toBe('12符合条件2/3最佳匹配的想要属性要价分布1百-3百元 至 3百-5百元')
  // The form folds into a summary so the teaser is in view.
  expect(byTestId('purpose-submit')).toBeNull()
  expect(text('purpose-summary-text')).toBe('王者荣耀 · 属性不限 · 100-500元')
  expect(byTestId('demo-badge')).not.toBeNull()
  expect(text('locked-rows')).toContain('解锁后可见')
  // The first tap already says the price (the service's offer for this report).
  await waitFor(() => text('unlock-btn') === '解锁推荐结果 ¥3.90', 'the unlock price on the button')
  // Before unlock no listing, price, estimate or reason is on the page.
  expect(count('[data-testid^="match-"]')).toBe(0)
  expect(pageText().replace(text('unlock-btn'), '')).not.toMatch(/¥|匹配度 \d|有你想要的|要价低于|估值 /)
})

it('解锁推荐结果 opens the payment page for this report (pay scene 2); back unlocked, the ranked list pages in', async () => {
  await tap('unlock-btn')
  await waitFor(() => text('unlock-pay-price') === '¥3.90', 'popup 7 with the price')
  await tap('popup-pay')
  await waitFor(() => window.location.hash.startsWith('#/pages/pay/index_for_web'), 'the payment page')
  expect(decodeURIComponent(window.location.hash)).toContain('valId=r_p1')
  expect(window.location.hash).toContain('payScene=2')
  net.requests.length = 0
  // Still locked when the user comes back: the report is re-read, the teaser stays.
  await act(async () => {
    await navigateBack()
  })
  await waitFor(() => bodiesOf('purpose/report').length > 0, 're-reading the report on show')
  expect(bodiesOf('purpose/report')[0]).toEqual({ reportId: 'r_p1', page: 1, pageSize: 10 })
  expect(byTestId('unlock-btn')).not.toBeNull()
  // Paid elsewhere: the purpose refresh event re-reads the report, now unlocked.
  unlocked = true
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.PURPOSE_REFRESH)
  })
  await waitFor(() => byTestId('match-1') !== null, 'the ranked list')
  expect(byTestId('unlock-btn')).toBeNull()
  expect(count('[data-testid^="match-"][data-testid$="-price"]')).toBe(10)
  expect(text('match-1')).toContain('¥200')
  expect(text('match-1')).toContain('匹配度 89%')
  expect(text('match-1')).toContain('有你想要的：荣耀典藏')
  expect(text('match-1')).toContain('估值 ¥300')
  expect(collectLabel(byTestId('collect-4'))).toBe('StarFill 已收藏')
  await tap('purpose-footer-more')
  expect(count('[data-testid^="match-"][data-testid$="-price"]')).toBe(12)
  expect(text('purpose-footer')).toBe('没有更多了')
  expect(bodiesOf('purpose/report').slice(-1)).toEqual([{ reportId: 'r_p1', page: 2, pageSize: 10 }])
  expect(bodiesOf('purpose/search')).toEqual([])
})

it('opens the detail profile and toggles a favourite with origin 1', async () => {
  await tap('match-2')
  expect(text('purpose-detail')).toContain('账号档案')
  expect(text('purpose-detail')).toContain('为什么推荐')
  expect(text('purpose-detail')).toContain('整体相似度 80%')
  // Similar listings on sale, from goods/similar (type 2 purpose) for this listing.
  await waitFor(() => byTestId('similar-40') !== null, 'the similar listings')
  expect(bodiesOf('goods/similar')).toEqual([{ type: 2, listingId: 2, pageSize: 3 }])
  expect(text('similar-40')).toBe('¥310荣耀典藏 2 · 英雄 120相似 93%')
  await tap('purpose-detail-close')
  expect(byTestId('purpose-detail')).toBeNull()
  await tap('collect-3')
  expect(bodiesOf('collect/toggle')).toEqual([{ listingId: 3, origin: 1 }])
  expect(collectLabel(byTestId('collect-3'))).toBe('StarFill 已收藏')
})

it('shows the empty state and a service error', async () => {
  searchReply = () => ok(EMPTY)
  await tap('purpose-edit')
  await tap('purpose-submit')
  await waitFor(() => byTestId('purpose-empty') !== null, 'the empty state')
  expect(pageText()).toContain('暂时没有符合条件的在售账号')
  await tap('purpose-edit')
  await tap('purpose-change-find')
  await tap('purpose-find-1')
  await typeUntil('account-link', 'https://example.com/x/1', () => purposeStore.account.link === 'https://example.com/x/1')
  await tap('purpose-next')
  searchReply = () => fail(40021, '暂不支持该链接，请查看「如何获取链接」')
  await tap('purpose-submit')
  await waitFor(() => text('account-error') !== '', 'the link error')
  // A refusal of the link goes back to the link's step, where it shows.
  expect(stage()).toBe('goodsLink')
  expect(text('account-error')).toBe('暂不支持该链接，请查看「如何获取链接」')
  expect(bodiesOf('purpose/search')[1]).toMatchObject({ searchType: 1, link: 'https://example.com/x/1' })
})

it('lists the intention records with 匹配中 / 已匹配; a record opens its report; retries a failed load', async () => {
  await tap('purpose-tab-records')
  await waitFor(() => byTestId('purpose-records') !== null, 'the records')
  const statuses = Array.from(visible().querySelectorAll('[data-testid="purpose-record-status"]')).map((e) => e.textContent)
  expect(statuses).toEqual(['已匹配', '匹配中'])
  expect(text('purpose-record-2')).toContain('¥100 - ¥500')
  expect(text('purpose-record-2')).toContain('匹配到 12 个在售账号')
  expect(text('purpose-record-2')).toContain('查看推荐结果')
  expect(text('purpose-records-footer')).toBe('没有更多了')
  net.requests.length = 0
  await tap('purpose-record-2')
  await waitFor(() => byTestId('match-1') !== null, "the record's report")
  expect(bodiesOf('purpose/report')).toEqual([{ reportId: 'r_p1', page: 1, pageSize: 10 }])
  // The summary comes from the report (its criteria), the same as when it was searched (issue 35 point 6).
  expect(text('purpose-summary-text')).toBe('王者荣耀 · 属性不限 · 100-500元')
  await tap('purpose-tab-records')

  recordsReply = () => fail(50001, '服务异常，请稍后重试')
  purposeStore.records.reset()
  await act(async () => {
    await purposeStore.records.refresh()
  })
  expect(text('purpose-records-error')).toContain('服务异常，请稍后重试')
  recordsReply = () => ok({ total: 0, list: [] })
  await tap('purpose-records-error-retry')
  expect(byTestId('purpose-records-empty')).not.toBeNull()
})

it('opened from an intention record (?recordId=) shows the records with that one marked', async () => {
  recordsReply = () =>
    ok({
      total: 1,
      list: [
        {
          recordId: 7,
          gameId: 10013,
          gameName: '王者荣耀',
          searchType: 2,
          minFen: 10000,
          maxFen: 50000,
          status: 0,
          matchCount: 0,
          createdAt: 1,
          matchedAt: null,
          reportId: 'r_p7',
          reportStatus: 1,
        },
      ],
    })
  purposeStore.setTab('search')
  purposeStore.records.reset()
  await act(async () => {
    await reLaunch('purpose', { recordId: 7 })
  })
  await waitFor(() => byTestId('purpose-record-7') !== null, 'the marked record')
  expect(byTestId('purpose-record-7')?.className).toContain('pp-record--focus')
})

/** The listings on screen in order, with the 接近的账号 head where it stands. */
const order = () =>
  Array.from(visible().querySelectorAll('[data-testid]'))
    .map((e) => e.getAttribute('data-testid') ?? '')
    .filter((id) => /^match-\d+$/.test(id) || id === 'purpose-near')

it('counts only the accounts meeting every criterion; near misses follow under 接近的账号; the summary keeps every criterion', async () => {
  await act(async () => {
    purposeStore.openReport('r_p9')
  })
  await waitFor(() => byTestId('purpose-teaser') !== null, 'the locked report')
  expect(text('purpose-results')).toContain('有 2 个在售账号符合条件')
  expect(text('purpose-near-count')).toBe('另有 2 个接近的账号（缺少部分条件），解锁后一并查看')
  expect(text('purpose-summary-text')).toBe('王者荣耀 · 安卓QQ、全英雄 · 100-500元')
  // Paid: the report re-read unlocked keeps the header's count and every criterion in the summary.
  nearUnlocked = true
  await act(async () => {
    Taro.eventCenter.trigger(AppEvent.PURPOSE_REFRESH)
  })
  await waitFor(() => byTestId('match-21') !== null, 'the unlocked list')
  expect(text('purpose-results')).toContain('有 2 个在售账号符合条件')
  expect(text('purpose-summary-text')).toBe('王者荣耀 · 安卓QQ、全英雄 · 100-500元')
  expect(order()).toEqual(['match-21', 'match-22', 'purpose-near', 'match-23', 'match-24'])
  expect(text('purpose-near')).toBe('接近的账号缺少部分条件，不计入符合条件的数量')
  expect(text('match-23')).toContain('缺少：全英雄')
  expect(text('purpose-sort-match')).toBe('匹配度')
  expect(byTestId('purpose-sort-match')?.className).toContain('pp-sort--on')
})

it('the sort switch asks the service for 性价比 / 价格 / 匹配度 from the first page', async () => {
  net.requests.length = 0
  await tap('purpose-sort-price')
  await waitFor(() => order()[0] === 'match-22', 'the price order')
  expect(bodiesOf('purpose/report')).toEqual([{ reportId: 'r_p9', page: 1, pageSize: 10, sort: 'price' }])
  expect(order()).toEqual(['match-22', 'match-21', 'purpose-near', 'match-24', 'match-23'])
  expect(byTestId('purpose-sort-price')?.className).toContain('pp-sort--on')
  await tap('purpose-sort-value')
  await waitFor(() => bodiesOf('purpose/report').length === 2 && order()[3] === 'match-24', 'the value order')
  expect(bodiesOf('purpose/report')[1]).toEqual({ reportId: 'r_p9', page: 1, pageSize: 10, sort: 'value' })
  expect(order()).toEqual(['match-22', 'match-21', 'purpose-near', 'match-24', 'match-23'])
  await tap('purpose-sort-match')
  await waitFor(() => order()[0] === 'match-21', 'the match order')
  expect(bodiesOf('purpose/report')[2]).toEqual({ reportId: 'r_p9', page: 1, pageSize: 10 })
  expect(order()).toEqual(['match-21', 'match-22', 'purpose-near', 'match-23', 'match-24'])
})

describe('each find method through the flow to the results, and back', () => {
  beforeEach(async () => {
    searchReply = () => ok(TEASER)
    await act(async () => {
      purposeStore.reset()
      // Logged in on the purpose page (also when these run alone).
      if (!sessionStore.isLoggedIn) sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
      if (!window.location.hash.startsWith('#/pages/purpose/index')) await reLaunch('purpose')
    })
    await waitFor(() => byTestId('purpose-game-step') !== null, 'the first step')
  })

  /** Game, find method: the step of the wanted account. */
  async function toAccount(find: 1 | 2 | 3) {
    await tap('game-10013')
    await tap(`purpose-find-${find}`)
  }
  async function toResults() {
    await tap('purpose-next')
    expect(stage()).toBe('priceRange')
    await typeUntil('purpose-min', '100', () => purposeStore.minText === '100')
    await typeUntil('purpose-max', '500', () => purposeStore.maxText === '500')
    await tap('purpose-submit')
    // The report r_p1 was unlocked above: its results (not a teaser) follow the summary.
    await waitFor(() => byTestId('purpose-results') !== null, 'the results')
    expect(text('purpose-summary-text')).toBe('王者荣耀 · 属性不限 · 100-500元')
    expect(purposeStore.flow).toMatchObject({ stage: 'dynamicDone', valId: 'r_p1' })
    expect(percent()).toBe('')
  }

  it('by goods link: the link goes with the game picked first', async () => {
    await toAccount(1)
    expect(stage()).toBe('goodsLink')
    await typeUntil('account-link', '看看 https://example.com/x/2', () => purposeStore.account.link === '看看 https://example.com/x/2')
    await toResults()
    expect(bodiesOf('purpose/search')).toEqual([
      { searchType: 1, link: '看看 https://example.com/x/2', gameId: 10013, minFen: 10000, maxFen: 50000 },
    ])
  })

  it('by report: one of the finished reports of the game', async () => {
    await toAccount(3)
    await waitFor(() => byTestId(`report-${REPORTS[0].valId}`) !== null, 'the reports')
    await tap(`report-${REPORTS[0].valId}`)
    await toResults()
    expect(bodiesOf('purpose/search')).toEqual([{ searchType: 3, valId: REPORTS[0].valId, gameId: 10013, minFen: 10000, maxFen: 50000 }])
  })

  it('上一步 walks back stage by stage with the percent; another game empties what was entered', async () => {
    await toAccount(2)
    await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
    await tap('purpose-next')
    expect([stage(), percent()]).toEqual(['priceRange', '80%'])
    await tap('purpose-back')
    expect([stage(), percent()]).toEqual(['attributeCombination', '60%'])
    await tap('purpose-back')
    expect([stage(), percent()]).toEqual(['findMethod', '40%'])
    // The method picked before is marked.
    expect(byTestId('purpose-find-2')?.className).toContain('pp-find--on')
    await tap('purpose-back')
    expect([stage(), percent()]).toEqual(['gameCategory', '20%'])
    expect(byTestId('purpose-back')).toBeNull()
    // The same game keeps the link typed for it; another game starts afresh.
    await tap('game-10013')
    await tap('purpose-find-1')
    await typeUntil('account-link', 'https://example.com/x/3', () => purposeStore.account.link === 'https://example.com/x/3')
    await tap('purpose-change-game')
    await tap('game-10013')
    await tap('purpose-find-3')
    await tap('purpose-change-find')
    await tap('purpose-find-1')
    expect(purposeStore.account.link).toBe('https://example.com/x/3')
    await tap('purpose-change-game')
    await tap('game-10026')
    expect(text('purpose-picked')).toContain('原神')
    await tap('purpose-find-3')
    await waitFor(() => byTestId('account-reports-empty') !== null, 'no report of this game')
    expect(text('account-reports-empty')).toContain('这个游戏还没有可用的估价报告')
    expect(bodiesOf('val/reportList').slice(-1)).toEqual([{ page: 1, pageSize: 20, gameId: 10026, finished: true }])
  })

  it('a link the service cannot read offers 按属性继续, on to the attributes of the game', async () => {
    await toAccount(1)
    await typeUntil('account-link', 'https://example.com/x/4', () => purposeStore.account.link === 'https://example.com/x/4')
    await tap('purpose-next')
    await typeUntil('purpose-min', '1', () => purposeStore.minText === '1')
    await typeUntil('purpose-max', '2', () => purposeStore.maxText === '2')
    searchReply = () => ({
      code: 40021,
      msg: '暂未收录该链接对应的商品，请改用属性估价或查看「如何获取链接」',
      data: { byProps: { gameId: 10013 } },
    })
    await tap('purpose-submit')
    await waitFor(() => byTestId('account-link-fallback') !== null, 'the way on by properties')
    expect(stage()).toBe('goodsLink')
    expect(text('account-link-fallback')).toBe('按属性继续（王者荣耀）')
    await tap('account-link-fallback')
    expect(stage()).toBe('attributeCombination')
    await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
  })

  it('a refusal that is not about the account stays on the price step', async () => {
    await toAccount(2)
    await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
    await tap('purpose-next')
    await typeUntil('purpose-min', '1', () => purposeStore.minText === '1')
    await typeUntil('purpose-max', '2', () => purposeStore.maxText === '2')
    searchReply = () => fail(50001, '服务异常，请稍后重试')
    await tap('purpose-submit')
    await waitFor(() => text('purpose-search-error') !== '', 'the error')
    expect(stage()).toBe('priceRange')
    expect(text('purpose-search-error')).toBe('服务异常，请稍后重试')
    expect(byTestId('purpose-teaser')).toBeNull()
  })
})

it('the detail profile folds a long attribute list: the 4 most valuable, 展开全部 opens the rest, 收起 closes it', async () => {
  const keyAttrs = ['荣耀典藏×2', '传说×15', '史诗×40', '英雄数量120个', '安卓QQ', '贵族8']
  await act(async () => {
    purposeStore.openDetail({ ...match(31, 30000), keyAttrs } as PurposeMatch)
  })
  const shown = () => Array.from(byTestId('purpose-detail-attrs')?.children ?? []).map((e) => e.textContent)
  const state = () => byTestId('purpose-detail-attrs-toggle')?.parentElement?.getAttribute('data-collapse')
  expect(shown()).toEqual(keyAttrs.slice(0, 4))
  expect([state(), text('purpose-detail-attrs-toggle')]).toEqual(['close', '展开全部（6） ▾'])
  await tap('purpose-detail-attrs-toggle')
  expect(shown()).toEqual(keyAttrs)
  expect([state(), text('purpose-detail-attrs-toggle')]).toEqual(['open', '收起 ▴'])
  // The tap stays on the toggle: the profile is still open.
  expect(byTestId('purpose-detail')).not.toBeNull()
  await tap('purpose-detail-attrs-toggle')
  expect(shown()).toEqual(keyAttrs.slice(0, 4))
  // A short list shows whole, with no toggle.
  await tap('purpose-detail-close')
  await act(async () => {
    purposeStore.openDetail(match(32, 30000) as PurposeMatch)
  })
  expect(shown()).toEqual(['荣耀典藏 2', '英雄 120'])
  expect(byTestId('purpose-detail-attrs-toggle')).toBeNull()
  await tap('purpose-detail-close')
})
