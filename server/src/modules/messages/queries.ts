import { COUPON_SOURCE_TEXT, type CouponSource } from '../../contract/values/coupons'
import { chinaDayKey } from '../../contract/values/china-time'
import { MessageKind, MessageLimit, MessageTarget, SubscribeTopic } from '../../contract/values/messages'
import { ReportKind } from '../../contract/values/report'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'

/**
 * What other modules post to a player's 消息 (src/modules/table-owners.ts): one named write per event, in the
 * caller's transaction, so a message exists exactly when what it tells of committed. The words are written here,
 * once; the producer hands over the facts.
 */

/** Where a message stands with its subscribe message. */
export const PushState = { NONE: 0, PENDING: 1, SENDING: 2, SENT: 3, SKIPPED: 4, FAILED: 5 } as const
export type PushState = (typeof PushState)[keyof typeof PushState]

export interface NewMessage {
  userId: number
  kind: MessageKind
  title: string
  body: string
  target?: { type: MessageTarget; id: string } | null
  /** Posted once per player: a second message with the same key is dropped. */
  dedupeKey?: string
  /** The subscribe-message topic that announces it on the player's mini-program, when they accepted one. */
  pushTopic?: SubscribeTopic
  now: number
}

const clip = (text: string, max: number) => ([...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`)

/** Posts one message; false when its dedupe key was posted to the player before. */
export async function postMessage(db: Db, m: NewMessage): Promise<boolean> {
  const result = await db
    .insertInto('message')
    .values({
      user_id: m.userId,
      kind: m.kind,
      title: clip(m.title, MessageLimit.TITLE_MAX),
      body: clip(m.body, MessageLimit.BODY_MAX),
      target_type: m.target?.type ?? null,
      target_id: m.target ? m.target.id : null,
      dedupe_key: m.dedupeKey ?? null,
      created_at: m.now,
      read_at: null,
      push_topic: m.pushTopic ?? null,
      push_state: m.pushTopic ? PushState.PENDING : PushState.NONE,
    })
    .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
    .executeTakeFirst()
  return toNumber(result.numInsertedOrUpdatedRows) > 0
}

/** A player's messages go with their account (account deletion's step, in its transaction). */
export async function deleteMessagesOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('message').where('user_id', '=', userId).execute()
  await db.deleteFrom('message_subscription').where('user_id', '=', userId).execute()
}

const REPORT_TARGET: Record<number, MessageTarget> = {
  [ReportKind.VALUATION]: MessageTarget.REPORT,
  [ReportKind.PURPOSE]: MessageTarget.PURPOSE,
  [ReportKind.CHECK]: MessageTarget.CHECK,
}
const REPORT_NAME: Record<number, string> = {
  [ReportKind.VALUATION]: '估价报告',
  [ReportKind.PURPOSE]: '意向报告',
  [ReportKind.CHECK]: '盈亏报告',
}
const reportTarget = (kind: number, id: string) => ({ type: REPORT_TARGET[kind] ?? MessageTarget.REPORT, id })
const reportName = (kind: number) => REPORT_NAME[kind] ?? '报告'
const account = (gameName: string) => (gameName ? `${gameName}账号` : '账号')
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`
const date = (ms: number) => chinaDayKey(ms)

/** A valuation report finished (once: finishing and failing are conditional on it generating), or failed. */
export function postReportDone(db: Db, r: { userId: number; reportId: string; gameName: string; ready: boolean; now: number }) {
  return postMessage(db, {
    userId: r.userId,
    kind: r.ready ? MessageKind.REPORT_READY : MessageKind.REPORT_FAILED,
    title: r.ready ? '估价完成' : '估价未完成',
    body: r.ready ? `你的${account(r.gameName)}估价报告已生成，看看值多少` : `你的${account(r.gameName)}估价没能完成，打开报告可重新估价`,
    target: reportTarget(ReportKind.VALUATION, r.reportId),
    pushTopic: SubscribeTopic.REPORT,
    now: r.now,
  })
}

/** A friend helped the owner's report; the help that reaches the count unlocks it. */
export function postHelp(
  db: Db,
  h: {
    ownerId: number
    reportId: string
    reportKind: number
    helper: string
    count: number
    required: number
    unlocked: boolean
    now: number
  },
) {
  const base = { userId: h.ownerId, target: reportTarget(h.reportKind, h.reportId), pushTopic: SubscribeTopic.HELP, now: h.now }
  if (h.unlocked) {
    return postMessage(db, {
      ...base,
      kind: MessageKind.HELP_UNLOCKED,
      title: '助力完成，报告已解锁',
      body: `${h.count} 位好友为你助力，你的${reportName(h.reportKind)}已免费解锁，快去看看`,
    })
  }
  return postMessage(db, {
    ...base,
    kind: MessageKind.HELP_PROGRESS,
    title: '好友为你助力',
    body: `${h.helper || '一位好友'}为你的${reportName(h.reportKind)}助力，已有 ${h.count}/${h.required} 人，再有 ${Math.max(1, h.required - h.count)} 人即可免费解锁`,
  })
}

/** An order turned paid and unlocked its report (pay scenes 1-3 are report kinds 1-3). */
export function postPaid(db: Db, p: { userId: number; orderId: string; scene: number; reportId: string; amountFen: number; now: number }) {
  return postMessage(db, {
    userId: p.userId,
    kind: MessageKind.PAY_SUCCESS,
    title: '支付成功',
    body: `已支付 ${yuan(p.amountFen)}，你的${reportName(p.scene)}已解锁`,
    target: reportTarget(p.scene, p.reportId),
    dedupeKey: `paid:${p.orderId}`,
    now: p.now,
  })
}

/** An order's payment is being refunded (processing) or reached the payer (done), by an operator or as paid twice. */
export function postRefund(
  db: Db,
  r: { userId: number; orderId: string; amountFen: number; state: 'done' | 'processing'; paidTwice: boolean; now: number },
) {
  const why = r.paidTwice ? '报告已解锁，重复支付的' : '订单金额'
  return postMessage(db, {
    userId: r.userId,
    kind: MessageKind.REFUND,
    title: r.state === 'done' ? '退款成功' : '退款处理中',
    body: r.state === 'done' ? `${why} ${yuan(r.amountFen)} 已原路退回` : `${why} ${yuan(r.amountFen)} 正在原路退回，一般 1-3 个工作日到账`,
    // Accepted, then confirmed by the provider's notify: one message for each step, however often it repeats.
    dedupeKey: `refund:${r.orderId}:${r.state}`,
    now: r.now,
  })
}

/** Coupons granted: by an operator, a draw, the invitation reward, love value, … */
export function postCouponsGranted(
  db: Db,
  g: { userId: number; count: number; source: CouponSource; expiresAt: number | null; now: number },
) {
  return postMessage(db, {
    userId: g.userId,
    kind: MessageKind.COUPON_GRANTED,
    title: '解锁券到账',
    body: `${COUPON_SOURCE_TEXT[g.source]}：${g.count} 张解锁券已到账${g.expiresAt === null ? '' : `，${date(g.expiresAt)} 前有效`}`,
    target: { type: MessageTarget.COUPONS, id: '' },
    now: g.now,
  })
}

/** Unused coupons run out soon: one reminder per player and Beijing day of expiry. */
export function postCouponsExpiring(db: Db, e: { userId: number; count: number; expiresAt: number; now: number }) {
  const day = date(e.expiresAt)
  return postMessage(db, {
    userId: e.userId,
    kind: MessageKind.COUPON_EXPIRING,
    title: '解锁券即将过期',
    body: `你有 ${e.count} 张解锁券将于 ${day} 过期，别忘了使用`,
    target: { type: MessageTarget.COUPONS, id: '' },
    dedupeKey: `coupon-expiring:${day}`,
    now: e.now,
  })
}

/** A won real prize was shipped. */
export function postPrizeShipped(
  db: Db,
  s: { userId: number; recordId: number; prizeName: string; carrier: string; trackingNo: string; now: number },
) {
  return postMessage(db, {
    userId: s.userId,
    kind: MessageKind.PRIZE_SHIPPED,
    title: '奖品已发货',
    body: `你抽中的${s.prizeName}已发货，${s.carrier} ${s.trackingNo}`,
    target: { type: MessageTarget.PRIZE, id: String(s.recordId) },
    dedupeKey: `shipped:${s.recordId}`,
    now: s.now,
  })
}

/** Support answered the player's feedback. */
export function postFeedbackReply(db: Db, r: { userId: number; feedbackId: number; reply: string; now: number }) {
  return postMessage(db, {
    userId: r.userId,
    kind: MessageKind.FEEDBACK_REPLIED,
    title: '客服回复了你的反馈',
    body: r.reply,
    target: { type: MessageTarget.FEEDBACK, id: String(r.feedbackId) },
    now: r.now,
  })
}
