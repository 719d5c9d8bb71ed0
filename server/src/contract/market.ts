import { Type, type Static } from '@sinclair/typebox'
import { pageFields } from './paging'
import { GoodsStatus, MarketReportType, PriceType, Tagline } from './values'

/** Shared by the market features: a game id, a listing as shown to users, paging. */
export const GameId = Type.Integer({ minimum: 1, maximum: 99999999, description: '游戏 id' })
export const PropsAnswers = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  description: '属性答案：{属性: 值}，见各游戏的属性定义',
})
export const ListingLink = Type.String({ minLength: 1, maxLength: 2048, description: '交易平台商品链接（可含分享文案）' })
export const PageBody = Type.Object(pageFields())
export type PageBody = Static<typeof PageBody>

export const ListingView = Type.Object({
  listingId: Type.Integer(),
  externalId: Type.String(),
  source: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  priceFen: Type.Integer({ description: '挂牌价（分）' }),
  priceType: Type.Union(
    Object.values(PriceType).map((t) => Type.Literal(t)),
    { description: '价格类型：1 资产（挂牌或成交价，本服务只给这一种），2 未来（预测价，本服务不提供）' },
  ),
  status: Type.String({ description: 'on_sale 在售，off_shelf 已下架，sold 已成交' }),
  goodsStatus: Type.Optional(Type.Literal(GoodsStatus.DEAL, { description: '商品状态：0 已成交（仅 status 为 sold 时给出）' })),
  listedAt: Type.Integer(),
  keyAttrs: Type.Array(Type.String()),
  demo: Type.Boolean(),
})

export const MarketAnalysisBody = Type.Object({
  gameId: GameId,
  period: Type.Optional(
    Type.Union(
      ['3m', '6m', '12m', '24m'].map((p) => Type.Literal(p)),
      { default: '6m', description: '统计周期：3m/6m/12m/24m' },
    ),
  ),
})
export type MarketAnalysisBody = Static<typeof MarketAnalysisBody>

export const MarketAnalysisData = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  period: Type.String(),
  reportType: Type.Union(
    Object.values(MarketReportType).map((t) => Type.Literal(t)),
    { description: '市场报告类型：1 初始（数据尚少），2 完整（top）' },
  ),
  demo: Type.Boolean({ description: '基于演示数据（非真实成交）' }),
  dataThrough: Type.Integer({ description: '最新成交时间' }),
  priceIndex: Type.Array(Type.Object({ month: Type.String(), value: Type.Number({ description: '价格指数，最新月 = 1' }) })),
  monthly: Type.Array(Type.Object({ month: Type.String(), deals: Type.Integer(), medianFen: Type.Union([Type.Integer(), Type.Null()]) })),
  hotAttributes: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      share: Type.Number({ description: '在高价成交（前 25%）中的占比，0-1' }),
      overallShare: Type.Number({ description: '在全部成交中的占比，0-1' }),
      upliftPct: Type.Number({ description: '拥有该属性的成交均价比没有的高出的百分比' }),
    }),
  ),
  topListings: Type.Array(ListingView),
  taglines: Type.Array(
    Type.Object({
      type: Type.Union(
        Object.values(Tagline).map((t) => Type.Literal(t)),
        { description: '1 榜首，2 价格，3 喜好' },
      ),
      text: Type.String(),
    }),
  ),
})
export type MarketAnalysisData = Static<typeof MarketAnalysisData>

export const MarketBriefBody = Type.Object({ gameId: GameId })
export type MarketBriefBody = Static<typeof MarketBriefBody>

export const MarketBriefData = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  demo: Type.Boolean({ description: '基于演示数据（非真实成交）' }),
  month: Type.String({ description: '数据的最新月份，如 2026-10' }),
  priceIndex: Type.Array(Type.Object({ month: Type.String(), value: Type.Number({ description: '成交价指数，最新月 = 1' }) }), {
    description: '最近 6 个月的成交价指数',
  }),
  changePct: Type.Number({ description: '这 6 个月的涨跌（%，一位小数）' }),
  hotValues: Type.Array(
    Type.Object({
      key: Type.String({ description: '属性.档位 或 属性.物品，与市场分析的热门属性同名' }),
      label: Type.String(),
      lowFen: Type.Integer({ description: '为本月典型成交账号增加的价值，区间下沿（分）' }),
      highFen: Type.Integer({ description: '区间上沿（分）' }),
    }),
    { description: '本月加价最多的属性（估价模型），最多 5 个，按典型增值从高到低' },
  ),
  accounts: Type.Integer({ description: '测算所用的本月成交账号数' }),
})
export type MarketBriefData = Static<typeof MarketBriefData>
