/**
 * npm run info:import -- DIR [--dry-run]
 *   Loads the Markdown articles in DIR (YAML front matter: title, category, summary, publishedAt, optional cover
 *   and slug/id) into the configured database (DATABASE_URL or var/app.db, migrated first). Every file is checked
 *   before anything is written; re-importing upserts by slug. The repository's own articles: content/articles.
 */
import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { createAudit } from '../modules/audit'
import { createInformation } from '../modules/information'
import { commandActor } from './command-audit'
import { runInfoImport } from './info-import-command'

runInfoImport(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  open: async () => {
    const config = loadConfig()
    const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
    await migrateToLatest(db)
    const audit = createAudit({ db, clock: systemClock }).service
    return {
      services: { articleDesk: createInformation({ db, clock: systemClock, audit }).desk },
      actor: commandActor(config.opsOperator),
      close: () => db.destroy(),
    }
  },
})
  .then((code) => {
    process.exitCode = code
  })
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exitCode = 1
  })
