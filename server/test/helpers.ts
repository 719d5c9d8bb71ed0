import { sql } from 'kysely'
import type { DestinationStream } from 'pino'
import { buildApp, type BuiltApp } from '../src/app'
import type { Clock } from '../src/clock'
import { loadConfig, type AppConfig } from '../src/config'
import { createDb, type Db } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import type { LoginData } from '../src/contract'
import { createProviders, type Providers } from '../src/providers'
import { idNumber } from './id-numbers'
import { sqliteSnapshots, snapshotName, type DbSnapshots } from './db-snapshots'
import { claimSchema } from './pg-schema-pool'
import { cachedSchemaCompilers } from './schema-code-cache'
import { migrateRetryingDrops } from './schema-drop-retry'
import { migratedSqliteImage } from './sqlite-image'

/**
 * Test support shared by every server test file (including the valuation engine's):
 *
 *   const t = await createTestApp({ now: Date.UTC(2025, 0, 1) })
 *   const { token } = await t.login('13800000000')
 *   const res = await t.post('/app/v1/user/userInfo', {}, token)
 *   t.clock.advance(2 * 60 * 60 * 1000)
 *   await t.close()
 *
 * Each call gets its own database: SQLite in memory, or — when TEST_DATABASE_URL is set — a PostgreSQL schema of
 * its own, migrated and emptied (pg-schema-pool.ts), that close() hands on to a later test.
 */

export interface TestClock extends Clock {
  set(ms: number): void
  advance(ms: number): void
}

export function createTestClock(start = Date.UTC(2025, 0, 15, 4, 0, 0)): TestClock {
  let current = start
  return {
    now: () => current,
    set: (ms) => {
      current = ms
    },
    advance: (ms) => {
      current += ms
    },
  }
}

export interface TestDb {
  db: Db
  /** Database states a setup step makes the same way in many files, kept once and copied (db-snapshots.ts). */
  snapshots: DbSnapshots
  close(): Promise<void>
}

export interface TestDbOptions {
  /** PostgreSQL `application_name` of the test's pool, so a test can find (and end) exactly its own backends. */
  pgApplicationName?: string
  /** Run the migrations for this database rather than copy or reuse a migrated one (a test of the migrations). */
  migrateAfresh?: boolean
}

/**
 * Opens the connection as migrating would have: Kysely's destroy() of a database never queried is a no-op, and a
 * test that destroys the database to see the service without one would find it still answering.
 */
async function openedAsMigrated(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}

/** A migrated, isolated database for one test file. */
export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    if (options.migrateAfresh) {
      const db = createDb({ sqliteFile: ':memory:' })
      await migrateToLatest(db)
      return { db, snapshots: sqliteSnapshots(db), close: () => db.destroy() }
    }
    const db = createDb({ sqliteImage: await migratedSqliteImage() })
    await openedAsMigrated(db)
    return { db, snapshots: sqliteSnapshots(db), close: () => db.destroy() }
  }
  const claimed = await claimSchema(url, { fresh: options.migrateAfresh })
  const db = createDb({
    databaseUrl: url,
    pgSearchPath: claimed.schema,
    // A test database is thrown away, so its commits (schema creation, every test's writes) need not wait for the
    // disk. A setting of these sessions only; the server's durability is untouched.
    pgSettings: { synchronous_commit: 'off' },
    pgPoolSize: 4,
    pgApplicationName: options.pgApplicationName,
  })
  if (claimed.fresh) {
    try {
      await migrateRetryingDrops(() => migrateToLatest(db))
    } catch (err) {
      await db.destroy()
      await claimed.release()
      throw err
    }
    await claimed.keep()
  } else {
    await openedAsMigrated(db)
  }
  return {
    db,
    snapshots: {
      restore: (key) => claimed.restore(snapshotName(key)),
      save: (key) => claimed.save(snapshotName(key)),
    },
    close: async () => {
      await db.destroy()
      await claimed.release()
    },
  }
}

export interface Reply<T = unknown> {
  status: number
  code: number
  msg: string
  data: T
  headers: Record<string, unknown>
}

export interface TestApp {
  app: BuiltApp
  db: Db
  snapshots: DbSnapshots
  clock: TestClock
  config: AppConfig
  /** Logs a phone in (registering it if new) without going through SMS; returns the login data. */
  login(phone: string, telCode?: string): Promise<LoginData>
  /** Passes real-name verification as an adult (a fresh ID number each call): paying needs it. */
  verifyRealName(token: string): Promise<void>
  post<T = any>(url: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Reply<T>>
  get<T = any>(url: string, token?: string, headers?: Record<string, string>): Promise<Reply<T>>
  close(): Promise<void>
}

export interface TestAppOptions extends TestDbOptions {
  /** Start time (UTC ms) of the injected clock. */
  now?: number
  /** Extra environment for loadConfig (e.g. { NODE_ENV: 'production', TOKEN_SECRET: ... }). */
  env?: NodeJS.ProcessEnv
  providers?: Partial<Providers>
  /** Capture the service's real log (its default logger configuration, at LOG_LEVEL) instead of silencing it. */
  logStream?: DestinationStream
}

/** One ID number backs one account: each verification in a test file gets the next sequence number. */
let adultIds = 0
function nextAdultId(): string {
  adultIds += 1
  return idNumber('19900101', '110101', String(adultIds % 1000).padStart(3, '0'))
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = createTestClock(options.now)
  const { db, snapshots, close: closeDb } = await createTestDb({ pgApplicationName: options.pgApplicationName })
  const config = loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: 'test-token-secret-test-token-secret',
    H5_DIR: 'server/test/no-h5-build',
    CONSOLE_DIR: 'server/test/no-console-build',
    ...options.env,
  })
  const sandboxes = config.isProduction
    ? ({} as Providers)
    : createProviders(
        config,
        () => {},
        () => clock.now(),
      )
  const providers = { ...sandboxes, ...options.providers } as Providers
  const app = await buildApp({
    db,
    clock,
    config,
    providers,
    schemaCompilers: cachedSchemaCompilers,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  })
  await app.ready()

  const inject = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string, headers = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    })
    let parsed: { code?: number; msg?: string; data?: unknown }
    try {
      parsed = res.json()
    } catch {
      parsed = {}
    }
    return { status: res.statusCode, code: parsed.code ?? -1, msg: parsed.msg ?? '', data: parsed.data as any, headers: res.headers }
  }

  return {
    app,
    db,
    snapshots,
    clock,
    config,
    login: (phone, telCode = '86') =>
      app.services.auth.loginByPhone(telCode, phone, { terminal: 2, channel: 'h5-default', ip: '127.0.0.1' }, {}, 0),
    verifyRealName: async (token) => {
      const reply = await inject('POST', '/app/v1/user/realInfoVerify', { name: '测试用户', idNo: nextAdultId() }, token)
      if (reply.code !== 200) throw new Error(`real-name verification failed: ${reply.code} ${reply.msg}`)
    },
    post: (url, body = {}, token, headers) => inject('POST', url, body, token, headers),
    get: (url, token, headers) => inject('GET', url, undefined, token, headers),
    close: async () => {
      await app.close()
      await closeDb()
    },
  }
}
