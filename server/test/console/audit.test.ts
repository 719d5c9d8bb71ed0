import { sql } from 'kysely'
import { ConsoleEndpoint } from '../../src/contract/console'
import { isPostgres } from '../../src/db/connect'
import { AuditService, cliActor } from '../../src/modules/audit/service'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'

let t: ConsoleTestApp
let root: Session

beforeAll(async () => {
  t = await createConsoleApp()
  await t.addOperator('root', 'admin')
  await t.addOperator('sue', 'support')
  root = await t.sessionOf('root')
})
afterAll(async () => {
  await t.close()
})

/**
 * The database's refusal message, or 'written'. Not `rejects.toThrow`: better-sqlite3's SqliteError extends the Error
 * of the test file that first loaded the native module, which another file's `instanceof Error` does not recognise.
 */
const refusal = (write: Promise<unknown>): Promise<string> =>
  write.then(
    () => 'written',
    (err: unknown) => String((err as { message?: unknown }).message ?? err),
  )

const auditRows = (query: string, session = root) => t.call('GET', `/audit${query}`, { session })

describe('the audit trail is append-only', () => {
  beforeAll(async () => {
    await t.app.services.audit.record(cliActor('tester'), { action: 'test.write', objectType: 'test', objectId: 1, after: { n: 1 } })
  })

  test('the database refuses to change or delete a row, whoever asks', async () => {
    expect(await refusal(t.db.updateTable('audit_log').set({ reason: 'rewritten' }).execute())).toMatch(/append-only/)
    expect(await refusal(t.db.deleteFrom('audit_log').execute())).toMatch(/append-only/)
    if (isPostgres(t.db)) expect(await refusal(sql`truncate audit_log`.execute(t.db))).toMatch(/append-only/)
    const rows = await t.db.selectFrom('audit_log').select(['action', 'reason']).where('action', '=', 'test.write').execute()
    expect(rows).toEqual([{ action: 'test.write', reason: null }])
  })

  test('no route writes to it: the console’s only audit endpoint is a GET, and other methods find nothing', async () => {
    const auditEndpoints = Object.values(ConsoleEndpoint).filter((e) => e.path.startsWith('/audit'))
    expect(auditEndpoints).toEqual([{ method: 'GET', path: '/audit', roles: ['admin'] }])
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/console/api/audit',
        headers: { cookie: `console_sid=${root.cookie}`, 'x-csrf-token': root.csrf },
      })
      expect(res.statusCode).toBe(404)
    }
  })

  test('the audit module has a way to add and to read, none to change', () => {
    const methods = Object.getOwnPropertyNames(AuditService.prototype).filter((m) => m !== 'constructor')
    expect(methods.sort()).toEqual(['list', 'record'])
  })

  test('a row recorded inside a transaction rolls back with it', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await t.app.services.audit.record(cliActor('tester'), { action: 'test.rolled_back', objectType: 'test' }, trx)
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')
    const rows = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'test.rolled_back').execute()
    expect(rows).toEqual([])
  })
})

describe('every console write leaves a row', () => {
  test('operator changes: who, from where, what, the object, before and after; never a password', async () => {
    const created = await t.call('POST', '/operators/create', { session: root, body: { name: 'tom', role: 'finance' } })
    const id = created.data.operator.id as number
    await t.call('POST', '/operators/update', { session: root, body: { id, role: 'analyst' } })
    await t.call('POST', '/operators/reset-password', { session: root, body: { id } })
    await t.call('POST', '/operators/reset-totp', { session: root, body: { id } })

    const page = await auditRows(`?objectType=operator&objectId=${id}`)
    expect(page.code).toBe(200)
    expect(page.data.total).toBe(4)
    const rootId = (await t.app.services.operators.byName('root'))!.id
    const [resetTotp, reset, update, create] = page.data.list
    for (const row of page.data.list)
      expect(row).toMatchObject({ operatorId: rootId, actor: 'root', ip: '127.0.0.1', objectType: 'operator', objectId: String(id) })
    expect(create).toMatchObject({ action: 'operator.create', before: null, after: { name: 'tom', role: 'finance', disabled: false } })
    expect(update).toMatchObject({ action: 'operator.update', before: { role: 'finance' }, after: { role: 'analyst' } })
    expect(reset).toMatchObject({ action: 'operator.reset_password', before: null, after: null })
    expect(resetTotp.action).toBe('operator.reset_totp')
    expect(JSON.stringify(page.data.list)).not.toContain(created.data.password)
  })

  test('unmasking a phone needs a reason and records it, without the number', async () => {
    await t.app.services.auth.loginByPhone('86', '13812340000', { terminal: 2, channel: 'h5-default', ip: '127.0.0.1' }, {}, 0)
    const uid = (await t.db.selectFrom('users').select('uid').where('phone', '=', '13812340000').executeTakeFirstOrThrow()).uid
    const sue = await t.sessionOf('sue')
    for (const reason of [' ', '   ']) {
      const noReason = await t.call('POST', '/pii/unmask', {
        session: sue,
        body: { objectType: 'user', objectId: uid, field: 'phone', reason },
      })
      expect(noReason.code).toBe(40000)
    }
    const shown = await t.call('POST', '/pii/unmask', {
      session: sue,
      body: { objectType: 'user', objectId: uid, field: 'phone', reason: '用户来电核对' },
    })
    expect(shown).toMatchObject({ code: 200, data: { value: '13812340000' } })
    const rows = await auditRows(`?objectType=user&objectId=${uid}`)
    expect(rows.data.list).toEqual([
      expect.objectContaining({ actor: 'sue', action: 'pii.unmask', after: { field: 'phone' }, reason: '用户来电核对' }),
    ])
    expect(JSON.stringify(rows.data.list)).not.toContain('13812340000')
    const unknown = await t.call('POST', '/pii/unmask', {
      session: sue,
      body: { objectType: 'user', objectId: 'no-such-uid', field: 'phone', reason: '核对' },
    })
    expect(unknown.code).toBe(40004)
  })

  test('logins, logouts, password changes and TOTP set-ups are recorded too', async () => {
    await t.addOperator('una', 'operations')
    const una = await t.sessionOf('una')
    await t.enableTotp(una)
    await t.call('POST', '/auth/password', { session: una, body: { oldPassword: 'una-password!', newPassword: 'una-new-password!' } })
    await t.call('POST', '/auth/logout', { session: una })
    const id = (await t.app.services.operators.byName('una'))!.id
    const rows = await auditRows(`?operatorId=${id}`)
    expect(rows.data.list.map((r: { action: string }) => r.action)).toEqual([
      'operator.logout',
      'operator.password',
      'operator.totp_enable',
      'operator.login',
    ])
  })

  test('the list filters by date and pages', async () => {
    const all = await auditRows('?pageSize=100')
    const total = all.data.total as number
    expect(total).toBeGreaterThan(8)
    const later = t.clock.now() + 1
    t.clock.advance(60_000)
    await t.call('POST', '/operators/create', { session: root, body: { name: 'late', role: 'analyst' } })
    const since = await auditRows(`?from=${later}`)
    expect(since.data.list.map((r: { action: string }) => r.action)).toEqual(['operator.create'])
    const until = await auditRows(`?to=${later}&pageSize=100`)
    expect(until.data.total).toBe(total)
    const page2 = await auditRows('?page=2&pageSize=3')
    expect(page2.data).toMatchObject({ page: 2, pageSize: 3, total: total + 1 })
    expect(page2.data.list).toHaveLength(3)
    expect((await auditRows('?pageSize=101')).code).toBe(40000)
  })
})
