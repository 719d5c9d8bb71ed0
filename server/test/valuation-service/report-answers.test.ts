import { ownListingLink } from '../../src/market/links'
import { MarketStore } from '../../src/market/store'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers, waitForReport } from './fixture'

// val/answers: 属性有误 on a report opens the valuation form prefilled with what the report was valued from; sending
// those answers again (corrected) makes a new report and leaves the old one as it was.
describe('val/answers', () => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800003401')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test("the owner reads a props report's answers; sent again (one corrected) they make a new report, the old one stays", async () => {
    const answers = sampleAnswers(4)
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers }, token)).data
    const first = await waitForReport(t, token, valId)
    expect(first.data.status).toBe(1)

    const res = await t.post(`${API}/val/answers`, { valId }, token)
    expect(res.code).toBe(200)
    expect(res.data).toEqual({ valId, gameId: GAME, evaluateType: 2, answers })

    const corrected = { ...res.data.answers, heroCount: res.data.answers.heroCount === 130 ? 129 : 130 }
    const again = await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: corrected }, token)
    expect(again.code).toBe(200)
    expect(again.data.valId).not.toBe(valId)
    expect((await waitForReport(t, token, again.data.valId)).data.status).toBe(1)
    expect((await t.post(`${API}/val/answers`, { valId: again.data.valId }, token)).data.answers).toEqual(corrected)
    // The old report keeps its answers and its result.
    expect((await t.post(`${API}/val/answers`, { valId }, token)).data.answers).toEqual(answers)
    expect((await t.post(`${API}/val/valReport`, { valId }, token)).data).toMatchObject({ status: 1, band: first.data.band })
  })

  test("a link report answers the listing's attributes (never its price) with evaluateType 1", async () => {
    const listing = (await new MarketStore(t.db).rowsForGame(GAME)).find((r) => r.kind === 'listing')!
    const { valId } = (await t.post(`${API}/val/valuation`, { evaluateType: 1, link: ownListingLink(listing.externalId) }, token)).data
    const res = await t.post(`${API}/val/answers`, { valId }, token)
    expect(res.data).toEqual({ valId, gameId: GAME, evaluateType: 1, answers: listing.attrs })
    expect(JSON.stringify(res.data)).not.toContain('priceFen')
  })

  test("another user's report reads like a missing one (40004); no token → 40005; a bad body → 40000", async () => {
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers: sampleAnswers(5) }, token)).data
    const other = (await t.login('13800003402')).token
    const foreign = await t.post(`${API}/val/answers`, { valId }, other)
    const missing = await t.post(`${API}/val/answers`, { valId: 'r_doesnotexist0000' }, other)
    expect(foreign).toMatchObject({ code: 40004, data: null })
    expect([foreign.code, foreign.msg]).toEqual([missing.code, missing.msg])
    expect((await t.post(`${API}/val/answers`, { valId })).code).toBe(40005)
    expect(await t.post(`${API}/val/answers`, {}, token)).toMatchObject({ code: 40000, data: null })
  })
})
