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
