import type { Clock } from '../../clock'
import type { ArticleSummary, InfoDetailData, InfoListBody, InfoListData } from '../../contract'
import { ArticleStatus, INFO_CATEGORIES, type InfoCategory } from '../../contract/values/information'
import { toNumber } from '../../db/numbers'
import { BizCode, BizError } from '../../errors'
import type { ArticleDraft } from './article-file'
import { renderArticle } from './markdown'
import { valuesOfDraft, type ArticleRepository, type ArticleSummaryRow, type UpsertResult } from './repository'

const DEFAULT_PAGE_SIZE = 20

export const categoryName = (id: string) => INFO_CATEGORIES.find((c) => c.id === id)?.name ?? ''

function toSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.slug,
    title: row.title,
    category: row.category as InfoCategory,
    categoryName: categoryName(row.category),
    summary: row.summary,
    cover: row.cover,
    publishedAt: toNumber(row.published_at),
  }
}

/**
 * Information articles (资讯): the public list and detail, and the shipped articles' seed. Players see published
 * articles only, and one whose publish time is still ahead not yet, in the list or by id. Operators' writes are
 * ArticleDesk's (desk.ts).
 */
export class InformationService {
  constructor(
    private readonly repo: ArticleRepository,
    private readonly clock: Clock,
  ) {}

  async list(body: InfoListBody): Promise<InfoListData> {
    const page = body.page ?? 1
    const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE
    const { rows, total } = await this.repo.page({
      category: body.category,
      now: this.clock.now(),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    })
    return { list: rows.map(toSummary), total }
  }

  async detail(id: string): Promise<InfoDetailData> {
    const row = await this.repo.find(id)
    if (!row || row.status !== ArticleStatus.PUBLISHED || toNumber(row.published_at) > this.clock.now())
      throw new BizError(BizCode.NOT_FOUND, '文章不存在或已下线')
    return { ...toSummary(row), html: renderArticle(row.body) }
  }

  /** Writes checked articles (upsert by slug, all or nothing), as the shipped articles' seed does. */
  save(articles: readonly ArticleDraft[]): Promise<UpsertResult> {
    return this.repo.upsertAll(articles.map(valuesOfDraft), this.clock.now())
  }

  isEmpty(): Promise<boolean> {
    return this.repo.isEmpty()
  }
}
