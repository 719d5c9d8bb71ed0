import { createConfig } from '../modules/config'
import { ConfigRepository } from '../modules/config/repository'
import { GameRepository } from '../modules/games/repository'
import { createPayment } from '../modules/payment'
import { createPricing } from '../modules/pricing'
import { createAudit } from '../modules/audit'
import { createOrdersAdmin } from '../modules/payment/admin'
import { PaymentCommandError, paymentAuditTarget, runPaymentCommand } from '../modules/payment/command'
import { userDirectory } from '../modules/user/directory'
import { UserRepository } from '../modules/user/repository'
import { createProviders } from '../providers'
import { quiet, runCommand } from './run-command'

/** Operators' payment commands (coupon grants, refunds, reconciliation) against DATABASE_URL or var/app.db. */
void runCommand({
  mistake: PaymentCommandError,
  run: (args, { db, clock, config, actor }) => {
    // Refunds go to the configured providers, the same ones the running service uses.
    const providers = createProviders(config)
    const users = userDirectory({ users: new UserRepository(db), clock, wechat: providers })
    const games = new GameRepository(db)
    const { settings } = createConfig({ db, repo: new ConfigRepository(db), clock, error: quiet })
    // Refunds and grants record their own audit rows (with the object before and after) in their transactions.
    const audit = createAudit({ db, clock }).service
    const { campaigns } = createPricing({ db, clock, prices: () => settings.payPrices() })
    const { service: payment, coupons } = createPayment({
      db,
      clock,
      games,
      settings,
      campaignPrice: (scene, now) => campaigns.runningPrice(scene, now),
      pay: providers.pay,
      payers: users.payers,
      publicBaseUrl: config.payment.publicBaseUrl,
      info: quiet,
      warn: quiet,
      recipients: users.recipient,
      audit,
    })
    const orders = createOrdersAdmin({ db, clock, providers: providers.pay, refundApprovalFen: config.payment.refundApprovalFen, audit })
    return runPaymentCommand(args, { payment, orders, coupons, actor })
  },
  audit: paymentAuditTarget,
})
