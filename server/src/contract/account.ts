import { Type, type Static } from '@sinclair/typebox'
import { ContactType, GoodsStatus } from './values'

/**
 * Completing a valued account's information and publishing it as a listing (complete/index, complete/publish).
 * Enumerations of the spec: unlock-perfect status 1 must, 2 can, 3 not yet, 4 no need; report lock status in
 * completion 1 locked, 2 unlocked; goods publish status -1 disabled, 0 unpublished, 1 published.
 */
const ValId = Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 id' })

export const AccountInfoBody = Type.Object({ valId: ValId })
export type AccountInfoBody = Static<typeof AccountInfoBody>

export const ContactTypeSchema = Type.Union(
  Object.values(ContactType).map((n) => Type.Literal(n)),
  { description: '联系方式：1 微信，2 QQ，3 手机号' },
)

export const AccountInfoSaveBody = Type.Object({
  valId: ValId,
  serverRegion: Type.String({ minLength: 1, maxLength: 32, description: '区服，如 微信区 / 安卓QQ区 / 官服' }),
  contactType: ContactTypeSchema,
  contact: Type.String({ minLength: 1, maxLength: 32, description: '微信号 5-20 位 / QQ 号 5-12 位 / 11 位手机号' }),
  description: Type.Optional(Type.String({ maxLength: 200, description: '账号简介（可选）' })),
  confirmedAttrs: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 64, description: '用户确认无误的属性 key' }),
})
export type AccountInfoSaveBody = Static<typeof AccountInfoSaveBody>

export const ListingInfo = Type.Object({
  listingId: Type.Integer(),
  url: Type.String({ description: '本服务的商品链接（LISTING_BASE_URL），链接估价可识别' }),
  priceFen: Type.Integer(),
  publishedAt: Type.Integer(),
  status: Type.Integer({ description: '1 在售，0 未在售（已下架或已售出）' }),
  goodsStatus: Type.Optional(Type.Literal(GoodsStatus.DEAL, { description: '商品状态：0 已成交（发布者标记已售出后给出）' })),
})

export const AccountInfoData = Type.Object({
  valId: Type.String(),
  gameId: Type.Integer(),
  gameName: Type.String(),
  evaluateType: Type.Integer(),
  reportStatus: Type.Integer({ description: '0 生成中，1 未解锁，2 已解锁，3 失败' }),
  locked: Type.Integer({ description: '1 未解锁，2 已解锁' }),
  perfectStatus: Type.Integer({ description: '1 必须完善，2 可以完善，3 暂不能完善，4 无需完善' }),
  publishStatus: Type.Integer({ description: '-1 不可发布，0 未发布，1 已发布' }),
  publishBlockedReason: Type.Optional(Type.String({ description: 'publishStatus -1 的原因' })),
  estimateFen: Type.Optional(Type.Integer({ description: '估值（仅已解锁报告）' })),
  attrs: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      value: Type.String({ description: '文字形式；未填写为「未填写」' }),
      required: Type.Boolean(),
      present: Type.Boolean(),
    }),
  ),
  info: Type.Union([
    Type.Object({
      serverRegion: Type.String(),
      contactType: Type.Integer(),
      contact: Type.String(),
      description: Type.String(),
      confirmedAttrs: Type.Array(Type.String()),
      completedAt: Type.Integer(),
    }),
    Type.Null(),
  ]),
  listing: Type.Union([ListingInfo, Type.Null()]),
})
export type AccountInfoData = Static<typeof AccountInfoData>

export const PublishBody = Type.Object({
  valId: ValId,
  priceFen: Type.Integer({ minimum: 100, maximum: 100_000_000, description: '挂牌价（分），1 元 … 100 万元' }),
})
export type PublishBody = Static<typeof PublishBody>

export const MarkSoldBody = Type.Object({
  valId: ValId,
  priceFen: Type.Integer({ minimum: 100, maximum: 100_000_000, description: '实际成交价（分），1 元 … 100 万元' }),
})
export type MarkSoldBody = Static<typeof MarkSoldBody>

export const PublishData = Type.Object({ publishStatus: Type.Integer(), listing: Type.Union([ListingInfo, Type.Null()]) })
export type PublishData = Static<typeof PublishData>
