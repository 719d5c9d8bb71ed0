import http from 'node:http'
import { createTestApp } from '../test/helpers'
import { generateFuzzRequests, rawRequests, type FuzzRequest, type OpenApiDocument } from '../test/hardening/fuzz-generator'
import { describeReport, runFuzz, type FuzzAnswer, type PreparedRequest } from '../test/hardening/fuzz-runner'
import { captureLog, makeH5Dir } from '../test/hardening/h5-fixture'

/**
 * `npm run fuzz`: the CI fuzz test's generator (server/test/hardening/fuzz.test.ts) with more rounds, over real HTTP
 * on a loopback port instead of app.inject, so Node's HTTP parser is in the path too. Prints the requests sent, the
 * HTTP 4xx and 5xx answers, the rule violations and the error-level log lines; exits 1 if there is any 5xx,
 * violation or error line.
 *
 *   FUZZ_ROUNDS=8 FUZZ_SEED=16 npm run fuzz
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run fuzz    (a throw-away schema, like the tests)
 */
const ROUNDS = Number(process.env.FUZZ_ROUNDS ?? 8)
const SEED = Number(process.env.FUZZ_SEED ?? 16)

function httpSend(port: number, agent: http.Agent) {
  return (request: PreparedRequest) =>
    new Promise<FuzzAnswer>((resolve, reject) => {
      // An explicit length, or Node sends a GET's body unframed and the server reads it as the next request.
      const length = request.payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.payload)) }
      const headers = { ...request.headers, ...length }
      const req = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      })
      // A connection closed without an answer is a finding, not a reason to stop.
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, body: `no answer: ${err.code ?? err.message}` }))
      req.end(request.payload)
    })
}

async function main(): Promise<void> {
  const h5 = makeH5Dir()
  const log = captureLog()
  const t = await createTestApp({ env: { H5_DIR: h5.dir, LOG_LEVEL: 'warn' }, logStream: log.stream })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (!address || typeof address !== 'object') throw new Error('server did not bind')

  const doc = t.app.swagger() as unknown as OpenApiDocument
  const requests: FuzzRequest[] = []
  for (let round = 0; round < ROUNDS; round++) requests.push(...generateFuzzRequests(doc, SEED + round))
  requests.push(...rawRequests(SEED))
  const tokens = { user: (await t.login('13800001616')).token, spare: (await t.login('13800001617')).token }
  const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
  console.log(
    `fuzz: seed ${SEED}, ${ROUNDS} rounds over ${Object.keys(doc.paths).length} documented paths, ${database}, HTTP on :${address.port}`,
  )

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const started = performance.now()
  const report = await runFuzz(requests, tokens, httpSend(address.port, agent))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()

  const alive = await httpSend(
    address.port,
    new http.Agent(),
  )({ method: 'POST', url: '/app/v1/valMain', headers: { 'content-type': 'application/json' }, payload: '{}' })
  const aliveCode = (JSON.parse(alive.body) as { code?: number }).code
  const errorLines = log.errors()

  console.log(describeReport(report))
  console.log(
    `requests sent ${report.sent} in ${seconds.toFixed(1)} s; HTTP 4xx ${report.byStatus['4xx']}; HTTP 5xx ${report.byStatus['5xx']}`,
  )
  console.log(`error-level log lines ${errorLines.length}; valMain afterwards: code ${aliveCode}`)
  for (const violation of report.violations) console.log(`  violation: ${violation}`)
  const byMessage = new Map<string, number>()
  for (const line of errorLines) {
    const key = `${line.msg ?? ''} ${line.err?.type ?? ''}: ${line.err?.message ?? ''}`
    byMessage.set(key, (byMessage.get(key) ?? 0) + 1)
  }
  for (const [message, count] of byMessage) console.log(`  error log ×${count}: ${message}`)

  await t.close()
  h5.remove()
  if (report.byStatus['5xx'] > 0 || report.violationCount > 0 || errorLines.length > 0 || aliveCode !== 200) process.exitCode = 1
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
