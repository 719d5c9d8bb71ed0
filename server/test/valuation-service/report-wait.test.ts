import { LocalReplicaBus } from '../../src/bus/local-bus'
import { PgReplicaBus } from '../../src/bus/pg-bus'
import { BusChannel } from '../../src/bus/replica-bus'
import { createDb } from '../../src/db/connect'
import { JobName } from '../../src/jobs/job-queue'
import { attrsFromAnswers } from '../../src/modules/games/answers'
import { ReportRepository } from '../../src/modules/reports/repository'
import { ReportWaits } from '../../src/modules/valuation/report-waits'
import type { TestApp } from '../helpers'
import { API, GAME, createValuationApp, sampleAnswers } from './fixture'

/**
 * val/valReport with `wait`: a request for a generating report is held until the report's job finishes (the
 * event reaches every replica) or the wait ends. The held requests here wait longer (10 s) than the test may
 * run (8 s), so a pass means the event woke them.
 */
describe('val/valReport waits for a generating report', () => {
  let t: TestApp
  let token: string
  let userId: number
  beforeAll(async () => {
    t = await createValuationApp()
    token = (await t.login('13800009201')).token
    userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800009201').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => {
    await t.close()
  })

  /** A report left generating with no job queued: it finishes only when the test queues its job. */
  const generatingReport = async (id: string) => {
    const input = JSON.stringify({ attrs: attrsFromAnswers(GAME, sampleAnswers(0)) })
    await new ReportRepository(t.db).insert({ id, userId, kind: 1, gameId: GAME, evaluateType: 2, input, now: t.clock.now() })
    return id
  }

  test('answers as soon as the job finishes, with the finished report', async () => {
    const id = await generatingReport('r_wait_finishes_000001')
    const held = t.post(`${API}/val/valReport`, { valId: id, wait: 10 }, token)
    // The request is waiting before the job runs, so the answer can only come from the job's event.
    for (let i = 0; i < 10_000 && t.app.services.valuation.waitingRequests() === 0; i++)
      await new Promise((resolve) => setImmediate(resolve))
    expect(t.app.services.valuation.waitingRequests()).toBe(1)
    await t.app.services.jobs.send(JobName.VALUATION, { reportId: id })
    const answer = await held
    expect(answer.code).toBe(200)
    expect(answer.data.status).toBe(1)
  }, 8000)

  test('without news it answers "generating" when the wait ends; without wait at once', async () => {
    const id = await generatingReport('r_wait_times_out_00001')
    expect((await t.post(`${API}/val/valReport`, { valId: id }, token)).data.status).toBe(0)
    expect((await t.post(`${API}/val/valReport`, { valId: id, wait: 1 }, token)).data.status).toBe(0)
  })

  test('a wait above 10 seconds, or not a whole number, is refused; another user still gets 40004 at once', async () => {
    const id = await generatingReport('r_wait_refused_000001')
    expect((await t.post(`${API}/val/valReport`, { valId: id, wait: 11 }, token)).code).toBe(40000)
    expect((await t.post(`${API}/val/valReport`, { valId: id, wait: 1.5 }, token)).code).toBe(40000)
    const other = (await t.login('13800009202')).token
    expect((await t.post(`${API}/val/valReport`, { valId: id, wait: 10 }, other)).code).toBe(40004)
  }, 8000)
})

describe('report waits', () => {
  test('an event for another report does not wake a wait; its own does', async () => {
    const bus = new LocalReplicaBus()
    const waits = new ReportWaits(bus)
    let woke = false
    const waiting = waits.waitWhile('r_a', 60_000, async () => true).then(() => (woke = true))
    await new Promise((resolve) => setImmediate(resolve))
    await waits.announce('r_b')
    await new Promise((resolve) => setImmediate(resolve))
    expect(woke).toBe(false)
    await waits.announce('r_a')
    await waiting
    expect(woke).toBe(true)
  })

  const url = process.env.TEST_DATABASE_URL
  ;(url ? test : test.skip)(
    'on PostgreSQL an event published by one replica wakes a wait on another',
    async () => {
      const db = createDb({ databaseUrl: url })
      const [a, b] = [new PgReplicaBus(db, url as string, () => {}), new PgReplicaBus(db, url as string, () => {})]
      try {
        await Promise.all([a.start(), b.start()])
        const waitsOnB = new ReportWaits(b)
        const id = `r_pg_${process.pid}_${Date.now()}`
        const waiting = waitsOnB.waitWhile(id, 60_000, async () => true)
        await new Promise((resolve) => setImmediate(resolve))
        await a.publish(BusChannel.REPORT_STATE, id)
        await waiting
      } finally {
        await Promise.all([a.stop(), b.stop()])
        await db.destroy()
      }
    },
    8000,
  )
})
