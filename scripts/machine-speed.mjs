// How fast this machine is right now, on a fixed amount of the work CI does: JavaScript (sorting, JSON, hashing),
// small files written and read back, and Node processes started. The same work took 2.3 times the CPU on one
// session's machine as on another's, so a CI time means little without it: `.ci/run` prints this at its start and end.
//   node scripts/machine-speed.mjs        prints "machine: js N ms, files N ms, processes N ms"
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function timed(work) {
  const start = process.hrtime.bigint()
  work()
  return Math.round(Number(process.hrtime.bigint() - start) / 1e6)
}

// A fixed pseudo-random sequence (no Math.random: every run does the same work).
let seed = 1
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648

const js = timed(() => {
  for (let round = 0; round < 20; round++) {
    const rows = Array.from({ length: 20000 }, (_, i) => ({ id: i, price: next() * 1e5, tags: [next() > 0.5, i % 7] }))
    rows.sort((a, b) => a.price - b.price)
    const text = JSON.stringify(rows)
    createHash('sha256').update(text).digest('hex')
    JSON.parse(text)
  }
})

const dir = mkdtempSync(join(tmpdir(), 'machine-speed-'))
const files = timed(() => {
  for (let i = 0; i < 2000; i++) writeFileSync(join(dir, `${i}.js`), `module.exports = ${i}\n`.repeat(20))
  for (let i = 0; i < 2000; i++) readFileSync(join(dir, `${i}.js`), 'utf8')
})
rmSync(dir, { recursive: true, force: true })

const processes = timed(() => {
  for (let i = 0; i < 10; i++) spawnSync(process.execPath, ['-e', '0'])
})

console.log(`machine: js ${js} ms, files ${files} ms, processes ${processes} ms`)
