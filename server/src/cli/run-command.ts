import { systemClock } from '../clock'
import { loadConfig, type AppConfig } from '../config'
import { createDb, type Db } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import type { Providers } from '../providers'
import { createServices, type Services } from '../services'

/**
 * The frame of an operator CLI: the command line's arguments run against the same database as the service
 * (DATABASE_URL or var/app.db, migrated first) and what the command returns is printed. A `mistake` (input the command
 * refuses, saying what to fix) prints its message alone, anything else in full; both exit 1. The database is closed
 * either way, or the process would not end.
 */
export async function runCommand(command: {
  providers: (config: AppConfig) => Providers
  mistake: new (...args: never[]) => Error
  run: (args: string[], services: Services, db: Db) => Promise<string>
}): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  try {
    await migrateToLatest(db)
    const services = createServices({ db, clock: systemClock, config, providers: command.providers(config) })
    console.log(await command.run(process.argv.slice(2), services, db))
  } catch (err) {
    console.error(err instanceof command.mistake ? err.message : err)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}
