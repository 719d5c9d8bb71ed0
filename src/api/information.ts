import type { ArticleSummary, InfoDetailData } from '../../server/src/contract'
import type { InfoCategory } from '../../server/src/contract/values/information'
import { callData } from './endpoint'

/** Information articles (资讯): public, no login. Types from the contract. */
export type Article = ArticleSummary
export type ArticleDetail = InfoDetailData

/** One page of articles, newest first; all categories when `category` is left out. Silent: the pages show failures. */
export const infoList = (q: { category?: InfoCategory; page: number; pageSize: number }) =>
  callData('infoList', q, { silent: true }).then((d) => ({ list: d?.list ?? [], total: d?.total ?? 0 }))

/** One article with its body as HTML (rendered and made safe by the service). */
export const infoDetail = (id: string) => callData('infoDetail', { id }, { silent: true })
