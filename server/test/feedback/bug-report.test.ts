import { BUG_REPORT_CATEGORY, BUG_REPORT_PAGES, FEEDBACK_CATEGORIES } from '../../src/contract'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'

describe('bug reports (feedback category bug_report)', () => {
  let t: TestApp
  let token: string

  const submit = (body: Record<string, unknown>, tok = token) => t.post(`${API}/feedback/submit`, body, tok)
  const bug = { category: 'bug_report', content: '抽奖页点了没反应', page: 'draw', device: 'weapp · iOS 17.4 · 1.0.0' }

  beforeAll(async () => {
    t = await createTestApp()
    token = (await t.login('13800006101')).token
  })
  afterAll(async () => {
    await t.close()
  })

  test('the regular feedback page does not offer the bug report category', () => {
    expect(FEEDBACK_CATEGORIES.map((c) => c.value)).toEqual(['bug', 'valuation', 'suggestion', 'account', 'other'])
    expect(BUG_REPORT_CATEGORY).toEqual({ value: 'bug_report', label: 'Bug反馈' })
    expect(BUG_REPORT_PAGES.every((p) => p.value.length <= 40 && p.label)).toBe(true)
  })

  test('a bug report is stored with the page it happened on and the device', async () => {
    const res = await submit(bug)
    expect(res.code).toBe(200)
    expect(res.data).toMatchObject({
      category: 'bug_report',
      categoryLabel: 'Bug反馈',
      content: '抽奖页点了没反应',
      page: 'draw',
      pageLabel: '抽奖',
      device: 'weapp · iOS 17.4 · 1.0.0',
    })
    const row = await t.db.selectFrom('feedback').selectAll().where('id', '=', res.data.feedbackId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ category: 'bug_report', page: 'draw', device: 'weapp · iOS 17.4 · 1.0.0' })
  })

  test('page and device are optional; the device line is tidied', async () => {
    const bare = await submit({ category: 'bug_report', content: '首页卡顿' })
    expect(bare.data).toMatchObject({ category: 'bug_report', page: '', pageLabel: '', device: '' })
    const spaced = await submit({ ...bug, device: '  h5\n Android 14  ' })
    expect(spaced.data.device).toBe('h5 Android 14')
  })

  test('an unknown page, a long device line, or page/device on other feedback are refused in Chinese', async () => {
    expect(await submit({ ...bug, page: 'nowhere' })).toMatchObject({ code: 40000, msg: '参数错误：page 取值不正确' })
    expect(await submit({ ...bug, page: '' })).toMatchObject({ code: 40000, msg: '参数错误：page 取值不正确' })
    expect(await submit({ ...bug, device: 'x'.repeat(121) })).toMatchObject({ code: 40000, msg: '参数错误：device 长度不能超过 120' })
    expect((await submit({ ...bug, device: 'x'.repeat(120) })).code).toBe(200)
    expect(await submit({ category: 'bug', content: '报告页打不开', page: 'report' })).toMatchObject({
      code: 40000,
      msg: '参数错误：page 和 device 仅用于 Bug反馈',
    })
    expect(await submit({ category: 'other', content: '好用', device: 'h5' })).toMatchObject({ code: 40000 })
  })

  test('feedback/list shows bug reports with their label and page beside regular feedback', async () => {
    const other = (await t.login('13800006102')).token
    await submit({ category: 'suggestion', content: '希望支持更多游戏' }, other)
    t.clock.advance(1000)
    await submit({ ...bug, page: 'payment', content: '支付后报告没解锁' }, other)
    const list = await t.post(`${API}/feedback/list`, {}, other)
    expect(list.data.total).toBe(2)
    expect(list.data.list[0]).toMatchObject({
      category: 'bug_report',
      categoryLabel: 'Bug反馈',
      content: '支付后报告没解锁',
      page: 'payment',
      pageLabel: '支付',
      device: 'weapp · iOS 17.4 · 1.0.0',
    })
    expect(list.data.list[1]).toMatchObject({ category: 'suggestion', categoryLabel: '产品建议', page: '', pageLabel: '', device: '' })
  })
})
