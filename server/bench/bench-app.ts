import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { createDb } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'

/**
 * The service on an ephemeral loopback port with a throw-away SQLite file: what every API benchmark runs against.
 * The per-IP request limit is off (one client address sends everything; with it on, all but the first few hundred
 * requests would be measured 429s).
 */
export async function startBenchApp(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    H5_DIR: path.join(dir, 'none'),
    RATE_LIMIT_MAX: '0',
  })
  const db = createDb({ sqliteFile: path.join(dir, 'bench.db') })
  await migrateToLatest(db)
  const app = await buildApp({ db, config, logger: { level: 'warn' } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('server did not bind')
  return { app, db, dir, base: `http://127.0.0.1:${address.port}` }
}

/**
 * The reference: bare Fastify on its own loopback port answering POST / with `body` (the same JSON a measured route
 * answers), in the same process as the service, so a route's figure reads as a share of what Fastify itself does on
 * this machine in this run.
 */
export async function startBareFastify(body: string) {
  const bare = Fastify({ logger: false })
  bare.post('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body))
  await bare.listen({ port: 0, host: '127.0.0.1' })
  const address = bare.server.address()
  if (!address || typeof address !== 'object') throw new Error('bare fastify did not bind')
  return { bare, url: `http://127.0.0.1:${address.port}/` }
}
