import { createAudit } from '../modules/audit'
import { createConfig } from '../modules/config'
import { runConfigCommand } from '../modules/config/command'
import { ConfigRepository } from '../modules/config/repository'
import { ConfigInputError } from '../modules/config/service'
import { quiet, runCommand } from './run-command'

/**
 * Operators edit global config and the game catalogue here, against the same database as the service
 * (DATABASE_URL or var/app.db). Running services pick changes up within their cache TTL (one minute). The config
 * module records each edit's audit row itself (before and after, as the console's edits), so the frame adds none.
 */
void runCommand({
  mistake: ConfigInputError,
  run: (args, { db, clock, actor }) =>
    runConfigCommand(
      args,
      createConfig({ db, repo: new ConfigRepository(db), clock, audit: createAudit({ db, clock }).service, error: quiet }).service,
      actor,
    ),
  audit: () => null,
})
