import { toNumber } from '../../src/db/numbers'
import type { TestApp } from '../helpers'
import { API, createValuationApp, makeReport } from './fixture'

/**
 * Comparables in an unlocked report (issue 19 point 3): the price a deal really sold at and its date are the stored
 * deal's own, never a figure moved by the price index; the index-adjusted price travels beside them as a second figure.
 */
describe('comparables carry the real sold price', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createValuationApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('soldPriceFen and soldAt are the stored deal’s price and time; priceFen is the same deal at today’s index', async () => {
    const { token } = await t.login('13800019001')
    let compared = 0
    let moved = 0
    for (const index of [0, 1, 2]) {
      const valId = await makeReport(t, token, index)
      const report = (await t.post(`${API}/val/valReport`, { valId }, token)).data
      expect(report.status).toBe(2)
      expect(report.comparables.length).toBeGreaterThan(0)
      for (const c of report.comparables) {
        const row = await t.db
          .selectFrom('market_listing')
          .select(['price_fen', 'sold_at', 'kind'])
          .where('source', '=', c.source)
          .where('external_id', '=', c.externalId)
          .executeTakeFirstOrThrow()
        expect({ kind: row.kind, soldPriceFen: c.soldPriceFen, soldAt: c.soldAt }).toEqual({
          kind: 'deal',
          soldPriceFen: toNumber(row.price_fen),
          soldAt: toNumber(row.sold_at),
        })
        // The adjusted price is a different figure when the market moved since the sale (a few per cent here).
        expect(c.priceFen / c.soldPriceFen).toBeGreaterThan(0.5)
        expect(c.priceFen / c.soldPriceFen).toBeLessThan(2)
        if (c.priceFen !== c.soldPriceFen) moved++
        compared++
      }
    }
    expect(compared).toBeGreaterThan(5)
    // The demo market's index moves month to month: most deals' adjusted price differs from what they sold at.
    expect(moved).toBeGreaterThan(compared / 2)
  })
})
