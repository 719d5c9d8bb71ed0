/**
 * The mock console API's 资讯文章 endpoints (mock-api.ts hands their calls here): articles in memory with the rules
 * the pages depend on (roles from the contract's table, publish only what is complete and not yet published,
 * withdraw only what is published) and a stand-in preview that marks its output, so a test can tell the page shows
 * the service's HTML rather than rendering Markdown itself.
 */
import type { ConsoleArticleDetail } from '../../server/src/contract/console'
import { ConsoleEndpoint, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import { INFO_CATEGORIES } from '../../server/src/contract/values/information'
import type { Call } from './mock-api'

type Reply = { code: number; msg: string; data: unknown }

export const ARTICLES_NOW = Date.UTC(2026, 10, 30, 4, 0, 0)

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Blank-line paragraphs and `## ` headings, everything escaped: enough to see the service's answer on the page. */
export const mockRender = (markdown: string): string =>
  markdown
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => (block.startsWith('## ') ? `<h2>${escape(block.slice(3))}</h2>` : `<p class="mock-rendered">${escape(block)}</p>`))
    .join('\n')

export class MockArticles {
  articles: ConsoleArticleDetail[] = []
  private clock = ARTICLES_NOW
  private made = 0

  add(fields: Partial<ConsoleArticleDetail> & { id: string }): ConsoleArticleDetail {
    const article: ConsoleArticleDetail = {
      title: `文章 ${fields.id}`,
      category: 'guide',
      categoryName: '交易指南',
      summary: '摘要',
      cover: '',
      body: '正文',
      status: 'draft',
      publishedAt: null,
      updatedAt: ARTICLES_NOW,
      ...fields,
    }
    this.articles.unshift(article)
    return article
  }

  handle(call: Call, me: { role: ConsoleRole }): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name?.startsWith('article')) return null
    const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, me.role)) return fail(40003, '无权操作')
    const body = call.body ?? {}
    const q = call.query
    const now = ++this.clock
    const fields = () => ({
      title: String(body.title),
      category: String(body.category),
      categoryName: INFO_CATEGORIES.find((c) => c.id === body.category)?.name ?? '',
      summary: String(body.summary),
      cover: String(body.cover),
      body: String(body.body),
      updatedAt: now,
    })

    switch (name) {
      case 'articleList': {
        const rows = this.articles.filter(
          (a) =>
            (q.status === undefined || a.status === q.status) &&
            (q.category === undefined || a.category === q.category) &&
            (q.q === undefined || a.title.includes(q.q) || a.summary.includes(q.q) || a.id.includes(q.q)),
        )
        const page = Number(q.page ?? 1)
        const pageSize = Number(q.pageSize ?? 20)
        const list = rows.slice((page - 1) * pageSize, page * pageSize).map(({ body: _body, ...row }) => row)
        return ok({ list, total: rows.length, page, pageSize })
      }
      case 'articlePreview':
        return ok({ html: mockRender(String(body.body)) })
      case 'articleCreate': {
        const id = typeof body.id === 'string' ? body.id : `a-20261130-${String(++this.made).padStart(6, '0')}`
        if (this.articles.some((a) => a.id === id)) return fail(40000, `文章 id ${id} 已存在`)
        return ok(this.add({ id, ...fields(), status: 'draft', publishedAt: null }))
      }
      default:
    }
    const article = this.articles.find((a) => a.id === (body.id ?? q.id))
    if (!article) return fail(40004, '文章不存在')
    switch (name) {
      case 'articleDetail':
        return ok(article)
      case 'articleUpdate':
        Object.assign(article, fields())
        return ok(article)
      case 'articlePublish':
        if (article.status === 'published') return fail(40000, '文章已发布')
        if (!article.summary || !article.body) return fail(40000, 'summary 必填，1-120 个字；正文为空')
        Object.assign(article, { status: 'published', publishedAt: now, updatedAt: now })
        return ok(article)
      case 'articleWithdraw':
        if (article.status !== 'published') return fail(40000, '只有已发布的文章可以撤回')
        Object.assign(article, { status: 'withdrawn', updatedAt: now })
        return ok(article)
      default:
        return fail(40004, '接口不存在')
    }
  }
}
