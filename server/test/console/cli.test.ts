import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { dispatchOps, opsAuditTarget } from '../../src/cli/ops-dispatch'
import { commandEntry } from '../../src/cli/command-audit'
import { createDb } from '../../src/db/connect'
import { CommandError } from '../../src/lib/command-error'
import { cliActor } from '../../src/modules/audit/service'
import { paymentAuditTarget } from '../../src/modules/payment/command'
import { createConsoleApp, type ConsoleTestApp } from './console-fixture'

const run = promisify(execFile)
const ROOT = resolve(__dirname, '../../..')
const TSX = join(ROOT, 'node_modules/.bin/tsx')

describe('npm run ops -- operator:*', () => {
  let t: ConsoleTestApp
  const actor = cliActor('deployer')
  const ops = (line: string) => dispatchOps(line.split(' '), t.app.services, undefined, actor)
  const mistake = (line: string) =>
    ops(line).then(
      () => {
        throw new Error('expected a CommandError')
      },
      (err: unknown) => {
        expect(err).toBeInstanceOf(CommandError)
        return (err as Error).message
      },
    )

  beforeAll(async () => {
    t = await createConsoleApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('operator:add prints a one-time password that logs in once and must be changed', async () => {
    const out = await ops('operator:add first admin')
    const password = /one-time password: (\S+)/.exec(out)?.[1]
    expect(password).toMatch(/^[0-9A-Z]{16}$/)
    const login = await t.login('first', password!)
    expect(login.data.operator).toMatchObject({ name: 'first', role: 'admin', mustChangePassword: true })
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'operator_id', 'object_id'])
      .where('action', '=', 'operator.create')
      .execute()
    expect(rows).toEqual([
      { actor: 'cli:deployer', action: 'operator.create', operator_id: null, object_id: String(login.data.operator.id) },
    ])
  })

  test('role, disable, enable and reset go through the same service and rules', async () => {
    await ops('operator:add helper support')
    expect(await ops('operator:role helper finance')).toBe('operator helper: role support → finance')
    expect(await ops('operator:disable helper')).toMatch(/disabled/)
    expect((await t.app.services.operators.byName('helper'))?.disabled).toBe(true)
    await ops('operator:enable helper')
    const reset = await ops('operator:reset helper --totp')
    expect(reset).toMatch(/new one-time password: [0-9A-Z]{16}\nTOTP cleared/)
    expect(await ops('operator:list')).toMatch(/first\s+admin\s+enabled.*\n.*helper\s+finance\s+enabled/)
    const actions = await t.db.selectFrom('audit_log').select('action').where('actor', '=', 'cli:deployer').orderBy('id').execute()
    expect(actions.map((r) => r.action)).toEqual([
      'operator.create',
      'operator.create',
      'operator.update',
      'operator.update',
      'operator.update',
      'operator.reset_password',
      'operator.reset_totp',
    ])
  })

  test('mistakes say what to fix', async () => {
    expect(await mistake('operator:add x9 superuser')).toMatch(/ROLE must be one of admin, finance, support, operations, analyst/)
    expect(await mistake('operator:add first admin')).toBe('登录名已存在')
    expect(await mistake('operator:role nobody admin')).toBe('no operator named "nobody"')
    expect(await mistake('operator:disable first')).toBe('至少保留一名启用的管理员')
    expect(await mistake('operator:promote first')).toMatch(/unknown command "operator:promote"/)
    expect(await mistake('operator:add')).toMatch(/give the operator's NAME/)
  })
})

describe('which command lines leave an audit row', () => {
  test('ops families: every write, not the lists, and not the families whose desks record their own rows', () => {
    // The draw, prize, rewards and model desks' commands record their own rows, with before and after (as the
    // console's do).
    for (const own of [
      ['prize:set', '12', '--odds', '1'],
      ['prize:add', 'A'],
      ['activity:set', 'A'],
      ['task:set', 'x'],
      ['love:adjust', '13800000000', '1', '补发'],
    ])
      expect(opsAuditTarget(own)).toBeNull()
    expect(opsAuditTarget(['prize:ship', '12', '--carrier', 'SF'])).toBeNull()
    expect(opsAuditTarget(['payout:retry', '12'])).toBeNull()
    // The model desk records retrains, promotions and rollbacks itself, with before and after.
    expect(opsAuditTarget(['models:retrain'])).toBeNull()
    expect(opsAuditTarget(['models:rollback', '10012', '--reason', '回滚'])).toBeNull()
    for (const read of [
      ['banner:list'],
      ['task:list'],
      ['prize:list', '1'],
      ['operator:add', 'a', 'admin'],
      ['banner:set', '3'],
      ['help'],
      [],
    ])
      expect(opsAuditTarget(read)).toBeNull()
  })

  test('payments: refunds and coupon grants record their own rows (with the object before and after); reconcile only reads', () => {
    expect(paymentAuditTarget()).toBeNull()
  })

  test('phone numbers in what was asked and answered are masked', () => {
    expect(
      commandEntry({ action: 'coupon:grant', objectType: 'coupon' }, ['coupon:grant', '13812340000', '2'], 'granted 2 to 13812340000')
        .after,
    ).toEqual({
      args: ['coupon:grant', '138****0000', '2'],
      result: 'granted 2 to 138****0000',
    })
  })
})

describe('the command lines themselves (processes on an SQLite file)', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'console-cli-'))
  })
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  test('npm run ops -- operator:add prints a one-time password; config:set leaves a row under cli:OPS_OPERATOR', async () => {
    const file = join(dir, 'app.db')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: file,
      OPS_OPERATOR: 'night-shift',
      LOG_LEVEL: 'silent',
    }
    const added = await run(TSX, ['server/src/cli/ops.ts', 'operator:add', 'boss', 'admin'], { cwd: ROOT, env })
    expect(added.stdout).toMatch(/operator boss \(admin\) created\.\none-time password: [0-9A-Z]{16}/)
    await run(TSX, ['server/src/cli/config-set.ts', 'console_test_key', '7', '--private'], { cwd: ROOT, env })
    await run(TSX, ['server/src/cli/config-set.ts', '--list'], { cwd: ROOT, env })
    const db = createDb({ sqliteFile: file })
    try {
      const rows = await db
        .selectFrom('audit_log')
        .select(['actor', 'action', 'object_type', 'object_id', 'after_json'])
        .orderBy('id')
        .execute()
      expect(rows.map(({ after_json: _after, ...r }) => r)).toEqual([
        { actor: 'cli:night-shift', action: 'operator.create', object_type: 'operator', object_id: '1' },
        { actor: 'cli:night-shift', action: 'config.set', object_type: 'config', object_id: 'console_test_key' },
      ])
      // The config module's own row, as the console's edits leave: the value before (none) and after.
      expect(JSON.parse(rows[1].after_json!)).toEqual({ value: '7', public: false })
    } finally {
      await db.destroy()
    }
  }, 60_000)
})
