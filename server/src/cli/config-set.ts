import { runConfigCommand } from '../modules/config/command'
import { ConfigInputError } from '../modules/config/service'
import type { Providers } from '../providers'
import { runCommand } from './run-command'

/**
 * Operators edit global config and the game catalogue here, against the same database as the service
 * (DATABASE_URL or var/app.db). Running services pick changes up within their cache TTL (one minute).
 */
void runCommand({
  // Config editing touches no outside system; the providers are never called.
  providers: () => ({}) as Providers,
  mistake: ConfigInputError,
  run: (args, services) => runConfigCommand(args, services.config),
})
