import { Type, type Static } from '@sinclair/typebox'
import { ArticleId } from '../information'
import { ARTICLE_ID_PATTERN, ARTICLE_STATUSES, ARTICLE_STATUS_NAMES, ArticleLimit, INFO_CATEGORIES } from '../values/information'
import { ConsolePage, pageQueryFields } from './query'
import { ConsoleRule } from './values'

/**
 * 资讯文章 in the console (issue 38 point 1): articles in every state, written in Markdown and previewed through the
 * service's own renderer. The fields an operator types are checked by the information module with the rules and
 * messages of `info:import`, so the schemas here only bound their size.
 */

export const ArticleStatusId = Type.Union(
  ARTICLE_STATUSES.map((s) => Type.Literal(s)),
  { description: `状态：${ARTICLE_STATUSES.map((s) => `${s} ${ARTICLE_STATUS_NAMES[s]}`).join('，')}` },
)

const CategoryFilter = Type.Union(
  INFO_CATEGORIES.map((c) => Type.Literal(c.id)),
  { description: `分类：${INFO_CATEGORIES.map((c) => `${c.id} ${c.name}`).join('，')}` },
)

export const ArticleListQuery = Type.Object({
  status: Type.Optional(ArticleStatusId),
  category: Type.Optional(CategoryFilter),
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 60, description: '标题、摘要或文章 id 中的文字' })),
  ...pageQueryFields(),
})
export type ArticleListQuery = Static<typeof ArticleListQuery>

export const ConsoleArticle = Type.Object({
  id: ArticleId,
  title: Type.String(),
  category: Type.String(),
  categoryName: Type.String(),
  summary: Type.String(),
  cover: Type.String({ description: '封面图地址（https）；为空表示没有封面' }),
  status: ArticleStatusId,
  publishedAt: Type.Union([Type.Integer(), Type.Null()], {
    description: '用户可见的时间（UTC 毫秒）：发布时设为当时；撤回后保留；从未发布为 null',
  }),
  updatedAt: Type.Integer(),
})
export type ConsoleArticle = Static<typeof ConsoleArticle>

export const ArticleListData = ConsolePage(ConsoleArticle)
export type ArticleListData = Static<typeof ArticleListData>

export const ConsoleArticleDetail = Type.Composite([ConsoleArticle, Type.Object({ body: Type.String({ description: 'Markdown 正文' }) })])
export type ConsoleArticleDetail = Static<typeof ConsoleArticleDetail>

export const ArticleDetailQuery = Type.Object({ id: ArticleId })
export type ArticleDetailQuery = Static<typeof ArticleDetailQuery>

/** What the editor sends: sizes bounded here, every rule (and its message) the information module's. */
const fields = {
  title: Type.String({ maxLength: 1000, description: `标题，1-${ArticleLimit.TITLE_MAX} 个字` }),
  category: Type.String({ maxLength: 64, description: `分类：${INFO_CATEGORIES.map((c) => c.id).join('、')}` }),
  summary: Type.String({ maxLength: 2000, description: `摘要，草稿可空，发布时 1-${ArticleLimit.SUMMARY_MAX} 个字` }),
  cover: Type.String({ maxLength: 2000, description: '封面图 https 地址，空为没有封面' }),
  body: Type.String({
    maxLength: 2 * ArticleLimit.BODY_MAX,
    description: `Markdown 正文，草稿可空，发布时必填，至多 ${ArticleLimit.BODY_MAX} 个字符`,
  }),
}

export const ArticleCreateBody = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 200, description: `文章 id（${ARTICLE_ID_PATTERN}），建好后不能改；不填则自动生成` })),
  ...fields,
})
export type ArticleCreateBody = Static<typeof ArticleCreateBody>

export const ArticleUpdateBody = Type.Object({ id: ArticleId, ...fields })
export type ArticleUpdateBody = Static<typeof ArticleUpdateBody>

export const ArticleIdBody = Type.Object({ id: ArticleId })
export type ArticleIdBody = Static<typeof ArticleIdBody>

export const ArticleWithdrawBody = Type.Object({
  id: ArticleId,
  reason: Type.Optional(Type.String({ maxLength: ConsoleRule.REASON_MAX, description: '原因（选填），记入审计日志' })),
})
export type ArticleWithdrawBody = Static<typeof ArticleWithdrawBody>

export const ArticlePreviewBody = Type.Object({ body: fields.body })
export type ArticlePreviewBody = Static<typeof ArticlePreviewBody>

export const ArticlePreviewData = Type.Object({
  html: Type.String({ description: '与用户端资讯详情相同的渲染与过滤（原始 HTML 转义，无脚本和事件属性）' }),
})
export type ArticlePreviewData = Static<typeof ArticlePreviewData>
