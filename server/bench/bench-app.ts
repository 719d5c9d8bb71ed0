import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { createDb } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'

/** The service on an ephemeral loopback port with a throw-away SQLite file: what every API benchmark runs against. */
export async function startBenchApp(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', H5_DIR: path.join(dir, 'none') })
  const db = createDb({ sqliteFile: path.join(dir, 'bench.db') })
  await migrateToLatest(db)
  const app = await buildApp({ db, config, logger: { level: 'warn' } })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('server did not bind')
  return { app, db, dir, base: `http://127.0.0.1:${address.port}` }
}
