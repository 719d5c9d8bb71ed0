import type { ConsoleConfig } from '../config'
import type { AuditService } from '../modules/audit/service'
import type { FeedbackInbox } from '../modules/feedback/inbox'
import type { ConsoleSession, OperatorService } from '../modules/operators/service'
import type { CouponDesk } from '../modules/payment/coupon-desk'

/** What the console API is built from: the modules it serves and its settings. */
export interface ConsoleDeps {
  operators: OperatorService
  audit: AuditService
  /** A player's phone number by uid (undefined: no such player), for the audited unmask. */
  phoneByUid(uid: string): Promise<string | undefined>
  /** 优惠券 and 用户反馈: the payment module's coupon commands and the feedback module's inbox. */
  couponDesk: CouponDesk
  feedbackInbox: FeedbackInbox
  /** Players' uids and phone numbers (unmasked: the console masks them) by user id, for lists that name players. */
  playersByIds(ids: number[]): Promise<Map<number, { uid: string; phone: string }>>
  /** Coupons a capped role (COUPON_CAPPED_ROLES) may grant per Beijing day: SUPPORT_COUPON_DAILY_CAP. */
  couponDailyCap: number
  config: ConsoleConfig & { isProduction: boolean }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's session guard on its logged-in routes; null elsewhere. */
    consoleSession: ConsoleSession | null
    /** Where @fastify/csrf-protection (in its session mode) reads the session's CSRF secret. */
    session: { csrfSecret?: string }
  }
}
