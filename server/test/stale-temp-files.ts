import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Removes what test runs of other code left under the temp folder: entries named `<prefix>…` that are not
 * `<prefix><current>…` and have not changed for a day (a run of other code on this machine may still use a recent
 * one). The caches that call it are named by fingerprints of the code, so each change of that code left a new file
 * beside the old ones. Called where a cache writes a new entry, so a run pays it a few times at most. Errors are
 * ignored: another process may be removing the same entry.
 */
export function dropStaleTempEntries(prefix: string, current: string, now = Date.now()): void {
  const dir = os.tmpdir()
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || name.startsWith(prefix + current)) continue
    const entry = path.join(dir, name)
    try {
      if (now - fs.statSync(entry).mtimeMs > DAY_MS) fs.rmSync(entry, { recursive: true, force: true })
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}
