import { createAudit } from '../modules/audit'
import { createConfig } from '../modules/config'
import { runConfigCommand } from '../modules/config/command'
import { ConfigRepository } from '../modules/config/repository'
import { ConfigInputError } from '../modules/config/service'
import { quiet, runCommand } from './run-command'
import { createReplicaBus } from '../bus/create-bus'

/**
 * Operators edit global config and the game catalogue here, against the same database as the service
 * (DATABASE_URL or var/app.db). Running services on PostgreSQL drop their cached config when told (at most a minute
 * later if the event is lost); an SQLite service is one process and re-reads within the minute. The config
 * module records each edit's audit row itself (before and after, as the console's edits), so the frame adds none.
 */
void runCommand({
  mistake: ConfigInputError,
  run: (args, { db, clock, actor, config }) =>
    runConfigCommand(
      args,
      createConfig({
        db,
        repo: new ConfigRepository(db),
        clock,
        audit: createAudit({ db, clock }).service,
        error: quiet,
        // Publishes only: the running replicas drop their cached config when the edit commits.
        bus: createReplicaBus(db, config.databaseUrl, quiet),
      }).service,
      actor,
    ),
  audit: () => null,
})
