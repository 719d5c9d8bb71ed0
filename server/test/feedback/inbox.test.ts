import { createFeedback } from '../../src/modules/feedback'
import type { FeedbackInbox } from '../../src/modules/feedback/inbox'
import { createTestApp, type TestApp } from '../helpers'
import { TableAuditTrail } from '../support/audit-trail'
import { GIF, png, uploadFeedbackImage } from './images'

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const HOUR = 3_600_000
/** Steps shorter than the access token's two hours. */
const HALF_HOUR = HOUR / 2
const alice = { operatorId: 7, name: '小王', ip: '10.0.0.1' }
const bob = { operatorId: 8, name: '小李' }

let t: TestApp
let inbox: FeedbackInbox
let audit: TableAuditTrail
let player: string
let other: string

const upload = (data: Buffer, tok = player) => uploadFeedbackImage(t.app, tok, data)

async function submit(body: Record<string, unknown>, tok = player): Promise<number> {
  const res = await t.post(`${API}/feedback/submit`, body, tok)
  if (res.code !== 200) throw new Error(`submit failed: ${res.code} ${res.msg}`)
  return res.data.feedbackId as number
}

const mine = (tok = player) => t.post(`${API}/feedback/list`, {}, tok)
const detail = (feedbackId: number, tok = player) => t.post(`${API}/feedback/detail`, { feedbackId }, tok)
const unread = (tok = player) => t.post(`${API}/feedback/unread`, {}, tok)

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  audit = await TableAuditTrail.create(t.db)
  // The inbox on the app's database and clock, with a trail: the app's own services run without one.
  inbox = createFeedback({ db: t.db, clock: t.clock, secret: t.config.tokenSecret, audit }).inbox
  player = (await t.login('13800008001')).token
  other = (await t.login('13800008002')).token
})
afterEach(async () => {
  await t.close()
})

