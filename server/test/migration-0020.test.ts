import { randomBytes } from 'node:crypto'
import { Migrator, sql, type Kysely } from 'kysely'
import pg from 'pg'
import { createDb, isPostgres } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import { migrateRetryingDrops } from './schema-drop-retry'
import { migrations } from '../src/db/migrations'

/**
 * Migration 0020 on rows written the old way (tel codes 86 / 086 / 0086, `${telCode}-${phone}` SMS keys and
 * limit counters, phone-keyed reward hashes), on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */

const T0 = Date.UTC(2026, 10, 20)
const DAY_START = Date.UTC(2026, 10, 27, 16)
let db: Kysely<any>
let dropSchema = async () => {}

beforeEach(async () => {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const schema = `test_m20_${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Pool({ connectionString: url, max: 1 })
    await admin.query(`CREATE SCHEMA "${schema}"`)
    db = createDb({ databaseUrl: url, pgSearchPath: schema, pgPoolSize: 2 })
    dropSchema = async () => {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`)
      await admin.end()
    }
  } else {
    db = createDb({ sqliteFile: ':memory:' })
  }
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0020'))
  await migrateRetryingDrops(async () => {
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => before },
      migrationTableSchema: isPostgres(db) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0].s : undefined,
    }).migrateToLatest()
    if (error) throw error
  })
})
afterEach(async () => {
  await db.destroy()
  await dropSchema()
})

let uids = 0
async function user(telCode: string | null, phone: string | null, createdAt: number, extra: Record<string, unknown> = {}) {
  uids++
  const row = await db
    .insertInto('users')
    .values({
      uid: `u${uids}`,
      phone,
      tel_code: telCode,
      nickname: `玩家${uids}`,
      source: 'h5-default',
      terminal: 2,
      invite_code: `CODE${uids}`,
      created_at: createdAt,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const phoneOf = async (id: number) => db.selectFrom('users').select(['tel_code', 'phone']).where('id', '=', id).executeTakeFirstOrThrow()

test('numbers move to the canonical form; accounts sharing a number leave it with the oldest; limits merge', async () => {
  const mid = await user('86', '13812345678', T0 + 2)
  const oldest = await user('086', '13812345678', T0 + 1)
  const youngest = await user('0086', '13812345678', T0 + 3)
  const uk = await user('44', '07911123456', T0)
  const hk = await user('852', '91234567', T0)
  const invalid = await user('0086', '12345', T0)
  const alsoInvalid = await user('999', '123456', T0)
  const wechatOnly = await user(null, null, T0)
  await db
    .insertInto('px_login_key')
    .values({ key_hash: 'k1', tel_code: '0086', phone: '13812345678', created_at: T0, expires_at: T0 + 300_000 })
    .execute()
  await db
    .insertInto('sms_code')
    .values([
      { phone_key: '086-13812345678', code_hash: 'h1', ip: '1.1.1.1', attempts: 0, created_at: T0, expires_at: T0 + 300_000 },
      { phone_key: '44-07911123456', code_hash: 'h2', ip: '1.1.1.1', attempts: 0, created_at: T0, expires_at: T0 + 300_000 },
      { phone_key: '999-123', code_hash: 'h3', ip: '1.1.1.1', attempts: 0, created_at: T0, expires_at: T0 + 300_000 },
    ])
    .execute()
  await db
    .insertInto('limit_counter')
    .values([
      { key: 'sms-phone:86-13812345678', window_start: DAY_START, n: 3, expires_at: DAY_START + 86_400_000 },
      { key: 'sms-phone:0086-13812345678', window_start: DAY_START, n: 4, expires_at: DAY_START + 86_400_000 },
      { key: 'sms-phone:086-13812345678', window_start: DAY_START - 86_400_000, n: 9, expires_at: DAY_START },
      { key: 'sms-gap:086-13812345678', window_start: 0, n: 2, expires_at: T0 + 60_000 },
      { key: 'sms-gap:86-13812345678', window_start: 0, n: 5, expires_at: T0 + 30_000 },
      { key: 'sms-ip:1.1.1.1', window_start: DAY_START, n: 7, expires_at: DAY_START + 86_400_000 },
    ])
    .execute()

  await migrateRetryingDrops(() => migrateToLatest(db))

  expect(await phoneOf(oldest)).toEqual({ tel_code: '86', phone: '13812345678' })
  expect(await phoneOf(mid)).toEqual({ tel_code: null, phone: null })
  expect(await phoneOf(youngest)).toEqual({ tel_code: null, phone: null })
  expect(await phoneOf(uk)).toEqual({ tel_code: '44', phone: '7911123456' })
  expect(await phoneOf(hk)).toEqual({ tel_code: '852', phone: '91234567' })
  // Refused by the rule: kept as written, under the bare calling code, and the migration goes on.
  expect(await phoneOf(invalid)).toEqual({ tel_code: '86', phone: '12345' })
  expect(await phoneOf(alsoInvalid)).toEqual({ tel_code: '999', phone: '123456' })
  expect(await phoneOf(wechatOnly)).toEqual({ tel_code: null, phone: null })

  expect(await db.selectFrom('px_login_key').select(['tel_code', 'phone']).execute()).toEqual([{ tel_code: '86', phone: '13812345678' }])
  const keys = await db.selectFrom('sms_code').select('phone_key').orderBy('code_hash').execute()
  expect(keys.map((k) => k.phone_key)).toEqual(['+8613812345678', '+447911123456', '+999123'])

  const counters = await db
    .selectFrom('limit_counter')
    .select(['key', 'window_start', 'n', 'expires_at'])
    .orderBy('key')
    .orderBy('window_start')
    .execute()
  expect(counters.map((c) => ({ ...c, window_start: Number(c.window_start), n: Number(c.n), expires_at: Number(c.expires_at) }))).toEqual([
    { key: 'sms-gap:+8613812345678', window_start: 0, n: 7, expires_at: T0 + 60_000 },
    { key: 'sms-ip:1.1.1.1', window_start: DAY_START, n: 7, expires_at: DAY_START + 86_400_000 },
    { key: 'sms-phone:+8613812345678', window_start: DAY_START - 86_400_000, n: 9, expires_at: DAY_START },
    { key: 'sms-phone:+8613812345678', window_start: DAY_START, n: 7, expires_at: DAY_START + 86_400_000 },
  ])
})

test('invitations: every earlier bind counted and earlier reward keys are kept', async () => {
  const inviter = await user('86', '13800000001', T0)
  const invitee = await user('86', '13800000002', T0, { inviter_id: inviter, invited_at: T0 + 5 })
  const loner = await user('86', '13800000003', T0)
  await db
    .insertInto('invite_reward')
    .values({ inviter_id: inviter, invitee_id: invitee, identity_hash: 'f'.repeat(64), coupon_id: null, created_at: T0 + 9 })
    .execute()

  await migrateRetryingDrops(() => migrateToLatest(db))

  const counted = await db.selectFrom('users').select(['id', 'invite_counted_at']).orderBy('id').execute()
  expect(counted.map((u) => [Number(u.id), u.invite_counted_at === null ? null : Number(u.invite_counted_at)])).toEqual([
    [inviter, null],
    [invitee, T0 + 5],
    [loner, null],
  ])
  const kept = await db.selectFrom('invitee_identity').select(['stage', 'kind', 'identity_hash', 'user_id']).execute()
  expect(kept.map((k) => ({ ...k, user_id: Number(k.user_id) }))).toEqual([
    { stage: 'reward', kind: 'legacy', identity_hash: 'f'.repeat(64), user_id: invitee },
  ])
})
