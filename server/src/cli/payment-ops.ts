import { userInfo } from 'node:os'
import { createConfig } from '../modules/config'
import { ConfigRepository } from '../modules/config/repository'
import { GameRepository } from '../modules/games/repository'
import { createPayment } from '../modules/payment'
import { PaymentCommandError, runPaymentCommand } from '../modules/payment/command'
import { userDirectory } from '../modules/user/directory'
import { UserRepository } from '../modules/user/repository'
import { createProviders } from '../providers'
import { quiet, runCommand } from './run-command'

/** Who ran a command, as the audit trail names them: their login on the server (a container may have none). */
function loginName(): string {
  try {
    return userInfo().username
  } catch {
    return 'unknown'
  }
}

/** Operators' payment commands (coupon grants, refunds, reconciliation) against DATABASE_URL or var/app.db. */
void runCommand({
  mistake: PaymentCommandError,
  run: (args, { db, clock, config }) => {
    // Refunds go to the configured providers, the same ones the running service uses.
    const providers = createProviders(config)
    const users = userDirectory({ users: new UserRepository(db), clock, wechat: providers })
    const games = new GameRepository(db)
    const { settings } = createConfig({ repo: new ConfigRepository(db), games, clock, error: quiet })
    const { service: payment, coupons } = createPayment({
      db,
      clock,
      games,
      settings,
      pay: providers.pay,
      payers: users.payers,
      publicBaseUrl: config.payment.publicBaseUrl,
      info: quiet,
      warn: quiet,
      recipients: users.recipient,
    })
    const actor = { operatorId: null, name: `cli:${loginName()}` }
    return runPaymentCommand(args, { payment, coupons, actor })
  },
})
