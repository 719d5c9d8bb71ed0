import { Type, type Static } from '@sinclair/typebox'
import { CouponGrantLimit, GRANT_SOURCES } from '../values/coupons'
import { PlayerTag } from './player-tag'
import { ConsolePage, digits, pageQueryFields, querySpan } from './query'

const { COUNT_MAX, DAYS_MAX, REASON_MAX, REVOKE_REASON_MAX } = CouponGrantLimit

const Recipients = Type.String({
  minLength: 1,
  maxLength: 20_000,
  description: `发放对象：手机号或用户 uid，可多个（逗号、分号、空格、换行分隔，或 CSV 文本，首行表头可有可无），一次最多 ${CouponGrantLimit.RECIPIENTS_MAX} 人`,
})
const Count = Type.Integer({ minimum: 1, maximum: COUNT_MAX, description: `每人张数，1-${COUNT_MAX}` })

export const CouponCheckBody = Type.Object({ recipients: Recipients, count: Count })
export type CouponCheckBody = Static<typeof CouponCheckBody>

export const CouponGrantBody = Type.Object({
  recipients: Recipients,
  count: Count,
  validDays: Type.Union([Type.Integer({ minimum: 1, maximum: DAYS_MAX }), Type.Null()], {
    description: `有效天数 1-${DAYS_MAX}；null 为长期有效`,
  }),
  source: Type.Union(
    GRANT_SOURCES.map((s) => Type.Literal(s)),
    { description: '来源：grant 平台赠送，compensation 客服补偿，activity 活动奖励' },
  ),
  reason: Type.String({ minLength: 1, maxLength: REASON_MAX, description: `发券原因，1-${REASON_MAX} 字，玩家看不到` }),
})
export type CouponGrantBody = Static<typeof CouponGrantBody>

export const RecipientOutcome = Type.Union(
  [
    Type.Literal('ready'),
    Type.Literal('granted'),
    Type.Literal('invalid'),
    Type.Literal('duplicate'),
    Type.Literal('notFound'),
    Type.Literal('overCap'),
  ],
  { description: 'ready 可发放，granted 已发放，invalid 格式不对，duplicate 重复，notFound 未找到用户，overCap 超出今日额度' },
)
export type RecipientOutcome = Static<typeof RecipientOutcome>

/** One recipient of a grant list and what happened to it (or would, in a check). */
export const RecipientRow = Type.Object({
  line: Type.Integer({ description: '名单中的行号' }),
  recipient: Type.String({ description: '名单里写的手机号（脱敏）或 uid' }),
  outcome: RecipientOutcome,
  problem: Type.String({ description: '未能发放的原因；可发放、已发放为空字符串' }),
  player: Type.Union([PlayerTag, Type.Null()], { description: '找到的用户；未找到为 null' }),
  couponIds: Type.Array(Type.Integer(), { description: '发放的券 id（仅 granted）' }),
})
export type RecipientRow = Static<typeof RecipientRow>

/** What the caller may still grant today; null for uncapped roles. */
const Allowance = {
  cap: Type.Union([Type.Integer(), Type.Null()], { description: '每日额度（张）；不限额的角色为 null' }),
  capLeft: Type.Union([Type.Integer(), Type.Null()], { description: '今日还可发（张）；不限额的角色为 null' }),
}

export const CouponCheckData = Type.Object({
  recipients: Type.Array(RecipientRow),
  total: Type.Integer({ description: '全部可发放时共发多少张' }),
  ...Allowance,
})
export type CouponCheckData = Static<typeof CouponCheckData>

export const CouponGrantData = Type.Object({
  recipients: Type.Array(RecipientRow),
  total: Type.Integer({ description: '共发放张数' }),
  expiresAt: Type.Union([Type.Integer(), Type.Null()], { description: '到期时间，UTC 毫秒；长期有效为 null' }),
  ...Allowance,
})
export type CouponGrantData = Static<typeof CouponGrantData>

export const CouponLedgerKind = Type.Union([Type.Literal('grant'), Type.Literal('spend'), Type.Literal('revoke'), Type.Literal('expire')], {
  description: 'grant 发放，spend 使用，revoke 撤销，expire 过期',
})
export type CouponLedgerKind = Static<typeof CouponLedgerKind>

export const CouponState = Type.Union([Type.Literal('usable'), Type.Literal('used'), Type.Literal('revoked'), Type.Literal('expired')], {
  description: '券当前状态：usable 未使用，used 已使用，revoked 已撤销，expired 已过期',
})
export type CouponState = Static<typeof CouponState>

export const CouponLedgerQuery = Type.Object({
  player: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: '用户手机号或 uid' })),
  couponId: Type.Optional(digits('券 id')),
  kind: Type.Optional(CouponLedgerKind),
  ...querySpan,
  ...pageQueryFields(),
})
export type CouponLedgerQuery = Static<typeof CouponLedgerQuery>

export const CouponLedgerRow = Type.Object({
  couponId: Type.Integer(),
  kind: CouponLedgerKind,
  at: Type.Integer({ description: 'UTC 毫秒' }),
  source: Type.String({ description: '券的来源，如 compensation' }),
  actor: Type.String({ description: '操作人：操作员登录名、cli:NAME，或 系统' }),
  reason: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  reportId: Type.Union([Type.String(), Type.Null()]),
  player: PlayerTag,
  state: CouponState,
})
export type CouponLedgerRow = Static<typeof CouponLedgerRow>

export const CouponLedgerPage = ConsolePage(CouponLedgerRow)
export type CouponLedgerPage = Static<typeof CouponLedgerPage>

export const CouponRevokeBody = Type.Object({
  couponId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  reason: Type.String({ minLength: 1, maxLength: REVOKE_REASON_MAX, description: `撤销原因，1-${REVOKE_REASON_MAX} 字` }),
})
export type CouponRevokeBody = Static<typeof CouponRevokeBody>

export const CouponRevokeData = Type.Object({ couponId: Type.Integer(), revokedAt: Type.Integer({ description: 'UTC 毫秒' }) })
export type CouponRevokeData = Static<typeof CouponRevokeData>
