import { JobName, type JobQueue } from '../../src/jobs/job-queue'
import { ValuationService, type ValuationServiceDeps } from '../../src/modules/valuation/service'

// A valuation job caught by a lost database connection (a failover, a PgBouncer restart) must go back to the queue,
// not end as a failed report, and never leave its report 生成中 with the job gone (issue 33 point 1).

const connectionLost = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })

function serviceWith(reports: { findMany: () => Promise<unknown>; fail: jest.Mock }) {
  let handler: ((jobs: Array<{ reportId: string }>) => Promise<void>) | undefined
  const jobs = {
    workBatch: (name: string, _max: number, h: typeof handler) => name === JobName.VALUATION && (handler = h),
  } as unknown as JobQueue
  const deps = { jobs, reports, clock: { now: () => 1_000 }, log: () => {} } as unknown as ValuationServiceDeps
  new ValuationService(deps)
  if (!handler) throw new Error('the valuation job was not registered')
  return (reportId: string) => (handler as NonNullable<typeof handler>)([{ reportId }])
}

test('a lost connection while generating hands the job back to the queue and does not fail the report', async () => {
  const fail = jest.fn(async () => {})
  const run = serviceWith({ findMany: () => Promise.reject(connectionLost()), fail })
  await expect(run('r_lost')).rejects.toMatchObject({ code: '57P01' })
  expect(fail).not.toHaveBeenCalled()
})

test('a failure that cannot be recorded hands the job back instead of leaving the report generating', async () => {
  const fail = jest.fn(() => Promise.reject(connectionLost()))
  const run = serviceWith({ findMany: () => Promise.reject(new Error('model exploded')), fail })
  await expect(run('r_unrecorded')).rejects.toMatchObject({ code: '57P01' })
  expect(fail).toHaveBeenCalledTimes(1)
})

test('any other error fails the report with a message, and the job is done', async () => {
  const fail = jest.fn(async () => {})
  const run = serviceWith({ findMany: () => Promise.reject(new Error('model exploded')), fail })
  await expect(run('r_failed')).resolves.toBeUndefined()
  expect(fail).toHaveBeenCalledWith('r_failed', '估价失败，请稍后重试', 1_000)
})
