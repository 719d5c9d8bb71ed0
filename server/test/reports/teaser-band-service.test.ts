import { type PriceBand, bandByLabel } from '../../src/modules/reports/band'
import type { TestApp } from '../helpers'
import { API, GAME, NOW, createValuationApp, sampleAnswers, waitForReport } from '../valuation-service/fixture'

/**
 * Teasers that agree with the report (issue 19 point 1), through the service: for many accounts the band a locked
 * valuation report shows holds the 80% range it shows once unlocked; the did-I-lose and deal teasers of the same
 * account show the same band; a price paid inside the band never gets a verdict before unlock, and a verdict given
 * before unlock is the one the unlocked report gives.
 */
const ACCOUNTS = 24
const paidAt = NOW - 120 * 86_400_000

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createValuationApp()
  token = (await t.login('13800019101')).token
})
afterAll(async () => {
  await t.app.services.valuation.idle()
  await t.close()
})

const unlock = (id: string) => t.app.services.valuation.unlockReport(id, 'test')
const inside = (band: PriceBand, fen: number) => fen >= band.lowFen && (band.highFen === null || fen <= band.highFen)

test('the locked band holds the unlocked range, for every account; check and deal show the same band', async () => {
  const labels = new Set<string>()
  for (let i = 0; i < ACCOUNTS; i++) {
    const answers = sampleAnswers(i)
    const { valId } = (await t.post(`${API}/val/valuation`, { gameId: GAME, evaluateType: 2, answers }, token)).data
    const locked = (await waitForReport(t, token, valId)).data
    expect(locked.status).toBe(1)
    const band = bandByLabel(locked.band) as PriceBand
    expect(band).toBeDefined()
    await unlock(valId)
    const full = (await t.post(`${API}/val/valReport`, { valId }, token)).data
    expect({ i, band: locked.band, low: inside(band, full.range.lowFen), high: inside(band, full.range.highFen) }).toEqual({
      i,
      band: locked.band,
      low: true,
      high: true,
    })
    expect(full.band).toBe(locked.band)
    labels.add(locked.band)

    // The other free routes on the same account answer with the same band.
    const check = (await t.post(`${API}/check/evaluate`, { gameId: GAME, answers, paidFen: 100_000, paidAt }, token)).data
    expect(check.band).toBe(locked.band)
    const { token: stranger } = await t.login(`1380001920${i % 10}`)
    const deal = (await t.post(`${API}/deal/evaluate`, { gameId: GAME, answers, askFen: 100_000 }, stranger)).data
    expect(deal).toMatchObject({ locked: true, band: band })
  }
  // Accounts of different value get different bands (the teaser is not one band for everyone).
  expect(labels.size).toBeGreaterThan(1)
})

test('did-I-lose: a price paid inside the band gets no verdict before unlock; a verdict given then is the full one', async () => {
  // A user without valuation reports: the first test's user unlocked these accounts, so their checks are free.
  const { token } = await t.login('13800019102')
  let decided = 0
  for (let i = 0; i < 8; i++) {
    const answers = sampleAnswers(i)
    const probe = (await t.post(`${API}/check/evaluate`, { gameId: GAME, answers, paidFen: 100_000, paidAt }, token)).data
    const band = bandByLabel(probe.band) as PriceBand
    const top = band.highFen as number
    const prices = [
      band.lowFen + 1,
      Math.round(Math.sqrt(Math.max(band.lowFen, 100) * top)),
      top,
      Math.ceil(top * 1.1),
      Math.floor(band.lowFen * 0.9),
    ]
    for (const paidFen of prices.filter((p) => p > 0)) {
      const teaser = (await t.post(`${API}/check/evaluate`, { gameId: GAME, answers, paidFen, paidAt }, token)).data
      expect(teaser.band).toBe(probe.band)
      if (inside(band, paidFen)) expect({ paidFen, verdict: teaser.verdict }).toEqual({ paidFen, verdict: '待解锁' })
      await unlock(teaser.reportId)
      const full = (await t.post(`${API}/check/report`, { reportId: teaser.reportId }, token)).data
      // The unlocked range lies inside the teaser's band too.
      expect(inside(band, full.range.lowFen) && inside(band, full.range.highFen)).toBe(true)
      if (teaser.verdict !== '待解锁') {
        expect({ paidFen, verdict: full.verdict }).toEqual({ paidFen, verdict: teaser.verdict })
        decided++
      }
    }
  }
  expect(decided).toBeGreaterThan(0)
})
