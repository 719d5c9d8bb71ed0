import { Type, type Static } from '@sinclair/typebox'
import { ListQuery, Paged } from './paging'
import { PayResult } from './values/pay'
import { ReportId } from './valuation'

/** Pay scene (spec section 9): 1 evaluate unlock, 2 intention unlock, 3 profit unlock. */
export const PaySceneSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '支付场景：1 估价报告解锁，2 意向报告解锁，3 我亏了吗报告解锁',
})

/** The client's operating system, used only to hide payment where a platform forbids it (iOS mini-programs). */
export const ClientOs = Type.Optional(
  Type.Union([Type.Literal('ios'), Type.Literal('android'), Type.Literal('other')], { description: '客户端系统，iOS 小程序不提供支付' }),
)

export const PaymentConfigBody = Type.Object({ scene: PaySceneSchema, valId: ReportId, os: ClientOs })
export type PaymentConfigBody = Static<typeof PaymentConfigBody>

export const PayOrderBrief = Type.Object({
  orderNo: Type.String(),
  payType: Type.Integer({ description: '1 微信，2 支付宝，3 解锁券' }),
  amountFen: Type.Integer(),
  expiresAt: Type.Integer({ description: '未支付订单的关闭时间，UTC 毫秒' }),
})
export type PayOrderBrief = Static<typeof PayOrderBrief>

export const PaymentConfigData = Type.Object({
  scene: Type.Integer(),
  valId: Type.String(),
  report: Type.Object({
    kind: Type.Integer({ description: '报告类型：1 估价，2 意向，3 我亏了吗' }),
    title: Type.String({ description: '解锁的是什么，如「估价报告」' }),
    gameId: Type.Integer(),
    gameName: Type.String(),
    level: Type.Union([Type.String(), Type.Null()], { description: '报告等级 N/R/SR/SSR/UR，无则 null' }),
    createdAt: Type.Integer(),
  }),
  listPriceFen: Type.Integer({ description: '标价（分）：优惠期过后支付的价格' }),
  discountPriceFen: Type.Integer({ description: '报告生成后 2 小时内的解锁价（分）' }),
  priceFen: Type.Integer({ description: '现在支付的价格（分），由服务端计算' }),
  discountEndsAt: Type.Integer({ description: '优惠结束时间：报告生成后 7,200,000 毫秒，UTC 毫秒' }),
  serverTime: Type.Integer({ description: '服务端当前时间，倒计时以此为准' }),
  stage: Type.Integer({ description: '支付活动阶段：0 有券可用，1 限时倒计时，2 支付进行中，3 无活动' }),
  payTypes: Type.Array(Type.Integer(), { description: '本终端可用的支付方式（1 微信，2 支付宝）；解锁券见 couponCount' }),
  couponCount: Type.Integer({ description: '可用解锁券张数' }),
  priceNote: Type.Union([Type.String(), Type.Null()], {
    description: '价格说明（优惠期内）：2小时内解锁 ¥4.90，之后 ¥9.90；优惠期外为 null（只有一个价格）',
  }),
  retentionText: Type.Union([Type.String(), Type.Null()], { description: '离开挽留文案（优惠期内，与 priceNote 相同）' }),
  campaign: Type.Union(
    [
      Type.Object({
        name: Type.String({ description: '活动名称' }),
        originalPriceFen: Type.Integer({ description: '原价（分）：活动开始前实际收取的标价，划线展示' }),
        endsAt: Type.Integer({ description: '活动结束时间，UTC 毫秒' }),
      }),
      Type.Null(),
    ],
    { description: '运营价格活动：priceFen 为活动价时给出（唯一会划线展示原价的情形）；否则 null' },
  ),
  payBlockedReason: Type.Union([Type.String(), Type.Null()], {
    description: '不能支付的原因（如 iOS 小程序、未成年），可用解锁券或好友助力',
  }),
  realNameRequired: Type.Boolean({
    description: '需先完成实名认证才能付费（payTrans 会返回 40100）；解锁券和好友助力不需要实名',
  }),
  openOrder: Type.Union([PayOrderBrief, Type.Null()], { description: '进行中的订单' }),
})
export type PaymentConfigData = Static<typeof PaymentConfigData>

