import { BizCode, Endpoint, endpointUrl, type EndpointName } from '../src/contract'
import { createTestApp, type TestApp } from './helpers'

// The access rule of each endpoint comes from the contract's table: without a token every login endpoint
// answers 40005 (before its body is validated) and every public one answers something else.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const served = (Object.keys(Endpoint) as EndpointName[]).filter((n) => !('pending' in Endpoint[n]))

test.each(served)('%s without a token', async (name) => {
  const e = Endpoint[name]
  const reply = e.method === 'GET' ? await t.get(endpointUrl(name)) : await t.post(endpointUrl(name), {})
  // refresh is public but carries the refresh token itself: without one it is not logged in either.
  if (e.access === 'public' && name !== 'refresh') expect(reply.code).not.toBe(BizCode.NOT_LOGGED_IN)
  else expect(reply.code).toBe(BizCode.NOT_LOGGED_IN)
})
