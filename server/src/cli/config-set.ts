import { createConfig } from '../modules/config'
import { configAuditTarget, runConfigCommand } from '../modules/config/command'
import { ConfigRepository } from '../modules/config/repository'
import { ConfigInputError } from '../modules/config/service'
import { GameRepository } from '../modules/games/repository'
import { quiet, runCommand } from './run-command'

/**
 * Operators edit global config and the game catalogue here, against the same database as the service
 * (DATABASE_URL or var/app.db). Running services pick changes up within their cache TTL (one minute).
 */
void runCommand({
  mistake: ConfigInputError,
  run: (args, { db, clock }) =>
    runConfigCommand(args, createConfig({ repo: new ConfigRepository(db), games: new GameRepository(db), clock, error: quiet }).service),
  audit: configAuditTarget,
})
