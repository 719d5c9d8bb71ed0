import { GIF, png, uploadFeedbackImage } from '../feedback/images'
import { createConsoleApp, type ConsoleTestApp, type Session } from './console-fixture'
import { playerOf } from './players'

/** 用户反馈 in the console: the inbox, one feedback with its images, and replies the player reads in 我的反馈. */

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const MINUTE = 60_000
const PHONE = '13800008001'

let t: ConsoleTestApp
let sue: Session
let ids: Record<'sue' | 'sam' | 'ada' | 'fin', number>
let player: { token: string; userId: number; uid: string }

async function submit(body: Record<string, unknown>, token = player.token): Promise<number> {
  const res = await t.post(`${API}/feedback/submit`, body, token)
  if (res.code !== 200) throw new Error(`submit failed: ${res.code} ${res.msg}`)
  return res.data.feedbackId as number
}

const inbox = (query = '', session = sue) => t.call('GET', `/feedback${query}`, { session })
const detail = (feedbackId: number | string, session = sue) => t.call('GET', `/feedback/detail?feedbackId=${feedbackId}`, { session })
const write = (path: string, body: Record<string, unknown>, session = sue) => t.call('POST', `/feedback/${path}`, { session, body })
const listIds = (reply: { data: { list: { feedbackId: number }[] } }) => reply.data.list.map((f) => f.feedbackId)
const audited = async (action: string) =>
  (await t.app.services.audit.list({ objectType: 'feedback' }, 1, 100)).list.filter((r) => r.action === action)

beforeEach(async () => {
  t = await createConsoleApp({ now: NOW })
  ids = {
    sue: (await t.addOperator('sue', 'support')).id,
    sam: (await t.addOperator('sam', 'support')).id,
    ada: (await t.addOperator('ada', 'admin')).id,
    fin: (await t.addOperator('fin', 'finance')).id,
  }
  sue = await t.sessionOf('sue')
  player = await playerOf(t, PHONE)
})
afterEach(async () => {
  await t.close()
})

test('the inbox: filters by status, type and assignment, paged, with the player and contact masked', async () => {
  const a = await submit({ category: 'valuation', content: '估价偏低', contact: PHONE })
  t.clock.advance(MINUTE)
  const other = await playerOf(t, '13800008002')
  const b = await submit({ category: 'bug_report', content: '报告页白屏', page: 'report', device: 'iPhone 15 / iOS 17' }, other.token)
  t.clock.advance(MINUTE)
  const c = await submit({ category: 'suggestion', content: '希望支持更多游戏' })
  expect((await write('assign', { feedbackId: b, operatorId: ids.sue })).code).toBe(200)
  expect((await write('assign', { feedbackId: c, operatorId: ids.sam })).code).toBe(200)
  expect((await write('reply', { feedbackId: a, content: '收到' })).code).toBe(200)

  const all = await inbox()
  expect(all.data).toMatchObject({ total: 3, page: 1, pageSize: 20 })
  expect(listIds(all)).toEqual([c, b, a])
  expect(all.data.list[2]).toMatchObject({
    feedbackId: a,
    type: 'feedback',
    categoryLabel: '估价不准',
    contact: '138****8001',
    status: 1,
    statusLabel: '已回复',
    replyCount: 1,
    playerRead: false,
    assignedTo: null,
    player: { uid: player.uid, phone: '138****8001' },
  })
  expect(all.data.list[1]).toMatchObject({
    type: 'bug',
    pageLabel: '报告',
    device: 'iPhone 15 / iOS 17',
    assignedTo: { id: ids.sue, name: 'sue' },
  })
  expect(JSON.stringify(all.data)).not.toContain(PHONE)
  expect(all.data.list[0]).not.toHaveProperty('unread')

  expect(listIds(await inbox('?status=0'))).toEqual([c, b])
  expect(listIds(await inbox('?status=1'))).toEqual([a])
  expect(listIds(await inbox('?type=bug'))).toEqual([b])
  expect(listIds(await inbox('?type=feedback&status=0'))).toEqual([c])
  expect(listIds(await inbox('?assigned=me'))).toEqual([b])
  expect(listIds(await inbox(`?assigned=${ids.sam}`))).toEqual([c])
  expect(listIds(await inbox('?assigned=none'))).toEqual([a])
  expect(listIds(await inbox(`?from=${NOW + MINUTE}&to=${NOW + 2 * MINUTE}`))).toEqual([b])
  expect((await inbox('?page=2&pageSize=2')).data).toMatchObject({ total: 3, page: 2, pageSize: 2, list: [{ feedbackId: a }] })
  for (const query of ['?status=3', '?type=other', '?assigned=someone', '?pageSize=0', '?page=x']) {
    expect([query, (await inbox(query)).code]).toEqual([query, 40000])
  }
})

