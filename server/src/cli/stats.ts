import { DASHBOARD_MAX_DAYS } from '../contract/console/values'
import { chinaDayKey } from '../contract/values/china-time'
import { integer, parseOptions, stringOptions } from '../lib/command-args'
import { CommandError } from '../lib/command-error'
import { formatDashboard, spanDashboard } from '../modules/dashboard'
import { formatUsageStats, usageStats } from '../modules/tracker/stats'
import { runCommand } from './run-command'

const USAGE = `usage: npm run stats -- [--days N]   (N from 1 to ${DASHBOARD_MAX_DAYS}, default 7: the last N Beijing days, today included)`
const DAY_MS = 86_400_000

/**
 * Usage figures: daily page views and unique visitors and the top pages (tracker events), then the 数据看板's
 * figures of the same days, the valuation funnel per terminal, and the 口径 of each: the same command the console's
 * dashboard reads. Reads the service's database (DATABASE_URL or var/app.db).
 */
void runCommand({
  mistake: CommandError,
  run: async (args, { db, clock }) => {
    const { values, positionals } = parseOptions('stats', args, stringOptions('days'), USAGE)
    if (positionals.length) throw new CommandError(`stats takes no positional arguments\n${USAGE}`)
    const days = values.days === undefined ? 7 : integer('--days', values.days, 1, DASHBOARD_MAX_DAYS)
    const now = clock.now()
    const dashboard = await spanDashboard(db, chinaDayKey(now - (days - 1) * DAY_MS), chinaDayKey(now))
    return `${formatUsageStats(await usageStats(db, now, days))}\n\n${formatDashboard(dashboard)}`
  },
  // Reads only.
  audit: () => null,
})
