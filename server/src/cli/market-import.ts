/**
 * npm run market:import -- FILE [--format jsonl|csv] [--dry-run]     (also: --file FILE)
 *   Validates a market file (docs/market-import-format.md). Any bad row → line-numbered errors, exit 1, nothing
 *   written. Otherwise writes every row into the configured database (DATABASE_URL or var/app.db, migrated
 *   first) in one transaction, upserting on (source, externalId), and retrains the games it touched.
 * npm run market:import -- --write-demo OUT [--format jsonl|csv] [--seed N] [--rows-per-game N]
 *   Writes the deterministic demo market in the import format (every row demo: true, source 演示数据).
 */
import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { systemClock } from '../clock'
import { createAudit } from '../modules/audit'
import { commandActor } from './command-audit'
import { runMarketImport } from './market-import-command'

runMarketImport(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  now: () => Date.now(),
  openDb: async () => {
    const config = loadConfig()
    const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
    await migrateToLatest(db)
    const audit = createAudit({ db, clock: systemClock }).service
    return { db, close: () => db.destroy(), audit: (entry) => audit.record(commandActor(config.opsOperator), entry), trail: audit }
  },
})
  .then((code) => {
    process.exitCode = code
  })
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  })
