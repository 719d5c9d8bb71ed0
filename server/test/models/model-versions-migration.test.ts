import { modelVersions } from '../../src/db/migrations/0033_model_versions'
import { ModelRegistry, ModelRepository } from '../../src/modules/models/registry'
import { ModelVersionRepository } from '../../src/modules/models/versions'
import { MODEL_VERSION } from '../../src/valuation/model/types'
import { createTestDb, type TestDb } from '../helpers'

/** A database from before model versions: its stored models become version 1, champion, and are still served. */

let t: TestDb
beforeEach(async () => {
  t = await createTestDb({ migrateAfresh: true })
})
afterEach(async () => {
  await t.close()
})

test('stored models become champion versions the served rows point at; down and up again round-trip', async () => {
  await modelVersions.down?.(t.db)
  const json = JSON.stringify({ status: 'refused', version: MODEL_VERSION, gameId: 10013, deals: 12, reason: '样本不足' })
  await t.db
    .insertInto('valuation_model')
    .values({
      game_id: 10013,
      version: MODEL_VERSION,
      trained_at: 1_700_000_000_000,
      json,
      deals: 12,
      refused_reason: '样本不足',
      demo: 1,
    } as never)
    .execute()
  await modelVersions.up(t.db)

  const champion = await new ModelVersionRepository(t.db).champion(10013)
  expect(champion).toMatchObject({
    gameId: 10013,
    modelVersion: MODEL_VERSION,
    deals: 12,
    demo: true,
    status: 'champion',
    promotedBy: 'migration',
  })
  const served = await t.db.selectFrom('valuation_model').select('version_id').where('game_id', '=', 10013).executeTakeFirstOrThrow()
  expect(Number(served.version_id)).toBe(champion?.id)
  const registry = new ModelRegistry()
  await registry.loadFrom(new ModelRepository(t.db), 0)
  expect(registry.get(10013)).toMatchObject({ stamp: champion?.id, demo: true, model: { status: 'refused', reason: '样本不足' } })
})
