import { systemClock } from '../clock'
import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { PaymentCommandError, runPaymentCommand } from '../modules/payment/command'
import { UserRepository } from '../modules/user/repository'
import { createProviders } from '../providers'
import { createServices } from '../services'

/** Operators' payment commands (coupon grants, refunds, reconciliation) against DATABASE_URL or var/app.db. */
async function main(): Promise<void> {
  const config = loadConfig()
  const db = createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
  try {
    await migrateToLatest(db)
    // Refunds go to the configured providers, the same ones the running service uses.
    const services = createServices({ db, clock: systemClock, config, providers: createProviders(config) })
    const users = new UserRepository(db)
    console.log(
      await runPaymentCommand(process.argv.slice(2), services.payment, async (phone) => (await users.findByPhone('86', phone))?.id),
    )
  } catch (err) {
    console.error(err instanceof PaymentCommandError ? err.message : err)
    process.exitCode = 1
  } finally {
    await db.destroy()
  }
}

void main()
