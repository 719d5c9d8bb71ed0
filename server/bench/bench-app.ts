import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { createDb } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'

/**
 * The service on an ephemeral loopback port with a throw-away database: an SQLite file, or with `postgresUrl` a
 * PostgreSQL database of its own (created here, dropped by `cleanup`). What every API benchmark runs against. The
 * per-IP request limit is off (one client address sends everything; with it on, all but the first few hundred
 * requests would be measured 429s).
 */
export async function startBenchApp(prefix: string, postgresUrl?: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  let databaseUrl = path.join(dir, 'bench.db')
  let dropDatabase = async () => {}
  if (postgresUrl) {
    const name = `${prefix.replace(/[^a-z0-9]/gi, '_')}${process.pid}`.toLowerCase()
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString()
    dropDatabase = async () => {
      const again = new pg.Client({ connectionString: postgresUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    }
  }
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    H5_DIR: path.join(dir, 'none'),
    RATE_LIMIT_MAX: '0',
    DATABASE_URL: databaseUrl,
  })
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  await migrateToLatest(db)
  const app = await buildApp({ db, config, logger: { level: 'warn' } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('server did not bind')
  const cleanup = async () => {
    await app.close()
    await db.destroy()
    await dropDatabase()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  return { app, db, dir, base: `http://127.0.0.1:${address.port}`, cleanup }
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
