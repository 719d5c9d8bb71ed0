import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import type { Db } from '../src/db/connect'
import { sourceFingerprint } from './migrations-fingerprint'
import { dropStaleTempEntries } from './stale-temp-files'

/**
 * Database states that a setup step makes the same way in many test files, kept once and copied into each test's
 * database: seeding the demo market and training its models took about 2 s of CPU in each of some 45 files.
 *
 *   if (!(await t.snapshots.restore(key))) { await setUp(); await t.snapshots.save(key) }
 *
 * A snapshot holds every table's rows and where each sequence stands, and its name carries the fingerprint of the
 * service's whole source, of this file and of the test app's (a state made by other code is never restored); the key
 * names everything else the state depends on (the setup's options and environment). On SQLite it is a database
 * file under the temp folder; on PostgreSQL a schema beside the pool's (pg-schema-pool.ts).
 */
export interface DbSnapshots {
  /** Replaces the database's rows with those kept under `key`; false, changing nothing, when none are kept. */
  restore(key: string): Promise<boolean>
  /** Keeps the database's rows under `key` for later tests (a snapshot already kept under it stays as it is). */
  save(key: string): Promise<void>
}

let fingerprint: string | undefined

/** `<fingerprint>_<key's hash>`: 25 characters, so a PostgreSQL schema name stays short of its 63. */
export function snapshotName(key: string): string {
  fingerprint ??= sourceFingerprint(__filename, path.join(__dirname, 'helpers.ts'))
  return `${fingerprint}_${createHash('sha256').update(key).digest('hex').slice(0, 12)}`
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Writes the whole database to `file`: a reader sees no file or the whole of it. */
export async function writeSqliteFile(db: Db, file: string): Promise<void> {
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    await sql`VACUUM INTO ${partial}`.execute(db)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(partial, { force: true })
  }
}

const sqliteSnapshotFile = (key: string) => path.join(os.tmpdir(), `gujia-snapshot-${snapshotName(key)}.db`)

/**
 * An open SQLite database's snapshots. A restore copies, table by table, the rows of every table that has rows on
 * either side (the append-only audit log, empty on both, refuses deletes), in one transaction whose foreign keys are
 * checked at its end.
 */
export function sqliteSnapshots(db: Db): DbSnapshots {
  return {
    restore: async (key) => {
      const file = sqliteSnapshotFile(key)
      if (!fs.existsSync(file)) return false
      await sql`ATTACH DATABASE ${file} AS snapshot`.execute(db)
      try {
        const { rows } = await sql<{ name: string }>`
          SELECT name FROM snapshot.sqlite_master WHERE type = 'table' AND (name = 'sqlite_sequence' OR name NOT LIKE 'sqlite\\_%' ESCAPE '\\')
        `.execute(db)
        await db.transaction().execute(async (trx) => {
          await sql`PRAGMA defer_foreign_keys = ON`.execute(trx)
          for (const { name } of rows) {
            const table = quoted(name)
            const used = await sql<{ any: number }>`
              SELECT EXISTS (SELECT 1 FROM main.${sql.raw(table)}) OR EXISTS (SELECT 1 FROM snapshot.${sql.raw(table)}) AS any
            `.execute(trx)
            if (!used.rows[0].any) continue
            await sql`DELETE FROM main.${sql.raw(table)}`.execute(trx)
            await sql`INSERT INTO main.${sql.raw(table)} SELECT * FROM snapshot.${sql.raw(table)}`.execute(trx)
          }
        })
      } finally {
        await sql`DETACH DATABASE snapshot`.execute(db)
      }
      return true
    },
    save: async (key) => {
      const file = sqliteSnapshotFile(key)
      if (fs.existsSync(file)) return
      dropStaleTempEntries('gujia-snapshot-', `${snapshotName(key).split('_')[0]}_`)
      await writeSqliteFile(db, file)
    },
  }
}
