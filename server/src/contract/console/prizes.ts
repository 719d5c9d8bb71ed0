import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { PlayerUid } from './players'
import { PlayerTag } from './player-tag'
import { PRIZE_CARRIERS, PRIZE_DESK_STATES, PRIZE_TYPES } from './prizes-values'
import { ConsolePage, digits, pageQueryFields, querySpan } from './query'

/** 奖品发放 (issue 38 point 2): won prizes, shipping real goods, paying failed red packets again. */

const Ms = (description: string) => Type.Integer({ description: `${description}，UTC 毫秒` })
const RecordId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: '中奖记录 id' })
const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const PrizeRecordQuery = Type.Object({
  activityId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,32}$', description: '活动 id' })),
  prizeType: Type.Optional(
    Type.Union(
      PRIZE_TYPES.map((t) => Type.Literal(String(t))),
      { description: '1 实物，2 红包，3 解锁券' },
    ),
  ),
  state: Type.Optional(
    Type.Union(
      PRIZE_DESK_STATES.map((s) => Type.Literal(String(s))),
      { description: '1 待填地址，2 待发货，3 已发货，4 红包待发，6 红包失败，5 已发放，7 券已到账' },
    ),
  ),
  uid: Type.Optional(PlayerUid),
  ...querySpan,
  ...pageQueryFields(),
})
export type PrizeRecordQuery = Static<typeof PrizeRecordQuery>

export const PrizeShipping = Type.Object({ carrier: Type.String(), trackingNo: Type.String(), shippedAt: Ms('发货时间') })

/** A won prize as the desk lists it: the player by uid and masked phone. */
export const PrizeRecordRow = Type.Object({
  id: Type.Integer({ description: '中奖记录 id' }),
  activityId: Type.String(),
  activityTitle: Type.String(),
  player: PlayerTag,
  prizeType: Type.Integer({ description: '1 实物，2 红包，3 解锁券' }),
  prizeName: Type.String({ description: '中奖时的奖品名' }),
  amountFen: Type.Integer({ description: '红包金额，分；其他为 0' }),
  couponCount: Type.Integer(),
  state: Type.Integer({ description: '1 待填地址，2 待发货，3 已发货，4 红包待发，5 已发放，6 红包失败，7 券已到账' }),
  stateText: Type.String(),
  createdAt: Ms('中奖时间'),
  shipping: orNull(PrizeShipping),
  payoutError: orNull(Type.String({ description: '红包最近一次发放失败的原因' })),
})
export type PrizeRecordRow = Static<typeof PrizeRecordRow>

export const PrizeRecordPage = ConsolePage(PrizeRecordRow)
export type PrizeRecordPage = Static<typeof PrizeRecordPage>

export const PrizeRecordDetailQuery = Type.Object({ recordId: digits('中奖记录 id') })
export type PrizeRecordDetailQuery = Static<typeof PrizeRecordDetailQuery>

/** Enough to ship: the full address, the recipient's name and number masked. */
export const PrizeAddress = Type.Object({
  name: Type.String({ description: '收货人，脱敏（张*）' }),
  mobile: Type.String({ description: '收货手机号，脱敏（138****0000）' }),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  detail: Type.String({ description: '详细地址，完整（发货需要）' }),
  submittedAt: Type.Union([Ms('首次填写时间'), Type.Null()]),
})
export type PrizeAddress = Static<typeof PrizeAddress>

/** One try to pay a red packet: the one at the draw, then each 重新发放. */
export const PayoutAttempt = Type.Object({
  at: Ms('发放时间'),
  by: Type.String({ description: '抽中时自动发放为 系统，否则为操作员（命令行为 cli:名字）' }),
  outcome: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('pending')]),
  payoutNo: orNull(Type.String()),
  error: orNull(Type.String()),
})
export type PayoutAttempt = Static<typeof PayoutAttempt>

export const PrizeRecordDetail = Type.Composite([
  PrizeRecordRow,
  Type.Object({
    address: orNull(PrizeAddress),
    payout: orNull(Type.Object({ payoutNo: Type.String(), payoutAt: Type.Union([Ms('到账时间'), Type.Null()]) })),
    attempts: Type.Array(PayoutAttempt, { description: '红包的发放记录，先后顺序；其他奖品为空' }),
    canShip: Type.Boolean({ description: '实物且已填地址、未发货' }),
    canRetry: Type.Boolean({ description: '红包发放失败，可重新发放' }),
  }),
])
export type PrizeRecordDetail = Static<typeof PrizeRecordDetail>

export const PrizeShipBody = Type.Object({
  recordId: RecordId,
  carrier: Type.Union(
    PRIZE_CARRIERS.map((c) => Type.Literal(c)),
    { description: `快递公司：${PRIZE_CARRIERS.join('、')}` },
  ),
  // Only the size here: the service checks the characters and says so in Chinese.
  trackingNo: Type.String({ minLength: 1, maxLength: 64, description: '快递单号，4-40 位字母、数字或 -' }),
})
export type PrizeShipBody = Static<typeof PrizeShipBody>

export const PrizeRecordBody = Type.Object({ recordId: RecordId })
export type PrizeRecordBody = Static<typeof PrizeRecordBody>

export const PrizeActivitiesData = Type.Object({
  list: Type.Array(Type.Object({ id: Type.String(), title: Type.String() }), { description: '全部活动，新的在前' }),
})
export type PrizeActivitiesData = Static<typeof PrizeActivitiesData>
