import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startReplica, type Replica } from '../hardening/replica-process'

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, a service process (server/src/main.ts) sends OTLP/HTTP traces: a span per
 * request from @fastify/otel with its route, and on PostgreSQL a span per SQL statement from the pg
 * instrumentation. The collector here is a plain HTTP server that keeps what it receives.
 */
jest.setTimeout(180_000)

const url = process.env.TEST_DATABASE_URL

interface OtlpSpan {
  name: string
  attributes: Array<{ key: string; value: { stringValue?: string } }>
}

describe('OpenTelemetry traces from a service process', () => {
  const spans: OtlpSpan[] = []
  let collector: http.Server
  let replica: Replica
  const dbName = `otel_${process.pid}_${randomBytes(3).toString('hex')}`
  let admin: pg.Client | undefined

  beforeAll(async () => {
    collector = http.createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        if (req.url === '/v1/traces') {
          const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> }
          for (const rs of payload.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans)
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
    const { port } = collector.address() as AddressInfo
    let database: NodeJS.ProcessEnv = { DATABASE_URL: `sqlite:${path.join(os.tmpdir(), `${dbName}.db`)}` }
    if (url) {
      admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE "${dbName}"`)
      database = { DATABASE_URL: Object.assign(new URL(url), { pathname: `/${dbName}` }).toString() }
    }
    replica = await startReplica('otel', {
      ...database,
      NODE_ENV: 'development',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      DEMO_ROWS_PER_GAME: '60',
      LOG_LEVEL: 'warn',
      H5_DIR: 'server/test/no-h5-build',
    })
  })
  afterAll(async () => {
    await replica?.kill()
    await new Promise((resolve) => collector?.close(resolve))
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(os.tmpdir(), `${dbName}.db${suffix}`), { force: true })
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
      await admin.end()
    }
  })

  const attr = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue

  test('each request is a span named by its route; SQL statements are spans on PostgreSQL', async () => {
    const answer = await replica.post('/app/v1/valMain', {})
    expect(answer.code).toBe(200)
    let request: OtlpSpan | undefined
    for (let i = 0; i < 100 && !request; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      request = spans.find((s) => s.name === 'request' && attr(s, 'http.route') === '/app/v1/valMain')
    }
    expect(request).toBeDefined()
    if (url) {
      // The pg instrumentation: statements the service ran (migrations, the slogan read) are spans of their own.
      expect(spans.some((s) => attr(s, 'db.system') === 'postgresql' || attr(s, 'db.system.name') === 'postgresql')).toBe(true)
    }
  })
})

test('without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry module is loaded at all', () => {
  const loads = (env: NodeJS.ProcessEnv) =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "require('./server/src/observability/tracing-switch'); console.log(Object.keys(require.cache).filter((k) => k.includes('@opentelemetry')).length)",
      ],
      { cwd: path.resolve(__dirname, '../../..'), env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env }, encoding: 'utf8' },
    ).trim()
  expect(loads({})).toBe('0')
  // The same check sees the SDK when tracing is on (so "0" above means something).
  expect(Number(loads({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }))).toBeGreaterThan(0)
})
