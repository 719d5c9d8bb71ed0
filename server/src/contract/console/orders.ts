import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox'
import {
  NOTIFY_OUTCOMES,
  NOTIFY_REASONS,
  NOTIFY_STATES,
  ORDER_PROVIDERS,
  ORDER_SCENES,
  ORDER_STATUSES,
  OrderRule,
  REFUND_REQUEST_STATUSES,
  REFUND_STATES,
  RESOLUTIONS,
} from './orders-values'
import { ConsolePage, digits, pageQueryFields } from './query'
import { ConsoleRule } from './values'

const literals = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description ? { description } : {},
  )
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

const Fen = Type.Integer({ description: '金额，分' })
const Ms = Type.Integer({ description: 'UTC 毫秒' })
const OrderNo = Type.String({ minLength: 1, maxLength: 64, description: '订单号' })
const ReportId = Type.String({ minLength: 1, maxLength: 64, description: '报告编号' })
const Reason = (description: string) => Type.String({ minLength: ConsoleRule.REASON_MIN, maxLength: ConsoleRule.REASON_MAX, description })
const OrderStatusSchema = literals(ORDER_STATUSES, '订单状态：created 待支付，paid 已支付，closed 已关闭，refunded 已退款')
const RefundStateSchema = literals(REFUND_STATES, '退款进度：pending 提交中，processing 处理中，done 已退款，failed 失败')
const RefundRequestStatusSchema = literals(
  REFUND_REQUEST_STATUSES,
  '申请状态：requested 待审批，approved 已批准，rejected 已驳回，failed 退款失败',
)
const ResolutionSchema = literals(RESOLUTIONS)

/** A player as the money pages name one: the public uid and the phone masked (138****0000; empty without one). */
export const PlayerRef = Type.Object({
  uid: Type.String(),
  phone: Type.String({ description: '脱敏手机号；完整号码只能通过 pii/unmask 查看' }),
})
export type PlayerRef = Static<typeof PlayerRef>

export const OrderListQuery = Type.Object({
  orderNo: Type.Optional(OrderNo),
  uid: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '玩家 uid' })),
  reportId: Type.Optional(ReportId),
  status: Type.Optional(OrderStatusSchema),
  provider: Type.Optional(literals(ORDER_PROVIDERS, '支付渠道')),
  scene: Type.Optional(literals(ORDER_SCENES.map(String), '场景：1 估价报告，2 意向推荐，3 盈亏查询')),
  from: Type.Optional(digits('下单时间起（含），UTC 毫秒')),
  to: Type.Optional(digits('下单时间止（不含），UTC 毫秒')),
  minFen: Type.Optional(digits('金额下限（含），分')),
  maxFen: Type.Optional(digits('金额上限（含），分')),
  ...pageQueryFields(),
})
export type OrderListQuery = Static<typeof OrderListQuery>

export const OrderListRow = Type.Object({
  orderNo: Type.String(),
  player: PlayerRef,
  reportId: Type.String(),
  scene: Type.Integer(),
  payType: Type.Integer({ description: '1 微信，2 支付宝，3 解锁券' }),
  provider: Type.String(),
  amountFen: Fen,
  status: OrderStatusSchema,
  refundState: nullable(RefundStateSchema),
  createdAt: Ms,
  paidAt: nullable(Ms),
  refundedAt: nullable(Ms),
})
export type OrderListRow = Static<typeof OrderListRow>

export const OrderListData = ConsolePage(OrderListRow)

/** An order in full, as the detail page and the answers of refunds show it (its launch data left out). */
export const OrderView = Type.Object({
  orderNo: Type.String(),
  player: PlayerRef,
  reportId: Type.String(),
  scene: Type.Integer(),
  payType: Type.Integer(),
  provider: Type.String(),
  channel: Type.String(),
  terminal: Type.Integer(),
  listFen: Fen,
  discountFen: Fen,
  couponId: nullable(Type.Integer()),
  amountFen: Fen,
  status: OrderStatusSchema,
  tradeNo: nullable(Type.String({ description: '支付平台交易号' })),
  refundNo: nullable(Type.String()),
  refundState: nullable(RefundStateSchema),
  refundReason: nullable(Type.String({ description: 'paid_twice 为重复支付自动退款，其余为操作员填写的原因' })),
  closeReason: nullable(Type.String()),
  createdAt: Ms,
  expiresAt: Ms,
  paidAt: nullable(Ms),
  closedAt: nullable(Ms),
  refundedAt: nullable(Ms),
})
export type OrderView = Static<typeof OrderView>

