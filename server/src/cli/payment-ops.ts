import { canonicalPhone } from '../lib/phone'
import { PaymentCommandError, runPaymentCommand } from '../modules/payment/command'
import { UserRepository } from '../modules/user/repository'
import { createProviders } from '../providers'
import { runCommand } from './run-command'

/** Operators' payment commands (coupon grants, refunds, reconciliation) against DATABASE_URL or var/app.db. */
void runCommand({
  // Refunds go to the configured providers, the same ones the running service uses.
  providers: (config) => createProviders(config),
  mistake: PaymentCommandError,
  run: (args, services, db) => {
    const users = new UserRepository(db)
    return runPaymentCommand(args, services.payment, async (phone) => {
      const canonical = canonicalPhone('86', phone)
      return canonical ? (await users.findByPhone(canonical))?.id : undefined
    })
  },
})
