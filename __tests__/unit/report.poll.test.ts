import { state } from '../mocks/taro'
import { REPORT_POLL_MS, REPORT_WAIT_GAP_MS, REPORT_WAIT_SECONDS, ReportStatus } from '@/constants/report'
import { ReportStore } from '@/features/report/store'
import { flush, logIn, resetWorld } from './helpers'

/** The report page's poll (issue 36): every 1.2 s while the report generates, never behind a hidden page. */

let statuses: number[] = []
let calls = 0
/** The `wait` each valReport asked for (undefined: none). */
let waits: Array<number | undefined> = []
/** How long the mocked service "holds" each ask (the fake clock moves by it). */
let holdMs = 0

beforeEach(() => {
  resetWorld()
  logIn()
  calls = 0
  waits = []
  holdMs = 0
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] })
  state.requestHandler = (o: { url: string; data?: unknown }) => {
    if (!o.url.endsWith('/val/valReport')) return { statusCode: 200, data: { code: 200, msg: 'ok', data: null } }
    calls++
    waits.push((o as { data?: { wait?: number } }).data?.wait)
    if (holdMs) jest.setSystemTime(Date.now() + holdMs)
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]
    return { statusCode: 200, data: { code: 200, msg: 'ok', data: { valId: 'r_a', status, gameId: 10013, gameName: '王者荣耀' } } }
  }
})

afterEach(() => jest.useRealTimers())

async function elapse(ms: number) {
  jest.advanceTimersByTime(ms)
  await flush()
}

test('asks every 1.2 s while generating and stops once the report is there', async () => {
  statuses = [ReportStatus.GENERATING, ReportStatus.GENERATING, ReportStatus.NOT_UNLOCKED]
  const store = new ReportStore('r_a')
  await store.load()
  expect(calls).toBe(1)
  await elapse(REPORT_POLL_MS)
  expect(calls).toBe(2)
  await elapse(REPORT_POLL_MS)
  expect([calls, store.status]).toEqual([3, ReportStatus.NOT_UNLOCKED])
  await elapse(10 * REPORT_POLL_MS)
  expect(calls).toBe(3)
})

test('a hidden page is not polled; showing it asks again and polls on', async () => {
  statuses = [ReportStatus.GENERATING]
  const store = new ReportStore('r_a')
  await store.load()
  store.hide()
  await elapse(10 * REPORT_POLL_MS)
  expect(calls).toBe(1)
  store.show()
  await flush()
  expect(calls).toBe(2)
  await elapse(REPORT_POLL_MS)
  expect(calls).toBe(3)
  store.dispose()
  await elapse(10 * REPORT_POLL_MS)
  expect(calls).toBe(3)
})

test('the asks after the first let the service hold them; after a held answer the next ask comes soon', async () => {
  statuses = [ReportStatus.GENERATING, ReportStatus.GENERATING, ReportStatus.GENERATING, ReportStatus.NOT_UNLOCKED]
  const store = new ReportStore('r_a')
  await store.load()
  // The first read shows the page at once; the poll's asks wait on the service.
  expect(waits).toEqual([undefined])
  holdMs = 3000
  await elapse(REPORT_POLL_MS)
  expect(waits).toEqual([undefined, REPORT_WAIT_SECONDS])
  // That answer was held (3 s), so the next ask follows shortly, not a whole interval later.
  await elapse(REPORT_WAIT_GAP_MS)
  expect(calls).toBe(3)
  await elapse(REPORT_WAIT_GAP_MS)
  expect([calls, store.status]).toEqual([4, ReportStatus.NOT_UNLOCKED])
  await elapse(10 * REPORT_POLL_MS)
  expect(calls).toBe(4)
})

test('a service that answers at once despite the wait is asked only every 1.2 s', async () => {
  statuses = [ReportStatus.GENERATING]
  const store = new ReportStore('r_a')
  await store.load()
  await elapse(REPORT_POLL_MS)
  expect(calls).toBe(2)
  await elapse(REPORT_WAIT_GAP_MS)
  expect(calls).toBe(2)
  await elapse(REPORT_POLL_MS - REPORT_WAIT_GAP_MS)
  expect(calls).toBe(3)
  store.dispose()
})
