import { BusChannel } from '../../src/bus/replica-bus'
import { JobName } from '../../src/jobs/job-queue'
import { attrsFromAnswers } from '../../src/modules/games/answers'
import { GameRepository } from '../../src/modules/games/repository'
import { ModelRepository } from '../../src/modules/models/registry'
import { ReportRepository, ReportStatus } from '../../src/modules/reports/repository'
import { ReportGeneration } from '../../src/modules/valuation/report-generation'
import { businessMetrics } from '../../src/observability/business-metrics'
import { runWithRequestId } from '../../src/observability/request-context'
import { listGames } from '../../src/valuation/catalogue'
import { captureLog } from '../hardening/h5-fixture'
import { createTestApp, type TestApp } from '../helpers'
import { GAME, NOW, prepareValuationOnce, sampleAnswers } from './fixture'

/**
 * Valuation jobs run in batches (one read, one write transaction for the reports queued together). Each report
 * still counts as its own job: its log lines carry the id of the request that queued it, a crash fails only it, and
 * however many jobs (or replicas) run it, it leaves "generating" once: one event, one count, one reward.
 */
describe('valuation jobs in batches', () => {
  let t: TestApp
  let userId: number
  const log = captureLog()
  const events: string[] = []
  /** A game of the catalogue other than the one with a market here: its valuations fail. */
  const OTHER_GAME = listGames({ includeDisabled: true }).find((g) => g.id !== GAME)?.id as number

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, env: { LOG_LEVEL: 'info' }, logStream: log.stream })
    await prepareValuationOnce(t, { demoRowsPerGame: 600, demoGames: [GAME], now: NOW })
    await t.login('13800009301')
    userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800009301').executeTakeFirstOrThrow()).id
    t.app.services.bus.subscribe(BusChannel.REPORT_STATE, { onEvent: (id) => events.push(id) })
  })
  afterAll(async () => {
    await t.close()
  })

  /** A report left generating with no job queued (`input` as stored; a props answer by default). */
  const generating = async (id: string, gameId = GAME, input = JSON.stringify({ attrs: attrsFromAnswers(GAME, sampleAnswers(0)) })) => {
    await new ReportRepository(t.db).insert({ id, userId, kind: 1, gameId, evaluateType: 2, input, now: t.clock.now() })
    return id
  }
  const statusOf = async (id: string) =>
    Number((await t.db.selectFrom('report').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status)
  const linesFor = (msg: string, reportId: string) => log.lines.filter((l) => l.msg === msg && l.reportId === reportId)
  const finishedCount = async (result: 'ready' | 'failed') =>
    (await businessMetrics.valuationsFinished.get()).values.filter((v) => v.labels.result === result).reduce((sum, v) => sum + v.value, 0)
  const eventsFor = (id: string) => events.filter((e) => e === id).length

  test('jobs queued together run as one batch; each report under its own request id, a crash failing only its own', async () => {
    const ids = [await generating('r_batch_a'), await generating('r_batch_b'), await generating('r_batch_c')]
    // Stored input without attributes: its generation throws.
    const broken = await generating('r_batch_broken', GAME, JSON.stringify({}))
    const reads = jest.spyOn(ReportRepository.prototype, 'findMany')
    const ready = await finishedCount('ready')
    try {
      // Queued within one turn of the event loop: the in-process queue starts them as one batch.
      for (const id of [...ids, broken])
        await runWithRequestId(`queued-${id}`, () => t.app.services.jobs.send(JobName.VALUATION, { reportId: id }))
      await t.app.services.jobs.idle()
      expect(reads).toHaveBeenCalledTimes(1)
    } finally {
      reads.mockRestore()
    }
    for (const id of ids) {
      expect(await statusOf(id)).toBe(ReportStatus.NOT_UNLOCKED)
      expect(linesFor('valuation report finished', id).map((l) => l.reqId)).toEqual([`queued-${id}`])
      expect(eventsFor(id)).toBe(1)
    }
    expect(await finishedCount('ready')).toBe(ready + 3)
    expect(await statusOf(broken)).toBe(ReportStatus.FAILED)
    expect(linesFor('valuation job failed', broken).map((l) => l.reqId)).toEqual([`queued-${broken}`])
    // A report that failed is news for whoever waits on it too.
    expect(eventsFor(broken)).toBe(1)
  })

  test('two replicas running the same jobs at once (and a job queued twice): every report leaves generating once', async () => {
    const readyIds = [await generating('r_twice_a'), await generating('r_twice_b')]
    const failingId = await generating('r_twice_fails', OTHER_GAME, JSON.stringify({ attrs: {} }))
    const rewarded: number[] = []
    const announced: string[] = []
    const replica = () =>
      new ReportGeneration({
        db: t.db,
        reports: new ReportRepository(t.db),
        games: new GameRepository(t.db),
        registry: t.app.services.models,
        modelRepo: new ModelRepository(t.db),
        clock: t.clock,
        onValuationReady: async (id) => rewarded.push(id),
        announce: async (id) => {
          announced.push(id)
        },
      })
    const [ready, failed] = [await finishedCount('ready'), await finishedCount('failed')]
    const jobs = [...readyIds, failingId, readyIds[0]].map((reportId) => ({ reportId }))
    await Promise.all([replica().run(jobs), replica().run([...jobs].reverse())])

    expect(await Promise.all(readyIds.map(statusOf))).toEqual([ReportStatus.NOT_UNLOCKED, ReportStatus.NOT_UNLOCKED])
    expect(await statusOf(failingId)).toBe(ReportStatus.FAILED)
    expect([...announced].sort()).toEqual([...readyIds, failingId].sort())
    expect(rewarded).toEqual([userId, userId])
    expect(await finishedCount('ready')).toBe(ready + 2)
    expect(await finishedCount('failed')).toBe(failed + 1)
  })
})
