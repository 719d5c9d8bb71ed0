/**
 * The order pages' values as both halves use them: states, providers, scenes and the fixes reconciliation offers,
 * with their Chinese names. TypeBox-free (the console app bundles it as it is).
 */
import { PayScene } from '../values/pay'

export const ORDER_STATUSES = ['created', 'paid', 'closed', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
}

/** Who took the money: the pay providers, and `coupon` for an unlock paid with a coupon (no money moved). */
export const ORDER_PROVIDERS = ['weixin', 'alipay', 'douyin', 'sandbox', 'coupon'] as const
export type OrderProvider = (typeof ORDER_PROVIDERS)[number]
export const ORDER_PROVIDER_NAMES: Record<OrderProvider, string> = {
  weixin: '微信支付',
  alipay: '支付宝',
  douyin: '抖音支付',
  sandbox: '沙箱支付',
  coupon: '解锁券',
}

export const ORDER_SCENES = Object.values(PayScene)
export const ORDER_SCENE_NAMES: Record<PayScene, string> = {
  [PayScene.EVALUATE_UNLOCK]: '估价报告解锁',
  [PayScene.INTENTION_UNLOCK]: '意向推荐解锁',
  [PayScene.PROFIT_UNLOCK]: '盈亏查询解锁',
}

/** An order's refund: being asked of the provider, accepted (its notify confirms), done, or failed at the payer. */
export const REFUND_STATES = ['pending', 'processing', 'done', 'failed'] as const
export type RefundState = (typeof REFUND_STATES)[number]
export const REFUND_STATE_NAMES: Record<RefundState, string> = {
  pending: '退款提交中',
  processing: '退款处理中',
  done: '已退款',
  failed: '退款失败',
}

export const REFUND_REQUEST_STATUSES = ['requested', 'approved', 'rejected', 'failed'] as const
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number]
export const REFUND_REQUEST_STATUS_NAMES: Record<RefundRequestStatus, string> = {
  requested: '待审批',
  approved: '已批准',
  rejected: '已驳回',
  failed: '退款失败',
}

/** What a provider notify said, once verified (payment/service.ts reads it from the provider's notice). */
export const NOTIFY_STATES = ['paid', 'failed', 'cancelled', 'closed', 'refunded', 'refund_failed'] as const
export type NotifyState = (typeof NOTIFY_STATES)[number]
export const NOTIFY_STATE_NAMES: Record<NotifyState, string> = {
  paid: '支付成功',
  failed: '支付失败',
  cancelled: '用户取消',
  closed: '已关闭',
  refunded: '退款成功',
  refund_failed: '退款失败',
}

/**
 * What the service did with a notify: changed the order (booked the payment and unlocked, closed it, settled its
 * refund), booked nothing new (the provider sent it again, or the order was past it), booked a payment for a report
 * already unlocked and refunded it, refused it, or failed while handling it (the provider sends it again).
 */
export const NOTIFY_OUTCOMES = ['applied', 'replay', 'double_payment', 'rejected', 'error'] as const
export type NotifyOutcome = (typeof NOTIFY_OUTCOMES)[number]
export const NOTIFY_OUTCOME_NAMES: Record<NotifyOutcome, string> = {
  applied: '已处理',
  replay: '重复通知，无新变化',
  double_payment: '重复支付，自动退款',
  rejected: '已拒绝',
  error: '处理出错',
}

/** Why a notify was rejected, or its double payment's automatic refund failed. */
export const NOTIFY_REASONS = ['unverified', 'unknown_order', 'amount_differs', 'refund_unknown', 'refund_failed'] as const
export type NotifyReason = (typeof NOTIFY_REASONS)[number]
export const NOTIFY_REASON_NAMES: Record<NotifyReason, string> = {
  unverified: '验签未通过',
  unknown_order: '订单不存在或渠道不符',
  amount_differs: '金额与订单不符',
  refund_unknown: '退款尚未登记，等待支付平台重发',
  refund_failed: '自动退款失败，等待支付平台重发',
}

/**
 * The one-click fixes of a reconciliation line. `refund` is the ordinary refund (a reason, and approval above the
 * amount), so the console sends it to the refund endpoint; the others go to reconciliation/resolve.
 */
export const RESOLUTIONS = ['unlock', 'refund', 'refund_extra', 'retry'] as const
export type Resolution = (typeof RESOLUTIONS)[number]
export const RESOLUTION_NAMES: Record<Resolution, string> = {
  unlock: '解锁报告',
  refund: '退款',
  refund_extra: '退还重复支付',
  retry: '重试退款',
}

export const OrderRule = {
  /** The longest span the daily revenue table covers at once, in days. */
  REVENUE_MAX_DAYS: 366,
  /** Beijing calendar dates in queries: YYYY-MM-DD. */
  DAY_PATTERN: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  /** Provider notifies are logged and kept this many days (the recurring pay-notify-prune job deletes older rows). */
  NOTIFY_LOG_DAYS: 180,
} as const
