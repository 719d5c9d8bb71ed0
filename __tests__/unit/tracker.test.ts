import { mockRequest, ok, resetTaroMock, state } from '../mocks/taro'
import { TrackEventType, TrackName, TrackerLimit } from '@/constants/tracker'
import { configureTracker, flush, recentEvents, resetTrackerForTests, track } from '@/tracker'
import { parseUserAgent } from '@/tracker/base-data'
import { request } from '@/http/request'

/** The tracker: batching, sending (beacon on hide, requests with a cap), throttles, base data, error and duration events. */
type Listener = (e?: unknown) => void
const g = globalThis as Record<string, unknown>

const sentEvents = () => state.requests.flatMap((r) => JSON.parse(r.data as string).events as Array<{ eventType: string; name: string }>)

let now = 1_700_000_000_000
beforeEach(() => {
  resetTaroMock()
  resetTrackerForTests()
  now = 1_700_000_000_000
  jest.spyOn(Date, 'now').mockImplementation(() => now)
})
afterEach(() => {
  jest.restoreAllMocks()
  delete g.navigator
  delete g.document
  delete g.window
})

describe('batching and sending (mini-program: Taro.request)', () => {
  test('nothing leaves before the app configured the tracker; then the buffer goes to tracker/report in batches of at most 50', () => {
    for (let i = 0; i < 120; i++) track(TrackEventType.EVENT, 'index-task', { i })
    expect(state.requests).toHaveLength(0)
    configureTracker({ userId: () => 7, channel: () => 'h5-default' })
    const sizes = state.requests.map((r) => JSON.parse(r.data as string).events.length)
    expect(sizes).toEqual([50, 50, 21]) // 120 events and the session event
    expect(state.requests[0]).toMatchObject({ url: '/app/v1/tracker/report', method: 'POST' })
    expect(sentEvents().at(-1)).toMatchObject({ eventType: 'custom', name: TrackName.SESSION })
  })

  test('a batch leaves once 20 events are buffered, not before', () => {
    configureTracker({})
    for (let i = 0; i < TrackerLimit.FLUSH_AT_EVENTS - 2; i++) track(TrackEventType.EVENT, 'index-task')
    expect(state.requests).toHaveLength(0) // 18 + the session event
    track(TrackEventType.EVENT, 'index-task')
    expect(state.requests).toHaveLength(1)
    expect(JSON.parse(state.requests[0].data as string).events).toHaveLength(20)
  })

  test('at most 50 reports in flight; the rest wait in the buffer', () => {
    mockRequest(() => new Promise(() => undefined)) // never answers
    configureTracker({})
    for (let i = 0; i < 51 * 20; i++) track(TrackEventType.EVENT, 'index-task')
    expect(state.requests).toHaveLength(TrackerLimit.MAX_CONCURRENT)
  })
})

