import {
  ARTICLE_STATUS_NAMES,
  ARTICLE_STATUSES,
  INFO_CATEGORIES,
  type ArticleStatus,
} from '../../../../server/src/contract/values/information'

/** Status tags: a draft waits for work, a published article is live, a withdrawn one is put away. */
const STATUS_COLORS: Record<ArticleStatus, string> = { draft: 'gold', published: 'green', withdrawn: 'default' }

export const statusTag = (status: ArticleStatus) => ({
  label: ARTICLE_STATUS_NAMES[status] ?? status,
  color: STATUS_COLORS[status] ?? 'default',
})

export const statusOptions = ARTICLE_STATUSES.map((s) => ({ value: s, label: ARTICLE_STATUS_NAMES[s] }))

/** The categories as the app's 资讯 tabs name them, in tab order. */
export const categoryOptions = INFO_CATEGORIES.map((c) => ({ value: c.id, label: c.name }))

/** Where players read an article: the H5 app, served by the same service at its root. */
export const playerPagePath = (id: string) => `/#/pages/information/detail?id=${encodeURIComponent(id)}`
