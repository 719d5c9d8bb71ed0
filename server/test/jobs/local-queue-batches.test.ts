import { JobName } from '../../src/jobs/job-queue'
import { inJobContext } from '../../src/jobs/job-context'
import { LocalJobQueue } from '../../src/jobs/local-queue'
import { currentRequestId, runWithRequestId } from '../../src/observability/request-context'

/**
 * The in-process queue with a batch handler: the jobs of a queue waiting when a batch starts run together (at most
 * the batch size), other queues' jobs keep their turn, and the metrics count jobs, not batches.
 */
describe('in-process queue batches', () => {
  const released = () => {
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    return { gate, release }
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 1000 && !check(); i++) await new Promise((resolve) => setImmediate(resolve))
    if (!check()) throw new Error('condition not reached')
  }

  test('jobs waiting together run as one batch of at most the batch size; another queue keeps its place', async () => {
    const ran: string[][] = []
    const first = released()
    const queue = new LocalJobQueue(() => {})
    queue.workBatch(JobName.VALUATION, 3, async (jobs) => {
      ran.push(jobs.map((j) => j.reportId))
      if (ran.length === 1) await first.gate
    })
    queue.work(JobName.RETRAIN, async ({ gameIds }) => {
      ran.push([`retrain ${gameIds.join()}`])
    })
    await queue.send(JobName.VALUATION, { reportId: 'a' })
    await until(() => ran.length === 1)
    // Queued while the first batch runs.
    for (const reportId of ['b', 'c']) await queue.send(JobName.VALUATION, { reportId })
    await queue.send(JobName.RETRAIN, { gameIds: [1] })
    for (const reportId of ['d', 'e', 'f']) await queue.send(JobName.VALUATION, { reportId })
    const running = await queue.stats()
    expect(running.find((s) => s.name === JobName.VALUATION)).toMatchObject({ active: 1, queued: 5 })
    expect(running.find((s) => s.name === JobName.RETRAIN)).toMatchObject({ active: 0, queued: 1 })
    first.release()
    await queue.idle()
    expect(ran).toEqual([['a'], ['b', 'c', 'd'], ['retrain 1'], ['e', 'f']])
  })

  test('a batch that throws counts each of its jobs as failed and reports the error once', async () => {
    const errors: unknown[] = []
    const queue = new LocalJobQueue((error) => errors.push(error))
    queue.workBatch(JobName.VALUATION, 10, async () => {
      throw new Error('database gone')
    })
    for (const reportId of ['a', 'b', 'c']) await queue.send(JobName.VALUATION, { reportId })
    await queue.idle()
    expect(errors).toHaveLength(1)
    expect((await queue.stats()).find((s) => s.name === JobName.VALUATION)).toMatchObject({ queued: 0, active: 0, failed: 3 })
  })

  test('each job of a batch runs its part under the id of the request that queued it; the batch under none', async () => {
    const seen: Array<string | undefined> = []
    const queue = new LocalJobQueue(() => {})
    queue.workBatch(JobName.VALUATION, 10, async (jobs) => {
      seen.push(currentRequestId())
      for (const job of jobs) inJobContext(job, () => seen.push(`${job.reportId}:${currentRequestId()}`))
    })
    await runWithRequestId('req-1', async () => {
      await queue.send(JobName.VALUATION, { reportId: 'a' })
      await runWithRequestId('req-2', () => queue.send(JobName.VALUATION, { reportId: 'b' }))
    })
    await queue.send(JobName.VALUATION, { reportId: 'c' })
    await queue.idle()
    expect(seen).toEqual([undefined, 'a:req-1', 'b:req-2', 'c:undefined'])
  })
})
