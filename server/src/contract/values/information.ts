/**
 * Information articles (资讯, pages/information): the categories and the article id's form, shared by the
 * service, the import command and the app's category tabs.
 */
export const InfoCategory = {
  MARKET: 'market',
  GUIDE: 'guide',
  ANTI_FRAUD: 'anti-fraud',
  RULES: 'rules',
} as const
export type InfoCategory = (typeof InfoCategory)[keyof typeof InfoCategory]

/** The categories in tab order, with the names the app shows. */
export const INFO_CATEGORIES: readonly { id: InfoCategory; name: string }[] = [
  { id: InfoCategory.MARKET, name: '行情资讯' },
  { id: InfoCategory.GUIDE, name: '交易指南' },
  { id: InfoCategory.ANTI_FRAUD, name: '防骗提醒' },
  { id: InfoCategory.RULES, name: '平台规则' },
]

/** An article's id is its slug: lower-case letters, digits and hyphens, e.g. `avoid-recovery-fraud`. */
export const ARTICLE_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,63}$'

/** Lengths an article's fields may have, for the import, the console's editor and its forms alike. */
export const ArticleLimit = {
  TITLE_MAX: 60,
  SUMMARY_MAX: 120,
  BODY_MAX: 50_000,
  FILE_MAX_BYTES: 200_000,
} as const

/**
 * Where an article stands: a draft only operators see, published (players see it from its publish time on), or
 * withdrawn (hidden again, kept with its publish time).
 */
export const ArticleStatus = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  WITHDRAWN: 'withdrawn',
} as const
export type ArticleStatus = (typeof ArticleStatus)[keyof typeof ArticleStatus]

export const ARTICLE_STATUSES: readonly ArticleStatus[] = [ArticleStatus.DRAFT, ArticleStatus.PUBLISHED, ArticleStatus.WITHDRAWN]

export const ARTICLE_STATUS_NAMES: Record<ArticleStatus, string> = {
  draft: '草稿',
  published: '已发布',
  withdrawn: '已撤回',
}
