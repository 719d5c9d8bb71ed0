import { Type, type Static } from '@sinclair/typebox'
import { ListQuery, Paged } from './paging'
import { AddressLimit } from './values/draw'

/**
 * The prize draw: an activity with a period, prizes with stock and published odds (parts per million), chances
 * from missions and love value, draws made by the service with a cryptographic random source, and the prize's
 * way to the winner (coupon ledger, red-packet payout, or the delivery address and shipping).
 */
const Str = (description: string) => Type.String({ description })
const Int = (description: string) => Type.Integer({ description })

export const ActivityId = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$', description: '活动编号' })
export const DrawRecordId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '抽奖记录 id' })

export const DrawActivityBody = Type.Object({
  activityId: Type.Optional(ActivityId),
  style: Type.Optional(
    Type.Union([Type.Literal('draw'), Type.Literal('red_envelope')], { description: '不传 activityId 时按样式找进行中的活动' }),
  ),
})
export type DrawActivityBody = Static<typeof DrawActivityBody>

export const DrawPrize = Type.Object({
  id: Type.Integer(),
  type: Int('奖品类型：1 实物，2 红包，3 解锁券'),
  name: Str('奖品名称'),
  image: Str('奖品图片地址，可为空'),
  amountFen: Int('红包金额（分）；其他类型为 0'),
  couponCount: Int('解锁券张数；其他类型为 0'),
  odds: Int('中奖概率，百万分之几'),
  oddsText: Str('公示概率，如 0.50%'),
  stock: Int('剩余库存'),
  total: Int('总库存'),
})
export type DrawPrize = Static<typeof DrawPrize>

export const DrawActivity = Type.Object({
  id: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  style: Type.Union([Type.Literal('draw'), Type.Literal('red_envelope')]),
  rules: Type.Array(Type.String(), { description: '活动规则，逐条' }),
  startAt: Int('开始时间，UTC 毫秒'),
  endAt: Int('结束时间，UTC 毫秒'),
  state: Int('0 未开始，1 进行中，2 已结束'),
  perUserLimit: Int('每人最多抽奖次数'),
  perDayLimit: Int('每人每天最多抽奖次数（北京时间）'),
  noPrizeOdds: Int('未中奖概率，百万分之几'),
  noPrizeOddsText: Type.String(),
})
export type DrawActivity = Static<typeof DrawActivity>

export const DrawMe = Type.Object({
  chances: Int('可用抽奖次数'),
  used: Int('本活动已抽次数'),
  usedToday: Int('今天已抽次数'),
  minor: Type.Boolean({ description: '实名认证为未成年：不能抽奖' }),
})
export type DrawMe = Static<typeof DrawMe>

export const DrawActivityData = Type.Object({
  activity: DrawActivity,
  prizes: Type.Array(DrawPrize),
  me: Type.Union([DrawMe, Type.Null()], { description: '未登录为 null' }),
})
export type DrawActivityData = Static<typeof DrawActivityData>

export const DeliveryAddress = Type.Object({
  // Loose bounds only: the service checks each field itself so every mistake gets its own Chinese message.
  name: Type.String({ maxLength: 100, description: `收货人，1-${AddressLimit.NAME_MAX} 字` }),
  mobile: Type.String({ maxLength: 40, description: '大陆手机号（11 位，1 开头，第二位 2-9）' }),
  province: Type.String({ maxLength: 100 }),
  city: Type.String({ maxLength: 100 }),
  district: Type.String({ maxLength: 100 }),
  detail: Type.String({ maxLength: 400, description: `详细地址，${AddressLimit.DETAIL_MIN}-${AddressLimit.DETAIL_MAX} 字` }),
})
export type DeliveryAddress = Static<typeof DeliveryAddress>

export const Shipping = Type.Object({
  carrier: Str('快递公司'),
  trackingNo: Str('快递单号'),
  shippedAt: Int('发货时间，UTC 毫秒'),
})
export type Shipping = Static<typeof Shipping>

export const DrawRecord = Type.Object({
  id: Type.Integer(),
  activityId: Type.String(),
  activityTitle: Type.String(),
  prize: Type.Union([Type.Omit(DrawPrize, ['odds', 'oddsText', 'stock', 'total']), Type.Null()], { description: '未中奖为 null' }),
  state: Int('0 未中奖，1 待填地址，2 待发货，3 已发货，4 红包发放中，5 红包已发放，6 红包发放失败，7 解锁券已到账'),
  stateText: Type.String(),
  createdAt: Int('抽奖时间，UTC 毫秒'),
  address: Type.Union([DeliveryAddress, Type.Null()], { description: '实物奖品的收货地址（手机号不脱敏，仅本人可见）' }),
  addressEditable: Type.Boolean({ description: '实物奖品发货前可修改地址' }),
  shipping: Type.Union([Shipping, Type.Null()]),
})
export type DrawRecord = Static<typeof DrawRecord>

export const DrawDoBody = Type.Object({ activityId: ActivityId })
export type DrawDoBody = Static<typeof DrawDoBody>

export const DrawDoData = Type.Object({
  record: DrawRecord,
  chances: Int('剩余抽奖次数'),
})
export type DrawDoData = Static<typeof DrawDoData>

export const DrawRecordsBody = ListQuery({ activityId: Type.Optional(ActivityId) })
export type DrawRecordsBody = Static<typeof DrawRecordsBody>

export const DrawRecordsData = Paged(DrawRecord)
export type DrawRecordsData = Static<typeof DrawRecordsData>

export const DrawRecordBody = Type.Object({ recordId: DrawRecordId })
export type DrawRecordBody = Static<typeof DrawRecordBody>

export const DrawAddressBody = Type.Intersect([Type.Object({ recordId: DrawRecordId }), DeliveryAddress])
export type DrawAddressBody = Static<typeof DrawAddressBody>
