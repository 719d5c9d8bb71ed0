import { integer, parseOptions, stringOptions } from '../lib/command-args'
import { CommandError } from '../lib/command-error'
import { formatUsageStats, usageStats } from '../modules/tracker/stats'
import { runCommand } from './run-command'

const USAGE = 'usage: npm run stats -- [--days N]   (N from 1 to 365, default 7)'

/**
 * Usage figures from the tracker events and the service's tables: daily page views and unique visitors, the top
 * pages, and the valuation funnel per terminal. Reads the service's database (DATABASE_URL or var/app.db).
 */
void runCommand({
  mistake: CommandError,
  run: async (args, { db, clock }) => {
    const { values, positionals } = parseOptions('stats', args, stringOptions('days'), USAGE)
    if (positionals.length) throw new CommandError(`stats takes no positional arguments\n${USAGE}`)
    const days = values.days === undefined ? 7 : integer('--days', values.days, 1, 365)
    return formatUsageStats(await usageStats(db, clock.now(), days))
  },
  // Reads only.
  audit: () => null,
})
