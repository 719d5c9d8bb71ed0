import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrationsFingerprint } from './migrations-fingerprint'

/**
 * Migrated PostgreSQL schemas that test files hand on to each other. Creating a schema and running every migration
 * took about 0.7 s of the database's and the test's CPU, and dropping it 0.35 s more, for each of the few hundred
 * databases a CI run makes; emptying a schema that is already migrated takes a few milliseconds.
 *
 * A schema is held through a session-level advisory lock on the claiming test's own connection, so a test process
 * that dies gives its schemas back by itself. Each claim empties the schema and puts back the rows and sequence
 * positions the migrations left (kept once, in a `pristine_<fingerprint>` schema). The fingerprint covers the
 * migrations' code, so a schema migrated by other code is never handed out; the pool of an older fingerprint is
 * dropped by the first claim that finds it unlocked.
 */

const POOL = 'public.test_schema_pool'
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock'])

export interface ClaimedSchema {
  schema: string
  /** True when the schema was just created: the caller migrates it, then calls `keep()`. */
  fresh: boolean
  /** Records a freshly migrated schema (and, the first time, the migrations' seed rows) for later claims. */
  keep(): Promise<void>
  /** Gives the schema back for the next claim. */
  release(): Promise<void>
  /**
   * Puts the rows and sequence positions kept as `snapshot` (by `save`, in this test file or another) in place of the
   * schema's own; false, changing nothing, when there is no such snapshot.
   */
  restore(snapshot: string): Promise<boolean>
  /**
   * Keeps the schema's rows and sequence positions as `snapshot` (a name that starts with its fingerprint and `_`),
   * unless one of that name exists; snapshots of other fingerprints that no one is reading go.
   */
  save(snapshot: string): Promise<void>
}

let fingerprint: string | undefined

function poolFingerprint(): string {
  fingerprint ??= migrationsFingerprint(__filename)
  return fingerprint
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

async function ensurePoolTable(client: pg.Client): Promise<void> {
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS ${POOL} (schema text PRIMARY KEY, fingerprint text NOT NULL)`)
  } catch (err) {
    // Two processes creating the table at the same moment: one of them wins, which is all that is needed.
    if ((err as { code?: string }).code !== '23505') throw err
  }
}

const tryLock = async (client: pg.Client, key: string) =>
  (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [key])).rows[0].ok

/** Drops the schemas of other fingerprints that no one holds (left by older code). */
async function dropStale(client: pg.Client, current: string): Promise<void> {
  const { rows } = await client.query<{ schema: string }>(`SELECT schema FROM ${POOL} WHERE fingerprint <> $1`, [current])
  for (const { schema } of rows) {
    if (!(await tryLock(client, schema))) continue
    await client.query(`DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE`)
    await client.query(`DELETE FROM ${POOL} WHERE schema = $1`, [schema])
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [schema])
  }
  // Every claimant holds its pristine schema's key shared: an exclusive hold means no one is using that one.
  const pristines = await client.query<{ nspname: string }>(
    `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pristine\\_%' AND nspname <> $1`,
    [`pristine_${current}`],
  )
  for (const { nspname } of pristines.rows) {
    if (!(await tryLock(client, nspname))) continue
    await client.query(`DROP SCHEMA IF EXISTS ${quoted(nspname)} CASCADE`)
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [nspname])
  }
}

async function tablesOf(client: pg.Client, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1 ORDER BY tablename', [
    schema,
  ])
  return rows.map((r) => r.tablename).filter((t) => !MIGRATION_TABLES.has(t))
}

