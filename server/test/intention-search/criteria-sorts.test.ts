import { DEMO_SOURCE } from '../../src/market/demo'
import { MarketStore } from '../../src/market/store'
import { rematchPurposeRecords } from '../../src/modules/intention-search/service'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, sampleAnswers } from '../valuation-service/fixture'

/**
 * Issue 35 point 6: the header counts only listings that meet every criterion, near misses (接近的账号) come
 * separately after them, the unlocked list pages in the order asked for (匹配度, 性价比, 价格), and the criteria
 * the report was searched with stay the same before and after unlock.
 */
interface Item {
  listingId: number
  priceFen: number
  estimateFen: number
  score: number
  valueRatio: number
  meetsAll: boolean
  reasons: string[]
}

const ALL = { minFen: 0, maxFen: 1_000_000_000 }

describe('purpose: criteria, near misses and sorts', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800004101')).token
  })
  afterAll(async () => {
    await t.close()
  })

  const search = async (answers: Record<string, unknown>) =>
    (await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers, ...ALL }, token)).data
  const report = async (reportId: string, extra: Record<string, unknown> = {}) =>
    (await t.post(`${API}/purpose/report`, { reportId, ...extra }, token)).data
  /** Every page of the unlocked report in one order, 7 at a time (so the order must hold across pages). */
  async function pages(reportId: string, sort?: string): Promise<Item[]> {
    const out: Item[] = []
    for (let page = 1; ; page++) {
      const d = await report(reportId, { page, pageSize: 7, ...(sort ? { sort } : {}) })
      out.push(...d.list)
      if (d.list.length < 7) return out
    }
  }
  const onSale = async () =>
    (
      await t.db
        .selectFrom('market_listing')
        .select(['id', 'attrs'])
        .where('game_id', '=', GAME)
        .where('kind', '=', 'listing')
        .where('status', '=', 'on_sale')
        .execute()
    ).map((r) => ({ id: Number(r.id), server: (JSON.parse(r.attrs) as { server?: string }).server }))

  test('the header counts only listings meeting every criterion; the rest follow as near misses', async () => {
    const listings = await onSale()
    const qq = listings.filter((l) => l.server === '安卓QQ').map((l) => l.id)
    expect(qq.length).toBeGreaterThan(0)
    expect(qq.length).toBeLessThan(listings.length)

    const teaser = await search({ server: '安卓QQ' })
    expect(teaser).toMatchObject({ total: qq.length, nearTotal: listings.length - qq.length, criteria: ['安卓QQ'], searchType: 2 })
    expect(teaser.wantedCoverage).toEqual({ had: 1, wanted: 1 })

    await t.app.services.valuation.unlockReport(teaser.reportId, 'test')
    const list = await pages(teaser.reportId)
    expect(list).toHaveLength(listings.length)
    const matches = list.filter((m) => m.meetsAll)
    // Matches first, then the near misses; the header's count is exactly the matches.
    expect(list.slice(0, qq.length).every((m) => m.meetsAll)).toBe(true)
    expect(matches.map((m) => m.listingId).sort((a, b) => a - b)).toEqual([...qq].sort((a, b) => a - b))
    for (const m of matches) expect(m.reasons.join('；')).not.toContain('缺少')
    for (const m of list.slice(qq.length)) expect(m.reasons).toContain('缺少：安卓QQ')
    const records = (await t.post(`${API}/purpose/records`, {}, token)).data.list
    expect(records.find((r: { reportId: string }) => r.reportId === teaser.reportId)).toMatchObject({ matchCount: qq.length })
  })

  test('匹配度, 性价比 (estimate / current ask) and price order each group across pages, in the service', async () => {
    const teaser = await search({ server: '安卓QQ', heroCount: 60 })
    expect(teaser.total).toBeGreaterThan(1)
    expect(teaser.nearTotal).toBeGreaterThan(1)
    await t.app.services.valuation.unlockReport(teaser.reportId, 'test')
    const byMatch = await pages(teaser.reportId)
    expect(byMatch.length).toBe(teaser.total + teaser.nearTotal)
    // The cheapest near miss becomes the cheapest listing of all after the search: price order reads today's ask.
    const lastNear = byMatch[byMatch.length - 1]
    expect(lastNear.meetsAll).toBe(false)
    await t.db.updateTable('market_listing').set({ price_fen: 1 }).where('id', '=', lastNear.listingId).execute()

    const groups = (list: Item[]) => [list.filter((m) => m.meetsAll), list.filter((m) => !m.meetsAll)]
    const isSorted = (list: Item[], cmp: (a: Item, b: Item) => number) => list.every((m, i) => i === 0 || cmp(list[i - 1], m) <= 0)
    const byValue = await pages(teaser.reportId, 'value')
    const byPrice = await pages(teaser.reportId, 'price')
    const again = await pages(teaser.reportId, 'match')
    for (const list of [byMatch, byValue, byPrice, again]) {
      expect(list.map((m) => m.listingId).sort((a, b) => a - b)).toEqual(byMatch.map((m) => m.listingId).sort((a, b) => a - b))
      const [fit, near] = groups(list)
      expect(list.slice(0, fit.length)).toEqual(fit)
      expect(near.length).toBe(teaser.nearTotal)
    }
    for (const m of byValue) expect(m.valueRatio).toBeCloseTo(m.estimateFen / Math.max(m.priceFen, 1), 3)
    for (const g of groups(byMatch)) expect(isSorted(g, (a, b) => b.score - a.score)).toBe(true)
    for (const g of groups(byValue)) expect(isSorted(g, (a, b) => b.estimateFen / b.priceFen - a.estimateFen / a.priceFen)).toBe(true)
    for (const g of groups(byPrice)) expect(isSorted(g, (a, b) => a.priceFen - b.priceFen)).toBe(true)
    // Not merely the match order again: the orders differ, and the 1-fen near miss leads its group by price and value.
    expect(byValue.map((m) => m.listingId)).not.toEqual(byMatch.map((m) => m.listingId))
    expect(byPrice.map((m) => m.listingId)).not.toEqual(byMatch.map((m) => m.listingId))
    const firstNear = (list: Item[]) => list.find((m) => !m.meetsAll)
    expect(firstNear(byPrice)).toMatchObject({ listingId: lastNear.listingId, priceFen: 1 })
    expect(firstNear(byValue)?.listingId).toBe(lastNear.listingId)
    expect(again.map((m) => m.listingId)).toEqual(byMatch.map((m) => m.listingId))
  })

  test('the criteria stay whole before and after unlock (also for a report stored before they were kept)', async () => {
    const teaser = await search({ server: '安卓QQ', skins: { legend: 5 }, heroCount: 125, vipLevel: 8 })
    const criteria = ['安卓QQ', '传说（皮肤数量（按品质））', '全英雄']
    expect(teaser.criteria).toEqual(criteria)
    expect(teaser.wantedCoverage.wanted).toBe(criteria.length)
    expect((await report(teaser.reportId)).criteria).toEqual(criteria)
    await t.app.services.valuation.unlockReport(teaser.reportId, 'test')
    expect(await report(teaser.reportId)).toMatchObject({ status: 2, criteria, searchType: 2, nearTotal: teaser.nearTotal })

    const row = await t.db.selectFrom('report').select('teaser').where('id', '=', teaser.reportId).executeTakeFirstOrThrow()
    const { criteria: _c, nearTotal: _n, searchType: _s, ...older } = JSON.parse(row.teaser ?? '{}')
    await t.db
      .updateTable('report')
      .set({ teaser: JSON.stringify(older) })
      .where('id', '=', teaser.reportId)
      .execute()
    expect(await report(teaser.reportId)).toMatchObject({ criteria, searchType: 2, nearTotal: 0 })
  })

  test('an import matches a waiting record only with a listing meeting every criterion', async () => {
    const range = { minFen: 800_000_000, maxFen: 800_000_100 }
    const waiting = (await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers: { server: '安卓QQ' }, ...range }, token))
      .data
    expect(waiting).toMatchObject({ total: 0, nearTotal: 0 })
    const add = (externalId: string, server: string) =>
      new MarketStore(t.db).upsertRows(
        [
          {
            gameId: GAME,
            externalId,
            source: DEMO_SOURCE,
            kind: 'listing',
            status: 'on_sale',
            priceFen: 800_000_050,
            listedAt: NOW,
            soldAt: null,
            attrs: { ...sampleAnswers(), server } as never,
            demo: true,
          },
        ],
        NOW,
      )
    const record = async () =>
      (await t.post(`${API}/purpose/records`, {}, token)).data.list.find((r: { recordId: number }) => r.recordId === waiting.recordId)
    await add('criteria-miss', '苹果微信')
    expect(await rematchPurposeRecords(t.db, GAME, NOW)).toBe(0)
    expect(await record()).toMatchObject({ status: 0, matchCount: 0 })
    await add('criteria-fit', '安卓QQ')
    expect(await rematchPurposeRecords(t.db, GAME, NOW)).toBe(1)
    expect(await record()).toMatchObject({ status: 1, matchCount: 1 })
  })
})
