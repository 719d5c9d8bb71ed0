import { INFO_CATEGORIES } from '../../src/contract/values/information'
import { seedShippedArticles } from '../../src/modules/information/seed'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const NOW = Date.UTC(2026, 10, 25, 4, 0, 0)
const DAY = 24 * 3_600_000

let t: TestApp

/** Every opening tag of an HTML string with its attributes, as a browser would see the markup. */
function markup(html: string): { name: string; attrs: [string, string][] }[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    name: m[1].toLowerCase(),
    attrs: [...m[2].matchAll(/([^\s=>]+)(?:="([^"]*)")?/g)].map((a) => [a[1].toLowerCase(), a[2] ?? ''] as [string, string]),
  }))
}

const list = (body: Record<string, unknown> = {}, token?: string) => t.post(`${API}/info/list`, body, token)
const detail = (id: unknown) => t.post(`${API}/info/detail`, { id })

/** A stored article with only what a test cares about given. */
const article = (slug: string, over: Partial<{ category: string; publishedAt: number; body: string; title: string }> = {}) =>
  t.app.services.information.save([
    {
      slug,
      title: over.title ?? `标题 ${slug}`,
      category: (over.category ?? 'guide') as 'guide',
      summary: `摘要 ${slug}`,
      cover: '',
      body: over.body ?? `正文 ${slug}`,
      publishedAt: over.publishedAt ?? NOW - DAY,
    },
  ])

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await t.close()
})

