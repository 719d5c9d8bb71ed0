import type { DrawCouponLedger } from './modules/draw/service'
import { grantChances, runningActivityId } from './modules/draw/chances'
import type { HelpDeps } from './modules/help/service'
import { CouponRepository } from './modules/payment/coupons-repository'
import { isIosMiniProgram } from './modules/payment/pay-channels'
import type { PaymentService } from './modules/payment/service'
import type { RewardsDeps } from './modules/rewards/service'

/**
 * The links between feature modules that no module may make itself (a feature never imports another): each
 * names what one module lends another, so services.ts and the CLIs wire them the same way.
 */

/** Rewards grants draw chances and unlock coupons on its own transaction, and hides pay tasks on iOS. */
export const rewardsLinks: Pick<RewardsDeps, 'chances' | 'coupons' | 'isIosClient'> = {
  chances: { runningActivityId, grantChances },
  coupons: {
    grant: async (trx, userId, count, expiresAt, now) => {
      await new CouponRepository(trx).grant({ userId, count, source: 'love', expiresAt, note: null, now })
    },
  },
  isIosClient: isIosMiniProgram,
}

/** On the draw's transaction: the coupons commit with the draw that won them. */
export const drawCoupons: DrawCouponLedger = {
  grant: async (trx, g) => {
    await new CouponRepository(trx).grant({ ...g, source: 'draw' })
  },
}

/** After a help unlocked a report, its owner's open order for it would pay for nothing: close it. */
export function closeOrderOnHelpUnlock(payment: PaymentService): HelpDeps['onUnlocked'] {
  return (reportId, ownerId) => payment.closeOpenOrderOf(ownerId, reportId)
}
