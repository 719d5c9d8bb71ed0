import {
  CONSOLE_ROLES,
  ConsoleEndpoint,
  consoleEndpointUrl,
  roleMayCall,
  type ConsoleEndpointName,
  type ConsoleRole,
} from '../../src/contract/console'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'

/**
 * Every endpoint of the console table × every role, and no session at all: the guard must answer exactly as the
 * table declares. Endpoints added to the table later are walked here without touching this file.
 */

let t: ConsoleTestApp
const sessions = {} as Record<ConsoleRole, () => Promise<Session>>

beforeAll(async () => {
  t = await createConsoleApp()
  for (const role of CONSOLE_ROLES) {
    await t.addOperator(`r-${role}`, role)
    // A fresh session per call: the walk includes logout, which ends the session it is called with.
    sessions[role] = () => t.sessionOf(`r-${role}`)
  }
  // A second admin, so operator changes made by the walk never meet the "last admin" rule by accident.
  await t.addOperator('r-admin-2', 'admin')
})
afterAll(async () => {
  await t.close()
})

const NAMES = Object.keys(ConsoleEndpoint) as ConsoleEndpointName[]
/** The role guard's refusal; other 40003s (CSRF, setup owed, a business rule) mean the guard let the call through. */
const ROLE_REFUSAL = [40003, '无权操作']

async function callAs(name: ConsoleEndpointName, session: Session | undefined) {
  const { method, path } = ConsoleEndpoint[name]
  return t.call(method, path, { session, body: {} })
}

test('the table has endpoints and every one declares who may call it', () => {
  expect(NAMES.length).toBeGreaterThanOrEqual(13)
  for (const name of NAMES) {
    const { roles } = ConsoleEndpoint[name]
    expect(roles === 'public' || roles === 'any' || (Array.isArray(roles) && roles.length > 0)).toBe(true)
  }
})

describe.each(NAMES)('%s', (name) => {
  const { roles } = ConsoleEndpoint[name]

  test('without a session: 40005, unless public', async () => {
    const reply = await callAs(name, undefined)
    if (roles === 'public') expect(reply.code).not.toBe(40005)
    else expect([reply.code, reply.msg]).toEqual([40005, '请先登录'])
  })

  test.each(CONSOLE_ROLES)('as %s', async (role) => {
    const reply = await callAs(name, await sessions[role]())
    expect(reply.status).not.toBe(404)
    const refusedByRole = reply.code === ROLE_REFUSAL[0] && reply.msg === ROLE_REFUSAL[1]
    expect(refusedByRole).toBe(!roleMayCall(roles, role))
    expect(reply.code).not.toBe(40005)
  })
})

test('the console serves exactly the table, every route under the console tag', () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> }
  const served = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/console/api/'))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.tags?.join()}`))
  const declared = NAMES.map((n) => `${ConsoleEndpoint[n].method} ${consoleEndpointUrl(n)} console`)
  expect(served.sort()).toEqual(declared.sort())
})
