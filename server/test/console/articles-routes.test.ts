import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { runInfoImport } from '../../src/cli/info-import-command'
import { INFO_CATEGORIES } from '../../src/contract/values/information'
import { cliActor } from '../../src/modules/audit/service'
import { parseArticleFile } from '../../src/modules/information/article-file'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'

/** 资讯文章 in the console: drafts, edits, publish and withdraw as players see them, the preview, the audit trail. */

const API = '/app/v1'
const NOW = Date.UTC(2026, 10, 25, 4, 0, 0)
const MINUTE = 60_000

let t: ConsoleTestApp
let ops: Session
let ids: Record<'olga' | 'ada', number>

const GOOD = {
  title: '如何识别找回诈骗',
  category: 'anti-fraud',
  summary: '交易前后都要留意的几件事',
  cover: 'https://cdn.example.com/cover.png',
  body: '## 先看账号\n\n核对**实名**与绑定。\n\n[平台规则](/pages/information/index)',
}

const list = (query = '', session = ops) => t.call('GET', `/articles${query}`, { session })
const detail = (id: string, session = ops) => t.call('GET', `/articles/detail?id=${id}`, { session })
const write = (what: string, body: Record<string, unknown>, session = ops) => t.call('POST', `/articles/${what}`, { session, body })
const create = async (fields: Record<string, unknown> = {}) => {
  const reply = await write('create', { ...GOOD, ...fields })
  if (reply.code !== 200) throw new Error(`create: ${reply.code} ${reply.msg}`)
  return reply.data as { id: string; status: string }
}
/** What a logged-out player gets. */
const playerList = async () => ((await t.post(`${API}/info/list`, {})).data.list as { id: string }[]).map((a) => a.id)
const playerDetail = (id: string) => t.post(`${API}/info/detail`, { id })
const audited = async (objectId?: string) => (await t.app.services.audit.list({ objectType: 'article', objectId }, 1, 100)).list.reverse()

beforeEach(async () => {
  t = await createConsoleApp({ now: NOW })
  ids = { olga: (await t.addOperator('olga', 'operations')).id, ada: (await t.addOperator('ada', 'admin')).id }
  for (const [name, role] of [
    ['sue', 'support'],
    ['fin', 'finance'],
    ['ann', 'analyst'],
  ] as const)
    await t.addOperator(name, role)
  ops = await t.sessionOf('olga')
})
afterEach(async () => {
  await t.close()
})

test('operations and admin write articles; support, finance and analyst are refused', async () => {
  expect((await create({ id: 'by-ops' })).id).toBe('by-ops')
  const ada = await t.sessionOf('ada')
  expect((await write('create', { ...GOOD, id: 'by-admin' }, ada)).code).toBe(200)
  expect((await list('', ada)).data.total).toBe(2)
  for (const name of ['sue', 'fin', 'ann']) {
    const session = await t.sessionOf(name)
    expect([name, (await list('', session)).code]).toEqual([name, 40003])
    expect([name, (await write('create', { ...GOOD, id: `by-${name}` }, session)).code]).toEqual([name, 40003])
    expect([name, (await write('preview', { body: 'x' }, session)).code]).toEqual([name, 40003])
  }
  expect((await t.call('GET', '/articles')).code).toBe(40005)
})

test('a draft is invisible to players; publishing shows it from that moment; withdrawing hides it again', async () => {
  const a = await create({ id: 'recovery-fraud' })
  expect(a).toMatchObject({ id: 'recovery-fraud', status: 'draft', publishedAt: null, updatedAt: NOW, categoryName: '防骗提醒' })
  expect(await playerList()).not.toContain('recovery-fraud')
  expect((await playerDetail('recovery-fraud')).code).toBe(40004)

  t.clock.advance(MINUTE)
  const published = await write('publish', { id: a.id })
  expect(published.data).toMatchObject({ status: 'published', publishedAt: NOW + MINUTE, updatedAt: NOW + MINUTE })
  expect(await playerList()).toContain('recovery-fraud')
  const read = await playerDetail('recovery-fraud')
  expect(read.code).toBe(200)
  expect(read.data).toMatchObject({ title: GOOD.title, category: 'anti-fraud', cover: GOOD.cover, publishedAt: NOW + MINUTE })
  expect((await write('publish', { id: a.id })).msg).toBe('文章已发布')

  // An edit of a published article is live at once.
  expect((await write('update', { ...GOOD, id: a.id, title: '如何识别找回诈骗（更新）' })).code).toBe(200)
  expect((await playerDetail('recovery-fraud')).data.title).toBe('如何识别找回诈骗（更新）')

  t.clock.advance(MINUTE)
  const withdrawn = await write('withdraw', { id: a.id, reason: '内容待核实' })
  expect(withdrawn.data).toMatchObject({ status: 'withdrawn', publishedAt: NOW + MINUTE })
  expect(await playerList()).not.toContain('recovery-fraud')
  expect([(await playerDetail('recovery-fraud')).code, (await playerDetail('recovery-fraud')).msg]).toEqual([40004, '文章不存在或已下线'])
  expect((await write('withdraw', { id: a.id })).msg).toBe('只有已发布的文章可以撤回')

  // Published again: players see it with the new time.
  t.clock.advance(MINUTE)
  expect((await write('publish', { id: a.id })).data.publishedAt).toBe(NOW + 3 * MINUTE)
  expect((await playerDetail('recovery-fraud')).data.publishedAt).toBe(NOW + 3 * MINUTE)
})

