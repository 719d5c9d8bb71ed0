import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import pg from 'pg'
import { buildApp } from '../src/app'
import { BusChannel } from '../src/bus/replica-bus'
import { loadConfig } from '../src/config'
import { ReportStatus } from '../src/contract/values'
import { createDb, type Db } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import { prepareValuation } from '../src/modules/valuation/startup'

/**
 * npm run bench:jobs — N property valuations created at once over HTTP (N players, one each), timed until every
 * report is ready: the job runner's throughput and latency as a player meets them. On SQLite (the in-process queue)
 * and, when TEST_DATABASE_URL is set, on PostgreSQL (pg-boss) in a database of its own that is dropped afterwards.
 * A report counts as ready when the service announces it left "generating" (the event that wakes a player's
 * long-polling val/valReport, on every replica), which costs the service nothing to watch; polling its table every
 * 10 ms, as the bench did, took a sixth of the process's CPU during the run. The report table is read once at the end
 * to check that every report is done and none failed. Any failed create or report fails the run (exit 1).
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

/** The players: one val/valuation each, all at once when told to go; posts back the report ids or the first error. */
const PLAYERS = `
const { parentPort, workerData } = require('node:worker_threads')
const { base, tokens, body } = workerData
parentPort.once('message', async () => {
  try {
    const ids = await Promise.all(tokens.map(async (token) => {
      const res = await fetch(base + '/val/valuation', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      })
      const answer = await res.json()
      if (res.status !== 200 || answer.code !== 200 || !answer.data)
        throw new Error('val/valuation: HTTP ' + res.status + ' ' + answer.code + ' ' + answer.msg)
      return answer.data.valId
    }))
    parentPort.postMessage({ ids })
  } catch (err) {
    parentPort.postMessage({ error: String(err) })
  }
})
`

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

  // Every announcement heard, with its time; subscribed before the first valuation is created.
  const announced = new Map<string, number>()
  let t0 = 0
  let allAnnounced = () => {}
  const everyAnnounced = new Promise<void>((resolve) => (allAnnounced = resolve))
  app.services.bus.subscribe(BusChannel.REPORT_STATE, {
    onEvent: (id) => {
      if (!announced.has(id)) announced.set(id, performance.now() - t0)
      if (announced.size >= N) allAnnounced()
    },
    onReset: () => {},
  })

  // The players' requests come from a thread of their own, as from other machines: sent from the service's thread,
  // their HTTP client's work (a twentieth of the run) was counted as the service's.
  const players = new Worker(PLAYERS, {
    eval: true,
    workerData: { base, tokens, body: { gameId: 10013, evaluateType: 2, answers: ANSWERS } },
  })
  const sent = new Promise<string[]>((resolve, reject) => {
    players.once('message', (m: { ids?: string[]; error?: string }) => (m.ids ? resolve(m.ids) : reject(new Error(m.error))))
    players.once('error', reject)
  })
  await new Promise<void>((resolve) => players.once('online', () => resolve()))
  t0 = performance.now()
  players.postMessage('go')
  const created = await sent
  await players.terminate()
  const acceptedMs = performance.now() - t0
  let timer: NodeJS.Timeout | undefined
  await Promise.race([everyAnnounced, new Promise<void>((resolve) => (timer = setTimeout(resolve, TIMEOUT_MS)))])
  clearTimeout(timer)
  const readyAt = created
    .map((id) => announced.get(id))
    .filter((ms): ms is number => ms !== undefined)
    .sort((a, b) => a - b)
  const last = await readyCount(db, created)
  const allMs = readyAt.length ? readyAt[readyAt.length - 1] : performance.now() - t0
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
