import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDb } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import { writeSqliteFile } from './db-snapshots'
import { migrationsFingerprint } from './migrations-fingerprint'
import { dropStaleTempEntries } from './stale-temp-files'

let image: Promise<Buffer> | undefined

/** Migrates an in-memory database and writes it to `file` whole: a reader sees the old name or the new file. */
async function migrateInto(file: string): Promise<Buffer> {
  const db = createDb({ sqliteFile: ':memory:' })
  try {
    await migrateToLatest(db)
    await writeSqliteFile(db, file)
    return fs.readFileSync(file)
  } finally {
    await db.destroy()
  }
}

/**
 * The bytes of a migrated SQLite database, which each test database opens a copy of in memory. Every migration
 * took a quarter of a second, and compiling them more, in each of the 169 test files; now the first file of a run
 * (or of any earlier run with the same migrations) writes the image under the temp folder, named by the migrations'
 * fingerprint, and the others read it. Two files that miss it at once both migrate and both write the same bytes.
 */
export function migratedSqliteImage(): Promise<Buffer> {
  image ??= (async () => {
    const fingerprint = migrationsFingerprint(__filename)
    const file = path.join(os.tmpdir(), `gujia-migrated-${fingerprint}.db`)
    try {
      return fs.readFileSync(file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      dropStaleTempEntries('gujia-migrated-', fingerprint)
      return migrateInto(file)
    }
  })()
  return image
}
