import { Type, type Static } from '@sinclair/typebox'
import { ListQuery, Paged } from './paging'
import { ARTICLE_ID_PATTERN, INFO_CATEGORIES } from './values/information'

/**
 * Information articles (资讯): market news, buying and selling guides, anti-fraud tips and rules. Public: the
 * list and the detail pages are on the spec's open-access list. Operators load articles with
 * `npm run info:import -- DIR` (Markdown files with front matter); the body is rendered to HTML on the service.
 */
export const ArticleId = Type.String({
  pattern: ARTICLE_ID_PATTERN,
  maxLength: 64,
  description: '文章 id（slug），如 avoid-recovery-fraud',
})

export const InfoCategoryId = Type.Union(
  INFO_CATEGORIES.map((c) => Type.Literal(c.id)),
  { description: `分类：${INFO_CATEGORIES.map((c) => `${c.id} ${c.name}`).join('，')}` },
)

export const ArticleSummary = Type.Object({
  id: ArticleId,
  title: Type.String(),
  category: InfoCategoryId,
  categoryName: Type.String({ description: '分类名称，如 防骗提醒' }),
  summary: Type.String(),
  cover: Type.String({ description: '封面图地址（https）；为空表示没有封面' }),
  publishedAt: Type.Integer({ description: '发布时间（毫秒）' }),
})
export type ArticleSummary = Static<typeof ArticleSummary>

export const InfoListBody = ListQuery({ category: Type.Optional(InfoCategoryId) })
export type InfoListBody = Static<typeof InfoListBody>

export const InfoListData = Paged(ArticleSummary)
export type InfoListData = Static<typeof InfoListData>

export const InfoDetailBody = Type.Object({ id: ArticleId })
export type InfoDetailBody = Static<typeof InfoDetailBody>

export const InfoDetailData = Type.Composite([
  ArticleSummary,
  Type.Object({
    html: Type.String({
      description: '正文 HTML：由 Markdown 在服务端生成，不含原始 HTML、脚本和事件属性，链接只有 http(s) 和相对地址',
    }),
  }),
])
export type InfoDetailData = Static<typeof InfoDetailData>
