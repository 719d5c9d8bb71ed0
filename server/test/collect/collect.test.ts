import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

describe('collect/* and goods/similar', () => {
  let t: TestApp
  let token: string
  let other: string
  let listingIds: number[]
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800005001')).token
    other = (await t.login('13800005002')).token
    const rows = await t.db
      .selectFrom('market_listing')
      .select('id')
      .where('kind', '=', 'listing')
      .where('status', '=', 'on_sale')
      .where('game_id', '=', GAME)
      .orderBy('id')
      .limit(3)
      .execute()
    listingIds = rows.map((r) => Number(r.id))
  })
  afterAll(async () => {
    await t.close()
  })

  test('toggle adds then removes; the list is paged and owner-scoped', async () => {
    const [a, b, c] = listingIds
    expect((await t.post(`${API}/collect/toggle`, { listingId: a, origin: 1 }, token)).data).toEqual({ listingId: a, collected: true })
    expect((await t.post(`${API}/collect/toggle`, { listingId: b, origin: 2 }, token)).data).toEqual({ listingId: b, collected: true })
    t.clock.advance(1000)
    expect((await t.post(`${API}/collect/toggle`, { listingId: c, origin: 2 }, token)).data.collected).toBe(true)
    expect((await t.post(`${API}/collect/toggle`, { listingId: b, origin: 2 }, token)).data).toEqual({ listingId: b, collected: false })

    const list = await t.post(`${API}/collect/list`, { page: 1, pageSize: 1 }, token)
    expect(list.data.total).toBe(2)
    expect(list.data.list).toHaveLength(1)
    expect(list.data.list[0]).toMatchObject({ listingId: c, origin: 2, gameId: GAME, priceType: 1 })
    expect((await t.post(`${API}/collect/list`, { page: 2, pageSize: 1 }, token)).data.list[0].listingId).toBe(a)
    expect((await t.post(`${API}/collect/list`, {}, other)).data).toEqual({ list: [], total: 0 })
  })

  test('unknown listing → 40004; bad origin → 40000 naming the field', async () => {
    expect((await t.post(`${API}/collect/toggle`, { listingId: 99_999_999, origin: 1 }, token)).code).toBe(40004)
    const bad = await t.post(`${API}/collect/toggle`, { listingId: listingIds[0], origin: 3 }, token)
    expect(bad.code).toBe(40000)
    expect(bad.msg).toContain('origin')
    expect((await t.post(`${API}/collect/list`, {})).code).toBe(40005)
  })

  test("goods/similar by listing and by own report: sorted by similarity, marks favourites; others' reports 40004", async () => {
    const byListing = await t.post(`${API}/goods/similar`, { type: 4, listingId: listingIds[1], pageSize: 5 }, token)
    expect(byListing.code).toBe(200)
    expect(byListing.data.list).toHaveLength(5)
    const sims = byListing.data.list.map((m: { similarity: number }) => m.similarity)
    expect([...sims].sort((x, y) => y - x)).toEqual(sims)
    expect(byListing.data.list.map((m: { listingId: number }) => m.listingId)).not.toContain(listingIds[1])

    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(4) }, token)).data
    await waitForReport(t, token, valId)
    const byReport = await t.post(`${API}/goods/similar`, { type: 1, valId }, token)
    expect(byReport.code).toBe(200)
    expect(byReport.data).toMatchObject({ type: 1, gameId: GAME, demo: true })
    expect((await t.post(`${API}/goods/similar`, { type: 1, valId }, other)).code).toBe(40004)
    expect((await t.post(`${API}/goods/similar`, { type: 1 }, token)).code).toBe(40000)
    const badType = await t.post(`${API}/goods/similar`, { type: 5, listingId: listingIds[0] }, token)
    expect(badType.code).toBe(40000)
    expect(badType.msg).toContain('type')
  })

  test('goods/similar type 3 (check) follows the account of an unlocked did-I-lose report; locked → 40024, another user’s → 40004', async () => {
    const paidAt = t.clock.now() - 90 * 86_400_000
    const check = await t.post(`${API}/check/evaluate`, { gameId: GAME, answers: sampleAnswers(4), paidFen: 100_000, paidAt }, token)
    const reportId = check.data.reportId as string
    expect(await t.post(`${API}/goods/similar`, { type: 3, valId: reportId }, token)).toMatchObject({
      code: 40024,
      msg: '解锁盈亏报告后可查看相似在售账号',
    })
    await t.app.services.valuation.unlockReport(reportId, 'test')
    const similar = await t.post(`${API}/goods/similar`, { type: 3, valId: reportId, pageSize: 5 }, token)
    expect(similar.code).toBe(200)
    expect(similar.data).toMatchObject({ type: 3, gameId: GAME })
    expect(similar.data.list).toHaveLength(5)
    // The same account valued: the same listings, in the same order.
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(4) }, token)).data
    await waitForReport(t, token, valId)
    const byValuation = await t.post(`${API}/goods/similar`, { type: 1, valId, pageSize: 5 }, token)
    const ids = (d: { list: { listingId: number }[] }) => d.list.map((l) => l.listingId)
    expect(ids(similar.data)).toEqual(ids(byValuation.data))
    // Type 3 still takes a valuation report; a did-I-lose report is not one for the other types.
    expect((await t.post(`${API}/goods/similar`, { type: 3, valId, pageSize: 5 }, token)).code).toBe(200)
    expect((await t.post(`${API}/goods/similar`, { type: 1, valId: reportId }, token)).code).toBe(40004)
    expect((await t.post(`${API}/goods/similar`, { type: 3, valId: reportId }, other)).code).toBe(40004)
  })
})
