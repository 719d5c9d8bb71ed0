import { state } from '../mocks/taro'
import { REPORT_POLL_MS, ReportStatus } from '@/constants/report'
import { ReportStore } from '@/features/report/store'
import { flush, logIn, resetWorld } from './helpers'

/** The report page's poll (issue 36): every 1.2 s while the report generates, never behind a hidden page. */

let statuses: number[] = []
let calls = 0

beforeEach(() => {
  resetWorld()
  logIn()
  calls = 0
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] })
  state.requestHandler = (o: { url: string }) => {
    if (!o.url.endsWith('/val/valReport')) return { statusCode: 200, data: { code: 200, msg: 'ok', data: null } }
    calls++
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
