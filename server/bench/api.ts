import os from 'node:os'
import autocannon from 'autocannon'
import { startBareFastify, startBenchApp } from './bench-app'

/**
 * API throughput: the app on an ephemeral loopback port with a throw-away SQLite file, and with TEST_DATABASE_URL also a
 * PostgreSQL database of its own (request limit off), one
 * logged-in user, autocannon against the home slogan (cached) and the user info (session, user and inviter reads),
 * and, in the same run, bare Fastify answering the slogan's JSON: each route's figure is printed with its ratio to
 * it. Any error, timeout, non-2xx answer or an envelope code other than 200 fails the run (exit 1): a benchmark
 * that measures refusals measures nothing. Load runs in a worker thread so the generator does not share the server's
 * event loop.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
// Ten keep-alive connections: a realistic load for one replica behind a balancer, and enough to saturate it.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const WARMUP_S = 2

interface Target {
  name: string
  url: string
  headers: Record<string, string>
}

/** One answer of the target, checked: HTTP 200 and the envelope's code 200 (a refusal would be measured otherwise). */
async function checkedBody(target: Target): Promise<string> {
  const res = await fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', ...target.headers }, body: '{}' })
  const text = await res.text()
  const code = (JSON.parse(text) as { code?: number }).code
  if (res.status !== 200 || code !== 200) throw new Error(`${target.name} answers HTTP ${res.status}, code ${code}: ${text.slice(0, 200)}`)
  return text
}

async function measure(target: Target) {
  const request = {
    url: target.url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...target.headers },
    body: '{}',
    connections: CONNECTIONS,
    workers: 1,
  }
  // Warm-up (JIT, caches, SQLite page cache) is not measured.
  await autocannon({ ...request, duration: WARMUP_S })
  const result = await autocannon({ ...request, duration: DURATION_S })
  return { ...result, failures: result.errors + result.timeouts + result.non2xx }
}

/** One database's run: bare Fastify first (the reference of this run), then each route; the failures counted. */
async function runOn(label: string, postgresUrl?: string): Promise<number> {
  const { app, base, cleanup } = await startBenchApp('youxi-bench-api-', postgresUrl)
  const login = await app.services.auth.loginByPhone('86', '13800000000', { terminal: 2, channel: 'bench', ip: '127.0.0.1' }, {}, 0)
  const targets: Target[] = [
    { name: 'POST /app/v1/valMain', url: `${base}/app/v1/valMain`, headers: {} },
    { name: 'POST /app/v1/user/userInfo', url: `${base}/app/v1/user/userInfo`, headers: { authorization: login.token } },
  ]
  const bodies = await Promise.all(targets.map(checkedBody))
  const { bare, url } = await startBareFastify(bodies[0])

  console.log(`${label}: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route, ${os.cpus().length} CPUs`)
  let failed = 0
  let reference = 0
  for (const target of [{ name: 'bare Fastify (same JSON)', url, headers: {} }, ...targets]) {
    const r = await measure(target)
    const perSecond = r.requests.average
    if (!reference) reference = perSecond
    failed += r.failures
    console.log(
      `${target.name.padEnd(28)} ${Math.round(perSecond).toString().padStart(6)} req/s  ${(perSecond / reference).toFixed(2)} × bare` +
        `  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  total ${r.requests.total}` +
        (r.failures ? `  FAILURES ${r.failures} (errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx})` : ''),
    )
  }
  await bare.close()
  await cleanup()
  return failed
}

async function main(): Promise<void> {
  let failed = await runOn('SQLite')
  // PostgreSQL too when TEST_DATABASE_URL names a server: in a database of its own, dropped afterwards.
  if (process.env.TEST_DATABASE_URL) failed += await runOn('PostgreSQL', process.env.TEST_DATABASE_URL)
  if (failed) {
    console.error(`bench:api failed: ${failed} requests were not answered 2xx`)
    process.exit(1)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
