import type { ConsoleConfig } from '../config'
import type { AuditService } from '../modules/audit/service'
import type { BannerService } from '../modules/banner/service'
import type { ConfigService } from '../modules/config/service'
import type { Dashboard } from '../modules/dashboard'
import type { ActivityDesk } from '../modules/draw/activity-desk'
import type { PrizeDesk } from '../modules/draw/prize-desk'
import type { RewardsDesk } from '../modules/rewards/desk'
import type { ModelDesk } from '../modules/models/desk'
import type { FeedbackInbox } from '../modules/feedback/inbox'
import type { ArticleDesk } from '../modules/information/desk'
import type { ConsoleSession, OperatorService } from '../modules/operators/service'
import type { OrdersAdmin } from '../modules/payment/admin'
import type { PlayerDesk } from '../modules/player-desk'
import type { CouponDesk } from '../modules/payment/coupon-desk'
import type { RulesOverview } from '../modules/config/rules-overview'
import type { CampaignDesk } from '../modules/pricing/campaign-desk'

/** What the console API is built from: the modules it serves and its settings. */
export interface ConsoleDeps {
  operators: OperatorService
  audit: AuditService
  /** A player's phone number by uid (undefined: no such player), for the audited unmask. */
  phoneByUid(uid: string): Promise<string | undefined>
  /** Orders and money: list, detail, refunds and their approval, reconciliation, revenue. */
  ordersAdmin: OrdersAdmin
  /** Players as the money pages name them: uid and phone (routes mask it) by id, and a uid's id. */
  playerRefs: {
    refsOf(userIds: readonly number[]): Promise<Map<number, { uid: string; phone: string }>>
    idOfUid(uid: string): Promise<number | undefined>
  }
  /** The player lookup and player page. */
  players: PlayerDesk
  /** 优惠券 and 用户反馈: the payment module's coupon commands and the feedback module's inbox. */
  couponDesk: CouponDesk
  feedbackInbox: FeedbackInbox
  /** 资讯文章: the information module's article commands. */
  articleDesk: ArticleDesk
  /** 首页与内容: the banner module's commands and the config module's home texts, download links and support contact. */
  banners: BannerService
  contentConfig: ConfigService
  /** 奖品发放: the draw module's commands on won prizes. */
  prizeDesk: PrizeDesk
  /** 数据看板: the figures, funnel, job queue and accuracy (the same module `npm run stats` prints from). */
  dashboard: Dashboard
  /** 价格与规则: the settings overview (config module) and the price campaigns (pricing module). */
  pricingRules: RulesOverview
  campaigns: CampaignDesk
  /** 任务与爱心值 and 抽奖活动: the rewards module's and the draw module's operator commands (love rates: contentConfig). */
  rewardsDesk: RewardsDesk
  activityDesk: ActivityDesk
  /** 市场数据与模型: the models module's desk (market files, retrains, versions, promotion, rollback). */
  modelDesk: ModelDesk
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
