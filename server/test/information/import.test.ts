import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runInfoImport } from '../../src/cli/info-import-command'
import { cliActor } from '../../src/modules/audit/service'
import { loadArticleDir, parseArticleFile } from '../../src/modules/information/article-file'
import { SHIPPED_ARTICLES_DIR } from '../../src/modules/information/seed'
import { createTestApp, type TestApp } from '../helpers'

const NOW = Date.UTC(2026, 10, 25, 4, 0, 0)

let t: TestApp
let dir: string
let out: string[]
let err: string[]
let opened: number

const file = (name: string, text: string) => writeFileSync(path.join(dir, name), text)
const md = (fm: Record<string, string>, body = '正文第一段。\n\n## 小标题\n\n正文第二段。') =>
  `---\n${Object.entries(fm)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\n${body}\n`
const GOOD = { title: '好文章', category: 'guide', summary: '一句话摘要', publishedAt: '2026-11-01' }

const run = (...argv: string[]) =>
  runInfoImport(argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    open: async () => {
      opened++
      return { services: t.app.services, actor: cliActor('test'), close: async () => undefined }
    },
  })
const stored = () => t.db.selectFrom('article').selectAll().orderBy('slug').execute()

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  dir = mkdtempSync(path.join(tmpdir(), 'info-import-'))
  out = []
  err = []
  opened = 0
})
afterEach(async () => {
  rmSync(dir, { recursive: true, force: true })
  await t.close()
})

describe('npm run info:import -- DIR', () => {
  test('imports every file, upserting by slug: a second run changes nothing, an edit updates only that article', async () => {
    file('first.md', md({ ...GOOD, slug: 'first-one', cover: 'https://cdn.example.com/c.png' }))
    file('second.md', md({ ...GOOD, title: '第二篇', category: '防骗提醒', publishedAt: '2026-11-02T09:30' }))
    expect(await run(dir)).toBe(0)
    expect(out[0]).toBe('已导入 2 篇文章：新增 2，更新 0，未变 0')
    const rows = await stored()
    expect(rows.map((r) => [r.slug, r.category, r.cover, Number(r.published_at)])).toEqual([
      ['first-one', 'guide', 'https://cdn.example.com/c.png', Date.UTC(2026, 9, 31, 16, 0)],
      // The file name is the slug when none is given; times are China time.
      ['second', 'anti-fraud', '', Date.UTC(2026, 10, 2, 1, 30)],
    ])
    expect(rows[0].body).toBe('正文第一段。\n\n## 小标题\n\n正文第二段。')

    out = []
    t.clock.advance(60_000)
    expect(await run(dir)).toBe(0)
    expect(out[0]).toBe('已导入 2 篇文章：新增 0，更新 0，未变 2')
    expect(await stored()).toEqual(rows)

    file('second.md', md({ ...GOOD, title: '第二篇（修订）', category: 'anti-fraud', publishedAt: '2026-11-02T09:30' }))
    out = []
    expect(await run(dir)).toBe(0)
    expect(out).toEqual(['已导入 2 篇文章：新增 0，更新 1，未变 1', '  ~ second'])
    const after = await stored()
    expect(after[0]).toEqual(rows[0])
    expect(after[1]).toMatchObject({ title: '第二篇（修订）', updated_at: NOW + 60_000 })
    // Readable through the public route straight away.
    expect((await t.post('/app/v1/info/detail', { id: 'second' })).data.title).toBe('第二篇（修订）')
  })

  test('one bad file anywhere: every problem printed with its file name, exit 1, nothing written', async () => {
    file('a-good.md', md({ ...GOOD, slug: 'good' }))
    file('b-no-front-matter.md', '# 只有正文\n\n没有头部。')
    file('c-bad-yaml.md', '---\ntitle: [没关上\ncategory: guide\n---\n正文')
    file(
      'd-fields.md',
      md({ title: '', category: 'news', summary: 'x'.repeat(121), publishedAt: '2026-02-30', cover: 'http://x.com/a.png', tags: 'a' }),
    )
    file('e-empty-body.md', md(GOOD, ''))
    file('f-dup.md', md({ ...GOOD, slug: 'good' }))
    file('G Bad Name.md', md(GOOD))
    file('notes.txt', 'not an article')
    expect(await run(dir)).toBe(1)
    expect(opened).toBe(0)
    expect(await stored()).toEqual([])
    expect(out).toEqual([])
    const text = err.join('\n')
    expect(err[0]).toMatch(/^发现 \d+ 处错误，未导入任何文章：$/)
    expect(text).toContain('b-no-front-matter.md: 文件开头缺少 YAML 头部')
    expect(text).toMatch(/c-bad-yaml\.md: YAML 头部格式错误，第 \d+ 行/)
    expect(text).toContain('d-fields.md: 未知字段 tags')
    expect(text).toContain('d-fields.md: title 必填')
    expect(text).toContain('d-fields.md: category 必须是')
    expect(text).toContain('现为 news')
    expect(text).toContain('d-fields.md: summary 必填，1-120 个字')
    expect(text).toContain('d-fields.md: cover 必须是 https:// 开头')
    expect(text).toContain('d-fields.md: publishedAt 不是有效的日期：2026-02-30')
    expect(text).toContain('e-empty-body.md: 正文为空')
    expect(text).toContain('f-dup.md: 文章 id good 与 a-good.md 重复')
    expect(text).toContain('G Bad Name.md: 文章 id “G Bad Name” 无效')
    expect(text).not.toContain('a-good.md:')
    expect(text).not.toContain('notes.txt')
  })

  test('usage mistakes and empty or missing folders are refused before anything is opened', async () => {
    expect(await run()).toBe(2)
    expect(await run(dir, '--force')).toBe(2)
    expect(err.join('\n')).toContain('未知参数 --force')
    expect(await run(path.join(dir, 'missing'))).toBe(1)
    expect(err.join('\n')).toContain('目录不存在或无法读取')
    expect(await run(dir)).toBe(1)
    expect(err.join('\n')).toContain('目录里没有 .md 文件')
    expect(opened).toBe(0)
  })

  test('--dry-run checks without writing', async () => {
    file('x.md', md(GOOD))
    expect(await run(dir, '--dry-run')).toBe(0)
    expect(out).toEqual(['检查通过：1 篇文章（--dry-run，未写入）'])
    expect(opened).toBe(0)
    expect(await stored()).toEqual([])
  })
})

