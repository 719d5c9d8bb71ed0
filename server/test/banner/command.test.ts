import { cliActor } from '../../src/modules/audit/service'
import { isoTimeOrNone } from '../../src/lib/command-args'
import { CommandError } from '../../src/lib/command-error'
import { runBannerCommand } from '../../src/modules/banner/command'
import { BannerRepository } from '../../src/modules/banner/repository'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)
const HOUR = 3_600_000

let t: TestApp

const run = (...args: string[]) => runBannerCommand(args, t.app.services, cliActor('test'))
const ids = async () => ((await t.post(`${API}/banner/list`, {})).data.list as { id: number }[]).map((b) => b.id)
const row = (id: number) => t.db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst()
const detail = (id: number) => t.post(`${API}/banner/detail`, { id })

/** The command refuses with a CommandError whose message says what to fix, and changes nothing. */
async function refused(args: string[], message: string | RegExp) {
  const before = await t.db.selectFrom('banner').selectAll().orderBy('id').execute()
  const err = await run(...args).then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(CommandError)
  expect((err as Error).message).toMatch(message)
  expect(await t.db.selectFrom('banner').selectAll().orderBy('id').execute()).toEqual(before)
}

const NEW = ['banner:set', '7', '--title', '春季活动', '--jump-type', '1', '--target', 'https://example.com/spring']

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
})
afterEach(async () => {
  await t.close()
})

