import { CommandError } from '../lib/command-error'
import { createProviders } from '../providers'
import { dispatchOps } from './ops-dispatch'
import { runCommand } from './run-command'

/**
 * Operators' commands for missions, love value, the prize draw and banners (`npm run ops -- banner:list`), against
 * DATABASE_URL or var/app.db. A mistake prints what to fix and exits 1.
 */
void runCommand({
  // Payouts go to the configured providers, the same ones the running service uses.
  providers: (config) => createProviders(config),
  mistake: CommandError,
  run: (args, services) => dispatchOps(args, services),
})