/** A money movement, booked from the provider's verified notify (payment) or our refund. */
export const LedgerRow = Type.Object({
  id: Type.Integer(),
  kind: literals(['payment', 'refund'] as const, 'payment 收款，refund 退款'),
  provider: Type.String(),
  tradeNo: Type.String({ description: '支付平台交易号或退款单号' }),
  amountFen: Fen,
  createdAt: Ms,
})
export type LedgerRow = Static<typeof LedgerRow>

/**
 * One notify the provider sent about the order, as the service logged it: what it said (once verified) and what
 * the service did with it. The body itself is not kept (docs/decisions.md).
 */
export const NotifyRow = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  receivedAt: Ms,
  state: nullable(
    literals(NOTIFY_STATES, 'paid 支付成功，failed 支付失败，cancelled 用户取消，closed 已关闭，refunded 退款成功，refund_failed 退款失败'),
  ),
  tradeNo: nullable(Type.String({ description: '支付平台交易号' })),
  refundNo: nullable(Type.String({ description: '退款单号（退款通知）' })),
  amountFen: nullable(Fen),
  outcome: literals(
    NOTIFY_OUTCOMES,
    'applied 已处理，replay 重复通知（无新变化），double_payment 重复支付已自动退款，rejected 已拒绝，error 处理出错（支付平台会重发）',
  ),
  reason: nullable(
    literals(
      NOTIFY_REASONS,
      'unverified 验签未通过，unknown_order 订单不存在，amount_differs 金额不符，refund_unknown 退款未登记，refund_failed 自动退款失败',
    ),
  ),
  detail: nullable(Type.String({ description: '服务端对拒绝或出错原因的说明' })),
})
export type NotifyRow = Static<typeof NotifyRow>

export const RefundRequestRow = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  amountFen: Fen,
  reason: Type.String(),
  status: RefundRequestStatusSchema,
  requestedBy: Type.String({ description: '申请人登录名' }),
  requestedById: nullable(Type.Integer()),
  createdAt: Ms,
  decidedBy: nullable(Type.String()),
  decidedById: nullable(Type.Integer()),
  decidedAt: nullable(Ms),
  decisionReason: nullable(Type.String()),
  failure: nullable(Type.String({ description: '批准后支付平台拒绝退款时的回复' })),
})
export type RefundRequestRow = Static<typeof RefundRequestRow>

export const OrderDetailQuery = Type.Object({ orderNo: OrderNo })

export const OrderDetailData = Type.Object({
  order: OrderView,
  ledger: Type.Array(LedgerRow),
  notifies: Type.Array(NotifyRow, { description: '支付平台的通知，新的在前' }),
  refundRequests: Type.Array(RefundRequestRow),
  report: nullable(
    Type.Object({
      id: Type.String(),
      kind: Type.Integer(),
      status: Type.Integer({ description: '报告状态：0 生成中，1 未解锁，2 已解锁，3 失败' }),
      unlockedBy: nullable(Type.String({ description: 'pay:订单号、coupon:券 id 或 help…' })),
      unlockedAt: nullable(Ms),
      deleted: Type.Boolean(),
    }),
  ),
  refund: Type.Object({
    allowed: Type.Boolean({ description: '现在能否发起退款' }),
    blockedReason: nullable(Type.String({ description: '不能退款时的原因' })),
    needsApproval: Type.Boolean({ description: '金额超过审批线：退款会成为待审批的申请' }),
    approvalFen: Fen,
  }),
})
export type OrderDetailData = Static<typeof OrderDetailData>

export const OrderRefundBody = Type.Object({ orderNo: OrderNo, reason: Reason('退款原因，记入审计日志') })
export type OrderRefundBody = Static<typeof OrderRefundBody>

export const OrderRefundData = Type.Object({
  outcome: literals(['refunded', 'requested'] as const, 'refunded 已退款；requested 超过审批线，已提交申请待第二位财务审批'),
  order: OrderView,
  request: nullable(RefundRequestRow),
})
export type OrderRefundData = Static<typeof OrderRefundData>

export const RefundRequestQuery = Type.Object({
  status: Type.Optional(RefundRequestStatusSchema),
  ...pageQueryFields(),
})

