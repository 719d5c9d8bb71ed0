import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * What the migrations are, for a migrated database that outlives one test file (a pooled PostgreSQL schema, the
 * SQLite image file): every file of the database layer, since migrations read its helpers, and the file of the code
 * that makes the copies (`owner`), since what a copy holds is its business. Other code gets another fingerprint, so
 * a database migrated by other code is never handed out.
 */
export function migrationsFingerprint(owner: string): string {
  return fingerprintOf([path.join(__dirname, '../src/db')], owner)
}

/**
 * What the whole service's code is, for a database state a setup step made by running it (the demo market and its
 * trained models): any change to the service's sources, or to an `owner`, makes another fingerprint.
 */
export function sourceFingerprint(...owners: string[]): string {
  return fingerprintOf([path.join(__dirname, '../src')], ...owners)
}

function fingerprintOf(dirs: string[], ...owners: string[]): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(entry.name).update(fs.readFileSync(file))
    }
  }
  for (const dir of dirs) walk(dir)
  for (const owner of owners) hash.update(fs.readFileSync(owner))
  return hash.digest('hex').slice(0, 12)
}
