import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import type { ConsoleArticle, ConsoleArticleDetail } from '../../contract/console/articles'
import { chinaDayKey } from '../../contract/values/china-time'
import { ArticleLimit, ArticleStatus } from '../../contract/values/information'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { toNumber } from '../../db/numbers'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import type { AuditActor, AuditTrail } from '../audit-port'
import { checkArticleFields, slugProblem, type ArticleDraft, type ArticleFields } from './article-file'
import { renderArticle } from './markdown'
import { ArticleRepository, valuesOfDraft, type ArticleFilter, type ArticleListRow, type ArticleRow, type UpsertResult } from './repository'
import { categoryName } from './service'

/** What the editor sends: the article's fields as typed, checked here. */
export interface ArticleInput {
  title: string
  category: string
  summary: string
  cover: string
  body: string
}

const PAGE_SIZE_MAX = 100
const NOT_FOUND = '文章不存在'

/** A draft never published keeps 0 as its publish time. */
const publishedAtOf = (row: Pick<ArticleRow, 'published_at'>): number | null => toNumber(row.published_at) || null

function view(row: ArticleListRow): ConsoleArticle {
  return {
    id: row.slug,
    title: row.title,
    category: row.category,
    categoryName: categoryName(row.category),
    summary: row.summary,
    cover: row.cover,
    status: row.status as ConsoleArticle['status'],
    publishedAt: publishedAtOf(row),
    updatedAt: toNumber(row.updated_at),
  }
}

const detailView = (row: ArticleRow): ConsoleArticleDetail => ({ ...view(row), body: row.body })

/** What the audit trail keeps of an article, before and after a change: everything a reader could see. */
const snapshot = (row: ArticleRow) => ({
  status: row.status,
  title: row.title,
  category: row.category,
  summary: row.summary,
  cover: row.cover,
  body: row.body,
  publishedAt: publishedAtOf(row),
})

/** The problems of a field check as one message (the import lists them one a line; a form shows one line). */
function checked(input: Partial<ArticleInput>, complete: boolean): ArticleFields {
  const result = checkArticleFields(input, { complete })
  if (!result.ok) throw badParameter(result.errors.join('；'))
  return result.fields
}

const sameFields = (row: ArticleRow, f: ArticleFields) =>
  row.title === f.title && row.category === f.category && row.summary === f.summary && row.cover === f.cover && row.body === f.body

/**
 * The information articles' commands for operators (issue 38 point 1), for the console and `info:import` alike:
 * drafts, edits, publishing and withdrawing, with the import's rules and messages, and the preview through the
 * renderer the player API uses. A draft needs a title and a category; what players can see (a published article,
 * or a draft being published) needs everything the import needs. Each write locks the article's row, writes and
 * appends its audit entry (before and after) in one transaction. Roles are the console's to check.
 */
export class ArticleDesk {
  private readonly uow: UnitOfWork<{ articles: typeof ArticleRepository }>

  constructor(private readonly deps: { db: Db; clock: Clock; audit?: AuditTrail }) {
    this.uow = unitOfWork(deps.db, { articles: ArticleRepository })
  }