describe('H5: sendBeacon when the page hides', () => {
  function installBrowser(beaconAnswer = true) {
    const listeners: Record<string, Listener[]> = {}
    const on = (type: string, fn: Listener) => (listeners[type] ??= []).push(fn)
    const sendBeacon = jest.fn((_url: string, _data: string) => beaconAnswer)
    g.navigator = { sendBeacon, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 MicroMessenger/8.0' }
    const doc = { visibilityState: 'visible', addEventListener: on }
    g.document = doc
    g.window = { addEventListener: on }
    const fire = (type: string, e?: unknown) => listeners[type]?.forEach((fn) => fn(e))
    return { sendBeacon, doc, fire }
  }

  test('the buffered events, with the time spent on the page, leave in one beacon on visibilitychange to hidden', () => {
    const { sendBeacon, doc, fire } = installBrowser()
    configureTracker({})
    track(TrackEventType.PV, TrackName.INDEX)
    now += 4200
    track(TrackEventType.EVENT, TrackName.INDEX_BANNER, { id: 1 })
    expect(sendBeacon).not.toHaveBeenCalled()
    doc.visibilityState = 'hidden'
    fire('visibilitychange')
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    const [url, body] = sendBeacon.mock.calls[0]
    expect(url).toBe('/app/v1/tracker/report')
    const events = JSON.parse(body).events as Array<{ eventType: string; name: string; extra?: Record<string, unknown> }>
    expect(events.map((e) => [e.eventType, e.name])).toEqual([
      ['custom', 'session'],
      ['pv', 'index'],
      ['event', 'index-banner'],
      ['duration', 'index'],
    ])
    expect(events[3].extra).toEqual({ ms: 4200 })
    expect(state.requests).toHaveLength(0)
    // Shown again: the page's time counts from now; pagehide ends it.
    doc.visibilityState = 'visible'
    fire('visibilitychange')
    now += 1000
    fire('pagehide')
    expect(JSON.parse(sendBeacon.mock.calls[1][1]).events).toMatchObject([{ eventType: 'duration', name: 'index', extra: { ms: 1000 } }])
  })

  test('a refused beacon (queue full) falls back to a request', () => {
    const { sendBeacon } = installBrowser(false)
    configureTracker({})
    flush()
    expect(sendBeacon).toHaveBeenCalledTimes(1)
    expect(state.requests).toHaveLength(1)
  })

  test('uncaught errors and rejected promises are error events', () => {
    const { fire } = installBrowser()
    configureTracker({})
    fire('error', { message: 'x is undefined', filename: 'app.js', lineno: 3 })
    fire('unhandledrejection', { reason: new Error('boom') })
    expect(recentEvents.filter((e) => e.eventType === 'error').map((e) => e.extra?.message)).toEqual(['x is undefined', 'boom'])
  })

  test('base data: browser (the host app in a mini-program), phone, standalone, app code, channel, terminal, a 32-character visitor id', () => {
    configureTracker({ channel: () => 'wx-ad' })
    const ev = track(TrackEventType.EVENT, 'index-top')
    // This build's env.ts is the mini-program one (no user agent): the host app from Taro.getEnv().
    expect(ev?.baseData).toMatchObject({ browser: 'weapp', isMobile: true, standalone: false, appCode: 100, channel: 'wx-ad' })
    expect(ev?.baseData.visitorId).toHaveLength(32)
    expect(typeof ev?.baseData.terminal).toBe('number')
  })
})

describe('throttles and limits', () => {
  test('a page view of the same page within 200 ms is dropped; another page is not', () => {
    expect(track(TrackEventType.PV, 'index')).not.toBeNull()
    now += 150
    expect(track(TrackEventType.PV, 'index')).toBeNull()
    expect(track(TrackEventType.PV, 'mine')).not.toBeNull()
    now += 60
    expect(track(TrackEventType.PV, 'index')).not.toBeNull()
  })

  test('a page view ends the previous page: a duration event for it', () => {
    track(TrackEventType.PV, 'index')
    now += 3000
    track(TrackEventType.PV, 'mine')
    expect(recentEvents.map((e) => [e.eventType, e.name, e.extra])).toEqual([
      ['pv', 'index', undefined],
      ['duration', 'index', { ms: 3000 }],
      ['pv', 'mine', undefined],
    ])
  })

  test('extra data over 2 KB is replaced by a marker, not sent to be refused', () => {
    const ev = track(TrackEventType.EVENT, 'index-top', { blob: 'x'.repeat(3000) })
    expect(ev?.extra).toEqual({ truncated: true, size: expect.any(Number) })
  })
})

test('a request that fails (HTTP status or network) is an error event', async () => {
  configureTracker({})
  mockRequest(() => ({ statusCode: 502, data: {} }))
  await expect(request({ url: '/app/v1/valMain', method: 'POST', silent: true })).rejects.toBeTruthy()
  mockRequest(() => {
    throw { errMsg: 'request:fail timeout' }
  })
  await expect(request({ url: '/app/v1/valMain?x=1', method: 'POST', silent: true })).rejects.toBeTruthy()
  mockRequest(() => ok())
  await request({ url: '/app/v1/valMain', method: 'POST', silent: true })
  expect(recentEvents.filter((e) => e.name === TrackName.REQUEST_ERROR).map((e) => e.extra)).toEqual([
    { message: '502', url: '/app/v1/valMain', status: 502 },
    { message: '请求超时', url: '/app/v1/valMain', status: -1 },
  ])
})

test('user agents: browser, OS and phone', () => {
  expect(parseUserAgent('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toEqual({
    browser: 'chrome',
    os: 'android',
    isMobile: true,
  })
  expect(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 Edg/120.0')).toEqual({
    browser: 'edge',
    os: 'windows',
    isMobile: false,
  })
  expect(parseUserAgent('')).toEqual({ browser: '', os: '', isMobile: false })
})
