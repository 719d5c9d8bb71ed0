import { NO_FIGURES, type DashboardMetric, type DayFigures } from '../../contract/console/dashboard'
import type { Db } from '../../db/connect'
import type { TimeSpan } from '../../db/china-day'
import { chinaDayKey } from '../../contract/values/china-time'
import { openFeedbackCounts } from '../feedback/queries'
import { prizesByDay } from '../draw/queries'
import { helpsByDay } from '../help/queries'
import { cashOrdersByDay, dailyRevenue, refundsByDay, type RevenueRow } from '../payment/queries'
import { unlocksByDay, valuationsByDay } from '../reports/queries'
import { countVisitors, visitorsByDay } from '../tracker/queries'
import { invitationsByDay } from '../user/queries'

const DAY_MS = 86_400_000

/**
 * Every figure the dashboard shows per day, with its 口径: each comes from the service's own table that records
 * the fact (reports, orders, the money ledger, helps, binds, draws), never from the app's tracker events, which a
 * closed tab or a blocker loses; only visitors, who exist nowhere else, come from the events.
 */
export const DAY_METRICS: readonly DashboardMetric[] = [
  { key: 'visitors', label: '访客', unit: 'count', basis: '埋点事件的访客 id 去重（每天去重；合计为整段去重，不是各天相加）' },
  { key: 'valuationsStarted', label: '开始估价', unit: 'count', basis: '当天创建的估价报告（含生成中、失败与已删除）' },
  { key: 'valuationsFinished', label: '完成估价', unit: 'count', basis: '当天创建、已出结果（未解锁或已解锁）的估价报告，含已删除' },
  { key: 'unlockedByPay', label: '付费解锁', unit: 'count', basis: '当天由支付订单解锁的报告（PK 报告除外）' },
  { key: 'unlockedByCoupon', label: '解锁券解锁', unit: 'count', basis: '当天用解锁券解锁的报告' },
  { key: 'unlockedByHelp', label: '助力解锁', unit: 'count', basis: '当天由好友助力解锁的报告' },
  { key: 'paidFen', label: '收款', unit: 'fen', basis: '资金流水里当天入账的收款（以支付平台的通知为准）' },
  { key: 'netFen', label: '净收入', unit: 'fen', basis: '当天收款减当天退款（退款记在退款当天），可为负' },
  { key: 'ordersCreated', label: '现金订单', unit: 'count', basis: '当天创建的微信、支付宝订单（不含解锁券订单）' },
  { key: 'ordersPaid', label: '已支付订单', unit: 'count', basis: '上述订单中已支付的（之后退款或关闭也算支付成功）' },
  {
    key: 'paySuccessRate',
    label: '支付成功率',
    unit: 'rate',
    basis: '已支付订单 ÷ 现金订单，按下单日；当天仍在待支付的订单会拉低当天的数',
  },
  { key: 'refunds', label: '退款笔数', unit: 'count', basis: '资金流水里当天的退款（含重复支付自动退款）' },
  { key: 'refundedFen', label: '退款金额', unit: 'fen', basis: '同上，金额合计' },
  { key: 'helps', label: '好友助力', unit: 'count', basis: '当天的好友助力次数（不论是否凑满解锁）' },
  { key: 'invitationsAccepted', label: '接受邀请', unit: 'count', basis: '当天绑定邀请人的新用户（含之后注销的）' },
  { key: 'prizesGiven', label: '抽奖中奖', unit: 'count', basis: '当天抽中奖品的抽奖次数（实物、红包、券，不论发放进度）' },
]

export const REVENUE_BASIS = '资金流水按北京时间日期、场景、渠道汇总：收款记在入账当天，退款记在退款当天；解锁券不产生流水'
export const FEEDBACK_BASIS = '现在未关闭的用户反馈（待回复 + 已回复未关闭），与所选日期无关'

const rate = (paid: number, created: number): number | null => (created > 0 ? paid / created : null)

export interface SpanFigures {
  days: Array<{ day: string } & DayFigures>
  total: DayFigures
  revenue: RevenueRow[]
  feedback: { open: number; awaitingReply: number }
}

/** The figures of each Beijing day of the span (days without any included, as zeros) and of the span as a whole. */
export async function spanFigures(db: Db, span: TimeSpan): Promise<SpanFigures> {
  const [visitors, valuations, unlocks, orders, refunds, helps, invitations, prizes, revenue, feedback, spanVisitors] = await Promise.all([
    visitorsByDay(db, span),
    valuationsByDay(db, span),
    unlocksByDay(db, span),
    cashOrdersByDay(db, span),
    refundsByDay(db, span),
    helpsByDay(db, span),
    invitationsByDay(db, span),
    prizesByDay(db, span),
    dailyRevenue(db, span),
    openFeedbackCounts(db),
    countVisitors(db, span),
  ])
  const paidByDay = new Map<string, number>()
  for (const r of revenue) paidByDay.set(r.day, (paidByDay.get(r.day) ?? 0) + r.paidFen)

  const days: SpanFigures['days'] = []
  for (let start = span.from; start < span.to; start += DAY_MS) {
    const day = chinaDayKey(start)
    const paidFen = paidByDay.get(day) ?? 0
    const order = orders.get(day)
    const refund = refunds.get(day)
    const unlock = unlocks.get(day)
    days.push({
      day,
      visitors: visitors.get(day)?.visitors ?? 0,
      valuationsStarted: valuations.get(day)?.started ?? 0,
      valuationsFinished: valuations.get(day)?.finished ?? 0,
      unlockedByPay: unlock?.pay ?? 0,
      unlockedByCoupon: unlock?.coupon ?? 0,
      unlockedByHelp: unlock?.help ?? 0,
      paidFen,
      netFen: paidFen - (refund?.fen ?? 0),
      ordersCreated: order?.created ?? 0,
      ordersPaid: order?.paid ?? 0,
      paySuccessRate: rate(order?.paid ?? 0, order?.created ?? 0),
      refunds: refund?.count ?? 0,
      refundedFen: refund?.fen ?? 0,
      helps: helps.get(day) ?? 0,
      invitationsAccepted: invitations.get(day) ?? 0,
      prizesGiven: prizes.get(day) ?? 0,
    })
  }
  const total = { ...NO_FIGURES }
  for (const d of days) {
    for (const key of Object.keys(NO_FIGURES) as Array<keyof DayFigures>) {
      if (key !== 'paySuccessRate' && key !== 'visitors') total[key] += d[key]
    }
  }
  total.visitors = spanVisitors
  total.paySuccessRate = rate(total.ordersPaid, total.ordersCreated)
  return { days, total, revenue, feedback }
}