test('the fields are checked with info:import’s rules and messages; a draft may be unfinished, what players see may not', async () => {
  const bad = { title: '', category: 'news', summary: 'x'.repeat(121), cover: 'http://x.com/a.png', body: '正文' }
  const reply = await write('create', { ...bad, id: 'Bad Id' })
  expect(reply.code).toBe(40000)
  // The very messages the import prints for the same fields.
  const file = parseArticleFile(
    'bad-id.md',
    `---\ntitle: ''\ncategory: news\nsummary: ${bad.summary}\ncover: ${bad.cover}\npublishedAt: 2026-11-01\nslug: Bad Id\n---\n正文`,
  )
  expect(file.ok).toBe(false)
  const fileErrors = file.ok ? [] : file.errors
  for (const message of reply.msg.split('；')) expect(fileErrors).toContain(message)
  expect(reply.msg).toContain('文章 id “Bad Id” 无效')
  expect(reply.msg).toContain('title 必填，1-60 个字')
  expect(reply.msg).toContain(`category 必须是 ${INFO_CATEGORIES.map((c) => `${c.id}（${c.name}）`).join('、')} 之一，现为 news`)
  expect(reply.msg).toContain('summary 必填，1-120 个字')
  expect(reply.msg).toContain('cover 必须是 https:// 开头的图片地址')
  expect((await list()).data.total).toBe(0)

  // A draft with only a title and a category (by its Chinese name, as files may give it) gets an id of its own.
  const draft = await create({ summary: '', body: '', cover: '', category: '平台规则' })
  expect(draft.id).toMatch(/^a-20261125-[0-9a-f]{6}$/)
  expect(draft).toMatchObject({ category: 'rules', summary: '', body: '', cover: '' })
  const incomplete = await write('publish', { id: draft.id })
  expect([incomplete.code, incomplete.msg]).toEqual([40000, 'summary 必填，1-120 个字；正文为空'])
  expect((await playerDetail(draft.id)).code).toBe(40004)

  expect((await write('create', { ...GOOD, id: draft.id })).msg).toBe(`文章 id ${draft.id} 已存在`)
  expect((await write('create', { ...GOOD, body: 'x'.repeat(50_001) })).msg).toBe('正文超过 50000 个字符')
  expect((await write('update', { ...GOOD, id: 'missing' })).code).toBe(40004)
  expect((await detail('missing')).code).toBe(40004)
  expect((await detail('Not_An_Id')).code).toBe(40000)
  expect((await write('create', { title: '缺字段' })).code).toBe(40000)

  // Published: an edit may not empty what players read.
  const live = await create()
  await write('publish', { id: live.id })
  const emptied = await write('update', { ...GOOD, id: live.id, body: '  ' })
  expect([emptied.code, emptied.msg]).toEqual([40000, '正文为空'])
  expect((await detail(live.id)).data.body).toBe(GOOD.body)
})

test('the preview is the player API’s rendering, without scripts, frames or event attributes', async () => {
  const body = [
    '# 标题',
    '<script>alert(1)</script>',
    '<iframe src="https://evil.example.com"></iframe>',
    '<img src=x onerror="alert(1)">',
    '[链接](javascript:alert(1)) [站外](https://example.com)',
    GOOD.body,
  ].join('\n\n')
  const preview = await write('preview', { body })
  expect(preview.code).toBe(200)
  const html = preview.data.html as string
  // Every tag in the output is one the renderer wrote: the author's markup is text.
  const tags = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)]
  expect(tags.length).toBeGreaterThan(5)
  for (const [, name, attrs] of tags) {
    expect(['script', 'iframe', 'img']).not.toContain(name.toLowerCase())
    expect(attrs).not.toMatch(/\son[a-z]+\s*=|javascript:/i)
  }
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">站外</a>')

  const a = await create({ body })
  await write('publish', { id: a.id })
  expect((await playerDetail(a.id)).data.html).toBe(html)
  expect((await write('preview', { body: 'x'.repeat(50_001) })).msg).toBe('正文超过 50000 个字符')
})

