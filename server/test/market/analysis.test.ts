import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp } from '../valuation-service/fixture'

describe('market/analysis', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createValuationApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('public; index series, monthly volumes, hot attributes, top listings and taglines from the data', async () => {
    const res = await t.post(`${API}/market/analysis`, { gameId: GAME, period: '12m' })
    expect(res.code).toBe(200)
    const d = res.data
    expect(d).toMatchObject({ gameId: GAME, gameName: '王者荣耀', period: '12m', demo: true })
    expect([1, 2]).toContain(d.reportType)
    expect(d.priceIndex.length).toBe(12)
    expect(d.priceIndex[d.priceIndex.length - 1].value).toBe(1)
    expect(d.monthly).toHaveLength(12)
    const total = d.monthly.reduce((s: number, m: { deals: number }) => s + m.deals, 0)
    expect(total).toBeGreaterThan(0)
    for (const m of d.monthly) if (m.deals > 0) expect(m.medianFen).toBeGreaterThan(0)
    expect(d.hotAttributes.length).toBeGreaterThan(0)
    for (const h of d.hotAttributes) {
      expect(h.share).toBeGreaterThan(h.overallShare)
      expect(h.upliftPct).toBeGreaterThan(0)
    }
    expect(d.topListings.length).toBeGreaterThan(0)
    const prices = d.topListings.map((l: { priceFen: number }) => l.priceFen)
    expect([...prices].sort((a, b) => b - a)).toEqual(prices)
    for (const l of d.topListings) expect(l).toMatchObject({ priceType: 1, status: 'on_sale', demo: true })
    expect(d.taglines.map((x: { type: number }) => x.type)).toEqual([1, 2, 3])
    expect(d.taglines[0].text).toMatch(/王者荣耀共成交\d+单/)
  })

  test('a shorter period covers fewer months; full 24 months is a top report', async () => {
    const short = await t.post(`${API}/market/analysis`, { gameId: GAME, period: '3m' })
    expect(short.data.monthly).toHaveLength(3)
    const long = await t.post(`${API}/market/analysis`, { gameId: GAME, period: '24m' })
    expect(long.data.reportType).toBe(2)
  })

  test('bad input and unknown or untrained games', async () => {
    expect((await t.post(`${API}/market/analysis`, { gameId: GAME, period: '5m' })).code).toBe(40000)
    const missing = await t.post(`${API}/market/analysis`, { period: '3m' })
    expect(missing.code).toBe(40000)
    expect(missing.msg).toContain('gameId')
    expect((await t.post(`${API}/market/analysis`, { gameId: 99999 })).code).toBe(40004)
    expect((await t.post(`${API}/market/analysis`, { gameId: 10026 })).code).toBe(40023)
  })
})
