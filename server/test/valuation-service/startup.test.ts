import { generateDemoMarket } from '../../src/market/demo'
import { MarketStore } from '../../src/market/store'
import { ModelRegistry, trainAndStore } from '../../src/modules/models/registry'
import { prepareValuation } from '../../src/modules/valuation/startup'
import { GAME_IDS } from '../../src/valuation/catalogue'
import { createTestApp, createTestDb } from '../helpers'
import { API, NOW, sampleAnswers, waitForReport } from './fixture'

describe('valuation startup', () => {
  test('seeds an empty market once, trains and stores every game, later starts only load', async () => {
    const t = await createTestDb()
    try {
      const first = await prepareValuation(t.db, new ModelRegistry(), { demoRowsPerGame: 300, demoGames: [10013], now: NOW })
      expect(first.seededRows).toBe(300)
      expect([...first.trained].sort()).toEqual([...GAME_IDS].sort())
      expect(first.loaded).toBe(GAME_IDS.length)
      const stored = await t.db.selectFrom('valuation_model').select(['game_id', 'refused_reason', 'demo', 'deals']).execute()
      expect(stored).toHaveLength(GAME_IDS.length)
      const hok = stored.find((r) => r.game_id === 10013)!
      expect(hok.refused_reason).toBeNull()
      expect(hok.demo).toBe(1)
      expect(stored.find((r) => r.game_id === 10130)!.refused_reason).toMatch(/暂未开放估价|样本不足/)

      // A restart: nothing seeded, nothing trained, every model loaded from the database.
      const registry = new ModelRegistry()
      const second = await prepareValuation(t.db, registry, { demoRowsPerGame: 300, demoGames: [10013], now: NOW + 1000 })
      expect(second).toEqual({ seededRows: 0, trained: [], loaded: GAME_IDS.length })
      expect(registry.get(10013)?.model.status).toBe('trained')
      expect(await new MarketStore(t.db).count()).toBe(300)
    } finally {
      await t.close()
    }
  })

  test('seedDemo: false leaves an empty market empty; every game is then refused', async () => {
    const t = await createTestDb()
    try {
      const registry = new ModelRegistry()
      const res = await prepareValuation(t.db, registry, { seedDemo: false, now: NOW })
      expect(res.seededRows).toBe(0)
      expect(registry.get(10013)?.model.status).toBe('refused')
    } finally {
      await t.close()
    }
  })

  test('reports left generating by a previous process are resumed', async () => {
    const t = await createTestApp({ now: NOW })
    try {
      const { token } = await t.login('13800001101')
      // Created before any model is loaded, then "crashed": put it back to generating as a dead process would leave it.
      const { valId } = (await t.post(`${API}/val/valuation`, { gameId: 10013, evaluateType: 2, answers: sampleAnswers() }, token)).data
      await t.app.services.valuation.idle()
      await t.db.updateTable('report').set({ status: 0, error: null }).where('id', '=', valId).execute()
      await prepareValuation(t.db, t.app.services.models, { demoRowsPerGame: 600, demoGames: [10013], now: NOW })
      expect(await t.app.services.valuation.resumePending()).toBe(1)
      expect((await waitForReport(t, token, valId)).data.status).toBe(1)
    } finally {
      await t.close()
    }
  })

  test('a running service picks up models retrained elsewhere (market:import) within a minute, in the job', async () => {
    const t = await createTestApp({ now: NOW })
    try {
      await prepareValuation(t.db, t.app.services.models, { demoRowsPerGame: 20, demoGames: [10012], now: NOW })
      expect(t.app.services.models.get(10012)?.model.status).toBe('refused')
      const { token } = await t.login('13800001102')
      const rows = generateDemoMarket({ games: [10012], rowsPerGame: 600 })
      // What market:import does in another process: write rows, retrain, store (this registry is not told).
      await new MarketStore(t.db).upsertRows(rows, NOW + 1)
      await trainAndStore(t.db, [10012], { now: NOW + 1 })
      t.clock.advance(61_000)
      const { valId } = (await t.post(`${API}/val/valuation`, { gameId: 10012, evaluateType: 2, answers: rows[0].attrs }, token)).data
      expect((await waitForReport(t, token, valId)).data.status).toBe(1)
      expect(t.app.services.models.get(10012)?.model.status).toBe('trained')
    } finally {
      await t.close()
    }
  })

  test('/dev/unlock-report does not exist in production', async () => {
    const t = await createTestApp({ now: NOW, env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) } })
    try {
      const res = await t.post('/dev/unlock-report', { valId: 'r_x' })
      expect(res.status).toBe(404)
      expect(res.code).toBe(40004)
    } finally {
      await t.close()
    }
  })
})