describe('article files', () => {
  test('front matter fields: Chinese category names, id instead of slug, a BOM and CRLF line ends', () => {
    const r = parseArticleFile(
      'x.md',
      '\uFEFF---\r\ntitle: 标题\r\ncategory: 平台规则\r\nsummary: 摘要\r\npublishedAt: 2026-11-01T08:00+08:00\r\nid: the-id\r\n---\r\n正文',
    )
    expect(r).toEqual({
      ok: true,
      article: {
        slug: 'the-id',
        title: '标题',
        category: 'rules',
        summary: '摘要',
        cover: '',
        body: '正文',
        publishedAt: Date.UTC(2026, 10, 1, 0, 0),
      },
    })
    const both = parseArticleFile('x.md', md({ ...GOOD, slug: 'a', id: 'b' }))
    expect(both).toEqual({ ok: false, errors: ['slug 和 id 只写一个（两者都是文章 id）'] })
    const list = parseArticleFile('x.md', '---\n- a\n- b\n---\n正文')
    expect(list.ok).toBe(false)
  })

  test('every article the repository ships is valid, and there are 5-6 of them', () => {
    const { articles, errors } = loadArticleDir(SHIPPED_ARTICLES_DIR)
    expect(errors).toEqual([])
    expect(articles.length).toBeGreaterThanOrEqual(5)
    expect(articles.length).toBeLessThanOrEqual(6)
    const slugs = articles.map((a) => a.slug)
    expect(slugs).toEqual(
      expect.arrayContaining(['how-valuation-works', 'how-to-read-report', 'avoid-recovery-fraud', 'live-mail-and-real-name']),
    )
    // Published in the past, so a fresh checkout shows them.
    for (const a of articles) expect(a.publishedAt).toBeLessThan(Date.UTC(2026, 10, 25))
  })
})