describe('banner:set validation', () => {
  test('a new banner needs a title and a jump type', async () => {
    await refused(['banner:set', '7', '--jump-type', '1', '--target', 'https://a.cn'], '新建须填写标题和跳转类型')
    await refused(['banner:set', '7', '--title', '新活动'], '新建须填写标题和跳转类型')
  })

  test('titles are 1-40 characters, subtitles at most 80', async () => {
    await refused(['banner:set', '1', '--title', '字'.repeat(41)], '标题须为 1-40 个字')
    await refused(['banner:set', '1', '--title', '   '], '标题须为 1-40 个字')
    await refused(['banner:set', '1', '--desc', '字'.repeat(81)], '副标题最多 80 个字')
    await run('banner:set', '1', '--title', '字'.repeat(40), '--desc', '字'.repeat(80))
    expect(await row(1)).toMatchObject({ title: '字'.repeat(40), description: '字'.repeat(80) })
  })

  test('jump types 1 and 4 need an https URL target', async () => {
    await refused([...NEW.slice(0, 6), '--target', 'http://example.com/spring'], '跳转类型 1 须填写 https:// 开头')
    await refused(NEW.slice(0, 6), '跳转类型 1 须填写 https:// 开头')
    await refused(['banner:set', '1', '--jump-type', '4'], '跳转类型 4 须填写 https:// 开头')
    await refused(['banner:set', '1', '--jump-type', '4', '--target', 'javascript:alert(1)'], 'https://')
    await run('banner:set', '1', '--jump-type', '4', '--target', 'https://partner.example.com/act?id=1')
    expect(await row(1)).toMatchObject({ jump_type: 4, target: 'https://partner.example.com/act?id=1' })
  })

  test('jump type 2 needs an app page name', async () => {
    await refused(['banner:set', '1', '--jump-type', '2'], '跳转类型 2 须填写 App 页面名')
    await refused(['banner:set', '1', '--jump-type', '2', '--target', 'two words'], '跳转类型 2 须填写 App 页面名')
    await run('banner:set', '1', '--jump-type', '2', '--target', 'valuationHome')
    expect(await row(1)).toMatchObject({ jump_type: 2, target: 'valuationHome', jump_page: null })
  })

  test('jump type 3 needs a jump page 1-4 or an in-app path; a jump page belongs to type 3 only', async () => {
    await refused(['banner:set', '5', '--target', 'none'], '站内页面跳转须选择站内功能页 1-4')
    await refused(['banner:set', '5', '--target', 'https://example.com'], '站内跳转地址须为站内页面路径')
    await refused(['banner:set', '1', '--jump-page', 'none'], '站内页面跳转须选择站内功能页 1-4')
    await refused(['banner:set', '1', '--jump-page', '5'], '--jump-page must be a whole number from 1 to 4')
    await refused(['banner:set', '1', '--jump-type', '5'], '--jump-type must be a whole number from 1 to 4')
    await refused([...NEW, '--jump-page', '2'], '只有站内页面跳转（类型 3）才能选站内功能页')
    await run('banner:set', '5', '--jump-page', '3')
    expect(await row(5)).toMatchObject({ jump_page: 3, target: 'pages/h5/banner/red-envelope' })
    await run('banner:set', '1', '--jump-page', 'none', '--target', 'subPages/pay/index?scene=1')
    expect(await row(1)).toMatchObject({ jump_page: null, target: 'subPages/pay/index?scene=1' })
  })

  test('colours are two of #rgb or #rrggbb', async () => {
    for (const colors of ['#1677ff', '#12,#fff', '#1677ff,blue', '#1677ff,#4f9bff,#000', '1677ff,4f9bff'])
      await refused(['banner:set', '1', '--colors', colors], '渐变色须为两个 #rgb 或 #rrggbb 颜色')
    await run('banner:set', '1', '--colors', '#abc, #A0B1C2')
    expect(JSON.parse((await row(1))!.colors)).toEqual(['#abc', '#A0B1C2'])
  })

  test('the image is an https URL or none', async () => {
    await refused(['banner:set', '1', '--image', 'http://cdn.example.com/a.png'], '图片须为上传的图片，或 https:// 开头')
    await run('banner:set', '1', '--image', 'https://cdn.example.com/a.png')
    expect((await row(1))!.image).toBe('https://cdn.example.com/a.png')
    await run('banner:set', '1', '--image', 'none')
    expect((await row(1))!.image).toBe('')
  })

  test('the period: ISO times (China time unless a zone is given), start before end, none to open', async () => {
    await refused(['banner:set', '1', '--start', '2026-06-02', '--end', '2026-06-01'], '开始时间须早于结束时间')
    await refused(['banner:set', '1', '--start', '2026-06-01T10:00', '--end', '2026-06-01T10:00'], '开始时间须早于结束时间')
    // The end already stored counts: a later start alone is refused too.
    await run('banner:set', '1', '--end', '2026-07-01')
    await refused(['banner:set', '1', '--start', '2026-07-02'], '开始时间须早于结束时间')
    for (const bad of ['2026-02-30', '2026-13-01', '2026-06-01T24:00', 'tomorrow', '2026/06/01', '1750000000000'])
      await refused(['banner:set', '1', '--start', bad], '--start must be an ISO date or date-time')
    expect(isoTimeOrNone('--start', '2026-06-01')).toBe(Date.UTC(2026, 4, 31, 16, 0))
    expect(isoTimeOrNone('--start', '2026-06-01T10:30')).toBe(Date.UTC(2026, 5, 1, 2, 30))
    expect(isoTimeOrNone('--start', '2026-06-01T10:30:15Z')).toBe(Date.UTC(2026, 5, 1, 10, 30, 15))
    expect(isoTimeOrNone('--start', '2026-06-01T10:30-05:00')).toBe(Date.UTC(2026, 5, 1, 15, 30))
    expect(isoTimeOrNone('--start', 'none')).toBeNull()
  })

  test('the landing page button needs a text of at most 20 characters and an in-app path, given together', async () => {
    await refused(['banner:set', '1', '--action-text', '去看看'], 'give --action-text and --action-path together')
    await refused(['banner:set', '1', '--action-path', 'pages/index/index'], 'give --action-text and --action-path together')
    await refused(['banner:set', '1', '--action-text', '字'.repeat(21), '--action-path', 'pages/index/index'], '按钮文字须为 1-20 个字')
    await refused(['banner:set', '1', '--action-text', '去看看', '--action-path', 'https://example.com'], '按钮跳转须为站内页面路径')
    await refused(['banner:set', '4', '--action-text', 'none', '--action-path', 'pages/index/index'], 'leave out --action-path')
  })

  test('numbers, flags and arguments: sort, enabled, ids, unknown options, stray words', async () => {
    await refused(['banner:set', '1', '--sort', 'first'], '--sort must be a whole number')
    await refused(['banner:set', '1', '--enabled', 'yes'], '--enabled must be 0 or 1')
    await refused(['banner:set', '0', '--title', 'x'], 'ID must be a whole number from 1 to 1000000')
    await refused(['banner:set', '--title', 'x'], 'give the banner ID')
    await refused(['banner:set', '1', '--colour', '#fff,#000'], "Unknown option '--colour'")
    await refused(['banner:set', '1', '--title', '新', '标题'], 'banner:set takes one ID')
    await refused(['banner:set', '1'], 'nothing to change on banner 1')
    await refused(['banner:frobnicate'], 'unknown banner command "banner:frobnicate"')
    await refused(['banner:remove', '99'], '横幅 99 不存在')
    await refused(['banner:remove'], 'banner:remove takes one ID')
  })
})