describe('the inbox (operators)', () => {
  test('lists by status, assignment, type and date, newest first, paged', async () => {
    const a = await submit({ category: 'valuation', content: '估价偏低' })
    t.clock.advance(HALF_HOUR)
    const b = await submit({ category: 'bug_report', content: '报告页白屏', page: 'report', device: 'iPhone 15 / iOS 17' }, other)
    t.clock.advance(HALF_HOUR)
    const c = await submit({ category: 'suggestion', content: '希望支持更多游戏' })
    await inbox.reply(alice, a, '已收到，我们会核对这个账号的估价。')
    await inbox.assign(alice, b, bob.operatorId)
    await inbox.close(alice, c)

    const ids = async (q: Parameters<FeedbackInbox['list']>[0]) => (await inbox.list(q)).list.map((f) => f.feedbackId)
    expect(await ids({})).toEqual([c, b, a])
    expect(await ids({ status: 0 })).toEqual([b])
    expect(await ids({ status: 1 })).toEqual([a])
    expect(await ids({ status: 2 })).toEqual([c])
    expect(await ids({ assignedTo: bob.operatorId })).toEqual([b])
    expect(await ids({ assignedTo: null })).toEqual([c, a])
    expect(await ids({ type: 'bug' })).toEqual([b])
    expect(await ids({ type: 'feedback' })).toEqual([c, a])
    expect(await ids({ from: NOW + HALF_HOUR, to: NOW + 2 * HALF_HOUR })).toEqual([b])
    expect(await inbox.list({ page: 2, pageSize: 2 })).toMatchObject({ total: 3, list: [{ feedbackId: a }] })

    const [bug] = (await inbox.list({ type: 'bug' })).list
    expect(bug).toMatchObject({
      type: 'bug',
      categoryLabel: 'Bug反馈',
      pageLabel: '报告',
      device: 'iPhone 15 / iOS 17',
      status: 0,
      statusLabel: '待回复',
      assignedTo: bob.operatorId,
      replyCount: 0,
    })
    expect(bug.userId).toEqual(expect.any(Number))
  })

  test('detail: the player, the text, the images behind signed links, and the replies', async () => {
    const shot = png(2, 2)
    const first = await upload(shot)
    // Images show in upload order (the app uploads them one after the other).
    t.clock.advance(1)
    const id = await submit({ category: 'bug', content: '页面卡住', imageIds: [await upload(GIF), first], contact: '13800008001' })
    await inbox.reply(alice, id, '请更新到最新版本再试试。')
    const d = await inbox.detail(id)
    const userId = (await t.db.selectFrom('users').select('id').where('phone', '=', '13800008001').executeTakeFirstOrThrow()).id
    expect(d).toMatchObject({ feedbackId: id, userId, content: '页面卡住', contact: '138****8001', imageCount: 2, status: 1 })
    expect(d.replies).toEqual([
      { replyId: expect.any(Number), operatorId: 7, operatorName: '小王', content: '请更新到最新版本再试试。', createdAt: NOW + 1 },
    ])
    expect(d.images.map((i) => i.mime)).toEqual(['image/png', 'image/gif'])

    const image = await t.app.inject({ url: d.images[0].url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(Buffer.from(image.rawPayload).equals(shot)).toBe(true)
    // Another image's signature, a changed expiry and a link past its time all fail alike.
    const [path, query] = d.images[0].url.split('?')
    const otherSig = new URLSearchParams(d.images[1].url.split('?')[1]).get('s')
    expect((await t.app.inject({ url: `${path}?${query.replace(/s=[^&]+/, `s=${otherSig}`)}` })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ url: `${path}?${query.replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + HOUR}`)}` })).statusCode,
    ).toBe(404)
    t.clock.advance(3 * HOUR)
    expect((await t.app.inject({ url: d.images[0].url })).statusCode).toBe(404)
    await expect(inbox.detail(999_999)).rejects.toMatchObject({ code: 40004, message: '反馈不存在' })
  })

  test('reply, close, reopen and assign are audited with who, the object, before and after', async () => {
    const id = await submit({ category: 'account', content: '换绑手机号' })
    await inbox.assign(alice, id, bob.operatorId)
    await inbox.reply(bob, id, '请在设置里操作。')
    await inbox.close(bob, id, '已解决')
    await expect(inbox.reply(bob, id, '补充一句')).rejects.toMatchObject({ code: 40000, message: '反馈已关闭，请先重新打开' })
    await expect(inbox.close(bob, id)).rejects.toMatchObject({ message: '反馈已关闭' })
    expect(await inbox.reopen(alice, id, '用户追问')).toMatchObject({ status: 1, statusLabel: '已回复' })
    await expect(inbox.reopen(alice, id)).rejects.toMatchObject({ message: '反馈未关闭，无需重新打开' })
    // Assigning to whoever has it already changes nothing and records nothing.
    await inbox.assign(alice, id, bob.operatorId)

    const entries = await audit.entries()
    expect(entries.map((e) => [e.action, e.actor, e.objectType, e.objectId])).toEqual([
      ['feedback.assign', '小王', 'feedback', String(id)],
      ['feedback.reply', '小李', 'feedback', String(id)],
      ['feedback.close', '小李', 'feedback', String(id)],
      ['feedback.reopen', '小王', 'feedback', String(id)],
    ])
    expect(entries[0]).toMatchObject({ operatorId: 7, before: { assignedTo: null }, after: { assignedTo: 8 } })
    expect(entries[1]).toMatchObject({
      before: { status: 0, replyCount: 0 },
      after: { status: 1, replyCount: 1, content: '请在设置里操作。' },
    })
    expect(entries[2]).toMatchObject({ before: { status: 1 }, after: { status: 2 }, reason: '已解决' })
    expect(entries[3]).toMatchObject({ before: { status: 2 }, after: { status: 1 }, reason: '用户追问' })
    // A feedback never answered goes back to 待回复.
    const fresh = await submit({ category: 'other', content: '没有回复的' })
    await inbox.close(alice, fresh)
    expect(await inbox.reopen(alice, fresh)).toMatchObject({ status: 0, statusLabel: '待回复' })
  })

  test('refuses empty, overlong and unknown; a failed audit write undoes the change', async () => {
    const id = await submit({ category: 'other', content: '测试' })
    await expect(inbox.reply(alice, id, '   ')).rejects.toMatchObject({ code: 40000, message: '回复内容不能为空' })
    await expect(inbox.reply(alice, id, '字'.repeat(1001))).rejects.toMatchObject({ message: '回复内容不能超过 1000 字' })
    expect(await inbox.reply(alice, id, '字'.repeat(1000))).toMatchObject({ content: '字'.repeat(1000) })
    await expect(inbox.reply(alice, 999_999, '你好')).rejects.toMatchObject({ code: 40004 })
    await expect(inbox.assign(alice, id, 0)).rejects.toMatchObject({ code: 40000 })

    audit.failNext = true
    await expect(inbox.reply(alice, id, '这条不会留下')).rejects.toThrow('audit table unavailable')
    audit.failNext = true
    await expect(inbox.close(alice, id)).rejects.toThrow('audit table unavailable')
    const d = await inbox.detail(id)
    expect(d).toMatchObject({ status: 1, replyCount: 1 })
    expect(d.replies).toHaveLength(1)
    expect(await audit.entries()).toHaveLength(1)
  })

  test('parallel writes: 20 replies all count, 20 closes close once, with one entry each', async () => {
    const id = await submit({ category: 'other', content: '并发' })
    await Promise.all(Array.from({ length: 20 }, (_, i) => inbox.reply(i % 2 ? alice : bob, id, `回复 ${i}`)))
    const d = await inbox.detail(id)
    expect(d).toMatchObject({ replyCount: 20, status: 1 })
    expect(d.replies).toHaveLength(20)
    const closes = await Promise.allSettled(Array.from({ length: 20 }, () => inbox.close(alice, id)))
    expect(closes.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(await audit.entries('feedback.reply')).toHaveLength(20)
    expect(await audit.entries('feedback.close')).toHaveLength(1)
    // The player sees all twenty as unread until they open it.
    expect((await mine()).data.list[0]).toMatchObject({ replyCount: 20, unread: true })
  })
})

describe('我的反馈 (the player)', () => {
  test('list and detail show status and replies as 客服; opening marks them read; the Mine count follows', async () => {
    const id = await submit({ category: 'valuation', content: '估价偏低', imageIds: [await upload(png(3, 1))] })
    const untouched = await submit({ category: 'other', content: '另一条' })
    expect((await unread()).data).toEqual({ count: 0 })
    expect((await mine()).data.list[1]).toMatchObject({
      feedbackId: id,
      status: 0,
      statusLabel: '待回复',
      replyCount: 0,
      unread: false,
      lastReplyAt: null,
    })

    t.clock.advance(HOUR)
    await inbox.reply(alice, id, '已核对，估价已按最新成交更新。')
    expect((await unread()).data).toEqual({ count: 1 })
    expect((await mine()).data.list.find((f: { feedbackId: number }) => f.feedbackId === id)).toMatchObject({
      status: 1,
      statusLabel: '已回复',
      replyCount: 1,
      unread: true,
      lastReplyAt: NOW + HOUR,
    })

    const opened = await detail(id)
    expect(opened.code).toBe(200)
    expect(opened.data).toMatchObject({ feedbackId: id, content: '估价偏低', unread: true, imageCount: 1 })
    expect(opened.data.replies).toEqual([
      { replyId: expect.any(Number), author: '客服', content: '已核对，估价已按最新成交更新。', createdAt: NOW + HOUR },
    ])
    // The operator's name never reaches the player.
    expect(JSON.stringify(opened.data)).not.toContain('小王')
    expect(opened.data.images).toHaveLength(1)
    expect((await t.app.inject({ url: opened.data.images[0].url })).statusCode).toBe(200)

    expect((await unread()).data).toEqual({ count: 0 })
    expect((await detail(id)).data.unread).toBe(false)
    await inbox.reply(bob, id, '还有问题随时反馈。')
    expect((await unread()).data).toEqual({ count: 1 })
    expect((await detail(untouched)).data).toMatchObject({ replies: [], unread: false })
    expect((await unread()).data).toEqual({ count: 1 })
  })

  test('a player sees only their own feedback', async () => {
    const id = await submit({ category: 'other', content: '我的' })
    await inbox.reply(alice, id, '收到')
    expect(await detail(id, other)).toMatchObject({ code: 40004, msg: '反馈不存在' })
    expect((await unread(other)).data).toEqual({ count: 0 })
    // The stranger's look did not mark it read for its owner.
    expect((await unread()).data).toEqual({ count: 1 })
    expect((await t.post(`${API}/feedback/detail`, { feedbackId: id })).code).toBe(40005)
    expect((await t.post(`${API}/feedback/unread`, {})).code).toBe(40005)
    expect((await t.post(`${API}/feedback/detail`, { feedbackId: 'x' }, player)).code).toBe(40000)
  })
})
