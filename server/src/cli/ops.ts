import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { CommandError } from '../lib/command-error'
import { createProviders } from '../providers'
import { createServices } from '../services'
import { dispatchOps } from './ops-dispatch'

/**
 * Operators' commands for missions, love value, the prize draw and banners (`npm run ops -- banner:list`), against
 * DATABASE_URL or var/app.db. A mistake prints what to fix and exits 1.
 */
async function main(): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  try {
    await migrateToLatest(db)
    // Payouts go to the configured providers, the same ones the running service uses.
    const services = createServices({ db, clock: systemClock, config, providers: createProviders(config) })
    console.log(await dispatchOps(process.argv.slice(2), services))
  } catch (err) {
    console.error(err instanceof CommandError ? err.message : err)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}

void main()
