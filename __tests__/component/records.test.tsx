import { pageUrl } from '../../src/constants/routes'
import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, net, pageText, tap, waitFor, type Reply, type Req } from './helpers'
import { navigateTo } from '../../src/router'
import { recentEvents } from '../../src/tracker'
import { collectLabel } from './icon-checks'

/** The personal lists in the real app; the service is a scripted stand-in whose answers can be held back. */

type Handler = (r: Req) => unknown
const requests = net.requests
let handler: Handler = () => ({ code: 200, msg: 'ok', data: null })
const path = (r: Req) => r.url.split('?')[0]
const calls = (p: string) => requests.filter((r) => path(r) === `/app/v1/${p}`)
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const NOW = Date.now()
const HOUR = 3_600_000

const report = (i: number, status: number, extra: Record<string, unknown> = {}) => ({
  valId: `r_${i}`,
  status,
  evaluateType: 2,
  gameId: 10013,
  gameName: `游戏${i}`,
  createdAt: NOW - i * HOUR,
  ...extra,
})
const listing = (id: number, extra: Record<string, unknown> = {}) => ({
  listingId: id,
  externalId: `e${id}`,
  source: 'demo',
  url: `https://gujia.example/listing/${id}`,
  priceFen: 128000 + id * 100,
  priceType: 1,
  status: 'on_sale',
  listedAt: NOW - 2 * HOUR,
  keyAttrs: ['全英雄', `皮肤${id}`],
  demo: true,
  ...extra,
})

function reply(r: Req): unknown {
  return handler(r) ?? ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/my/index', { reply: (r) => reply(r) as Reply | Promise<Reply>, ready: 'mine-head' })
})

beforeEach(() => {
  requests.length = 0
  recentEvents.length = 0
})

/** Opens a new page of the route; the query is unique, as the router drops a repeat of the same URL within 500 ms. */
let opened = 0
async function open(route: string) {
  const url = `${route}${route.includes('?') ? '&' : '?'}n=${++opened}`
  await act(async () => {
    await navigateTo(pageUrl(url))
  })
  await waitFor(() => window.location.hash.startsWith(`#${url}`), url)
}

const rows = (id: string) => Array.from(currentPage().querySelectorAll(`[data-testid="${id}"]`)) as HTMLElement[]

