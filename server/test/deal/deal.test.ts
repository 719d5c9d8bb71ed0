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
    expect(cheap.data).toMatchObject({ locked: false, valId, verdict: 'good', verdictText: '偏便宜', demo: true, gameName: '王者荣耀' })
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

  test('without an unlocked report on the account: a free verdict from the band in all three cases, no exact figure', async () => {
    const { token: fresh } = await t.login('13800003002')
    const body = { gameId: GAME, answers: sampleAnswers(1) }
    const probe = (await t.post(`${API}/deal/evaluate`, { ...body, askFen: 100_000 }, fresh)).data
    const band = probe.band as { label: string; lowFen: number; highFen: number | null }
    expect(band.highFen).not.toBeNull()
    expect(band.lowFen).toBeGreaterThan(0)
    const ask = async (askFen: number) => {
      const res = await t.post(`${API}/deal/evaluate`, { ...body, askFen }, fresh)
      expect(res.code).toBe(200)
      for (const k of ['estimateFen', 'range', 'ratio', 'comparableCount', 'valId']) expect(res.data).not.toHaveProperty(k)
      expect(res.data).toMatchObject({ locked: true, band, percentileBasis: 'game', gameName: '王者荣耀', demo: true })
      expect(res.data.verdictText).not.toBe('待解锁')
      // No yuan figure but the ask and the band's own bounds.
      expect(res.data.text).not.toMatch(/估值约|80%区间|估值\d/)
      return res.data
    }
    const high = band.highFen as number
    // Above the band 偏贵, within it 合理 (both ends included), below it 偏便宜.
    expect(await ask(high + 1)).toMatchObject({ verdict: 'overpriced', verdictText: '偏贵' })
    expect(await ask(high)).toMatchObject({ verdict: 'fair', verdictText: '合理' })
    expect(await ask(Math.round((band.lowFen + high) / 2))).toMatchObject({ verdict: 'fair', verdictText: '合理' })
    expect(await ask(band.lowFen)).toMatchObject({ verdict: 'fair', verdictText: '合理' })
    expect(await ask(band.lowFen - 1)).toMatchObject({ verdict: 'good', verdictText: '偏便宜' })
    const mid = await ask(band.lowFen + 1)
    expect(mid.text).toContain(band.label)
    expect(mid.text).toContain('合理')
    expect(mid.text).toContain('解锁这个账号的估价报告')
    // The percentile is the game's: it grows with the ask and says nothing about the account.
    expect((await ask(high * 3)).askPercentile).toBeGreaterThanOrEqual(mid.askPercentile)

    // A locked report on the account is named (to open and unlock it); the answer stays free-only.
    const valId = await makeReport(t, fresh, 1, false)
    expect((await t.post(`${API}/deal/evaluate`, { ...body, askFen: 100_000 }, fresh)).data).toMatchObject({ locked: true, valId })
    expect((await t.post(`${API}/deal/evaluate`, { valId, askFen: 100_000 }, fresh)).data).toMatchObject({ locked: true, valId, band })
  })

  test("picked from 我的估价记录: an unlocked report gives the exact figures, and they are the report's own", async () => {
    const { token: me } = await t.login('13800003005')
    const valId = await makeReport(t, me, 4)
    const row = await t.db.selectFrom('report').select('result').where('id', '=', valId).executeTakeFirstOrThrow()
    const stored = JSON.parse(row.result as string)
    // As if an older model had valued it: the deal must judge against what the report shows, not a fresh estimate.
    stored.estimateFen = 234_500
    stored.range = { ...stored.range, lowFen: 200_000, highFen: 280_000 }
    await t.db
      .updateTable('report')
      .set({ result: JSON.stringify(stored) })
      .where('id', '=', valId)
      .execute()

    const picked = await t.post(`${API}/deal/evaluate`, { valId, askFen: 234_500 }, me)
    expect(picked.code).toBe(200)
    expect(picked.data).toMatchObject({
      locked: false,
      valId,
      estimateFen: 234_500,
      range: { lowFen: 200_000, highFen: 280_000 },
      ratio: 1,
      verdict: 'fair',
      verdictText: '合理',
    })
    expect(picked.data.band.highFen).toBeGreaterThanOrEqual(280_000)
    // Typed as answers it is the same account, and the same value.
    const typed = await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: sampleAnswers(4), askFen: 400_000 }, me)
    expect(typed.data).toMatchObject({ locked: false, valId, estimateFen: 234_500, verdict: 'overpriced', verdictText: '偏贵' })
  })

  test("security: another user's unlocked report opens nothing; naming it is 40004", async () => {
    const { token: owner } = await t.login('13800003006')
    const { token: stranger } = await t.login('13800003007')
    const theirs = await makeReport(t, owner, 5)
    const typed = await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers: sampleAnswers(5), askFen: 100_000 }, stranger)
    expect(typed.data.locked).toBe(true)
    for (const k of ['estimateFen', 'range', 'ratio', 'valId']) expect(typed.data).not.toHaveProperty(k)
    const named = await t.post(`${API}/deal/evaluate`, { valId: theirs, askFen: 100_000 }, stranger)
    expect(named.code).toBe(40004)
    expect(named.msg).toBe('报告不存在')
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
