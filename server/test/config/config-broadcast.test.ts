import { LocalReplicaBus } from '../../src/bus/local-bus'
import { PgReplicaBus } from '../../src/bus/pg-bus'
import type { ReplicaBus } from '../../src/bus/replica-bus'
import { createAudit } from '../../src/modules/audit'
import { createConfig } from '../../src/modules/config'
import { ConfigRepository } from '../../src/modules/config/repository'
import { createTestClock, createTestDb, type TestDb } from '../helpers'

/**
 * A config edit reaches every replica at once: each replica's settings cache (60 s) is dropped by the edit's event.
 * The clock here never moves, so without the event the second replica would keep its cached value for ever.
 */
const url = process.env.TEST_DATABASE_URL
const ACTOR = { operatorId: null, name: 'cli:test', ip: null }

describe('config edits and the settings caches of other replicas', () => {
  let test: TestDb
  const buses: ReplicaBus[] = []
  beforeAll(async () => {
    test = await createTestDb()
  })
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.stop()))
    await test.close()
  })

  const replica = async (bus: ReplicaBus) => {
    buses.push(bus)
    await bus.start()
    const clock = createTestClock()
    return createConfig({
      db: test.db,
      repo: new ConfigRepository(test.db),
      clock,
      audit: createAudit({ db: test.db, clock }).service,
      error: () => {},
      bus,
    })
  }

  ;(url ? it : it.skip)(
    'on PostgreSQL a price saved on one replica is charged by another without waiting for its cache',
    async () => {
      const a = await replica(new PgReplicaBus(test.db, url as string, () => {}))
      const b = await replica(new PgReplicaBus(test.db, url as string, () => {}))
      const before = (await b.settings.payPrices())[1].list
      await a.service.set('payment.prices', JSON.stringify({ 1: { list: before + 100, discount: 390 } }), { actor: ACTOR })
      let seen = before
      // Bounded: without the event the value never changes (the clock stands still), and the test fails here.
      for (let i = 0; i < 150 && seen === before; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        seen = (await b.settings.payPrices())[1].list
      }
      expect(seen).toBe(before + 100)
      // The editing replica's overview says so.
      expect((await a.rules.read()).propagation).toBe('保存后各实例立即生效（个别实例未收到通知时，最迟 60 秒）')
    },
    8000,
  )

  it('one process (SQLite): the edit applies here at once and the overview says other replicas take up to a minute', async () => {
    const a = await replica(new LocalReplicaBus())
    const before = await a.settings.helpRequired()
    await a.service.set('help.required', String(before === 5 ? 4 : 5), { actor: ACTOR })
    expect(await a.settings.helpRequired()).toBe(before === 5 ? 4 : 5)
    expect((await a.rules.read()).propagation).toBe('保存后本实例立即生效，其他实例约 60 秒内生效')
  })
})
