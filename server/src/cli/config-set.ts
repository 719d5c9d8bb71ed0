import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { runConfigCommand } from '../modules/config/command'
import { ConfigInputError } from '../modules/config/service'
import { createServices } from '../services'
import { systemClock } from '../clock'
import type { Providers } from '../providers'

/**
 * Operators edit global config and the game catalogue here, against the same database as the service
 * (DATABASE_URL or var/app.db). Running services pick changes up within their cache TTL (one minute).
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  try {
    await migrateToLatest(db)
    // Config editing touches no outside system; the providers are never called.
    const services = createServices({ db, clock: systemClock, config, providers: {} as Providers })
    console.log(await runConfigCommand(process.argv.slice(2), services.config))
  } catch (err) {
    console.error(err instanceof ConfigInputError ? err.message : err)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}

void main()