export const RefundRequestListData = Type.Object({
  ...ConsolePage(RefundRequestRow).properties,
  approvalFen: Fen,
})

export const RefundDecisionBody = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '申请 id' }),
  reason: Reason('审批意见或驳回原因'),
})
export type RefundDecisionBody = Static<typeof RefundDecisionBody>

export const RefundApproveData = Type.Object({ order: OrderView, request: RefundRequestRow })
export const RefundRejectData = Type.Object({ request: RefundRequestRow })

const Resolutions = Type.Array(ResolutionSchema, { description: '这一行可用的一键处理' })

/** What every reconciliation line about one order names, before its own facts and its fixes. */
const orderLine = <P extends TProperties>(own: P) =>
  Type.Object({
    orderNo: Type.String(),
    player: PlayerRef,
    reportId: Type.String(),
    amountFen: Fen,
    provider: Type.String(),
    ...own,
    resolutions: Resolutions,
  })

export const ReconciliationData = Type.Object({
  paidWithoutUnlock: Type.Array(orderLine({ reportStatus: Type.Integer(), unlockedBy: nullable(Type.String()) }), {
    description: '已支付但报告未被该订单解锁',
  }),
  paymentsAwaitingRefund: Type.Array(orderLine({ tradeNo: Type.String(), status: Type.String() }), {
    description: '未支付状态订单上收到的款（自动退款失败）',
  }),
  doublePayments: Type.Array(
    Type.Object({
      reportId: Type.String(),
      player: PlayerRef,
      payments: Type.Array(
        Type.Object({
          orderNo: Type.String(),
          amountFen: Fen,
          provider: Type.String(),
          status: Type.String(),
          refundState: nullable(Type.String()),
        }),
      ),
      extraOrderNos: Type.Array(Type.String(), { description: '仍需退还的重复支付' }),
      resolutions: Resolutions,
    }),
    { description: '同一报告多次支付' },
  ),
  refunds: Type.Array(
    orderLine({
      refundNo: Type.String(),
      state: Type.String(),
      reason: nullable(Type.String()),
      automatic: Type.Boolean({ description: '重复支付自动退款' }),
      createdAt: Ms,
    }),
    { description: '全部退款，新的在前' },
  ),
  unlocksWithoutPayment: Type.Array(
    Type.Object({
      reportId: Type.String(),
      player: PlayerRef,
      kind: Type.Integer(),
      unlockedBy: nullable(Type.String()),
      unlockedAt: nullable(Ms),
    }),
    { description: '已解锁却找不到支付、券或助力的报告（仅供查看）' },
  ),
  approvalFen: Type.Integer({ description: '退款超过此金额（分）需第二位财务审批' }),
})
export type ReconciliationData = Static<typeof ReconciliationData>

export const ReconciliationResolveBody = Type.Object({
  action: literals(['unlock', 'refund_extra', 'retry'] as const, 'unlock 解锁报告，refund_extra 退还重复支付，retry 重试退款'),
  orderNo: Type.Optional(OrderNo),
  reportId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '退还一个报告的全部重复支付时给报告编号' })),
})
export type ReconciliationResolveBody = Static<typeof ReconciliationResolveBody>

export const ReconciliationResolveData = Type.Object({
  changed: Type.Array(Type.String(), { description: '这次处理了的订单号；为空表示已无需处理（重复点击）' }),
})

const Day = (description: string) => Type.String({ pattern: OrderRule.DAY_PATTERN, description })

export const RevenueQuery = Type.Object({
  from: Day('起始日（含），北京时间 YYYY-MM-DD'),
  to: Day('结束日（含），北京时间 YYYY-MM-DD'),
})

const RevenueSums = {
  paidCount: Type.Integer({ description: '收款笔数' }),
  paidFen: Fen,
  refundedFen: Fen,
  netFen: Type.Integer({ description: '收款减退款，分（可为负）' }),
}

export const RevenueRow = Type.Object({
  day: Type.String({ description: '北京时间日期' }),
  scene: Type.Integer(),
  provider: Type.String(),
  ...RevenueSums,
})
export type RevenueRow = Static<typeof RevenueRow>

export const RevenueData = Type.Object({ rows: Type.Array(RevenueRow), totals: Type.Object(RevenueSums) })
export type RevenueData = Static<typeof RevenueData>
