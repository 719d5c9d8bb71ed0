import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely'
import pg from 'pg'
import { isConnectionLost } from './errors'
import type { Database } from './schema'
import { businessMetrics } from '../observability/business-metrics'

export type Db = Kysely<Database>

export interface DbOptions {
  /** postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string | null
  sqliteFile?: string
  /** A whole SQLite database (a file's bytes) to open in memory instead of `sqliteFile`: tests copy one migrated database. */
  sqliteImage?: Buffer
  /** PostgreSQL schema to use on every pooled connection (tests isolate themselves this way). */
  pgSearchPath?: string
  /** Further PostgreSQL settings for every pooled connection (`SET name = value` at connect). */
  pgSettings?: Record<string, string>
  pgPoolSize?: number
  /** PostgreSQL `application_name` of the pool's connections (what pg_stat_activity shows an operator). */
  pgApplicationName?: string
  /** Told when an idle pooled PostgreSQL connection is lost (default: one line on stderr). */
  onIdleError?: (err: Error) => void
}

/** int8 (bigint, count(*)) arrives from pg as a string; our ms timestamps and counts fit in a JS number. */
const INT8_OID = 20
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/** Each PostgreSQL database's pool, for its usage figures (`/metrics`). */
const pools = new WeakMap<Db, pg.Pool>()

export interface PoolUsage {
  total: number
  idle: number
  waiting: number
  max: number
}

/** The connections of a PostgreSQL database's pool; undefined on SQLite. */
export function poolUsage(db: Db): PoolUsage | undefined {
  const pool = pools.get(db)
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      types: pgTypes,
      application_name: options.pgApplicationName ?? 'youxi-gujia',
      ...pgSessionOptions(options),
    })
    // An idle connection the server drops (a restart, a failover, an administrator's terminate) makes the pool emit
    // 'error'; without a listener that is an uncaught exception and the whole service exits. The pool has already
    // discarded the connection and opens a new one on the next query, so noting it is all there is to do.
    pool.on('error', options.onIdleError ?? ((err) => console.error(`[db] idle PostgreSQL connection lost: ${err.message}`)))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingLostConnections(pool) }) })
    pools.set(db, pool)
    return db
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:' && !options.sqliteImage) fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SqliteDatabase(options.sqliteImage ?? file)
  // WAL lets readers proceed during writes; busy_timeout rides out short lock waits from a CLI run alongside.
  sqlite.pragma('journal_mode = WAL')
  // FULL, on purpose: every acknowledged commit (a payment, a claim, a draw) survives a power cut, not only a crash of
  // the process, at the cost of one fsync per commit; NORMAL would be faster but may lose the last commits.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}

/** The startup `options` of each connection: its search path and settings, or nothing (the server's defaults). */
function pgSessionOptions({ pgSearchPath, pgSettings = {} }: DbOptions): { options?: string } {
  const settings = { ...(pgSearchPath ? { search_path: pgSearchPath } : {}), ...pgSettings }
  const flags = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)
  return flags.length ? { options: flags.join(' ') } : {}
}

/**
 * The pool as Kysely sees it, made safe for connections the server ends while a request holds them.
 *
 * pg-pool takes its own 'error' listener off a client while the client is lent out, so the loss of a lent connection
 * (the server's FATAL message between two queries of a request, or its socket closing) was an 'error' event nobody
 * listened to, and that ends the process. Every client gets a listener of its own here for its whole life; the query
 * in flight, or the next one, rejects with the connection error and the request answers it (50003).
 *
 * Kysely releases a client without saying how its last query ended. A connection whose query met a connection error
 * may not have closed yet when it is released (the FATAL message arrives before the socket's end), and pg-pool would
 * lend it straight to the next waiting request; so the release says so, and pg-pool closes it instead.
 */
function discardingLostConnections(pool: pg.Pool): PostgresPool {
  const lost = new WeakSet<pg.PoolClient>()
  pool.on('connect', (client) => {
    // Noted, not logged: the request whose query failed logs it, and an idle loss is logged by the pool's listener.
    // Every loss, idle or lent, passes here once (the pool's own 'error' is the idle ones again).
    client.on('error', () => {
      lost.add(client)
      businessMetrics.lostConnections.inc()
    })
  })
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    connect: async () => {
      const client = await pool.connect()
      let wrapper = wrappers.get(client)
      if (!wrapper) wrappers.set(client, (wrapper = new LostAwareClient(client, lost)))
      return wrapper
    },
    end: () => pool.end(),
  }
}

/** A pooled client that remembers a connection error its query met, and hands it to pg-pool on release. */
class LostAwareClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly lost: WeakSet<pg.PoolClient>,
  ) {}

  query<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(query: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only when the dialect is configured with one (for .stream()); this one is not.
    if (typeof query !== 'string') throw new Error('streaming queries are not configured')
    return this.client.query(query, parameters ? [...parameters] : []).then(
      (result) => result as unknown as PostgresQueryResult<R>,
      (err: unknown) => {
        if (isConnectionLost(err)) this.lost.add(this.client)
        throw err
      },
    )
  }

  release(): void {
    // pg-pool sets client.release afresh at every checkout, so it is looked up now. An error here makes it close the
    // client rather than lend it again.
    this.client.release(this.lost.has(this.client))
  }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query afresh; with better-sqlite3 preparing costs about as much as running a small
 * query. Kysely emits parameterised SQL, so the set of distinct statements is small and caching them by text
 * roughly halves the cost of a typical read. Bounded in case some query shape varies (e.g. IN lists).
 * (Safe because better-sqlite3 runs each statement to completion synchronously; Kysely's streaming
 * `.stream()` would hold a statement open and must not be used with this cache.)
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (query: string) => {
      let statement = cache.get(query)
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear()
        statement = sqlite.prepare(query)
        cache.set(query, statement)
      }
      return statement
    },
  }
}

/** The dialect family of a Kysely instance (migrations need it for auto-increment ids). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
