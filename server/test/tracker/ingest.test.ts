import { BizCode } from '../../src/errors'
import { TRACKER_SPAM_MESSAGE, TrackerRate } from '../../src/modules/tracker/service'
import { createTestApp, type TestApp } from '../helpers'

/** tracker/report: what the app's tracker posts (JSON by request, text/plain by sendBeacon). */
const URL = '/app/v1/tracker/report'
const NOW = Date.UTC(2025, 0, 15, 4, 0, 0)

const event = (over: Record<string, unknown> = {}, base: Record<string, unknown> = {}) => ({
  eventType: 'pv',
  name: 'index',
  baseData: {
    userId: 7,
    visitorId: 'v'.repeat(32),
    sessionId: 's1',
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile',
    browser: 'safari',
    os: 'ios',
    isMobile: true,
    standalone: false,
    appCode: 100,
    channel: 'h5-default',
    terminal: 2,
    ...base,
  },
  eventTime: NOW - 1000,
  spm: 'index',
  extra: { from: 'guide' },
  ...over,
})

let t: TestApp
beforeEach(async () => {
  t = await createTestApp({ now: NOW, env: { TRUST_PROXY: '1' } })
})
afterEach(async () => {
  await t.close()
})

const rows = () => t.db.selectFrom('tracker_event').selectAll().orderBy('id').execute()

async function send(payload: string, contentType: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: URL,
    payload,
    remoteAddress: '10.0.0.1',
    headers: { 'content-type': contentType, 'x-forwarded-for': '203.0.113.9', ...headers },
  })
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: { accepted: number } | null }) }
}

