import type { PaymentCommandDeps } from '../../src/modules/payment/command'
import type { TestApp } from '../helpers'

/** What `npm run` hands the payment commands, from a test app, run as `cli:test`. */
export const commandDeps = (t: TestApp): PaymentCommandDeps => ({
  payment: t.app.services.payment,
  coupons: t.app.services.couponDesk,
  actor: { operatorId: null, name: 'cli:test' },
})