/** Copies what the migrations left in a fresh schema: its rows, and where each sequence stands. */
async function keepPristine(client: pg.Client, schema: string, pristine: string): Promise<void> {
  const lock = `${pristine}:create`
  await client.query('SELECT pg_advisory_lock(hashtext($1))', [lock])
  try {
    const exists = await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [pristine])
    if (exists.rowCount) return
    const statements = [`CREATE SCHEMA ${quoted(pristine)}`]
    for (const table of await tablesOf(client, schema)) {
      const { rows } = await client.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoted(schema)}.${quoted(table)}) AS any`)
      if (rows[0].any)
        statements.push(`CREATE TABLE ${quoted(pristine)}.${quoted(table)} AS SELECT * FROM ${quoted(schema)}.${quoted(table)}`)
    }
    statements.push(
      `CREATE TABLE ${quoted(pristine)}._sequences AS
         SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = '${schema}'`,
      `CREATE TABLE ${quoted(pristine)}._tables AS SELECT tablename AS name FROM pg_tables WHERE schemaname = '${schema}'`,
    )
    await client.query(`BEGIN; ${statements.join('; ')}; COMMIT`)
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [lock])
  }
}

/** Empties a pooled schema and puts the migrations' rows and sequence positions back, in one transaction. */
async function reset(client: pg.Client, schema: string, pristine: string): Promise<void> {
  const seeded = new Set(await tablesOf(client, pristine))
  const migrated = new Set((await client.query<{ name: string }>(`SELECT name FROM ${quoted(pristine)}._tables`)).rows.map((r) => r.name))
  const s = quoted(schema)
  const statements = ['BEGIN', 'SET LOCAL session_replication_role = replica']
  for (const table of await tablesOf(client, schema)) {
    // A table a test made for itself (a stand-in it observes) goes with the test.
    if (!migrated.has(table)) {
      statements.push(`DROP TABLE ${s}.${quoted(table)} CASCADE`)
      continue
    }
    statements.push(`DELETE FROM ${s}.${quoted(table)}`)
    if (seeded.has(table)) statements.push(`INSERT INTO ${s}.${quoted(table)} SELECT * FROM ${quoted(pristine)}.${quoted(table)}`)
  }
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `SELECT name, last_value FROM ${quoted(pristine)}._sequences`,
  )
  for (const { name, last_value } of rows) {
    const sequence = `${s}.${quoted(name)}`.replace(/'/g, "''")
    statements.push(
      last_value === null ? `SELECT setval('${sequence}', 1, false)` : `SELECT setval('${sequence}', ${Number(last_value)}, true)`,
    )
  }
  statements.push('COMMIT')
  await client.query(statements.join('; '))
}

const snapshotSchema = (snapshot: string) => `snapshot_${snapshot}`

/** A snapshot's schema key is held shared while it is read, so a save of newer code never drops it mid-copy. */
async function restoreSnapshot(client: pg.Client, schema: string, snapshot: string): Promise<boolean> {
  const source = snapshotSchema(snapshot)
  await client.query('SELECT pg_advisory_lock_shared(hashtext($1))', [source])
  try {
    if (!(await client.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [source])).rowCount) return false
    await reset(client, schema, source)
    return true
  } finally {
    await client.query('SELECT pg_advisory_unlock_shared(hashtext($1))', [source])
  }
}

async function saveSnapshot(client: pg.Client, schema: string, snapshot: string): Promise<void> {
  const fingerprint = snapshot.slice(0, snapshot.indexOf('_') + 1)
  const others = await client.query<{ nspname: string }>(
    `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'snapshot\\_%' AND nspname NOT LIKE $1`,
    [`${snapshotSchema(fingerprint).replace(/_/g, '\\_')}%`],
  )
  for (const { nspname } of others.rows) {
    if (!(await tryLock(client, nspname))) continue
    await client.query(`DROP SCHEMA IF EXISTS ${quoted(nspname)} CASCADE`)
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [nspname])
  }
  await keepPristine(client, schema, snapshotSchema(snapshot))
}

/** `fresh`: a new schema that is migrated by the caller and dropped at release, never pooled. */
export async function claimSchema(url: string, options: { fresh?: boolean } = {}): Promise<ClaimedSchema> {
  const current = poolFingerprint()
  const pristine = `pristine_${current}`
  const client = new pg.Client({ connectionString: url, application_name: 'test-schema-pool' })
  await client.connect()
  const release = async () => {
    await client.end()
  }
  try {
    await client.query('SELECT pg_advisory_lock_shared(hashtext($1))', [pristine])
    await ensurePoolTable(client)
    await dropStale(client, current)
    const { rows } = options.fresh
      ? { rows: [] }
      : await client.query<{ schema: string }>(`SELECT schema FROM ${POOL} WHERE fingerprint = $1 ORDER BY random()`, [current])
    for (const { schema } of rows) {
      if (!(await tryLock(client, schema))) continue
      // Dropped as stale between the list and the lock.
      if (!(await client.query(`SELECT 1 FROM ${POOL} WHERE schema = $1`, [schema])).rowCount) {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [schema])
        continue
      }
      await reset(client, schema, pristine)
      return {
        schema,
        fresh: false,
        keep: async () => {},
        release,
        restore: (snapshot) => restoreSnapshot(client, schema, snapshot),
        save: (snapshot) => saveSnapshot(client, schema, snapshot),
      }
    }
    const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [schema])
    await client.query(`CREATE SCHEMA ${quoted(schema)}`)
    let kept = false
    return {
      schema,
      fresh: true,
      keep: async () => {
        if (options.fresh) return
        await keepPristine(client, schema, pristine)
        await client.query(`INSERT INTO ${POOL} (schema, fingerprint) VALUES ($1, $2)`, [schema, current])
        kept = true
      },
      // A schema whose migration failed is no use to anyone.
      release: async () => {
        if (!kept) await client.query(`DROP SCHEMA IF EXISTS ${quoted(schema)} CASCADE`)
        await client.end()
      },
      restore: (snapshot) => restoreSnapshot(client, schema, snapshot),
      save: (snapshot) => saveSnapshot(client, schema, snapshot),
    }
  } catch (err) {
    await client.end()
    throw err
  }
}