test('the list: every state, last changed first, filtered by status, category and text, paged', async () => {
  await create({ id: 'one', title: '估价原理', category: 'guide' })
  t.clock.advance(MINUTE)
  await create({ id: 'two', title: '行情周报 100%', category: 'market' })
  t.clock.advance(MINUTE)
  await create({ id: 'three', summary: '关于 REPORT 的解读' })
  t.clock.advance(MINUTE)
  await write('publish', { id: 'one' })
  t.clock.advance(1)
  await write('publish', { id: 'three' })
  await write('withdraw', { id: 'three' })

  const all = await list()
  expect(all.data).toMatchObject({ total: 3, page: 1, pageSize: 20 })
  expect(all.data.list.map((a: { id: string }) => a.id)).toEqual(['three', 'one', 'two'])
  expect(all.data.list[0]).not.toHaveProperty('body')
  const ids_ = async (q: string) => ((await list(q)).data.list as { id: string }[]).map((a) => a.id)
  expect(await ids_('?status=draft')).toEqual(['two'])
  expect(await ids_('?status=published')).toEqual(['one'])
  expect(await ids_('?status=withdrawn')).toEqual(['three'])
  expect(await ids_('?category=market')).toEqual(['two'])
  expect(await ids_(`?q=${encodeURIComponent('估价')}`)).toEqual(['one'])
  // Any case; % and _ are taken as they are.
  expect(await ids_('?q=report')).toEqual(['three'])
  expect(await ids_('?q=%25')).toEqual(['two'])
  expect(await ids_('?q=tw')).toEqual(['two'])
  expect((await list('?page=2&pageSize=2')).data).toMatchObject({ total: 3, page: 2, list: [{ id: 'two' }] })
  for (const q of ['?status=gone', '?category=news', '?pageSize=0', '?page=x']) expect([q, (await list(q)).code]).toEqual([q, 40000])
})

test('every write is audited with before and after, in its own transaction', async () => {
  const a = await create({ id: 'audited' })
  await write('update', { ...GOOD, id: a.id, summary: '新的摘要' })
  // Saving the same fields again changes nothing and records nothing.
  await write('update', { ...GOOD, id: a.id, summary: '新的摘要' })
  await write('publish', { id: a.id })
  await write('withdraw', { id: a.id, reason: '内容待核实' })
  const rows = await audited('audited')
  expect(rows.map((r) => r.action)).toEqual(['article.create', 'article.update', 'article.publish', 'article.withdraw'])
  for (const r of rows) expect(r).toMatchObject({ operatorId: ids.olga, actor: 'olga', objectType: 'article', objectId: 'audited' })
  expect(rows[0]).toMatchObject({ before: null, after: { status: 'draft', title: GOOD.title, body: GOOD.body, publishedAt: null } })
  expect(rows[1]).toMatchObject({ before: { summary: GOOD.summary }, after: { summary: '新的摘要', status: 'draft' } })
  expect(rows[2]).toMatchObject({ before: { status: 'draft', publishedAt: null }, after: { status: 'published', publishedAt: NOW } })
  expect(rows[3]).toMatchObject({ before: { status: 'published' }, after: { status: 'withdrawn', publishedAt: NOW }, reason: '内容待核实' })

  // A refused write leaves no row.
  await write('withdraw', { id: a.id })
  expect(await audited('audited')).toHaveLength(4)
})

describe('info:import next to the console', () => {
  let dir: string
  let out: string[]
  const md = (slug: string, title: string) =>
    `---\ntitle: ${title}\ncategory: guide\nsummary: 摘要\npublishedAt: 2026-11-01\nslug: ${slug}\n---\n\n正文 ${title}\n`
  const run = () => {
    out = []
    return runInfoImport([dir], {
      out: (l) => out.push(l),
      err: (l) => out.push(l),
      open: async () => ({ services: t.app.services, actor: cliActor('deploy'), close: async () => undefined }),
    })
  }

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'articles-routes-'))
  })
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  test('imported articles are published and edited in the console; a withdrawn one stays hidden when imported again', async () => {
    writeFileSync(path.join(dir, 'a.md'), md('imported-guide', '导入的指南'))
    expect(await run()).toBe(0)
    expect(out).toEqual(['已导入 1 篇文章：新增 1，更新 0，未变 0', '  + imported-guide'])
    expect((await detail('imported-guide')).data).toMatchObject({ status: 'published', publishedAt: Date.UTC(2026, 9, 31, 16, 0) })
    expect(await playerList()).toContain('imported-guide')

    await write('withdraw', { id: 'imported-guide' })
    writeFileSync(path.join(dir, 'a.md'), md('imported-guide', '导入的指南（修订）'))
    expect(await run()).toBe(0)
    expect(out).toEqual(['已导入 1 篇文章：新增 0，更新 1，未变 0', '  ~ imported-guide（草稿或已撤回，仍不公开）'])
    expect((await detail('imported-guide')).data).toMatchObject({ status: 'withdrawn', title: '导入的指南（修订）' })
    expect((await playerDetail('imported-guide')).code).toBe(40004)

    const rows = await audited()
    expect(rows.map((r) => [r.action, r.actor, r.objectId])).toEqual([
      ['article.import', 'cli:deploy', 'imported-guide'],
      ['info:import', 'cli:deploy', null],
      ['article.withdraw', 'olga', 'imported-guide'],
      ['article.import', 'cli:deploy', 'imported-guide'],
      ['info:import', 'cli:deploy', null],
    ])
    expect(rows[0]).toMatchObject({ before: null, after: { status: 'published', title: '导入的指南' } })
    expect(rows[3]).toMatchObject({
      before: { title: '导入的指南', status: 'withdrawn' },
      after: { title: '导入的指南（修订）', status: 'withdrawn' },
    })
    expect(rows[4].after).toEqual({ dir, created: [], updated: ['imported-guide'], unchanged: 0 })
  })
})
