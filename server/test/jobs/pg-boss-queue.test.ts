import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { createDb, type Db } from '../../src/db/connect'
import { JobName } from '../../src/jobs/job-queue'
import { PgBossJobQueue } from '../../src/jobs/pg-boss-queue'

/**
 * The durable queue against a real PostgreSQL (skipped on SQLite, which uses the in-process queue): jobs staged in
 * a transaction exist exactly when it commits, a job queued by one process runs in another, and two workers
 * sharing the queue run each job once.
 */
const url = process.env.TEST_DATABASE_URL
const describePg = url ? describe : describe.skip

describePg('pg-boss job queue', () => {
  const schema = `jobs_${process.pid}_${randomBytes(3).toString('hex')}`
  const queues: PgBossJobQueue[] = []
  let db: Db
  let admin: pg.Pool

  const makeQueue = () => {
    const q = new PgBossJobQueue({
      connectionString: url as string,
      schema,
      expireSeconds: 5,
      maintenanceSeconds: 1,
      pollingSeconds: 1,
      poolSize: 2,
      onError: (error) => {
        throw error
      },
    })
    queues.push(q)
    return q
  }
  const jobRows = async () =>
    (
      await admin.query<{ report_id: string; state: string }>(
        `SELECT data->>'reportId' AS report_id, state FROM "${schema}".job WHERE name = $1
         UNION ALL SELECT data->>'reportId', state FROM "${schema}".archive WHERE name = $1`,
        [JobName.VALUATION],
      )
    ).rows
  const until = async (check: () => boolean | Promise<boolean>) => {
    for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50))
    if (!(await check())) throw new Error('condition not reached')
  }

  beforeAll(async () => {
    admin = new pg.Pool({ connectionString: url, max: 2 })
    db = createDb({ databaseUrl: url })
  })
  afterAll(async () => {
    for (const q of queues) await q.stop()
    await db.destroy()
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
    await admin.end()
  })

  test('a job staged in a rolled-back transaction never exists; one in a committed transaction runs', async () => {
    const ran: string[] = []
    const q = makeQueue()
    q.work(JobName.VALUATION, async ({ reportId }) => {
      ran.push(reportId)
    })
    await q.start()
    await expect(
      db.transaction().execute(async (trx) => {
        await q.stage(trx, JobName.VALUATION, { reportId: 'rolled-back' })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const wake = await db.transaction().execute((trx) => q.stage(trx, JobName.VALUATION, { reportId: 'committed' }))
    wake()
    await until(() => ran.includes('committed'))
    expect(ran).toEqual(['committed'])
    expect((await jobRows()).map((r) => r.report_id)).not.toContain('rolled-back')
    await q.stop()
  })

  test('jobs queued by a process that takes none run in another; two workers run 200 jobs once each', async () => {
    const producer = makeQueue()
    await producer.start({ work: false })
    const ids = Array.from({ length: 200 }, (_, i) => `r${i}`)
    // Queued with no worker anywhere, then the producer goes away.
    for (const reportId of ids.slice(0, 100)) await producer.send(JobName.VALUATION, { reportId })
    await producer.stop()

    const ran: string[] = []
    const workers = [makeQueue(), makeQueue()]
    for (const w of workers) {
      w.work(JobName.VALUATION, async ({ reportId }) => {
        ran.push(reportId)
      })
      await w.start()
    }
    for (const [i, reportId] of ids.slice(100).entries()) await workers[i % 2].send(JobName.VALUATION, { reportId })
    await until(() => ran.filter((id) => ids.includes(id)).length >= 200)
    await new Promise((r) => setTimeout(r, 1500)) // a duplicate, if any, would show up within a poll
    const counts = new Map<string, number>()
    for (const id of ran) counts.set(id, (counts.get(id) ?? 0) + 1)
    expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([])
    const rows = (await jobRows()).filter((r) => ids.includes(r.report_id))
    expect(rows).toHaveLength(200)
    expect(rows.every((r) => r.state === 'completed')).toBe(true)
  })

  test('batches: two workers fetching up to 16 jobs at a time run 200 jobs once each, several to a batch', async () => {
    // The earlier tests' workers would take these jobs too.
    for (const q of queues) await q.stop()
    const ran: string[] = []
    const sizes: number[] = []
    const workers = [makeQueue(), makeQueue()]
    for (const w of workers) {
      w.workBatch(JobName.VALUATION, 16, async (jobs) => {
        sizes.push(jobs.length)
        // Long enough for the next jobs to be queued meanwhile.
        await new Promise((r) => setTimeout(r, 20))
        ran.push(...jobs.map((j) => j.reportId))
      })
      await w.start()
    }
    const ids = Array.from({ length: 200 }, (_, i) => `batched${i}`)
    await Promise.all(ids.map((reportId, i) => workers[i % 2].send(JobName.VALUATION, { reportId })))
    await until(() => ids.every((id) => ran.includes(id)))
    await new Promise((r) => setTimeout(r, 1500)) // a duplicate, if any, would show up within a poll
    const counts = new Map<string, number>()
    for (const id of ran) counts.set(id, (counts.get(id) ?? 0) + 1)
    expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([])
    expect(Math.max(...sizes)).toBeGreaterThan(1)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(16)
    const rows = (await jobRows()).filter((r) => ids.includes(r.report_id))
    expect(rows).toHaveLength(200)
    expect(rows.every((r) => r.state === 'completed')).toBe(true)
  })

  test("stats: per queue, jobs waiting, running, and failed in the last 24 hours, from pg-boss's tables", async () => {
    const q = makeQueue()
    await q.start({ work: false })
    for (let i = 0; i < 4; i++) await q.send(JobName.RETRAIN, { gameIds: [i] })
    const ids = (
      await admin.query<{ id: string }>(`SELECT id FROM "${schema}".job WHERE name = $1 ORDER BY created_on`, [JobName.RETRAIN])
    ).rows.map((r) => r.id)
    const set = (id: string, state: string, ago: string) =>
      admin.query(`UPDATE "${schema}".job SET state = $2, completed_on = now() - $3::interval WHERE id = $1`, [id, state, ago])
    await set(ids[0], 'active', '0 seconds')
    await set(ids[1], 'failed', '1 hour')
    // Failed two days ago: outside the window.
    await set(ids[2], 'failed', '2 days')
    // The one still queued was created a minute ago: its wait is the queue's age.
    await admin.query(`UPDATE "${schema}".job SET created_on = now() - interval '60 seconds' WHERE id = $1`, [ids[3]])
    const stats = await q.stats()
    expect(stats.map((s) => s.name)).toEqual(Object.values(JobName))
    const { oldestQueuedMs, ...retrain } = stats.find((s) => s.name === JobName.RETRAIN)!
    expect(retrain).toEqual({ name: JobName.RETRAIN, queued: 1, active: 1, failed: 1 })
    expect(oldestQueuedMs).toBeGreaterThanOrEqual(60_000)
    expect(oldestQueuedMs).toBeLessThan(120_000)
    expect(stats.find((s) => s.name === JobName.ORDER_EXPIRY)).toEqual({
      name: JobName.ORDER_EXPIRY,
      queued: 0,
      oldestQueuedMs: 0,
      active: 0,
      failed: 0,
    })
    await q.stop()
  })
})
