import { DEMO_SOURCE } from '../../src/market/demo'
import { ownListingLink } from '../../src/market/links'
import { MarketStore } from '../../src/market/store'
import { rematchPurposeRecords } from '../../src/modules/intention-search/service'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, makeReport, sampleAnswers, waitForReport } from '../valuation-service/fixture'

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

  /** Unlocks (the internal unlock payment uses) and reads the whole ranked list of an intention report. */
  async function unlockedList(reportId: string, tok = token) {
    await t.app.services.valuation.unlockReport(reportId, 'test')
    const res = await t.post(`${API}/purpose/report`, { reportId, pageSize: 50 }, tok)
    expect(res.code).toBe(200)
    return res.data
  }

  test('props search answers the teaser only; after unlock the report pages the ranked matches', async () => {
    const res = await t.post(
      `${API}/purpose/search`,
      { searchType: 2, gameId: GAME, answers: { skins: { legend: 5 } }, minFen: 0, maxFen: 1_000_000_000 },
      token,
    )
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({ status: 1, gameId: GAME, gameName: '王者荣耀', minFen: 0, maxFen: 1_000_000_000, createdAt: NOW })
    expect(res.data.reportId).toMatch(/^r_/)
    expect(res.data.total).toBeGreaterThan(10)
    expect(res.data.priceSpread.low).toMatch(/元/)
    expect(res.data.wantedCoverage).toEqual({ had: 1, wanted: 1 })
    // Nothing that identifies a listing leaves the service before unlock.
    const listings = await t.db
      .selectFrom('market_listing')
      .select(['id', 'external_id', 'price_fen'])
      .where('game_id', '=', GAME)
      .execute()
    for (const body of [res, await t.post(`${API}/purpose/report`, { reportId: res.data.reportId }, token)]) {
      const text = JSON.stringify(body)
      expect(text).not.toMatch(/listingId|externalId|url|priceFen|reasons|estimateFen|"list"/)
      for (const l of listings) expect(text).not.toContain(`"${l.external_id}"`)
      const { minFen, maxFen, createdAt, ...rest } = body.data
      expect([minFen, maxFen, createdAt]).toEqual([0, 1_000_000_000, NOW])
      const restText = JSON.stringify(rest)
      for (const l of listings) expect(restText).not.toContain(String(l.price_fen))
    }
    const locked = await t.post(`${API}/purpose/report`, { reportId: res.data.reportId }, token)
    expect(locked.data).toMatchObject({ ...res.data, unlockedAt: null })

    const full = await unlockedList(res.data.reportId)
    // listTotal: the matches the header counts, then the near misses (issue 35 point 6).
    expect(full).toMatchObject({ status: 2, total: res.data.total, listTotal: res.data.total + res.data.nearTotal, unlockedAt: NOW })
    expect(full.list).toHaveLength(Math.min(50, res.data.total + res.data.nearTotal))
    const scores = full.list.map((m: { score: number }) => m.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    expect(full.list[0].reasons[0]).toContain('有你想要的：传说')
    for (const m of full.list) {
      expect(m.status).toBe('on_sale')
      expect(m.estimateFen).toBeGreaterThan(0)
      expect(m.collected).toBe(false)
      expect(m.reasons.join('；')).toMatch(/要价/)
    }
    const page2 = await t.post(`${API}/purpose/report`, { reportId: res.data.reportId, page: 2, pageSize: 5 }, token)
    expect(page2.data.list.map((m: { listingId: number }) => m.listingId)).toEqual(
      full.list.slice(5, 10).map((m: { listingId: number }) => m.listingId),
    )
    // The current price and status come from market_listing; favourites show as collected.
    const first = full.list[0].listingId
    await t.db.updateTable('market_listing').set({ status: 'sold', price_fen: 123_400 }).where('id', '=', first).execute()
    expect((await t.post(`${API}/collect/toggle`, { listingId: first, origin: 1 }, token)).code).toBe(200)
    const again = (await t.post(`${API}/purpose/report`, { reportId: res.data.reportId, pageSize: 1 }, token)).data.list[0]
    expect(again).toMatchObject({ listingId: first, status: 'sold', priceFen: 123_400, collected: true })

    const records = await t.post(`${API}/purpose/records`, {}, token)
    expect(records.data.total).toBe(1)
    expect(records.data.list[0]).toMatchObject({
      recordId: res.data.recordId,
      status: 1,
      searchType: 2,
      gameName: '王者荣耀',
      reportId: res.data.reportId,
      reportStatus: 2,
    })
    expect((await t.post(`${API}/purpose/records`, {}, other)).data).toEqual({ list: [], total: 0 })
  })

  test('purpose/report is owner-only and purpose-only; val/valReport does not read an intention report', async () => {
    const res = await t.post(`${API}/purpose/search`, { searchType: 2, gameId: GAME, answers: {}, minFen: 0, maxFen: 1_000_000_000 }, token)
    const { reportId } = res.data
    for (const [body, tok] of [
      [{ reportId }, other],
      [{ reportId: 'r_missing' }, token],
    ] as const) {
      expect(await t.post(`${API}/purpose/report`, body, tok)).toMatchObject({ code: 40004, msg: '报告不存在' })
    }
    expect((await t.post(`${API}/val/valReport`, { valId: reportId }, token)).code).toBe(40004)
    const valId = await makeReport(t, token, 2)
    expect(await t.post(`${API}/purpose/report`, { reportId: valId }, token)).toMatchObject({ code: 40004, msg: '报告不存在' })
    expect((await t.post(`${API}/purpose/report`, { reportId })).code).toBe(40005)
    // The record and its report are one transaction: the record names the report, the report the record.
    const records = (await t.post(`${API}/purpose/records`, {}, token)).data.list
    expect(records.find((r: { recordId: number }) => r.recordId === res.data.recordId)).toMatchObject({ reportId, reportStatus: 1 })
    const row = await t.db.selectFrom('report').selectAll().where('id', '=', reportId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 2, status: 1, user_id: expect.anything() })
    expect(JSON.parse(row.input)).toMatchObject({ recordId: res.data.recordId })
  })

  test('price range is respected; an empty range stays matching until an import adds a fit', async () => {
    const ranged = await t.post(
      `${API}/purpose/search`,
      { searchType: 2, gameId: GAME, answers: {}, minFen: 50_000, maxFen: 200_000 },
      token,
    )
    const full = await unlockedList(ranged.data.reportId)
    expect(full.list.length).toBeGreaterThan(0)
    for (const m of full.list) {
      expect(m.priceFen).toBeGreaterThanOrEqual(50_000)
      expect(m.priceFen).toBeLessThanOrEqual(200_000)
    }
    const none = await t.post(
      `${API}/purpose/search`,
      { searchType: 2, gameId: GAME, answers: {}, minFen: 900_000_000, maxFen: 900_000_100 },
      token,
    )
    expect(none.data).toMatchObject({ status: 1, total: 0, priceSpread: null })
    await new MarketStore(t.db).upsertRows(
      [
        {
          gameId: GAME,
          externalId: 'rematch-1',
          source: DEMO_SOURCE,
          kind: 'listing',
          status: 'on_sale',
          priceFen: 900_000_050,
          listedAt: NOW,
          soldAt: null,
          attrs: sampleAnswers() as never,
          demo: true,
        },
      ],
      NOW,
    )
    expect(await rematchPurposeRecords(t.db, GAME, NOW)).toBe(1)
    const rec = (await t.post(`${API}/purpose/records`, {}, token)).data.list.find(
      (r: { recordId: number }) => r.recordId === none.data.recordId,
    )
    expect(rec).toMatchObject({ status: 1, matchCount: 1, matchedAt: NOW, reportId: none.data.reportId })
    expect(await rematchPurposeRecords(t.db, GAME, NOW)).toBe(0)
  })

  test("by link (the listing itself excluded) and by own report; others' reports are 40004", async () => {
    const row = await t.db
      .selectFrom('market_listing')
      .select(['id', 'external_id'])
      .where('kind', '=', 'listing')
      .where('status', '=', 'on_sale')
      .where('game_id', '=', GAME)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const byLink = await t.post(
      `${API}/purpose/search`,
      { searchType: 1, link: ownListingLink(row.external_id), minFen: 0, maxFen: 1_000_000_000 },
      token,
    )
    expect(byLink.code).toBe(200)
    expect((await unlockedList(byLink.data.reportId)).list.map((m: { listingId: number }) => m.listingId)).not.toContain(Number(row.id))
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
