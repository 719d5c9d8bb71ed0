import { createTestApp, type TestApp } from '../helpers'
import { generateFuzzRequests, rawRequests, type OpenApiDocument } from './fuzz-generator'
import { describeReport, runFuzz } from './fuzz-runner'
import { captureLog, describeLogLine, makeH5Dir } from './h5-fixture'

/** Fixed, so a failure here is reproduced by running the test again (`npm run fuzz` tries other seeds). */
const SEED = 16

/**
 * Thousands of malformed requests generated from the service's own OpenAPI document (wrong types, missing and extra
 * fields, huge and deep bodies, bad content types, invalid JSON, unicode, with and without a token) plus the static
 * site's odd paths and ranges: none may answer 5xx or 50001 or write an error-level log line, every request the
 * schema refuses gets a 4xxxx code, and the service keeps serving afterwards.
 */
describe('fuzzing every route from the OpenAPI document', () => {
  let t: TestApp
  const h5 = makeH5Dir()
  const log = captureLog()

  beforeAll(async () => {
    t = await createTestApp({ env: { H5_DIR: h5.dir, LOG_LEVEL: 'warn' }, logStream: log.stream })
  })
  afterAll(async () => {
    await t.close()
    h5.remove()
  })

  test('no 5xx, no error log, invalid requests refused, the service still answers', async () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument
    // Each round: the same families with other random picks (wrong values, strings, numbers, token or none).
    const requests = [...[0, 1, 2].flatMap((round) => generateFuzzRequests(doc, SEED + round)), ...rawRequests(SEED)]
    const user = await t.login('13800001616')
    const tokens = { user: user.token, spare: (await t.login('13800001617')).token }

    const report = await runFuzz(requests, tokens, async (request) => {
      const res = await t.app.inject(request)
      return { status: res.statusCode, body: res.body }
    })

    const summary = describeReport(report)
    expect({ summary, violations: report.violations, errorLog: log.errors().slice(0, 10).map(describeLogLine) }).toEqual({
      summary,
      violations: [],
      errorLog: [],
    })
    expect(report.byStatus['5xx']).toBe(0)
    // The run covered what it claims: every operation, and mostly refusals.
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50)
    expect({ summary, enough: report.sent >= 9000 && report.businessErrors >= report.sent / 2 }).toEqual({ summary, enough: true })

    const home = await t.post('/app/v1/valMain', {})
    expect(home.code).toBe(200)
    // The fuzzing user's session survived everything it was sent.
    expect((await t.post('/app/v1/user/userInfo', {}, tokens.user)).code).toBe(200)
    // ~10 s alone; the whole suite shares two cores with it.
  }, 180_000)
})
