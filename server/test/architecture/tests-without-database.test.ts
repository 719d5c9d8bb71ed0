// CI's PostgreSQL step leaves out the server test files that never reach a database
// (scripts/server-tests-without-database.mjs): a file that does must never be among them, or PostgreSQL would not
// see it at all.
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

const ROOT = resolve(__dirname, '../../..')
const script = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/server-tests-without-database.mjs', ...args], { cwd: ROOT, encoding: 'utf8' })

test('files that reach a database, directly or through a test module they import, are not listed; pure ones are', () => {
  const listed = script('--list').trim().split('\n')
  // Through helpers.ts (createTestApp), through a fixture that imports it, and by reading the PostgreSQL URL itself.
  expect(listed).not.toContain('server/test/auth.test.ts')
  expect(listed).not.toContain('server/test/compare/compare.test.ts')
  expect(listed).not.toContain('server/test/payment-admin/orders.test.ts')
  expect(listed).not.toContain('server/test/hardening/pg-connection-loss.test.ts')
  expect(listed).toContain('server/test/reports/band.test.ts')
  expect(listed).toContain('server/test/architecture/tests-without-database.test.ts')
})

test('the pattern matches exactly the listed files', () => {
  const pattern = new RegExp(script().trim())
  const listed = script('--list').trim().split('\n')
  for (const file of listed) expect(pattern.test(`${ROOT}/${file}`)).toBe(true)
  expect(pattern.test(`${ROOT}/server/test/auth.test.ts`)).toBe(false)
  expect(pattern.test(`${ROOT}/server/test/reports/band.test.ts.snap`)).toBe(false)
})
