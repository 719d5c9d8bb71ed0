import { ownListingLink } from '../../src/market/links'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers } from '../valuation-service/fixture'

describe('deal/evaluate', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800003001')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('the estimate ignores the ask; verdicts follow the documented thresholds', async () => {
    const body = { gameId: GAME, answers: sampleAnswers() }
    const cheap = await t.post(`${API}/deal/evaluate`, { ...body, askFen: 100 }, token)
    expect(cheap.code).toBe(200)
    const est = cheap.data.estimateFen as number
    expect(cheap.data).toMatchObject({ verdict: 'good', verdictText: '划算', demo: true, gameName: '王者荣耀' })
    const fair = await t.post(`${API}/deal/evaluate`, { ...body, askFen: est }, token)
    const dear = await t.post(`${API}/deal/evaluate`, { ...body, askFen: est * 5 }, token)
    expect(fair.data.estimateFen).toBe(est)
    expect(dear.data.estimateFen).toBe(est)
    expect(fair.data).toMatchObject({ verdict: 'fair', verdictText: '合理', ratio: 1 })
    expect(dear.data).toMatchObject({ verdict: 'overpriced', verdictText: '偏贵' })
    expect(cheap.data.askPercentile).toBeLessThan(fair.data.askPercentile + 0.001)
    expect(dear.data.askPercentile).toBeGreaterThanOrEqual(fair.data.askPercentile)
    expect(dear.data.askPercentile).toBeLessThanOrEqual(100)
    expect(fair.data.range.lowFen).toBeLessThanOrEqual(est)
    expect(fair.data.range.highFen).toBeGreaterThanOrEqual(est)
    expect(dear.data.text).toContain('偏贵')
  })

  test("by link: the listing's attributes are valued, never its asking price", async () => {
    const row = await t.db
      .selectFrom('market_listing')
      .select(['external_id', 'price_fen'])
      .where('kind', '=', 'listing')
      .where('game_id', '=', GAME)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const link = ownListingLink(row.external_id)
    const a = await t.post(`${API}/deal/evaluate`, { link, askFen: 1000 }, token)
    const b = await t.post(`${API}/deal/evaluate`, { link, askFen: 900_000 }, token)
    expect(a.code).toBe(200)
    expect(a.data.estimateFen).toBe(b.data.estimateFen)
    expect((await t.post(`${API}/deal/evaluate`, { link: 'https://example.com/x', askFen: 1000 }, token)).code).toBe(40021)
  })

  test('bad input → 40000 naming the field; login required', async () => {
    const missingAsk = await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: sampleAnswers() }, token)
    expect(missingAsk.code).toBe(40000)
    expect(missingAsk.msg).toContain('askFen')
    const badAnswers = await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: { foo: 1 }, askFen: 100 }, token)
    expect(badAnswers.code).toBe(40000)
    expect(badAnswers.msg).toContain('foo')
    expect((await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: sampleAnswers(), askFen: 100 })).code).toBe(40005)
  })
})
