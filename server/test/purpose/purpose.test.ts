import { DEMO_SOURCE } from '../../src/market/demo'
import { ownListingLink } from '../../src/market/links'
import { MarketStore } from '../../src/market/store'
import { rematchPurposeRecords } from '../../src/modules/purpose/service'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

describe('purpose/search and purpose/records', () => {
  let t: TestApp
  let token: string
  let other: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800004001')).token
    other = (await t.login('13800004002')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('props search: on-sale listings within the range, ranked by score, with Chinese reasons; record matched', async () => {
    const res = await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers: { skins: { legend: 5 } }, minFen: 0, maxFen: 1_000_000_000, pageSize: 10 }, token)
    expect(res.code).toBe(200)
    expect(res.data.total).toBeGreaterThan(0)
    expect(res.data.status).toBe(1)
    expect(res.data.list.length).toBeLessThanOrEqual(10)
    const scores = res.data.list.map((m: { score: number }) => m.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect(res.data.list[0].reasons[0]).toContain('有你想要的：传说')
    for (const m of res.data.list) {
      expect(m.status).toBe('on_sale')
      expect(m.estimateFen).toBeGreaterThan(0)
      expect(m.reasons.join('；')).toMatch(/要价/)
    }
    const records = await t.post(`${API}/purpose/records`, {}, token)
    expect(records.data.total).toBe(1)
    expect(records.data.list[0]).toMatchObject({ recordId: res.data.recordId, status: 1, searchType: 2, gameName: '王者荣耀' })
    expect((await t.post(`${API}/purpose/records`, {}, other)).data).toEqual({ list: [], total: 0 })
  })

  test('price range is respected; an empty range stays matching until an import adds a fit', async () => {
    const ranged = await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers: {}, minFen: 50_000, maxFen: 200_000 }, token)
    for (const m of ranged.data.list) {
      expect(m.priceFen).toBeGreaterThanOrEqual(50_000)
      expect(m.priceFen).toBeLessThanOrEqual(200_000)
    }
    const none = await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers: {}, minFen: 900_000_000, maxFen: 900_000_100 }, token)
    expect(none.data).toMatchObject({ status: 0, total: 0, list: [] })
    await new MarketStore(t.db).upsertRows(
      [{ gameId: GAME, externalId: 'rematch-1', source: DEMO_SOURCE, kind: 'listing', status: 'on_sale', priceFen: 900_000_050, listedAt: NOW, soldAt: null, attrs: sampleAnswers() as never, demo: true }],
      NOW,
    )
    expect(await rematchPurposeRecords(t.db, GAME, NOW)).toBe(1)
    const rec = (await t.post(`${API}/purpose/records`, {}, token)).data.list.find((r: { recordId: number }) => r.recordId === none.data.recordId)
    expect(rec).toMatchObject({ status: 1, matchCount: 1, matchedAt: NOW })
    expect(await rematchPurposeRecords(t.db, GAME, NOW)).toBe(0)
  })

  test('by link (the listing itself excluded) and by own report; others\' reports are 40004', async () => {
    const row = await t.db.selectFrom('market_listing').select(['id', 'external_id']).where('kind', '=', 'listing').where('status', '=', 'on_sale').where('game_id', '=', GAME).orderBy('id').executeTakeFirstOrThrow()
    const byLink = await t.post(`${API}/purpose/search`, { searchType: 1, link: ownListingLink(row.external_id), minFen: 0, maxFen: 1_000_000_000 }, token)
    expect(byLink.code).toBe(200)
    expect(byLink.data.list.map((m: { listingId: number }) => m.listingId)).not.toContain(Number(row.id))
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(3) }, token)).data
    await waitForReport(t, token, valId)
    expect((await t.post(`${API}/purpose/search`, { searchType: 3, valId, minFen: 0, maxFen: 1_000_000_000 }, token)).code).toBe(200)
    expect((await t.post(`${API}/purpose/search`, { searchType: 3, valId, minFen: 0, maxFen: 1_000_000_000 }, other)).code).toBe(40004)
  })

  test('bad input → 40000 naming the field; login required', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ searchType: 4, gameId: GAME, answers: {}, minFen: 0, maxFen: 100 }, /searchType/],
      [{ searchType: 2, gameId: GAME, answers: {}, maxFen: 100 }, /minFen/],
      [{ searchType: 2, gameId: GAME, answers: {}, minFen: 200, maxFen: 100 }, /minFen/],
      [{ searchType: 1, minFen: 0, maxFen: 100 }, /link/],
      [{ searchType: 3, minFen: 0, maxFen: 100 }, /valId/],
      [{ searchType: 2, gameId: GAME, answers: { heroCount: -1 }, minFen: 0, maxFen: 100 }, /heroCount/],
    ]
    for (const [body, msg] of cases) {
      const res = await t.post(`${API}/purpose/search`, body, token)
      expect(res.code).toBe(40000)
      expect(res.msg).toMatch(msg)
    }
    expect((await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers: {}, minFen: 0, maxFen: 100 })).code).toBe(40005)
  })
})