describe('info/list', () => {
  test('the shipped articles, newest first, without a login, as the contract describes them', async () => {
    expect(await seedShippedArticles(t.app.services)).toBe(6)
    const res = await list()
    expect(res.code).toBe(200)
    expect(res.data.total).toBe(6)
    const times = res.data.list.map((a: { publishedAt: number }) => a.publishedAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const fraud = res.data.list.find((a: { id: string }) => a.id === 'avoid-recovery-fraud')
    expect(fraud).toEqual({
      id: 'avoid-recovery-fraud',
      title: '账号交易防找回：买家和卖家都要知道的几件事',
      category: 'anti-fraud',
      categoryName: '防骗提醒',
      summary: expect.stringContaining('找回'),
      cover: '',
      publishedAt: Date.UTC(2026, 10, 10, 2, 0, 0),
    })
    // No body in the list.
    expect(fraud).not.toHaveProperty('html')
    // Every category has at least one shipped article, so no tab starts empty.
    for (const c of INFO_CATEGORIES) expect((await list({ category: c.id })).data.total).toBeGreaterThan(0)
    // Seeding again leaves a filled table alone.
    expect(await seedShippedArticles(t.app.services)).toBe(0)
  })

  test('filters by category and pages with a stable order', async () => {
    for (let i = 1; i <= 5; i++) await article(`g-${i}`, { category: 'guide', publishedAt: NOW - i * DAY })
    await article('m-1', { category: 'market', publishedAt: NOW - 2 * DAY })
    // Same publish time: by id.
    await article('g-0', { category: 'guide', publishedAt: NOW - DAY })

    const guide = await list({ category: 'guide', page: 1, pageSize: 4 })
    expect(guide.data.total).toBe(6)
    expect(guide.data.list.map((a: { id: string }) => a.id)).toEqual(['g-0', 'g-1', 'g-2', 'g-3'])
    const page2 = await list({ category: 'guide', page: 2, pageSize: 4 })
    expect(page2.data.list.map((a: { id: string }) => a.id)).toEqual(['g-4', 'g-5'])
    expect((await list({ category: 'guide', page: 3, pageSize: 4 })).data.list).toEqual([])

    const all = await list({ pageSize: 3 })
    expect(all.data.total).toBe(7)
    expect(all.data.list.map((a: { id: string }) => a.id)).toEqual(['g-0', 'g-1', 'g-2'])
    expect((await list({ category: 'rules' })).data).toEqual({ list: [], total: 0 })
  })

  test('an article whose publish time is ahead is not listed or readable until then', async () => {
    await article('later', { publishedAt: NOW + DAY })
    await article('now', { publishedAt: NOW })
    expect((await list()).data.list.map((a: { id: string }) => a.id)).toEqual(['now'])
    expect((await detail('later')).code).toBe(40004)
    t.clock.advance(DAY)
    expect((await list()).data.list.map((a: { id: string }) => a.id)).toEqual(['later', 'now'])
    expect((await detail('later')).code).toBe(200)
  })

  test('an unknown category or a bad page is a parameter error, not a 500', async () => {
    for (const body of [{ category: 'news' }, { page: 0 }, { pageSize: 51 }, { category: '<script>' }]) {
      const res = await list(body)
      expect(res.status).toBeLessThan(500)
      expect(res.code).toBe(40000)
    }
  })
})

describe('info/detail', () => {
  test('the article with its body rendered to HTML, without a login', async () => {
    await article('read-me', {
      title: '读我',
      body: '## 小标题\n\n一段**加粗**的正文，见[说明](https://example.com/a)。\n\n- 第一条\n- 第二条',
    })
    const res = await detail('read-me')
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({ id: 'read-me', title: '读我', category: 'guide', categoryName: '交易指南', cover: '' })
    expect(res.data.html).toContain('<h2>小标题</h2>')
    expect(res.data.html).toContain('<strong>加粗</strong>')
    expect(res.data.html).toContain('<li>第一条</li>')
    expect(res.data.html).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">说明</a>')
  })

  test('raw HTML, scripts, event attributes and javascript: links in a stored body never come out as markup', async () => {
    await article('evil', {
      body: [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<a href="javascript:alert(1)" onclick="alert(1)">点我</a>',
        '[链接](javascript:alert(1)) [二](JaVaScRiPt:alert(1)) [三](&#106;avascript:alert(1)) [四](data:text/html;base64,PHNjcmlwdD4=)',
        '![图](javascript:alert(1))',
      ].join('\n\n'),
    })
    const { html } = (await detail('evil')).data as { html: string }
    const tags = markup(html)
    // Only markdown-it's own tags and attributes: no script, no img/a the author typed, no on* handler.
    expect(tags.map((tg) => tg.name)).toEqual(['p', 'p', 'p', 'p', 'p'])
    expect(tags.flatMap((tg) => tg.attrs)).toEqual([])
    // The stored body above is the one thing that could carry markup: no unescaped angle bracket is left in it.
    expect(html.replace(/<\/?p>/g, '')).not.toMatch(/[<>]/)
    // The author's text is still there, shown as text.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('links go only to http(s) and relative addresses; https images stay', async () => {
    await article('links', {
      body: '[相对](/pages/information/index) [站外](http://example.com) ![封面](https://cdn.example.com/a.png) [坏](vbscript:x) [文件](file:///etc/passwd)',
    })
    const tags = markup((await detail('links')).data.html)
    const hrefs = tags.filter((tg) => tg.name === 'a').map((tg) => tg.attrs.find(([k]) => k === 'href')?.[1])
    expect(hrefs).toEqual(['/pages/information/index', 'http://example.com'])
    const img = tags.find((tg) => tg.name === 'img')
    expect(img?.attrs).toEqual([
      ['src', 'https://cdn.example.com/a.png'],
      ['alt', '封面'],
    ])
  })

  test('an unknown id is 40004 文章不存在或已下线; a malformed id is a parameter error', async () => {
    const missing = await detail('no-such-article')
    expect(missing.code).toBe(40004)
    expect(missing.msg).toBe('文章不存在或已下线')
    for (const id of ['../etc', 'UPPER', '', 'a'.repeat(65), 7]) {
      const res = await detail(id)
      expect(res.status).toBeLessThan(500)
      expect(res.code).toBe(40000)
    }
  })
})
