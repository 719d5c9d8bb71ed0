import { sql, type Selectable } from 'kysely'
import { ArticleStatus } from '../../contract/values/information'
import { isPostgres, type Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { pageOf } from '../../db/page'
import type { ArticleTable } from '../../db/schema'
import type { ArticleDraft } from './article-file'

export type ArticleRow = Selectable<ArticleTable>
/** What an import writes for one article; `updated_at` is the repository's, `status` the console's. */
export type ArticleValues = Omit<ArticleTable, 'updated_at' | 'status'>

const SUMMARY_COLUMNS = ['slug', 'title', 'category', 'summary', 'cover', 'published_at'] as const
export type ArticleSummaryRow = Pick<ArticleRow, (typeof SUMMARY_COLUMNS)[number]>
/** An article as the console lists it: everything but the body. */
export type ArticleListRow = Omit<ArticleRow, 'body'>

/**
 * What an import did: new slugs, changed ones, ones whose content was already the same, and, of the ones it
 * wrote, those players still do not see because an operator keeps them a draft or withdrawn.
 */
export interface UpsertResult {
  created: string[]
  updated: string[]
  unchanged: string[]
  hidden: string[]
  /** Each created or updated article as it was (null: new) and as it is now, for the audit trail. */
  changes: { before: ArticleRow | null; after: ArticleRow }[]
}

/** The console's list filters. */
export interface ArticleFilter {
  status?: string
  category?: string
  /** Part of the title, summary or id, any case. */
  text?: string
}

/** A checked article as its row stores it. */
export const valuesOfDraft = (a: ArticleDraft): ArticleValues => ({
  slug: a.slug,
  title: a.title,
  category: a.category,
  summary: a.summary,
  cover: a.cover,
  body: a.body,
  published_at: a.publishedAt,
})

const sameContent = (row: ArticleRow, v: ArticleValues) =>
  row.title === v.title &&
  row.category === v.category &&
  row.summary === v.summary &&
  row.cover === v.cover &&
  row.body === v.body &&
  toNumber(row.published_at) === v.published_at

/** `%text%` for LIKE, with the pattern characters in the text taken literally (escaped by a backslash). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

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
    let q = this.db.selectFrom('article').where('status', '=', ArticleStatus.PUBLISHED).where('published_at', '<=', opts.now)
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

  /** Every article in any state, for operators: last changed first. */
  async consolePage(filter: ArticleFilter, window: { offset: number; limit: number }): Promise<{ rows: ArticleListRow[]; total: number }> {
    let q = this.db.selectFrom('article')
    if (filter.status) q = q.where('status', '=', filter.status)
    if (filter.category) q = q.where('category', '=', filter.category)
    if (filter.text) {
      const pattern = containing(filter.text)
      q = q.where((eb) =>
        eb.or((['title', 'summary', 'slug'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)),
      )
    }
    return pageOf(
      q,
      (page) =>
        page
          .select(['slug', 'title', 'category', 'summary', 'cover', 'published_at', 'updated_at', 'status'])
          .orderBy('updated_at', 'desc')
          .orderBy('slug'),
      window,
    )
  }

  find(slug: string): Promise<ArticleRow | undefined> {
    return this.db.selectFrom('article').selectAll().where('slug', '=', slug).executeTakeFirst()
  }

  /**
   * The row, locked until the transaction ends on PostgreSQL, so a console write reads the state it changes and no
   * other write slips in between (SQLite runs one write transaction at a time anyway). Call it inside a transaction.
   */
  lock(slug: string): Promise<ArticleRow | undefined> {
    const q = this.db.selectFrom('article').selectAll().where('slug', '=', slug)
    return isPostgres(this.db) ? q.forUpdate().executeTakeFirst() : q.executeTakeFirst()
  }

  async insert(row: ArticleRow): Promise<void> {
    await this.db.insertInto('article').values(row).execute()
  }

  /** Applies a console change to a row locked by `lock`. */
  async change(slug: string, change: Partial<Omit<ArticleRow, 'slug'>>): Promise<void> {
    await this.db.updateTable('article').set(change).where('slug', '=', slug).execute()
  }

  async isEmpty(): Promise<boolean> {
    const r = await this.db.selectFrom('article').select('slug').limit(1).executeTakeFirst()
    return r === undefined
  }

  /** As writeAll, in a transaction of its own. */
  upsertAll(articles: readonly ArticleValues[], now: number): Promise<UpsertResult> {
    return this.db.transaction().execute((trx) => new ArticleRepository(trx).writeAll(articles, now))
  }

  /**
   * Writes every article keyed by slug, on this repository's connection (a caller's transaction, so all of them
   * commit or none): a new slug is inserted published, a known one updated when its content differs (its
   * `updated_at` moves only then), so importing the same files twice changes nothing. An article's status is the
   * console's: an import changes a draft's or a withdrawn article's content, never makes it public.
   */
  async writeAll(articles: readonly ArticleValues[], now: number): Promise<UpsertResult> {
    const result: UpsertResult = { created: [], updated: [], unchanged: [], hidden: [], changes: [] }
    for (const a of articles) {
      const row = await this.lock(a.slug)
      if (!row) {
        const after = { ...a, updated_at: now, status: ArticleStatus.PUBLISHED }
        await this.insert(after)
        result.created.push(a.slug)
        result.changes.push({ before: null, after })
      } else if (sameContent(row, a)) {
        result.unchanged.push(a.slug)
      } else {
        await this.change(a.slug, { ...a, updated_at: now })
        result.updated.push(a.slug)
        result.changes.push({ before: row, after: { ...row, ...a, updated_at: now } })
        if (row.status !== ArticleStatus.PUBLISHED) result.hidden.push(a.slug)
      }
    }
    return result
  }
}