describe('banner command effects', () => {
  test('banner:set creates a banner after the last one; the list shows it at once (the cache is dropped)', async () => {
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6])
    const out = await run(...NEW, '--desc', '限时福利', '--colors', '#ff0000,#00ff00', '--start', '2026-06-01', '--end', '2026-06-08')
    expect(out).toContain('created banner 7')
    expect(out).toContain('2026-06-01 00:00 → 2026-06-08 00:00 (China time)')
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7])
    const res = await detail(7)
    expect(res.data).toEqual({
      banner: {
        id: 7,
        title: '春季活动',
        desc: '限时福利',
        image: '',
        colors: ['#ff0000', '#00ff00'],
        jumpType: 1,
        jumpPage: null,
        target: 'https://example.com/spring',
        startAt: Date.UTC(2026, 4, 31, 16),
        endAt: Date.UTC(2026, 5, 7, 16),
        sort: 70,
      },
      body: [],
      action: null,
    })
    t.clock.set(Date.UTC(2026, 5, 7, 16))
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6])
  })

  test('banner:set changes only the given fields; leaving jump type 3 drops its jump page', async () => {
    await run('banner:set', '1', '--title', '测一测你的账号', '--sort', '100')
    expect(await row(1)).toMatchObject({
      title: '测一测你的账号',
      description: '一键估出账号资产价值',
      jump_type: 3,
      jump_page: 1,
      sort: 100,
    })
    expect(await ids()).toEqual([2, 3, 4, 5, 6, 1])
    await run('banner:set', '1', '--jump-type', '1', '--target', 'https://example.com/value')
    expect(await row(1)).toMatchObject({ jump_type: 1, jump_page: null, target: 'https://example.com/value' })
  })

  test('banner:set writes the landing page: paragraphs, the button, and removes the button', async () => {
    await run(
      'banner:set',
      '6',
      '--body',
      '## 怎么参加| 提交你发现的问题 ||审核通过奖励爱心值',
      '--action-text',
      '去反馈',
      '--action-path',
      'pages/h5/banner/bug-feedback',
    )
    expect((await detail(6)).data).toMatchObject({
      body: ['## 怎么参加', '提交你发现的问题', '审核通过奖励爱心值'],
      action: { text: '去反馈', path: 'pages/h5/banner/bug-feedback' },
    })
    await run('banner:set', '6', '--action-text', 'none', '--body', 'none')
    expect((await detail(6)).data).toMatchObject({ body: [], action: null })
  })

  test('banner:remove disables a banner at once (list and detail); --enabled 1 brings it back', async () => {
    expect(await ids()).toContain(3)
    expect(await run('banner:remove', '3')).toContain('disabled banner 3')
    expect(await ids()).toEqual([1, 2, 4, 5, 6])
    expect((await detail(3)).code).toBe(40004)
    expect(await row(3)).toMatchObject({ enabled: 0, title: '想买号？先看行情' })
    expect(await run('banner:list')).toMatch(/#3 disabled +sort 30 +想买号？先看行情/)
    await run('banner:set', '3', '--enabled', '1')
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6])
  })

  test('banner:list shows every banner with its state, jump and landing page', async () => {
    await run('banner:set', '2', '--start', '2026-06-02')
    await run('banner:set', '3', '--end', '2026-05-01')
    const out = await run('banner:list')
    expect(out).toMatch(/#1 live +sort 10 +你的账号值多少钱？ — 一键估出账号资产价值\n +jump: in-app page 1 \(evaluate\)/)
    expect(out).toMatch(/#2 scheduled/)
    expect(out).toMatch(/#3 ended/)
    expect(out).toContain('period: 2026-06-02 00:00 → … (China time)')
    expect(out).toContain('landing page: 6 paragraph(s), button 去做任务 → pages/missionCenter/index')
    expect(out).toContain('jump: in-app → pages/h5/banner/red-envelope')
    await refused(['banner:list', 'extra'], 'banner:list takes no arguments')
  })

  test('an edit based on a stale read is refused instead of undoing the other edit', async () => {
    const repo = new BannerRepository(t.db)
    const before = (await repo.find(1))!
    await run('banner:set', '1', '--title', '先到的修改')
    const { id: _id, updated_at: _u, ...values } = before
    expect(await repo.update(1, values, Number(before.updated_at), NOW)).toBe(false)
    expect((await row(1))!.title).toBe('先到的修改')
  })

  test('parallel creations of one id make one banner; the others update it or are told to run again', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => run('banner:set', '8', '--title', `活动${i}`, '--jump-type', '3', '--jump-page', '2')),
    )
    const created = results.filter((r) => r.status === 'fulfilled' && r.value.startsWith('created'))
    expect(created).toHaveLength(1)
    for (const r of results)
      if (r.status === 'rejected') {
        expect(r.reason).toBeInstanceOf(CommandError)
        expect((r.reason as Error).message).toMatch(/刚被他人(创建|修改)/)
      }
    expect(await t.db.selectFrom('banner').select('id').where('id', '=', 8).execute()).toHaveLength(1)
    t.clock.advance(HOUR)
    expect(await ids()).toContain(8)
  })
})