describe('估价记录', () => {
  it('skeleton while loading, then rows with status, level, type and relative time; 没有更多了 at the end', async () => {
    let release: (v: unknown) => void = () => undefined
    handler = (r) =>
      path(r) === '/app/v1/val/reportList'
        ? new Promise((res) => {
            release = () => res(ok({ list: [report(0, 2, { level: 'SR' }), report(3, 1), report(5, 0), report(30, 3)], total: 4 }))
          })
        : undefined
    await open('/pages/my-page/valuation-records')
    await waitFor(() => byTestId('records-skeleton') !== null, 'the skeleton')
    expect(calls('val/reportList')[0].data).toEqual({ page: 1, pageSize: 20 })
    await act(async () => release(null))
    await waitFor(() => rows('report-row').length === 4, 'four reports')
    expect(rows('report-status').map((e) => e.textContent)).toEqual(['已解锁', '未解锁', '生成中', '生成失败'])
    expect(rows('report-row')[0].textContent).toContain('SR')
    expect(rows('report-row')[0].textContent).toContain('属性估价 · 刚刚')
    expect(rows('report-row')[1].textContent).toContain('3小时前')
    expect(rows('report-row')[3].textContent).toContain('1天前')
    expect(byTestId('records-footer')?.textContent).toBe('没有更多了')
    expect(recentEvents.some((e) => e.name === 'records' && e.eventType === 'pv' && e.extra?.kind === 'valuation')).toBe(true)
  })

  it('an unlocked report shows its value, a locked one says 解锁后可见 and shows no amount; both list key attributes', async () => {
    handler = (r) =>
      path(r) === '/app/v1/val/reportList'
        ? ok({
            list: [
              report(0, 2, { estimateFen: 260_512, keyAttrs: ['苹果微信', '星传说×5', '传说×24'] }),
              report(1, 1, { keyAttrs: ['荣耀典藏×1', '传说×7'] }),
              report(2, 0),
            ],
            total: 3,
          })
        : undefined
    await open('/pages/my-page/valuation-records')
    await waitFor(() => rows('report-row').length === 3, 'three reports')
    const [unlocked, locked, generating] = rows('report-row')
    const inRow = (row: HTMLElement, id: string) => row.querySelector(`[data-testid="${id}"]`)?.textContent ?? null
    expect(inRow(unlocked, 'report-value')).toBe('¥2,605')
    expect(inRow(unlocked, 'report-value-locked')).toBeNull()
    expect(inRow(unlocked, 'report-attrs')).toBe('苹果微信星传说×5传说×24')
    expect(inRow(locked, 'report-value')).toBeNull()
    expect(inRow(locked, 'report-value-locked')).toBe('估价 解锁后可见')
    expect(locked.textContent).not.toContain('¥')
    expect(inRow(locked, 'report-attrs')).toBe('荣耀典藏×1传说×7')
    // Still generating: no value row and no attributes to show.
    expect(inRow(generating, 'report-value')).toBeNull()
    expect(inRow(generating, 'report-value-locked')).toBeNull()
    expect(inRow(generating, 'report-attrs')).toBeNull()
  })

  it('tapping a report opens /pages/report/index?valId=…', async () => {
    await tap('report-row')
    await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report page')
    expect(window.location.hash).toBe('#/pages/report/index?valId=r_0')
    expect(recentEvents.some((e) => e.name === 'records' && e.extra?.action === 'open' && e.extra?.valId === 'r_0')).toBe(true)
  })

  it('reaching the bottom loads the next page', async () => {
    handler = (r) => {
      if (path(r) !== '/app/v1/val/reportList') return undefined
      const page = r.data?.page
      return ok({ list: page === 1 ? Array.from({ length: 20 }, (_, i) => report(i + 1, 1)) : [report(99, 2)], total: 21 })
    }
    await open('/pages/my-page/valuation-records')
    await waitFor(() => rows('report-row').length === 20, 'the first page')
    expect(byTestId('records-footer')?.textContent).toBe('加载更多')
    await act(async () => {
      const page = Taro.getCurrentPages().slice(-1)[0] as unknown as { onReachBottom?: () => void }
      page.onReachBottom?.()
    })
    await waitFor(() => rows('report-row').length === 21, 'the second page')
    expect(calls('val/reportList').map((r) => r.data?.page)).toEqual([1, 2])
    expect(byTestId('records-footer')?.textContent).toBe('没有更多了')
  })

  it('pull-down refreshes from page 1 and then stops the native indicator', async () => {
    const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation((() => Promise.resolve()) as never)
    await act(async () => {
      const page = Taro.getCurrentPages().slice(-1)[0] as unknown as { onPullDownRefresh?: () => void }
      page.onPullDownRefresh?.()
    })
    await waitFor(() => calls('val/reportList').length === 1, 'the refresh')
    expect(calls('val/reportList')[0].data).toEqual({ page: 1, pageSize: 20 })
    await waitFor(() => rows('report-row').length === 20, 'page 1 again')
    await waitFor(() => stop.mock.calls.length === 1, 'the indicator stopped')
    expect(byTestId('records-skeleton')).toBeNull()
    stop.mockRestore()
  })

  it('coming back from a report refreshes the list without the skeleton', async () => {
    await open('/pages/my-page/valuation-records')
    await waitFor(() => rows('report-row').length === 20, 'the list')
    await tap('report-row')
    await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report page')
    requests.length = 0
    await act(async () => {
      await Taro.navigateBack()
    })
    await waitFor(() => window.location.hash.startsWith('#/pages/my-page/valuation-records'), 'back on the list')
    await waitFor(() => calls('val/reportList').length === 1, 'the refresh on return')
    expect(calls('val/reportList')[0].data).toEqual({ page: 1, pageSize: 20 })
    expect(byTestId('records-skeleton')).toBeNull()
    expect(rows('report-row')).toHaveLength(20)
  })

  it('empty: 暂无估价记录 with 去估价 to the valuation tab', async () => {
    handler = (r) => (path(r) === '/app/v1/val/reportList' ? ok({ list: [], total: 0 }) : undefined)
    await open('/pages/my-page/valuation-records')
    await waitFor(() => byTestId('records-empty') !== null, 'the empty state')
    expect(pageText()).toContain('暂无估价记录')
    await tap('records-empty-action')
    await waitFor(() => window.location.hash.startsWith('#/pages/evaluate/choose/index'), 'the valuation tab')
  })

  it('no network: the spec’s 请求失败:<reason>, the no-network tip on a second line, and 重新加载', async () => {
    handler = (r) => {
      if (path(r) !== '/app/v1/val/reportList') return undefined
      // What the H5 fetch throws offline.
      throw new TypeError('Failed to fetch')
    }
    await open('/pages/my-page/valuation-records')
    await waitFor(() => byTestId('records-error') !== null, 'the error state')
    expect(byTestId('records-error')?.textContent).toContain('请求失败:Failed to fetch\n网络不给力，请检查网络设置')
    expect(byTestId('records-error-retry')?.textContent).toBe('重新加载')
  })

  it('a lost session: 重新登录 instead of a reload that cannot work', async () => {
    // An app terminal hands login to the native side and leaves the page on screen: it must lead somewhere.
    const { setHttpHooks, hooks } = await import('../../src/http/hooks')
    const goLogin = hooks.onUnauthorized
    setHttpHooks({ onUnauthorized: () => undefined })
    handler = (r) => (path(r) === '/app/v1/val/reportList' ? { code: 40005, msg: '请先登录' } : undefined)
    try {
      await open('/pages/my-page/valuation-records')
      await waitFor(() => byTestId('records-error') !== null, 'the error state')
      expect(byTestId('records-error-retry')).toBeNull()
      expect(byTestId('records-error-next')?.textContent).toBe('重新登录')
      await tap('records-error-next')
      await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'the login page')
      expect(decodeURIComponent(window.location.hash)).toContain('from=/pages/my-page/valuation-records')
    } finally {
      setHttpHooks({ onUnauthorized: goLogin })
    }
  })

  it('error: the message with 重新加载, which loads again', async () => {
    let fail = true
    handler = (r) => {
      if (path(r) !== '/app/v1/val/reportList') return undefined
      return fail ? { code: 50001, msg: '服务异常，请稍后重试' } : ok({ list: [report(1, 1)], total: 1 })
    }
    await open('/pages/my-page/valuation-records')
    await waitFor(() => byTestId('records-error') !== null, 'the error state')
    expect(byTestId('records-error')?.textContent).toContain('服务异常，请稍后重试')
    fail = false
    await tap('records-error-retry')
    await waitFor(() => rows('report-row').length === 1, 'the reloaded list')
  })
})

