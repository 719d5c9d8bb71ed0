import { Type, type Static } from '@sinclair/typebox'

/**
 * Home banners from the service (operators edit them with `npm run ops -- banner:...`), and a banner's own landing
 * page (`pages/h5/banner/index?id=N`).
 */
export const BannerId = Type.Integer({ minimum: 1, maximum: 1_000_000, description: '横幅 id（1 资产价值，2 AI训练，3 买号；运营可新增）' })

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  desc: Type.String({ description: '副标题' }),
  image: Type.String({ description: '图片地址；为空时按 colors 画渐变卡片' }),
  colors: Type.Array(Type.String(), { description: '两色渐变，如 ["#1677ff", "#4f9bff"]' }),
  jumpType: Type.Integer({ description: '跳转类型：1 外链，2 App 页面，3 站内，4 第三方' }),
  jumpPage: Type.Union([Type.Integer(), Type.Null()], { description: '站内跳转的页面类型：1 估价，2 找意向，3 我亏了吗，4 授权估价' }),
  target: Type.String({ description: '外链/第三方的网址，App 页面名，或站内页面路径（如 pages/h5/banner/index?id=4）' }),
  startAt: Type.Union([Type.Integer(), Type.Null()]),
  endAt: Type.Union([Type.Integer(), Type.Null()]),
  sort: Type.Integer({ description: '越小越靠前' }),
})
export type Banner = Static<typeof Banner>

export const BannerListData = Type.Object({ list: Type.Array(Banner) })
export type BannerListData = Static<typeof BannerListData>

export const BannerDetailBody = Type.Object({ id: BannerId })
export type BannerDetailBody = Static<typeof BannerDetailBody>

export const BannerDetailData = Type.Object({
  banner: Banner,
  /** The landing page: paragraphs of plain text ("## " starts a heading). */
  body: Type.Array(Type.String()),
  /** The landing page's button: text and where it goes (an in-app path), or null. */
  action: Type.Union([Type.Object({ text: Type.String(), path: Type.String() }), Type.Null()]),
})
export type BannerDetailData = Static<typeof BannerDetailData>
