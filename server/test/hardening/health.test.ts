import { createTestApp, type TestApp } from '../helpers'

/** Liveness and readiness for load balancers: /readyz goes 503 while draining or without a database, never 500. */
let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(async () => {
  await t.close().catch(() => undefined)
})

const get = (url: string) => t.app.inject({ method: 'GET', url })

test('live and ready while the database answers, with the security headers', async () => {
  const live = await get('/healthz')
  expect(live.statusCode).toBe(200)
  expect(live.json()).toEqual({ status: 'ok' })
  const ready = await get('/readyz')
  expect(ready.statusCode).toBe(200)
  expect(ready.json()).toEqual({ status: 'ready' })
  expect(ready.headers['x-content-type-options']).toBe('nosniff')
  // Not part of the API document.
  expect(JSON.stringify(t.app.swagger())).not.toContain('readyz')
})

test('draining: /readyz answers 503 while /healthz stays 200 and requests in flight still get answers', async () => {
  t.app.startDraining()
  expect((await get('/readyz')).statusCode).toBe(503)
  expect((await get('/readyz')).json()).toEqual({ status: 'draining' })
  expect((await get('/healthz')).statusCode).toBe(200)
  expect((await t.post('/app/v1/valMainCount', {})).code).toBe(200)
})

test('without a database /readyz answers 503, not 500', async () => {
  await t.db.destroy()
  const ready = await get('/readyz')
  expect(ready.statusCode).toBe(503)
  expect(ready.json()).toEqual({ status: 'database unavailable' })
})