describe('意向记录 and 盈亏记录', () => {
  it('intention records: budget in yuan, match status, tap opens the purpose page with the record id', async () => {
    handler = (r) =>
      path(r) === '/app/v1/purpose/records'
        ? ok({
            list: [
              {
                recordId: 7,
                gameId: 10013,
                gameName: '王者荣耀',
                searchType: 2,
                minFen: 100000,
                maxFen: 300000,
                status: 1,
                matchCount: 12,
                createdAt: NOW - 2 * HOUR,
                matchedAt: NOW,
              },
              {
                recordId: 6,
                gameId: 10013,
                gameName: '和平精英',
                searchType: 1,
                minFen: 5000,
                maxFen: 20050,
                status: 0,
                matchCount: 0,
                createdAt: NOW - 40 * 24 * HOUR,
                matchedAt: null,
              },
            ],
            total: 2,
          })
        : undefined
    await open('/pages/my-page/intention-record')
    await waitFor(() => rows('purpose-row').length === 2, 'two intention records')
    expect(rows('purpose-status').map((e) => e.textContent)).toEqual(['已匹配 12 个', '匹配中'])
    expect(rows('purpose-range').map((e) => e.textContent)).toEqual(['¥1,000 - ¥3,000', '¥50 - ¥200.5'])
    expect(rows('purpose-row')[0].textContent).toContain('按属性找号 · 2小时前')
    expect(rows('purpose-row')[1].textContent).toMatch(/按链接找号 · \d{4}-\d{2}-\d{2}/)
    await tap('purpose-row')
    await waitFor(() => window.location.hash.startsWith('#/pages/purpose/index'), 'the purpose page')
    expect(window.location.hash).toBe('#/pages/purpose/index?recordId=7')
  })

  it('profit records: verdict and figures of unlocked reports, locked ones show the band; tap opens the check report', async () => {
    const bought = {
      recordId: 3,
      reportId: 'r_check3',
      status: 2,
      band: '1千-3千元',
      demo: false,
      gameId: 10013,
      gameName: '王者荣耀',
      paidFen: 200000,
      paidAt: Date.UTC(2024, 5, 1),
      valueNowFen: 150000,
      valueAtPaidFen: 180000,
      profitFen: -50000,
      profitPct: -25,
      verdict: '亏了',
      createdAt: NOW,
    }
    handler = (r) =>
      path(r) === '/app/v1/check/records'
        ? ok({
            list: [
              bought,
              {
                recordId: 2,
                reportId: 'r_check2',
                status: 2,
                band: '1千-3千元',
                demo: false,
                gameId: 10013,
                gameName: '原神',
                paidFen: 100000,
                paidAt: Date.UTC(2024, 0, 1),
                valueNowFen: 130000,
                valueAtPaidFen: 100000,
                profitFen: 30000,
                profitPct: 30,
                verdict: '赚了',
                createdAt: NOW - HOUR,
              },
              {
                recordId: 1,
                reportId: 'r_check1',
                status: 1,
                band: '5百-1千元',
                demo: false,
                gameId: 10013,
                gameName: '王者荣耀',
                paidFen: 90000,
                paidAt: Date.UTC(2024, 0, 1),
                // Locked: the verdict comes from the band alone, and ¥900 against 5百-1千元 cannot tell.
                verdict: '待解锁',
                createdAt: NOW - HOUR,
              },
              // The same account sold for ¥2,000: worth ¥1,500 today, so the seller gained ¥500.
              {
                ...bought,
                recordId: 0,
                reportId: 'r_check0',
                identity: 2,
                profitFen: 50000,
                profitPct: 25,
                verdict: '赚了',
                createdAt: NOW - 2 * HOUR,
              },
            ],
            total: 4,
          })
        : undefined
    await open('/pages/my-page/profit-record')
    await waitFor(() => rows('profit-row').length === 4, 'four profit records')
    expect(rows('profit-verdict').map((e) => e.textContent)).toEqual(['亏了', '赚了', '待解锁', '卖赚了'])
    expect(rows('profit-amount').map((e) => e.textContent)).toEqual(['-¥500', '+¥300', '+¥500'])
    // One colour pair everywhere (红涨绿跌): the loss reads green, the gain red, like the verdict badges.
    expect(rows('profit-amount').map((e) => e.className.match(/rec-card__figure--(\w+)/)?.[1])).toEqual(['loss', 'gain', 'gain'])
    expect(rows('profit-verdict').map((e) => e.className.match(/rec-badge--(\w+)/)?.[1])).toEqual([
      'green',
      'red',
      expect.any(String),
      'red',
    ])
    expect(rows('profit-row')[3].textContent).toContain('卖出 ¥2,000')
    expect(rows('profit-row')[3].textContent).toContain('2024-06-01 卖出')
    expect(rows('profit-row')[0].textContent).toContain('(-25%)')
    expect(rows('profit-row')[0].textContent).toContain('买入 ¥2,000')
    expect(rows('profit-row')[0].textContent).toContain('现值 ¥1,500')
    expect(rows('profit-row')[0].textContent).toContain('2024-06-01 购入')
    expect(rows('profit-locked').map((e) => e.textContent)).toEqual(['盈亏金额 解锁后可见'])
    expect(rows('profit-row')[2].textContent).toContain('现值 5百-1千元')
    await tap('profit-row')
    await waitFor(() => window.location.hash.startsWith('#/pages/check/index'), 'the check page')
    expect(window.location.hash).toBe('#/pages/check/index?reportId=r_check3')
  })

  it('empty intention and profit lists offer their entry points', async () => {
    handler = (r) => (['/app/v1/purpose/records', '/app/v1/check/records'].includes(path(r)) ? ok({ list: [], total: 0 }) : undefined)
    await open('/pages/my-page/intention-record')
    await waitFor(() => byTestId('records-empty') !== null, 'empty intentions')
    expect(byTestId('records-empty-action')?.textContent).toBe('去找号')
    await open('/pages/my-page/profit-record')
    await waitFor(() => byTestId('records-empty') !== null, 'empty profit records')
    expect(byTestId('records-empty-action')?.textContent).toBe('去测一测')
    await tap('records-empty-action')
    await waitFor(() => window.location.hash.startsWith('#/pages/check/index'), 'the check page')
  })
})

