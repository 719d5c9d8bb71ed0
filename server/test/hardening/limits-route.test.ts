import { loadConfig } from '../../src/config'
import { createTestApp, type TestApp } from '../helpers'

/**
 * The flood guard counts the route a request reaches, however its URL is spelled: the router decodes
 * `/%61pp/v1/valMain` and serves it as `/app/v1/valMain`, so the limiter must see it as that route too. Before,
 * it read the raw URL, and such spellings were never counted nor refused, even from an address already over its
 * budget. val/helpDetail, the answer a help-code prober wants, has a tighter budget of its own.
 */
const SPELLINGS = ['/app/v1/valMain', '/%61pp/v1/valMain', '/app/v%31/valMain', '/app/v1/val%4Dain', '/%61%70%70/%76%31/valMain']

let t: TestApp | undefined
afterEach(async () => {
  await t?.close()
  t = undefined
})

const hit = (url: string, ip: string, payload: object = {}) => t!.app.inject({ method: 'POST', url, payload, remoteAddress: ip })

test('every spelling of a route shares the address budget, and an address over it is refused on all of them', async () => {
  const max = 30
  t = await createTestApp({ env: { RATE_LIMIT_MAX: String(max) } })
  const ip = '198.51.100.40'
  const statuses: number[] = []
  for (let i = 0; i < 2 * max; i++) statuses.push((await hit(SPELLINGS[i % SPELLINGS.length], ip)).statusCode)
  expect(statuses.slice(0, max)).toEqual(Array(max).fill(200))
  expect(statuses.slice(max)).toEqual(Array(max).fill(429))
  for (const url of SPELLINGS) {
    const res = await hit(url, ip)
    expect([url, res.statusCode]).toEqual([url, 429])
    expect(res.json()).toEqual({ code: 42900, msg: '请求太频繁，请稍后再试', data: null })
  }
  // A path no route matches is counted by its decoded form: still under the API, still refused.
  expect((await hit('/%61pp/v1/nothing-here', ip)).statusCode).toBe(429)
  // Another address has its own budget.
  expect((await hit('/%61pp/v1/valMain', '198.51.100.41')).statusCode).toBe(200)
})

test('unknown routes spelled encoded spend the budget like any other API request', async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '5' } })
  const ip = '198.51.100.42'
  for (let i = 0; i < 5; i++) expect((await hit(`/%61pp/v${i % 2 ? '%31' : '1'}/nothing-${i}`, ip)).statusCode).toBe(404)
  expect((await hit('/app/v1/valMain', ip)).statusCode).toBe(429)
})

test('val/helpDetail has its own tighter budget per address, in every spelling; other routes keep theirs', async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '300', RATE_LIMIT_HELP_DETAIL_MAX: '6' } })
  const ip = '198.51.100.43'
  const urls = ['/app/v1/val/helpDetail', '/%61pp/v1/val/helpDetail', '/app/v%31/val/help%44etail']
  const replies = []
  for (let i = 0; i < 12; i++) replies.push(await hit(urls[i % urls.length], ip, { code: String(10_000_000 + i) }))
  // An unknown code is a business answer (40004, HTTP 200) until the budget is spent.
  expect(replies.slice(0, 6).map((r) => [r.statusCode, r.json().code])).toEqual(Array(6).fill([200, 40004]))
  expect(replies.slice(6).map((r) => [r.statusCode, r.json().code])).toEqual(Array(6).fill([429, 42900]))
  expect((await hit('/app/v1/valMain', ip)).statusCode).toBe(200)
  expect((await hit('/app/v1/val/helpDetail', '198.51.100.44', { code: '12345678' })).statusCode).toBe(200)
})

test('the help-detail budget is on by default in production and can be turned off alone', () => {
  const prod = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PAY_PROVIDERS: '' }
  expect(loadConfig(prod).rateLimit).toEqual({ max: 300, windowMs: 60_000, helpDetailMax: 30 })
  expect(loadConfig({ ...prod, RATE_LIMIT_HELP_DETAIL_MAX: '0' }).rateLimit?.helpDetailMax).toBe(0)
})
