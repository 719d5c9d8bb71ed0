import { ownListingLink } from '../../src/market/links'
import { accountBand } from '../../src/modules/reports/band'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, makeReport, sampleAnswers, waitForReport } from '../valuation-service/fixture'

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

  test("with the account's report unlocked: the estimate ignores the ask; verdicts follow the documented thresholds", async () => {
    // The full answer needs an unlocked valuation report of the caller on the same account (same attributes).
    const valId = await makeReport(t, token, 0)
    const body = { gameId: GAME, answers: sampleAnswers() }
    const cheap = await t.post(`${API}/deal/evaluate`, { ...body, askFen: 100 }, token)
    expect(cheap.code).toBe(200)
    const est = cheap.data.estimateFen as number
    expect(cheap.data).toMatchObject({ locked: false, valId, verdict: 'good', verdictText: '划算', demo: true, gameName: '王者荣耀' })
    // The band is the account's own: it holds the 80% range the unlocked answer shows.
    expect(cheap.data.band).toEqual(accountBand({ estimateFen: est, range: cheap.data.range }))
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

  test('without an unlocked report on the account: only the band, a verdict from the band and the game percentile', async () => {
    const { token: fresh } = await t.login('13800003002')
    const body = { gameId: GAME, answers: sampleAnswers(1) }
    const probe = (await t.post(`${API}/deal/evaluate`, { ...body, askFen: 100_000 }, fresh)).data
    const band = probe.band as { label: string; lowFen: number; highFen: number | null }
    expect(band.highFen).not.toBeNull()
    const ask = async (askFen: number) => {
      const res = await t.post(`${API}/deal/evaluate`, { ...body, askFen }, fresh)
      expect(res.code).toBe(200)
      for (const k of ['estimateFen', 'range', 'ratio', 'comparableCount', 'valId']) expect(res.data).not.toHaveProperty(k)
      expect(res.data).toMatchObject({ locked: true, band, percentileBasis: 'game', gameName: '王者荣耀', demo: true })
      return res.data
    }
    const high = band.highFen as number
    expect(await ask(Math.ceil(high * 1.2))).toMatchObject({ verdict: 'overpriced', verdictText: '偏贵' })
    expect(await ask(Math.ceil(high * 1.2) - 1)).toMatchObject({ verdict: 'unknown', verdictText: '待解锁' })
    if (band.lowFen > 0) {
      expect(await ask(Math.floor(band.lowFen * 0.9))).toMatchObject({ verdict: 'good', verdictText: '划算' })
      expect(await ask(Math.floor(band.lowFen * 0.9) + 1)).toMatchObject({ verdict: 'unknown' })
    }
    const mid = await ask(band.lowFen + 1)
    expect(mid.text).toContain(band.label)
    expect(mid.text).toContain('解锁这个账号的估价报告')
    // The percentile is the game's: it grows with the ask and says nothing about the account.
    expect((await ask(high * 3)).askPercentile).toBeGreaterThanOrEqual(mid.askPercentile)

    // A locked report on the account is named (to open and unlock it); the answer stays locked.
    const valId = await makeReport(t, fresh, 1, false)
    expect((await t.post(`${API}/deal/evaluate`, { ...body, askFen: 100_000 }, fresh)).data).toMatchObject({ locked: true, valId })
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
    const valId = (await t.post(`${API}/val/valuation`, { evaluateType: 1, link }, token)).data.valId
    await waitForReport(t, token, valId)
    const locked = await t.post(`${API}/deal/evaluate`, { link, askFen: 1000 }, token)
    expect(locked.data).toMatchObject({ locked: true, valId })
    await t.app.services.valuation.unlockReport(valId, 'test')
    const a = await t.post(`${API}/deal/evaluate`, { link, askFen: 1000 }, token)
    const b = await t.post(`${API}/deal/evaluate`, { link, askFen: 900_000 }, token)
    expect(a.code).toBe(200)
    expect(a.data).toMatchObject({ locked: false, valId })
    expect(a.data.estimateFen).toBe(b.data.estimateFen)
    expect(a.data.band).toEqual(locked.data.band)
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