test('detail: content, device, the images behind signed links the console can load, the conversation', async () => {
  const shot = png(3, 2)
  const first = await uploadFeedbackImage(t.app, player.token, shot)
  t.clock.advance(1)
  const second = await uploadFeedbackImage(t.app, player.token, GIF)
  const id = await submit({ category: 'bug', content: '页面卡住', imageIds: [second, first] })
  await write('reply', { feedbackId: id, content: '请更新到最新版本再试试。' })

  const d = await detail(id)
  expect(d.code).toBe(200)
  expect(d.data).toMatchObject({ feedbackId: id, content: '页面卡住', categoryLabel: '功能异常', imageCount: 2, status: 1 })
  expect(d.data.replies).toEqual([
    { replyId: expect.any(Number), operatorId: ids.sue, operatorName: 'sue', content: '请更新到最新版本再试试。', createdAt: NOW + 1 },
  ])
  expect(d.data.images.map((i: { mime: string }) => i.mime)).toEqual(['image/png', 'image/gif'])
  expect(d.data.images[0].url).toMatch(/^\/media\/feedback\/fi_[^?]+\?e=\d+&s=/)
  // Same origin as /console/, whose CSP allows images from 'self'.
  const image = await t.app.inject({ url: d.data.images[0].url })
  expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png'])
  expect(Buffer.from(image.rawPayload).equals(shot)).toBe(true)

  expect((await detail(999_999)).code).toBe(40004)
  expect((await detail('abc')).code).toBe(40000)
  expect((await t.call('GET', '/feedback/detail', { session: sue })).code).toBe(40000)
})

test('a reply reaches the player in 我的反馈 as 客服, unread until opened; audited with before and after', async () => {
  const id = await submit({ category: 'valuation', content: '估价偏低' })
  const replied = await write('reply', { feedbackId: id, content: '  已核对，估价已按最新成交更新。 ' })
  expect(replied.code).toBe(200)
  expect(replied.data).toMatchObject({ status: 1, statusLabel: '已回复', replyCount: 1, playerRead: false })

  expect((await t.post(`${API}/feedback/unread`, {}, player.token)).data).toEqual({ count: 1 })
  const mine = await t.post(`${API}/feedback/list`, {}, player.token)
  expect(mine.data.list[0]).toMatchObject({ feedbackId: id, statusLabel: '已回复', unread: true })
  const opened = await t.post(`${API}/feedback/detail`, { feedbackId: id }, player.token)
  expect(opened.data.replies).toEqual([
    { replyId: expect.any(Number), author: '客服', content: '已核对，估价已按最新成交更新。', createdAt: NOW },
  ])
  expect(JSON.stringify(opened.data)).not.toContain('sue')
  expect((await t.post(`${API}/feedback/unread`, {}, player.token)).data).toEqual({ count: 0 })
  expect((await detail(id)).data.playerRead).toBe(true)

  const [entry] = await audited('feedback.reply')
  expect(entry).toMatchObject({
    operatorId: ids.sue,
    actor: 'sue',
    ip: '127.0.0.1',
    objectId: String(id),
    before: { status: 0, replyCount: 0 },
    after: { status: 1, replyCount: 1, content: '已核对，估价已按最新成交更新。' },
  })
})

