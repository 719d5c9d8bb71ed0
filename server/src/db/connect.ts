import fs from 'node:fs'
import path from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Db = Kysely<Database>

export interface DbOptions {
  /** postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string | null
  sqliteFile?: string
  /** PostgreSQL schema to use on every pooled connection (tests isolate themselves this way). */
  pgSearchPath?: string
  pgPoolSize?: number
  /** Told when an idle pooled PostgreSQL connection is lost (default: one line on stderr). */
  onIdleError?: (err: Error) => void
}

/** int8 (bigint, count(*)) arrives from pg as a string; our ms timestamps and counts fit in a JS number. */
const INT8_OID = 20
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      types: pgTypes,
      ...(options.pgSearchPath ? { options: `-c search_path=${options.pgSearchPath}` } : {}),
    })
    // An idle connection the server drops (a restart, a failover, an administrator's terminate) makes the pool emit
    // 'error'; without a listener that is an uncaught exception and the whole service exits. The pool has already
    // discarded the connection and opens a new one on the next query, so noting it is all there is to do.
    pool.on('error', options.onIdleError ?? ((err) => console.error(`[db] idle PostgreSQL connection lost: ${err.message}`)))
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  }
  const file = options.sqliteFile ?? ':memory:'
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true })
  const sqlite = new SqliteDatabase(file)
  // WAL lets readers proceed during writes; busy_timeout rides out short lock waits from a CLI run alongside.
  sqlite.pragma('journal_mode = WAL')
  // FULL, on purpose: every acknowledged commit (a payment, a claim, a draw) survives a power cut, not only a crash of
  // the process, at the cost of one fsync per commit; NORMAL would be faster but may lose the last commits.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
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
