import { runPaymentCommand } from '../../src/modules/payment/command'
import type { TestApp } from '../helpers'

/** The payment CLI on the test app's services, run by a named shell user. */
export function runCli(t: TestApp, args: string[]) {
  return runPaymentCommand(args, {
    payment: t.app.services.payment,
    orders: t.app.services.ordersAdmin,
    coupons: t.app.services.couponDesk,
    actor: { operatorId: null, name: 'cli:test', ip: null },
  })
}
