import { createConfig } from '../modules/config'
import { ConfigRepository } from '../modules/config/repository'
import { GameRepository } from '../modules/games/repository'
import { createPayment } from '../modules/payment'
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
    const { settings } = createConfig({ repo: new ConfigRepository(db), games, clock, error: quiet })
    const { service: payment } = createPayment({
      db,
      clock,
      games,
      settings,
      pay: providers.pay,
      payers: users.payers,
      publicBaseUrl: config.payment.publicBaseUrl,
      info: quiet,
      warn: quiet,
    })
    const orders = createOrdersAdmin({
      db,
      clock,
      providers: providers.pay,
      refundApprovalFen: config.payment.refundApprovalFen,
      audit: createAudit({ db, clock }).service,
    })
    return runPaymentCommand(args, { payment, orders, actor, userIdByPhone: users.idByPhone })
  },
  audit: paymentAuditTarget,
})
