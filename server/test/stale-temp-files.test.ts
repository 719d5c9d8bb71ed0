import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { dropStaleTempEntries } from './stale-temp-files'

test("a cache's entries of other code go once a day old; the current one and recent others stay", () => {
  const prefix = `gujia-stale-test-${process.pid}-`
  const entry = (name: string, ageDays: number, folder = false) => {
    const full = path.join(os.tmpdir(), prefix + name)
    if (folder) fs.mkdirSync(path.join(full, 'inner'), { recursive: true })
    else fs.writeFileSync(full, 'x')
    const at = new Date(Date.now() - ageDays * 24 * 60 * 60 * 1000)
    fs.utimesSync(full, at, at)
    return full
  }
  const current = entry('aaaa_1.db', 3)
  const old = entry('bbbb_1.db', 2)
  const oldFolder = entry('cccc', 2, true)
  const recent = entry('dddd_1.db', 0.5)
  try {
    dropStaleTempEntries(prefix, 'aaaa_')
    expect([current, old, oldFolder, recent].map((f) => fs.existsSync(f))).toEqual([true, false, false, true])
  } finally {
    for (const f of [current, old, oldFolder, recent]) fs.rmSync(f, { recursive: true, force: true })
  }
})
