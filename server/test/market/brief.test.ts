import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp } from '../valuation-service/fixture'
import { roundFen } from '../../src/valuation/model/hot-values'
import type { TrainedModel } from '../../src/valuation/model/types'

type Hot = { key: string; label: string; lowFen: number; highFen: number }

const brief = (t: TestApp, body: unknown) => t.post(`${API}/market/brief`, body)

describe('market/brief', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createValuationApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('public: the last 6 months of the price index and their change', async () => {
    const res = await brief(t, { gameId: GAME })
    expect(res.code).toBe(200)
    const d = res.data
    expect(d).toMatchObject({ gameId: GAME, gameName: '王者荣耀', demo: true, month: '2026-10' })
    expect(d.priceIndex.map((p: { month: string }) => p.month)).toEqual(['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'])
    expect(d.priceIndex[5].value).toBe(1)
    expect(d.changePct).toBeCloseTo((1 / d.priceIndex[0].value - 1) * 100, 0)
    expect(d.accounts).toBeGreaterThanOrEqual(30)
  })

  test('hot values: what the collectables add to this month’s accounts by the model, as ranges', async () => {
    const hot: Hot[] = (await brief(t, { gameId: GAME })).data.hotValues
    expect(hot.length).toBeGreaterThan(0)
    expect(hot.length).toBeLessThanOrEqual(5)
    expect(new Set(hot.map((h) => h.key)).size).toBe(hot.length)
    for (const h of hot) {
      expect(h.lowFen).toBeGreaterThan(0)
      expect(h.highFen).toBeGreaterThanOrEqual(h.lowFen)
      expect(roundFen(h.lowFen)).toBe(h.lowFen)
      expect(roundFen(h.highFen)).toBe(h.highFen)
    }
    // The demo market prices 安琪拉·颠倒童话魔镜 and 吕布·怒海麟威 among the highest named skins and 虞姬·神鉴启示录
    // at nothing over its tier: the model finds the first two, not the third.
    const keys = hot.map((h) => h.key)
    expect(keys).toEqual(expect.arrayContaining(['rareSkins.angelaMirror', 'rareSkins.lubuSeaLion']))
    expect(keys).not.toContain('rareSkins.yujiRevelation')
    expect(hot.find((h) => h.key === 'rareSkins.lubuSeaLion')?.label).toBe('吕布·怒海麟威')
    const tier = hot.find((h) => h.key.startsWith('skins.'))
    if (tier) expect(tier.label).toMatch(/每多1款$/)
  })

  test('computed once per served model version: the same stamp keeps the answer, a new one recomputes', async () => {
    const models = t.app.services.models
    const served = models.get(GAME)
    if (!served || served.model.status !== 'trained') throw new Error('no model')
    const before = (await brief(t, { gameId: GAME })).data
    // A model whose index fell 10% in its last month: its brief differs from the served one's.
    const values = [...served.model.priceIndex.values]
    values[values.length - 1] -= Math.log(1 / 0.9)
    const changed: TrainedModel = { ...served.model, priceIndex: { ...served.model.priceIndex, values } }
    try {
      models.set({ ...served, model: changed })
      expect((await brief(t, { gameId: GAME })).data).toEqual(before)
      models.set({ ...served, model: changed, stamp: served.stamp + 1 })
      const after = (await brief(t, { gameId: GAME })).data
      expect(after.priceIndex[4].value).toBeCloseTo(before.priceIndex[4].value / 0.9, 2)
      expect(after.changePct).toBeLessThan(before.changePct)
    } finally {
      models.set(served)
    }
    expect((await brief(t, { gameId: GAME })).data).toEqual(before)
  })

  test('100 parallel requests all get the same answer', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => brief(t, { gameId: GAME })))
    expect(answers.every((a) => a.code === 200)).toBe(true)
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1)
  })

  test('bad input and unknown or untrained games', async () => {
    const missing = await brief(t, {})
    expect(missing.code).toBe(40000)
    expect(missing.msg).toContain('gameId')
    expect((await brief(t, { gameId: 'x' })).code).toBe(40000)
    expect((await brief(t, { gameId: 99999 })).code).toBe(40004)
    expect((await brief(t, { gameId: 10026 })).code).toBe(40023)
  })
})

describe('roundFen', () => {
  test('whole yuan at two significant digits', () => {
    expect(roundFen(123_456)).toBe(120_000)
    expect(roundFen(8_649)).toBe(8_600)
    expect(roundFen(155_000)).toBe(160_000)
    expect(roundFen(950)).toBe(1_000)
    expect(roundFen(40)).toBe(0)
  })
})
