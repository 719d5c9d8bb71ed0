import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import { startBenchApp } from './bench-app'

/**
 * API throughput: the app on an ephemeral loopback port with a throw-away SQLite file, one logged-in user,
 * autocannon against the home slogan (cached) and the user info (one indexed session lookup + user read).
 * Load runs in a worker thread so the generator does not share the server's event loop.
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
// Ten keep-alive connections: a realistic load for one replica behind a balancer, and enough to saturate it.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const WARMUP_S = 2

async function main(): Promise<void> {
  const { app, db, dir, base } = await startBenchApp('youxi-bench-')
  const login = await app.services.auth.loginByPhone('86', '13800000000', { terminal: 2, channel: 'bench', ip: '127.0.0.1' }, {}, 0)

  const targets: Array<{ name: string; url: string; headers: Record<string, string> }> = [
    { name: 'POST /app/v1/valMain', url: `${base}/app/v1/valMain`, headers: {} },
    { name: 'POST /app/v1/user/userInfo', url: `${base}/app/v1/user/userInfo`, headers: { authorization: login.token } },
  ]
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s per route, ${os.cpus().length} CPUs`)
  for (const target of targets) {
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
    const failures = result.errors + result.timeouts + result.non2xx
    console.log(
      `${target.name.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(6)} req/s` +
        `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms` +
        `  total ${result.requests.total}${failures ? `  failures ${failures}` : ''}`,
    )
  }
  await app.close()
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