export const PayTransBody = Type.Object({
  scene: PaySceneSchema,
  valId: ReportId,
  payType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 微信，2 支付宝（解锁券用 coupon/useCouponInfo）' }),
  os: ClientOs,
  wxCode: Type.Optional(Type.String({ minLength: 1, maxLength: 256, description: '微信内网页支付时换取 openid 的 code' })),
  returnPath: Type.Optional(
    Type.String({
      maxLength: 512,
      pattern: '^/(?![/\\\\])',
      description: 'H5 支付完成后回到的站内路径（以 / 开头，如 /#/pages/pay/index_for_web?...）；服务端会追加 orderNo 参数',
    }),
  ),
})
export type PayTransBody = Static<typeof PayTransBody>

export const PaymentLaunchSchema = Type.Union([
  Type.Object({
    kind: Type.Literal('requestPayment'),
    params: Type.Object({
      timeStamp: Type.String(),
      nonceStr: Type.String(),
      package: Type.String(),
      signType: Type.Literal('RSA'),
      paySign: Type.String(),
      appId: Type.String(),
    }),
  }),
  Type.Object({
    kind: Type.Literal('ttPay'),
    params: Type.Object({ orderInfo: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])), service: Type.Integer() }),
  }),
  Type.Object({ kind: Type.Literal('redirect'), url: Type.String({ description: '收银台地址；以 / 开头时相对于 API 服务' }) }),
])

export const PayTransData = Type.Object({
  order: PayOrderBrief,
  launch: PaymentLaunchSchema,
})
export type PayTransData = Static<typeof PayTransData>

export const PayStatusBody = Type.Object({ orderNo: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }) })
export type PayStatusBody = Static<typeof PayStatusBody>

export const PayStatusData = Type.Object({
  orderNo: Type.String(),
  status: Type.Union([Type.Literal('created'), Type.Literal('paid'), Type.Literal('closed'), Type.Literal('refunded')]),
  result: Type.Union(
    [
      Type.Literal(PayResult.PENDING),
      Type.Literal(PayResult.PAID),
      Type.Literal(PayResult.FAILED),
      Type.Literal(PayResult.CANCELLED),
      Type.Literal(PayResult.CLOSED),
      Type.Literal(PayResult.REFUNDED),
    ],
    {
      description:
        '支付结果：pending 待支付，paid 已支付，failed 支付失败（支付渠道告知），cancelled 用户在收银台取消，closed 订单已关闭（超时、换支付方式等），refunded 已退款',
    },
  ),
  scene: Type.Integer(),
  valId: Type.String(),
  payType: Type.Integer(),
  amountFen: Type.Integer(),
  reportStatus: Type.Integer({ description: '报告状态：2 已解锁' }),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
})
export type PayStatusData = Static<typeof PayStatusData>

export const UseCouponBody = Type.Object({ scene: PaySceneSchema, valId: ReportId })
export type UseCouponBody = Static<typeof UseCouponBody>

export const UseCouponData = Type.Object({
  orderNo: Type.String(),
  reportStatus: Type.Integer({ description: '2 已解锁' }),
  couponCount: Type.Integer({ description: '剩余可用解锁券' }),
})
export type UseCouponData = Static<typeof UseCouponData>

/** Tabs of 券使用记录: 1 可使用, 2 已使用, 3 已过期. */
export const CouponListBody = ListQuery({
  tab: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 可使用，2 已使用，3 已过期' }),
})
export type CouponListBody = Static<typeof CouponListBody>

export const CouponItem = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: '券名，如「报告解锁券」' }),
  source: Type.String({ description: 'invitation / help / mission / draw / grant / compensation / activity / love' }),
  sourceText: Type.String({ description: '来源的中文说明' }),
  createdAt: Type.Integer(),
  expiresAt: Type.Union([Type.Integer(), Type.Null()]),
  usedAt: Type.Union([Type.Integer(), Type.Null()]),
  usedOn: Type.Union(
    [Type.Object({ valId: Type.String(), kind: Type.Integer(), title: Type.String(), gameName: Type.String() }), Type.Null()],
    { description: '用在了哪份报告' },
  ),
})
export type CouponItem = Static<typeof CouponItem>

export const CouponListData = Paged(CouponItem)
export type CouponListData = Static<typeof CouponListData>
