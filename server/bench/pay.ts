import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ReportRepository } from '../src/modules/reports/repository'
import { SandboxPayProvider } from '../src/providers/pay/sandbox'
import { idNumber } from '../test/id-numbers'
import { startBenchApp } from './bench-app'

/**
 * Payment latency on SQLite: `payment/payTrans` opening a new order for a fresh report (100 users, each with
 * many locked reports), and the notify route verifying, decrypting and applying a signed notify for a different
 * open order each time. The load runs in another process (pay-load.mjs) at 10 connections. The request limit is
 * off (bench-app.ts); any error, timeout or non-2xx answer fails the run (exit 1).
 */
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const USERS = 100
// Enough that every measured request is a new order or a first notify (2 s of warm-up, then the run, at about
// 2,000 per second).
const REPORTS_PER_USER = 700

async function main(): Promise<void> {
  const { app, db, dir, base } = await startBenchApp('youxi-bench-pay-')

  const users: Array<{ token: string; reportIds: string[] }> = []
  const now = Date.now()
  for (let u = 0; u < USERS; u++) {
    const phone = `1380000${String(u).padStart(4, '0')}`
    const login = await app.services.auth.loginByPhone('86', phone, { terminal: 2, channel: 'bench', ip: '127.0.0.1' }, {}, 0)
    // Paying needs a verified adult (anti-addiction rules); the sandbox checks the ID number's form and birth date.
    const verified = await app.inject({
      method: 'POST',
      url: '/app/v1/user/realInfoVerify',
      headers: { 'content-type': 'application/json', authorization: login.token },
      payload: { name: '张小明', idNo: idNumber('19900101', '110101', String(u).padStart(3, '0')) },
    })
    if (verified.json().code !== 200) throw new Error(`real-name verification: ${verified.body}`)
    const userId = (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
    const reportIds = Array.from({ length: REPORTS_PER_USER }, () => `r_${randomBytes(8).toString('hex')}`)
    await db.transaction().execute(async (trx) => {
      const repo = new ReportRepository(trx)
      for (const id of reportIds) {
        await repo.insertGenerated({
          id,
          userId,
          kind: 1,
          gameId: 10013,
          evaluateType: 2,
          input: id,
          now,
          result: '{}',
          teaser: '{"level":"R"}',
        })
      }
    })
    users.push({ token: login.token, reportIds })
  }
  const headers = (token: string) => ({ 'content-type': 'application/json', authorization: token, terminal: '2' })

  let failed = 0
  // Asynchronous: the server answers on this process's event loop while the load process runs.
  const run = async (name: string, requests: unknown[]) => {
    const file = path.join(dir, `${name.replace(/\W+/g, '-')}.json`)
    fs.writeFileSync(file, JSON.stringify({ base, requests }))
    const { stdout: out } = await promisify(execFile)(
      process.execPath,
      [path.join(__dirname, 'pay-load.mjs'), file, String(CONNECTIONS), String(DURATION_S)],
      {
        encoding: 'utf8',
      },
    )
    const r = JSON.parse(out) as { average: number; total: number; latency: { p50: number; p99: number; max: number }; failures: number }
    failed += r.failures
    console.log(
      `${name.padEnd(34)} ${Math.round(r.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  total ${r.total}${r.failures ? `  FAILURES ${r.failures}` : ''}`,
    )
  }

  console.log(`payment on SQLite: ${CONNECTIONS} connections, ${DURATION_S} s per route, ${os.cpus().length} CPUs`)
  // payTrans: every request a report without an order (interleaved across users), so each one creates an order.
  const payTrans = []
  for (let r = 0; r < REPORTS_PER_USER / 2; r++) {
    for (const u of users) {
      payTrans.push({
        method: 'POST',
        path: '/app/v1/payment/payTrans',
        headers: headers(u.token),
        body: JSON.stringify({ scene: 1, valId: u.reportIds[r], payType: 1 }),
      })
    }
  }
  await run('POST /app/v1/payment/payTrans', payTrans)

  // Notifies: open orders on the other half of the reports, each notified once (signed like WeChat's).
  const sandbox = app.providers.pay.get('sandbox') as SandboxPayProvider
  const notifies = []
  for (let r = REPORTS_PER_USER / 2; r < REPORTS_PER_USER; r++) {
    for (const u of users) {
      const res = await app.inject({
        method: 'POST',
        url: '/app/v1/payment/payTrans',
        headers: headers(u.token),
        payload: { scene: 1, valId: u.reportIds[r], payType: 1 },
      })
      const answer = res.json()
      if (answer.code !== 200) throw new Error(`payTrans for a notify: ${answer.code} ${answer.msg}`)
      const { orderNo, amountFen } = answer.data.order
      const n = sandbox.notifyFor({ orderNo, amountFen }, 'pay')
      notifies.push({ method: 'POST', path: '/pay-notify/sandbox', headers: n.headers, body: n.rawBody })
    }
  }
  await run('POST /pay-notify/sandbox', notifies)
  const paid = await db
    .selectFrom('pay_ledger')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()
  console.log(
    `payments booked: ${String(paid?.n)} of ${notifies.length} notifies prepared (a request past the list repeats one: a duplicate)`,
  )

  await app.close()
  await db.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
  if (failed) {
    console.error(`bench:pay failed: ${failed} requests were not answered 2xx`)
    process.exit(1)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