  async list(filter: ArticleFilter & { page?: number; pageSize?: number }): Promise<{ list: ConsoleArticle[]; total: number }> {
    const page = Math.max(1, Math.floor(filter.page ?? 1))
    const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(filter.pageSize ?? 20)))
    const text = filter.text?.trim()
    const { rows, total } = await this.uow.repos.articles.consolePage(
      { status: filter.status, category: filter.category, text: text || undefined },
      { offset: (page - 1) * pageSize, limit: pageSize },
    )
    return { list: rows.map(view), total }
  }

  async detail(id: string): Promise<ConsoleArticleDetail> {
    const row = await this.uow.repos.articles.find(id)
    if (!row) throw notFound(NOT_FOUND)
    return detailView(row)
  }

  /** The body as players would get it: the player API's own Markdown renderer and sanitiser. */
  preview(body: string): { html: string } {
    if (body.length > ArticleLimit.BODY_MAX) throw badParameter(`正文超过 ${ArticleLimit.BODY_MAX} 个字符`)
    return { html: renderArticle(body) }
  }

  /** A new draft. Its id is the one given (checked as the import checks a slug) or one made from the date. */
  async create(actor: AuditActor, input: ArticleInput & { id?: string }): Promise<ConsoleArticleDetail> {
    const given = input.id?.trim() || undefined
    const badId = given === undefined ? null : slugProblem(given)
    const result = checkArticleFields(input, { complete: false })
    const errors = [...(badId ? [badId] : []), ...(result.ok ? [] : result.errors)]
    if (!result.ok || errors.length) throw badParameter(errors.join('；'))
    const now = this.deps.clock.now()
    const taken = (slug: string) => badParameter(`文章 id ${slug} 已存在`)
    try {
      return await this.uow.transaction(async ({ articles }, trx) => {
        const slug = given ?? (await this.freshSlug(articles, now))
        if (await articles.find(slug)) throw taken(slug)
        const row: ArticleRow = { slug, ...result.fields, status: ArticleStatus.DRAFT, published_at: 0, updated_at: now }
        await articles.insert(row)
        await this.deps.audit?.record(
          actor,
          { action: 'article.create', objectType: 'article', objectId: slug, before: null, after: snapshot(row) },
          trx,
        )
        return detailView(row)
      })
    } catch (err) {
      // The same id created at the same moment by someone else.
      if (given !== undefined && isUniqueViolation(err)) throw taken(given)
      throw err
    }
  }

  /** New fields for an article; a published one stays complete, as players are reading it. */
  async update(actor: AuditActor, id: string, input: ArticleInput): Promise<ConsoleArticleDetail> {
    return this.write(id, async (articles, row, trx) => {
      const fields = checked(input, row.status === ArticleStatus.PUBLISHED)
      if (sameFields(row, fields)) return detailView(row)
      return this.change(actor, 'article.update', row, { ...fields }, null, articles, trx)
    })
  }

  /** Shows the article to players from now on: a draft or a withdrawn one, complete as the import requires. */
  async publish(actor: AuditActor, id: string): Promise<ConsoleArticleDetail> {
    return this.write(id, async (articles, row, trx) => {
      if (row.status === ArticleStatus.PUBLISHED) throw badParameter('文章已发布')
      checked(row, true)
      const change = { status: ArticleStatus.PUBLISHED, published_at: this.deps.clock.now() }
      return this.change(actor, 'article.publish', row, change, null, articles, trx)
    })
  }

  /** Hides a published article from players again; it keeps its content and publish time. */
  async withdraw(actor: AuditActor, id: string, reason?: string | null): Promise<ConsoleArticleDetail> {
    return this.write(id, async (articles, row, trx) => {
      if (row.status !== ArticleStatus.PUBLISHED) throw badParameter('只有已发布的文章可以撤回')
      return this.change(actor, 'article.withdraw', row, { status: ArticleStatus.WITHDRAWN }, reason ?? null, articles, trx)
    })
  }

  /**
   * `info:import`: checked articles upserted by slug, all in one transaction with their audit entries (one per
   * article created or changed, and the import's summary), so an import and its record commit together.
   */
  async import(actor: AuditActor, articles: readonly ArticleDraft[], dir: string): Promise<UpsertResult> {
    return this.uow.transaction(async (repos, trx) => {
      const result = await repos.articles.writeAll(articles.map(valuesOfDraft), this.deps.clock.now())
      for (const { before, after } of result.changes) {
        await this.deps.audit?.record(
          actor,
          {
            action: 'article.import',
            objectType: 'article',
            objectId: after.slug,
            before: before && snapshot(before),
            after: snapshot(after),
          },
          trx,
        )
      }
      await this.deps.audit?.record(
        actor,
        {
          action: 'info:import',
          objectType: 'article',
          after: { dir, created: result.created, updated: result.updated, unchanged: result.unchanged.length },
        },
        trx,
      )
      return result
    })
  }

  /** `a-` and the Beijing date, then random letters: readable in a link, unlikely to be taken. */
  private async freshSlug(articles: ArticleRepository, now: number): Promise<string> {
    for (;;) {
      const slug = `a-${chinaDayKey(now).replace(/-/g, '')}-${randomBytes(3).toString('hex')}`
      if (!(await articles.find(slug))) return slug
    }
  }

  private async change(
    actor: AuditActor,
    action: string,
    row: ArticleRow,
    change: Partial<Omit<ArticleRow, 'slug'>>,
    reason: string | null,
    articles: ArticleRepository,
    trx: Db,
  ): Promise<ConsoleArticleDetail> {
    const next: ArticleRow = { ...row, ...change, updated_at: this.deps.clock.now() }
    await articles.change(row.slug, { ...change, updated_at: next.updated_at })
    await this.deps.audit?.record(
      actor,
      { action, objectType: 'article', objectId: row.slug, before: snapshot(row), after: snapshot(next), reason },
      trx,
    )
    return detailView(next)
  }

  /** Runs a write on the locked row, in one transaction with its audit entry. */
  private write<T>(id: string, fn: (articles: ArticleRepository, row: ArticleRow, trx: Db) => Promise<T>): Promise<T> {
    return this.uow.transaction(async ({ articles }, trx) => {
      const row = await articles.lock(id)
      if (!row) throw notFound(NOT_FOUND)
      return fn(articles, row, trx)
    })
  }
}
