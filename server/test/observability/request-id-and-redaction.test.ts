import { LocalJobQueue } from '../../src/jobs/local-queue'
import { JobName } from '../../src/jobs/job-queue'
import { currentRequestId, runWithRequestId } from '../../src/observability/request-context'
import { captureLog } from '../hardening/h5-fixture'
import { createTestApp, type TestApp } from '../helpers'

/**
 * Every request has an id (the client's x-request-id when usable), answered back and carried into the log lines
 * and jobs it starts; phone numbers, ID numbers, tokens and keys never reach a log line as they are.
 */
describe('request ids and log redaction', () => {
  let t: TestApp
  const log = captureLog()
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: log.stream })
  })
  afterAll(async () => {
    await t.close()
  })

  test("the client's x-request-id comes back and names the request's log lines; without one the service makes one", async () => {
    const given = await t.app.inject({
      method: 'POST',
      url: '/app/v1/valMain',
      payload: {},
      headers: { 'x-request-id': 'trace-0001-abcd' },
    })
    expect(given.headers['x-request-id']).toBe('trace-0001-abcd')
    expect(log.lines.some((l) => l.reqId === 'trace-0001-abcd' && (l.req as { url?: string } | undefined)?.url === '/app/v1/valMain')).toBe(
      true,
    )

    const made = await t.app.inject({ method: 'POST', url: '/app/v1/valMain', payload: {} })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    // An id that would put junk into every log line is replaced.
    const junk = await t.app.inject({
      method: 'POST',
      url: '/app/v1/valMain',
      payload: {},
      headers: { 'x-request-id': 'a b\n{"x":1}' },
    })
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a line a module writes through the root logger during a request carries the request id', async () => {
    runWithRequestId('module-line-0001', () => t.app.log.warn({ orderNo: 'P1' }, 'a module speaks'))
    const line = log.lines.find((l) => l.msg === 'a module speaks')
    expect(line?.reqId).toBe('module-line-0001')
  })

  test('a job runs under the id of the request that queued it', async () => {
    const seen: Array<string | undefined> = []
    const queue = new LocalJobQueue(() => {})
    queue.work(JobName.RETRAIN, async () => {
      seen.push(currentRequestId())
    })
    await runWithRequestId('queued-by-0001', () => queue.send(JobName.RETRAIN, { gameIds: [] }))
    await queue.send(JobName.RETRAIN, { gameIds: [] })
    await queue.idle()
    expect(seen).toEqual(['queued-by-0001', undefined])
  })

  test('phone numbers, ID numbers, tokens and keys are redacted from messages, logged objects and URLs', async () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----'
    t.app.log.error(
      { phone: '13812345678', detail: { idNo: '11010119900307451X', header: 'Bearer eyJhbGciOi.abc.def' }, list: ['token=tok_secret_1'] },
      `notify for 13987654321 failed; key ${key}; api_key=sk-live-123456`,
    )
    await t.app.inject({ method: 'GET', url: '/app/v1/valMain?phone=13700001111&token=share-tok-9' })
    const text = log.lines.map((l) => JSON.stringify(l)).join('\n')
    for (const secret of [
      '13812345678',
      '13987654321',
      '13700001111',
      '11010119900307451X',
      'eyJhbGciOi',
      'tok_secret_1',
      'MIIEvQIBADAN',
      'sk-live-123456',
      'share-tok-9',
    ]) {
      expect({ secret, logged: text.includes(secret) }).toEqual({ secret, logged: false })
    }
    // Masked, not dropped: a support engineer can still tell which player a line is about.
    expect(text).toContain('138****5678')
    expect(text).toContain('139****4321')
    expect(text).toContain('1101**********451X')
    // Order numbers and timestamps (longer digit runs) are left alone.
    t.app.log.info('order 202611291234567890 at 1764460800000')
    expect(log.lines.at(-1)?.msg).toBe('order 202611291234567890 at 1764460800000')
  })
})