test('close, reopen and assign: state rules, who may be assigned, and an audit row each', async () => {
  const id = await submit({ category: 'account', content: '换绑手机号' })
  const closed = await write('close', { feedbackId: id, reason: ' 已解决 ' })
  expect(closed.data).toMatchObject({ status: 2, statusLabel: '已关闭' })
  expect(await write('reply', { feedbackId: id, content: '补充' })).toMatchObject({ code: 40000, msg: '反馈已关闭，请先重新打开' })
  expect(await write('close', { feedbackId: id })).toMatchObject({ code: 40000, msg: '反馈已关闭' })
  expect((await write('reopen', { feedbackId: id })).data).toMatchObject({ status: 0, statusLabel: '待回复' })
  expect(await write('reopen', { feedbackId: id })).toMatchObject({ code: 40000, msg: '反馈未关闭，无需重新打开' })

  expect((await write('assign', { feedbackId: id, operatorId: ids.sam })).data.assignedTo).toEqual({ id: ids.sam, name: 'sam' })
  expect((await write('assign', { feedbackId: id, operatorId: ids.ada })).data.assignedTo).toEqual({ id: ids.ada, name: 'ada' })
  // Finance does not answer feedback; a disabled operator answers nothing.
  expect(await write('assign', { feedbackId: id, operatorId: ids.fin })).toMatchObject({
    code: 40000,
    msg: '只能分配给启用中的客服或管理员',
  })
  await t.app.services.operators.update({ operatorId: null, name: 'cli:test' }, ids.sam, { disabled: true })
  expect((await write('assign', { feedbackId: id, operatorId: ids.sam })).code).toBe(40000)
  expect((await write('assign', { feedbackId: id, operatorId: 999 })).code).toBe(40000)
  expect((await write('assign', { feedbackId: id, operatorId: null })).data.assignedTo).toBeNull()

  const assignees = await t.call('GET', '/feedback/assignees', { session: sue })
  expect(assignees.data.list).toEqual([
    { id: ids.sue, name: 'sue' },
    { id: ids.ada, name: 'ada' },
  ])

  expect((await audited('feedback.close'))[0]).toMatchObject({ before: { status: 0 }, after: { status: 2 }, reason: '已解决' })
  expect((await audited('feedback.reopen'))[0]).toMatchObject({ before: { status: 2 }, after: { status: 0 }, reason: null })
  expect((await audited('feedback.assign')).map((e) => e.after)).toEqual([
    expect.objectContaining({ assignedTo: null }),
    expect.objectContaining({ assignedTo: ids.ada }),
    expect.objectContaining({ assignedTo: ids.sam }),
  ])
})

test('bad input is 40000 with a Chinese message; unknown feedback 40004; finance may not use the inbox', async () => {
  const id = await submit({ category: 'other', content: '测试' })
  const cases: [string, Record<string, unknown>][] = [
    ['reply', { feedbackId: id, content: '' }],
    ['reply', { feedbackId: id, content: '   ' }],
    ['reply', { feedbackId: id, content: '字'.repeat(1001) }],
    ['reply', { feedbackId: 'x', content: '你好' }],
    ['reply', { content: '你好' }],
    ['close', { feedbackId: 0 }],
    ['close', { feedbackId: id, reason: '因'.repeat(201) }],
    ['assign', { feedbackId: id }],
    ['assign', { feedbackId: id, operatorId: 'sue' }],
  ]
  for (const [path, body] of cases) {
    const reply = await write(path, body)
    expect([path, body, reply.code]).toEqual([path, body, 40000])
    expect(reply.msg).toMatch(/[\u4e00-\u9fa5]/)
  }
  expect((await write('reply', { feedbackId: 999_999, content: '你好' })).code).toBe(40004)
  expect((await detail(id)).data).toMatchObject({ replyCount: 0, status: 0 })
  expect(await audited('feedback.reply')).toEqual([])

  const fin = await t.sessionOf('fin')
  expect((await inbox('', fin)).code).toBe(40003)
  expect((await write('reply', { feedbackId: id, content: '你好' }, fin)).code).toBe(40003)
})
