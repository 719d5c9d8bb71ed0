/**
 * 消息 (Mine › 消息, issue 40 point 2): what the service posts to a player's inbox, where each message leads, how long
 * it is kept, and the mini-programs' subscribe messages that announce some of them outside the app.
 */

/** What happened. The app picks each message's icon by it; the service writes the title and text. */
export const MessageKind = {
  REPORT_READY: 'report_ready',
  REPORT_FAILED: 'report_failed',
  HELP_PROGRESS: 'help_progress',
  HELP_UNLOCKED: 'help_unlocked',
  PAY_SUCCESS: 'pay_success',
  REFUND: 'refund',
  COUPON_GRANTED: 'coupon_granted',
  COUPON_EXPIRING: 'coupon_expiring',
  PRIZE_SHIPPED: 'prize_shipped',
  FEEDBACK_REPLIED: 'feedback_replied',
  SYSTEM: 'system',
} as const
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind]

/** Where a message leads: a report of each kind (by its id), the coupons, a won prize, a feedback; none for notices. */
export const MessageTarget = {
  REPORT: 'report',
  PURPOSE: 'purpose',
  CHECK: 'check',
  COUPONS: 'coupons',
  PRIZE: 'prize',
  FEEDBACK: 'feedback',
} as const
export type MessageTarget = (typeof MessageTarget)[keyof typeof MessageTarget]

export const MessageLimit = {
  /** Messages are kept this many days, then deleted; older ones are never listed or counted meanwhile. */
  RETENTION_DAYS: 90,
  TITLE_MAX: 32,
  BODY_MAX: 200,
  /** A system notice's title and text as an operator writes them (`message:broadcast`). */
  NOTICE_TITLE_MAX: 20,
  NOTICE_BODY_MAX: 140,
  /** Coupons expiring within this many days get a reminder (one per player and day of expiry). */
  COUPON_EXPIRY_NOTICE_DAYS: 3,
} as const

/**
 * What a player may subscribe to on a mini-program (`Taro.requestSubscribeMessage`): the report they just started
 * (ready or failed), and the help they asked friends for (each help, the unlock). Each acceptance lets the service send
 * one subscribe message of that topic.
 */
export const SubscribeTopic = { REPORT: 'report', HELP: 'help' } as const
export type SubscribeTopic = (typeof SubscribeTopic)[keyof typeof SubscribeTopic]

/**
 * The public config entry (config/global) holding the template ids the app asks for, by platform and topic:
 * `{"weixin": {"report": "…", "help": "…"}, "toutiao": {…}}`; absent topics are never asked for. Set by the service
 * from its environment, not by operators.
 */
export const SUBSCRIBE_CONFIG_KEY = 'message.subscribe'
export type SubscribePlatform = 'weixin' | 'toutiao'
export type SubscribeTemplates = Partial<Record<SubscribePlatform, Partial<Record<SubscribeTopic, string>>>>
