import type { Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { pageOf } from '../../db/page'
import type { ArticleTable } from '../../db/schema'

export type ArticleRow = Selectable<ArticleTable>
/** What an import writes for one article; `updated_at` is the repository's. */
export type ArticleValues = Omit<ArticleTable, 'updated_at'>

const SUMMARY_COLUMNS = ['slug', 'title', 'category', 'summary', 'cover', 'published_at'] as const
export type ArticleSummaryRow = Pick<ArticleRow, (typeof SUMMARY_COLUMNS)[number]>

/** What an import did: new slugs, changed ones, and ones whose content was already the same. */
export interface UpsertResult {
  created: string[]
  updated: string[]
  unchanged: string[]
}

const sameContent = (row: ArticleRow, v: ArticleValues) =>
  row.title === v.title &&
  row.category === v.category &&
  row.summary === v.summary &&
  row.cover === v.cover &&
  row.body === v.body &&
  toNumber(row.published_at) === v.published_at

/** The article table (资讯). */
export class ArticleRepository {
  constructor(private readonly db: Db) {}

  /** Published articles (publish time not after `now`), newest first, optionally of one category. */
  async page(opts: {
    category?: string
    now: number
    offset: number
    limit: number
  }): Promise<{ rows: ArticleSummaryRow[]; total: number }> {
    let q = this.db.selectFrom('article').where('published_at', '<=', opts.now)
    if (opts.category) q = q.where('category', '=', opts.category)
    return pageOf(
      q,
      (page) =>
        page
          .select([...SUMMARY_COLUMNS])
          .orderBy('published_at', 'desc')
          .orderBy('slug'),
      opts,
    )
  }

  find(slug: string): Promise<ArticleRow | undefined> {
    return this.db.selectFrom('article').selectAll().where('slug', '=', slug).executeTakeFirst()
  }

  async isEmpty(): Promise<boolean> {
    const r = await this.db.selectFrom('article').select('slug').limit(1).executeTakeFirst()
    return r === undefined
  }

  /**
   * Writes every article in one transaction, keyed by slug: a new slug is inserted, a known one updated when its
   * content differs (its `updated_at` moves only then), so importing the same files twice changes nothing.
   */
  async upsertAll(articles: readonly ArticleValues[], now: number): Promise<UpsertResult> {
    const result: UpsertResult = { created: [], updated: [], unchanged: [] }
    await this.db.transaction().execute(async (trx) => {
      for (const a of articles) {
        const row = await trx.selectFrom('article').selectAll().where('slug', '=', a.slug).executeTakeFirst()
        if (!row) {
          await trx
            .insertInto('article')
            .values({ ...a, updated_at: now })
            .execute()
          result.created.push(a.slug)
        } else if (sameContent(row, a)) {
          result.unchanged.push(a.slug)
        } else {
          await trx
            .updateTable('article')
            .set({ ...a, updated_at: now })
            .where('slug', '=', a.slug)
            .execute()
          result.updated.push(a.slug)
        }
      }
    })
    return result
  }
}
