import { runPaymentCommand } from '../../src/modules/payment/command'
import type { TestApp } from '../helpers'

/** The payment CLI on the test app's services, run by a named shell user. */
export function runCli(t: TestApp, args: string[], userIdByPhone: (phone: string) => Promise<number | undefined> = async () => undefined) {
  return runPaymentCommand(args, {
    payment: t.app.services.payment,
    orders: t.app.services.ordersAdmin,
    actor: { operatorId: null, name: 'cli:test', ip: null },
    userIdByPhone,
  })
}
