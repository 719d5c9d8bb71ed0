import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { createDb } from '../../src/db/connect'

/** The SQLite file database runs in WAL mode with synchronous FULL (docs/decisions.md, Hardening). */
test('a file database commits with synchronous FULL in WAL mode', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gujia-sync-'))
  const db = createDb({ sqliteFile: join(dir, 'app.db') })
  try {
    const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db)
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db)
    expect(sync.rows[0].synchronous).toBe(2)
    expect(journal.rows[0].journal_mode).toBe('wal')
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
})
