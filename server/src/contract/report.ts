import { Type, type Static } from '@sinclair/typebox'
import { PriceBandView } from './check'
import { withVisitorId } from './common'
import { ListingView } from './market'
import { ReportId, ValReportData } from './valuation'

/**
 * What the report pages add around a valuation report: property confirmation (owner-only), share links (a
 * signed token, readable without login, showing only what the owner has unlocked) and a listing's detail.
 */

export const PropertyConfirmBody = Type.Object({
  valId: ReportId,
  status: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 属性无误（已确认），2 属性有误（反馈）' }),
  feedback: Type.Optional(Type.String({ maxLength: 200, description: '反馈内容（status 2 必填，最多 200 字）' })),
})
export type PropertyConfirmBody = Static<typeof PropertyConfirmBody>

export const ShareLinkBody = withVisitorId({ valId: ReportId })
export type ShareLinkBody = Static<typeof ShareLinkBody>
export const ShareLinkData = Type.Object({
  shareToken: Type.String({ description: '签名的分享令牌（30 天有效）' }),
  expiresAt: Type.Integer(),
  path: Type.String({ description: '分享页路径（含 shareToken）' }),
  url: Type.String({ description: '分享页的完整地址（H5，服务的公开地址 + #path），如保存图片上的二维码' }),
})
export type ShareLinkData = Static<typeof ShareLinkData>

export const SharedReportBody = withVisitorId({
  shareToken: Type.String({ minLength: 1, maxLength: 256, description: 'val/shareLink 返回的令牌' }),
})
export type SharedReportBody = Static<typeof SharedReportBody>

/**
 * A shared report: the same fields as val/valReport without the report id and the owner's property
 * confirmation. The estimate, range, breakdown, comparables and trend appear only when the owner has unlocked.
 */
export const SharedReportData = Type.Omit(ValReportData, ['valId', 'propertyConfirm', 'images'])
export type SharedReportData = Static<typeof SharedReportData>

export const GoodsDetailBody = Type.Object({
  listingId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '商品 id（listingId）' }),
})
export type GoodsDetailBody = Static<typeof GoodsDetailBody>
export const GoodsDetailData = Type.Intersect([
  ListingView,
  Type.Object({
    gameId: Type.Integer(),
    gameName: Type.String(),
    kind: Type.String({ description: 'listing 挂牌，deal 成交记录' }),
    soldAt: Type.Union([Type.Integer(), Type.Null()]),
    attrs: Type.Array(Type.String({ description: '全部计价属性（中文）' })),
    estimateFen: Type.Union([Type.Integer(), Type.Null()], {
      description: '按账号属性的模型估值（不看挂牌价）：仅当调用者有该账号已解锁的估价报告；否则（或无模型时）为 null',
    }),
    estimateLocked: Type.Boolean({ description: 'true：有估值但未解锁，只给 band' }),
    band: Type.Union([PriceBandView, Type.Null()], { description: '估值所在的价格档位；无模型时为 null' }),
    valId: Type.Optional(Type.String({ description: '调用者对该账号的估价报告（已解锁，或尚未解锁可去解锁）' })),
    collected: Type.Boolean(),
    collectable: Type.Boolean({ description: '在售挂牌可收藏；成交记录不可' }),
  }),
])
export type GoodsDetailData = Static<typeof GoodsDetailData>
