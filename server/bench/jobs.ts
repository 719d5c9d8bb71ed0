import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { ReportStatus } from '../src/contract/values'
import { createDb, type Db } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import { prepareValuation } from '../src/modules/valuation/startup'

/**
 * npm run bench:jobs — N property valuations created at once over HTTP (N players, one each), timed until every
 * report is ready: the job runner's throughput and latency as a player meets them. On SQLite (the in-process queue)
 * and, when TEST_DATABASE_URL is set, on PostgreSQL (pg-boss) in a database of its own that is dropped afterwards.
 * Readiness is read from the report table every 10 ms (polling the API as fast would load the service it measures).
 * Any failed create or report fails the run (exit 1).
 */
const N = Number(process.env.BENCH_VALUATIONS ?? 200)
const ROWS_PER_GAME = Number(process.env.BENCH_DEMO_ROWS ?? 2_000)
const TIMEOUT_MS = 120_000
const ANSWERS = { skins: { epic: 24, legend: 6, starLegend: 1, glory: 1 }, heroCount: 105, server: '安卓QQ' }

interface Backend {
  name: string
  env: Record<string, string>
  cleanup: () => Promise<void>
}

function sqliteBackend(): Backend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'youxi-bench-jobs-'))
  return {
    name: 'SQLite',
    env: { DATABASE_URL: path.join(dir, 'bench.db') },
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}

async function postgresBackend(url: string): Promise<Backend> {
  const name = `youxi_bench_jobs_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: own.toString() },
    cleanup: async () => {
      const again = new pg.Client({ connectionString: url })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}

async function readyCount(db: Db, ids: string[]): Promise<{ ready: number; failed: number }> {
  const rows = await db.selectFrom('report').select(['status']).where('id', 'in', ids).execute()
  const failed = rows.filter((r) => Number(r.status) === ReportStatus.FAILED).length
  const ready = rows.filter((r) => Number(r.status) !== ReportStatus.GENERATING).length
  return { ready, failed }
}

async function run(backend: Backend): Promise<boolean> {
  const config = loadConfig({
    ...process.env,
    ...backend.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    H5_DIR: path.join(os.tmpdir(), 'none'),
    DEMO_ROWS_PER_GAME: String(ROWS_PER_GAME),
  })
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  await migrateToLatest(db)
  const app = await buildApp({ db, config, logger: { level: 'warn' } })
  const started = performance.now()
  await prepareValuation(db, app.services.models, { seedDemo: true, demoRowsPerGame: ROWS_PER_GAME, now: Date.now(), log: () => undefined })
  await app.services.jobs.start()
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('server did not bind')
  const base = `http://127.0.0.1:${address.port}/app/v1`
  console.log(`${backend.name}: models ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${ROWS_PER_GAME} demo rows a game)`)

  const tokens: string[] = []
  for (let u = 0; u < N; u++) {
    const login = await app.services.auth.loginByPhone(
      '86',
      `1390000${String(u).padStart(4, '0')}`,
      { terminal: 2, channel: 'bench', ip: '127.0.0.1' },
      {},
      0,
    )
    tokens.push(login.token)
  }

  const t0 = performance.now()
  const created = await Promise.all(
    tokens.map(async (token) => {
      const res = await fetch(`${base}/val/valuation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ gameId: 10013, evaluateType: 2, answers: ANSWERS }),
      })
      const answer = (await res.json()) as { code: number; msg: string; data?: { valId: string } }
      if (res.status !== 200 || answer.code !== 200 || !answer.data)
        throw new Error(`val/valuation: HTTP ${res.status} ${answer.code} ${answer.msg}`)
      return answer.data.valId
    }),
  )
  const acceptedMs = performance.now() - t0
  const readyAt: number[] = []
  let last = { ready: 0, failed: 0 }
  while (last.ready < N && performance.now() - t0 < TIMEOUT_MS) {
    await new Promise((r) => setTimeout(r, 10))
    const now = await readyCount(db, created)
    for (let i = last.ready; i < now.ready; i++) readyAt.push(performance.now() - t0)
    last = now
  }
  const allMs = performance.now() - t0
  const at = (q: number) => readyAt[Math.min(readyAt.length - 1, Math.floor(q * (readyAt.length - 1)))] ?? NaN
  console.log(
    `${backend.name}: ${N} valuations accepted in ${acceptedMs.toFixed(0)} ms; ${last.ready} ready in ${(allMs / 1000).toFixed(2)} s` +
      ` (p50 ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms)${last.failed ? `, ${last.failed} FAILED` : ''}`,
  )
  await app.close()
  await db.destroy()
  return last.ready === N && last.failed === 0
}

async function main(): Promise<void> {
  const backends = [sqliteBackend()]
  if (process.env.TEST_DATABASE_URL) backends.push(await postgresBackend(process.env.TEST_DATABASE_URL))
  let ok = true
  for (const backend of backends) {
    try {
      ok = (await run(backend)) && ok
    } finally {
      await backend.cleanup()
    }
  }
  if (!ok) {
    console.error('bench:jobs failed: not every valuation became ready')
    process.exit(1)
  }
  // pg-boss and the pools keep timers; the figures are printed.
  process.exit(0)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
