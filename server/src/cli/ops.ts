import { createJobQueue } from '../jobs/create-job-queue'
import { CommandError } from '../lib/command-error'
import { drawCoupons, rewardsLinks } from '../module-links'
import { createBanner } from '../modules/banner'
import { createConfig } from '../modules/config'
import { ConfigRepository } from '../modules/config/repository'
import { createDraw } from '../modules/draw'
import { createModels } from '../modules/models'
import { createRewards } from '../modules/rewards'
import { createProviders, type Providers } from '../providers'
import { createAudit } from '../modules/audit'
import { createOperators } from '../modules/operators'
import { createPricing } from '../modules/pricing'
import { createMessages } from '../modules/messages'
import { dispatchOps, opsAuditTarget, type OpsServices } from './ops-dispatch'
import { quiet, runCommand, type CommandContext } from './run-command'

/** A value built the first time it is asked for, then kept. */
function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined
  return () => (built ??= { value: build() }).value
}

/**
 * The families' services, each built only when its command first reads it: `banner:list` builds the banner
 * module and nothing else.
 */
function opsServices({ db, clock, config }: CommandContext, providers: Providers): OpsServices {
  const audit = once(() => createAudit({ db, clock }).service)
  const rewards = once(() => {
    const { settings } = createConfig({ db, repo: new ConfigRepository(db), clock, error: quiet })
    return createRewards({ db, clock, ...rewardsLinks, rates: () => settings.loveRates(), secret: config.tokenSecret, audit: audit() })
  })
  const draw = once(() => createDraw({ db, clock, coupons: drawCoupons, payouts: providers.payouts, info: quiet, audit: audit() }))
  const banner = once(() => createBanner({ db, clock, publicBaseUrl: config.payment.publicBaseUrl, audit: audit() }).service)
  const operators = once(
    () =>
      createOperators({
        db,
        clock,
        audit: audit(),
        config: {
          secret: config.tokenSecret,
          idleMs: config.console.idleMs,
          absoluteMs: config.console.absoluteMs,
          totpRequired: config.console.totpRequired,
          loginIpMax: config.console.loginIpMax,
        },
      }).service,
  )
  const campaigns = once(() => {
    const { settings } = createConfig({ db, repo: new ConfigRepository(db), clock, error: quiet })
    return createPricing({ db, clock, prices: () => settings.payPrices(), audit: audit() }).campaigns
  })
  const models = once(() => {
    const queue = createJobQueue(config, quiet)
    // The retrain worker: on SQLite the queue is in-process and the command waits for it here.
    const { desk } = createModels({ db, clock, jobs: queue, info: quiet, audit: audit() })
    return { queue, desk }
  })
  const notices = once(() => createMessages({ db, clock, audit: audit() }).notices)
  return {
    get rewardsDesk() {
      return rewards().desk
    },
    get activityDesk() {
      return draw().activityDesk
    },
    get prizeDesk() {
      return draw().desk
    },
    get banner() {
      return banner()
    },
    get jobs() {
      return models().queue
    },
    get modelDesk() {
      return models().desk
    },
    get operators() {
      return operators()
    },
    get campaigns() {
      return campaigns()
    },
    get notices() {
      return notices()
    },
  }
}

/**
 * Operators' commands for missions, love value, the prize draw, banners, system notices and the console's operators (`npm run ops -- banner:list`), against
 * DATABASE_URL or var/app.db. A mistake prints what to fix and exits 1.
 */
void runCommand({
  mistake: CommandError,
  // Payouts go to the configured providers, the same ones the running service uses.
  run: (args, context) => dispatchOps(args, opsServices(context, createProviders(context.config)), undefined, context.actor),
  audit: (args) => opsAuditTarget(args),
})