describe('tracker/report', () => {
  test('stores a JSON batch with every base field and the client IP the service saw', async () => {
    const res = await send(
      JSON.stringify({ events: [event(), event({ eventType: 'duration', name: 'index', extra: { ms: 5300 } })] }),
      'application/json',
    )
    expect(res).toMatchObject({ status: 200, code: 200, data: { accepted: 2 } })
    const [pv, duration] = await rows()
    expect(pv).toMatchObject({
      event_type: 'pv',
      name: 'index',
      user_id: '7',
      visitor_id: 'v'.repeat(32),
      ip: '203.0.113.9',
      browser: 'safari',
      os: 'ios',
      terminal: 2,
      spm: 'index',
      extra: JSON.stringify({ from: 'guide' }),
    })
    expect(Number(pv.is_mobile)).toBe(1)
    expect(Number(pv.created_at)).toBe(NOW)
    expect(Number(pv.event_time)).toBe(NOW - 1000)
    expect(duration.event_type).toBe('duration')
  })

  test('takes a sendBeacon text/plain body holding the bare array; the terminal header fills a missing terminal', async () => {
    const body = JSON.stringify([event({}, { terminal: undefined })])
    const res = await send(body, 'text/plain;charset=UTF-8', { terminal: '5' })
    expect(res).toMatchObject({ code: 200, data: { accepted: 1 } })
    expect((await rows())[0].terminal).toBe(5)
  })

  test('refuses malformed and oversized batches with 40000, storing nothing', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['{"events": [', 'text/plain', /JSON/],
      ['{"events": [', 'application/json', /JSON/],
      [JSON.stringify({ events: [] }), 'application/json', /events/],
      [JSON.stringify({ events: Array.from({ length: 51 }, () => event()) }), 'application/json', /events/],
      [JSON.stringify([event({ eventType: 'click' })]), 'text/plain', /eventType/],
      [JSON.stringify([event({}, { visitorId: 'bad id!' })]), 'text/plain', /visitorId/],
      [JSON.stringify([event({ extra: { blob: 'x'.repeat(3000) } })]), 'application/json', /extra.*2048/],
      [JSON.stringify([event(), event({}, { visitorId: 'w'.repeat(32) })]), 'application/json', /同一访客/],
      [JSON.stringify([event({ name: 'a\u0000b' })]), 'text/plain', /不支持的字符/],
      [JSON.stringify({ events: [event({ extra: { pad: 'x'.repeat(70 * 1024) } })] }), 'text/plain', /过大/],
      [JSON.stringify({ events: [event({ extra: { pad: 'x'.repeat(70 * 1024) } })] }), 'application/json', /过大/],
    ]
    for (const [payload, type, msg] of cases) {
      const res = await send(payload, type)
      expect({ payload: payload.slice(0, 40), status: res.status, code: res.code }).toEqual({
        payload: payload.slice(0, 40),
        status: 200,
        code: BizCode.BAD_PARAMETER,
      })
      expect(res.msg).toMatch(msg)
    }
    expect(await rows()).toHaveLength(0)
  })

  test('text/plain stays refused on the rest of the API', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/app/v1/banner/list', payload: '{}', headers: { 'content-type': 'text/plain' } })
    expect(res.json().code).toBe(BizCode.BAD_PARAMETER)
  })

  test('tracker spam: one visitor past its batches per minute gets 42900 and a clear message; the next minute passes', async () => {
    const body = JSON.stringify([event()])
    for (let i = 0; i < TrackerRate.VISITOR_BATCHES_PER_MINUTE; i++) expect((await send(body, 'text/plain')).code).toBe(200)
    const refused = await send(body, 'text/plain')
    expect(refused).toMatchObject({ status: 200, code: BizCode.TOO_MANY_REQUESTS, msg: TRACKER_SPAM_MESSAGE })
    // Another visitor on the same address is not affected.
    expect((await send(JSON.stringify([event({}, { visitorId: 'w'.repeat(32) })]), 'text/plain')).code).toBe(200)
    expect(await rows()).toHaveLength(TrackerRate.VISITOR_BATCHES_PER_MINUTE + 1)
    t.clock.advance(60_000)
    expect((await send(body, 'text/plain')).code).toBe(200)
  })

  test('100 parallel batches from one visitor: exactly the per-minute limit is stored', async () => {
    const body = JSON.stringify([event()])
    const codes = await Promise.all(Array.from({ length: 100 }, () => send(body, 'text/plain').then((r) => r.code)))
    expect(codes.filter((c) => c === 200)).toHaveLength(TrackerRate.VISITOR_BATCHES_PER_MINUTE)
    expect(codes.filter((c) => c !== 200 && c !== BizCode.TOO_MANY_REQUESTS)).toEqual([])
    expect(await rows()).toHaveLength(TrackerRate.VISITOR_BATCHES_PER_MINUTE)
  })

  test('made-up visitor ids from one address are stopped by the per-IP limit', async () => {
    let refused = 0
    for (let i = 0; i < TrackerRate.IP_BATCHES_PER_MINUTE + 5; i++) {
      const res = await send(JSON.stringify([event({}, { visitorId: `spam${i}` })]), 'text/plain')
      if (res.code === BizCode.TOO_MANY_REQUESTS) refused++
    }
    expect(refused).toBe(5)
  })

  test('retention: the prune job deletes events older than TRACKER_RETENTION_DAYS only', async () => {
    await send(JSON.stringify([event()]), 'text/plain')
    t.clock.advance(89 * 24 * 60 * 60 * 1000)
    await send(JSON.stringify([event({ name: 'pay' })]), 'text/plain')
    t.clock.advance(2 * 24 * 60 * 60 * 1000)
    expect(await t.app.services.tracker.prune()).toBe(1)
    expect((await rows()).map((r) => r.name)).toEqual(['pay'])
  })
})

describe('the general request rate', () => {
  test('does not count tracker batches (beacons are never retried), but still counts the API', async () => {
    const limited = await createTestApp({ now: NOW, env: { RATE_LIMIT_MAX: '3' } })
    try {
      for (let i = 0; i < 5; i++) {
        const res = await limited.post(URL, { events: [event({}, { visitorId: `r${i}` })] })
        expect(res.code).toBe(200)
      }
      const codes = []
      for (let i = 0; i < 4; i++) codes.push((await limited.post('/app/v1/banner/list', {})).code)
      expect(codes).toEqual([200, 200, 200, BizCode.TOO_MANY_REQUESTS])
    } finally {
      await limited.close()
    }
  })
})