describe('收藏, 账号推荐, 相似账号', () => {
  it('favourites list; 取消收藏 calls collect/toggle with the origin and removes the row', async () => {
    handler = (r) => {
      if (path(r) === '/app/v1/collect/list')
        return ok({
          list: [
            listing(1, { gameId: 10013, origin: 1, collectedAt: NOW - HOUR }),
            listing(2, { gameId: 10013, origin: 2, collectedAt: NOW - 3 * HOUR }),
          ],
          total: 2,
        })
      if (path(r) === '/app/v1/collect/toggle') return ok({ listingId: r.data?.listingId, collected: false })
      return undefined
    }
    await open('/pages/my-page/collect')
    await waitFor(() => rows('listing').length === 2, 'two favourites')
    expect(rows('listing')[0].textContent).toContain('¥1,281')
    expect(rows('listing')[0].textContent).toContain('1小时前收藏')
    expect(rows('listing')[0].textContent).toContain('演示市场')
    await tap('fav-toggle')
    await waitFor(() => rows('listing').length === 1, 'one favourite left')
    expect(calls('collect/toggle')[0].data).toEqual({ listingId: 1, origin: 1 })
    expect(rows('listing')[0].textContent).toContain('¥1,282')
    expect(recentEvents.some((e) => e.extra?.kind === 'collect' && e.extra?.action === 'uncollect')).toBe(true)
  })

  it('account recommendation: latest generated report as the basis, goods/similar type 1, favourite toggles in place', async () => {
    let collected = false
    handler = (r) => {
      if (path(r) === '/app/v1/val/reportList') return ok({ list: [report(0, 0), report(2, 1), report(4, 2)], total: 3 })
      if (path(r) === '/app/v1/goods/similar')
        return ok({
          type: r.data?.type,
          gameId: 10013,
          list: [listing(5, { similarity: 0.93, collected }), listing(6, { similarity: 0.8, collected: false })],
          total: 2,
          demo: true,
        })
      if (path(r) === '/app/v1/collect/toggle') {
        collected = !collected
        return ok({ listingId: r.data?.listingId, collected })
      }
      return undefined
    }
    await open('/pages/my-page/account-recommendation')
    await waitFor(() => rows('listing').length === 2, 'two recommendations')
    // The generating report (r_0) is skipped: the newest generated one is the basis.
    expect(calls('goods/similar')[0].data).toEqual({ type: 1, valId: 'r_2', page: 1, pageSize: 10 })
    expect(byTestId('basis')?.textContent).toContain('游戏2账号估价（2小时前）')
    expect(rows('basis-chip')).toHaveLength(0)
    expect(rows('listing')[0].textContent).toContain('相似度 93%')
    await tap('fav-toggle')
    await waitFor(() => collectLabel(rows('fav-toggle')[0]) === 'StarFill 已收藏', 'the favourite mark')
    expect(calls('collect/toggle')[0].data).toEqual({ listingId: 5, origin: 2 })
    await tap('fav-toggle')
    await waitFor(() => collectLabel(rows('fav-toggle')[0]) === 'Star 收藏', 'the mark removed')
  })

  it('similar accounts: chips of the latest reports switch the basis (type 4)', async () => {
    handler = (r) => {
      if (path(r) === '/app/v1/val/reportList') return ok({ list: [report(1, 1), report(2, 2), report(3, 3)], total: 3 })
      if (path(r) === '/app/v1/goods/similar')
        return ok({
          type: 4,
          gameId: 10013,
          list: [listing(r.data?.valId === 'r_1' ? 7 : 8, { similarity: 0.5, collected: false })],
          total: 1,
          demo: false,
        })
      return undefined
    }
    await open('/pages/my-page/similar-accounts')
    await waitFor(() => rows('listing').length === 1, 'the similar list')
    expect(rows('basis-chip').map((e) => e.textContent)).toEqual(['游戏1 · 1小时前', '游戏2 · 2小时前'])
    expect(calls('goods/similar')[0].data).toMatchObject({ type: 4, valId: 'r_1' })
    await act(async () => rows('basis-chip')[1].click())
    await waitFor(
      () => calls('goods/similar').length === 2 && rows('listing')[0]?.textContent?.includes('¥1,288') === true,
      'the other basis',
    )
    expect(calls('goods/similar')[1].data).toMatchObject({ type: 4, valId: 'r_2', page: 1 })
  })

  it('no generated report: 去估价 instead of a list, and goods/similar is not called', async () => {
    handler = (r) => (path(r) === '/app/v1/val/reportList' ? ok({ list: [report(0, 0)], total: 1 }) : undefined)
    await open('/pages/my-page/similar-accounts')
    await waitFor(() => byTestId('records-empty') !== null, 'the empty state')
    expect(pageText()).toContain('完成一次估价后')
    expect(byTestId('records-empty-action')?.textContent).toBe('去估价')
    expect(calls('goods/similar')).toHaveLength(0)
  })

  it('a failing recommendation shows the error with 重新加载', async () => {
    handler = (r) => (path(r) === '/app/v1/val/reportList' ? { code: 50001, msg: '服务异常，请稍后重试' } : undefined)
    await open('/pages/my-page/account-recommendation')
    await waitFor(() => byTestId('records-error') !== null, 'the error state')
    expect(byTestId('records-error-retry')?.textContent).toBe('重新加载')
  })
})

describe('Mine tracking', () => {
  it('a Mine entry tap is tracked as mine with the entry key', async () => {
    handler = () => undefined
    await act(async () => {
      await Taro.switchTab({ url: '/pages/my/index' })
    })
    await waitFor(() => window.location.hash === '#/pages/my/index' && byTestId('entry-setting') !== null, 'the Mine tab')
    await tap('entry-setting')
    await waitFor(() => window.location.hash.startsWith('#/pages/my-page/setting'), 'the setting page')
    expect(recentEvents.some((e) => e.name === 'mine' && e.extra?.entry === 'setting')).toBe(true)
    await waitFor(() => recentEvents.some((e) => e.name === 'setting' && e.eventType === 'pv'), 'the setting page view')
  })
})
