import { cliActor } from '../../src/modules/audit/service'
import { runMessageCommand } from '../../src/modules/messages/command'
import { postMessage } from '../../src/modules/messages/queries'
import { CommandError } from '../../src/lib/command-error'
import { MessageKind } from '../../src/contract/values/messages'
import { createTestApp, type TestApp } from '../helpers'

const API = '/app/v1'
const NOW = Date.UTC(2026, 6, 1, 2, 0, 0)
const DAY = 24 * 3_600_000

let t: TestApp
let alice: { token: string; id: number }
let bob: { token: string; id: number }

async function user(phone: string) {
  const { token } = await t.login(phone)
  const row = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  return { token, id: row.id }
}

/** A message for `userId`, posted the way every producer posts one. */
async function post(userId: number, title: string, extra: { kind?: (typeof MessageKind)[keyof typeof MessageKind] } = {}) {
  await postMessage(t.db, { userId, kind: extra.kind ?? MessageKind.SYSTEM, title, body: `${title}的内容`, now: t.clock.now() })
}

const list = (token: string, body: Record<string, unknown> = {}) => t.post(`${API}/message/list`, body, token)
const unread = async (token: string) => (await t.post(`${API}/message/unread`, {}, token)).data.count as number
const titles = async (token: string) => (await list(token)).data.list.map((m: { title: string }) => m.title)

beforeEach(async () => {
  t = await createTestApp({ now: NOW })
  alice = await user('13800140001')
  bob = await user('13800140002')
})
afterEach(async () => {
  await t.close()
})

test('every route needs a login', async () => {
  for (const path of ['list', 'unread', 'read', 'readAll', 'subscribe'])
    expect((await t.post(`${API}/message/${path}`, {})).code).toBe(40005)
})

test('the inbox lists the caller’s own messages newest first, paged, with the unread count', async () => {
  await post(alice.id, '第一条')
  t.clock.advance(60_000)
  await post(bob.id, '别人的')
  t.clock.advance(60_000)
  await post(alice.id, '第二条')
  t.clock.advance(60_000)
  await post(alice.id, '第三条')

  const res = await list(alice.token)
  expect(res.code).toBe(200)
  expect(res.data.total).toBe(3)
  expect(res.data.unread).toBe(3)
  expect(res.data.list.map((m: { title: string }) => m.title)).toEqual(['第三条', '第二条', '第一条'])
  expect(res.data.list[0]).toEqual({
    messageId: expect.any(Number),
    kind: 'system',
    title: '第三条',
    body: '第三条的内容',
    createdAt: NOW + 3 * 60_000,
    read: false,
    target: null,
  })
  expect((await list(alice.token, { page: 2, pageSize: 2 })).data).toMatchObject({ total: 3, list: [{ title: '第一条' }] })
  expect(await unread(alice.token)).toBe(3)
  expect(await unread(bob.token)).toBe(1)
  expect(await titles(bob.token)).toEqual(['别人的'])
  expect((await list(alice.token, { pageSize: 51 })).code).toBe(40000)
})

test('marking one read, again, and all; another player’s or an unknown id is 40004 and changes nothing', async () => {
  await post(alice.id, 'A1')
  await post(alice.id, 'A2')
  await post(bob.id, 'B1')
  const [a2, a1] = (await list(alice.token)).data.list
  const [b1] = (await list(bob.token)).data.list

  expect(await t.post(`${API}/message/read`, { messageId: a1.messageId }, alice.token)).toMatchObject({ code: 200, data: { unread: 1 } })
  // Reading it again is no error and counts nothing twice.
  expect(await t.post(`${API}/message/read`, { messageId: a1.messageId }, alice.token)).toMatchObject({ code: 200, data: { unread: 1 } })
  expect((await list(alice.token)).data.list.map((m: { read: boolean }) => m.read)).toEqual([false, true])

  expect(await t.post(`${API}/message/read`, { messageId: b1.messageId }, alice.token)).toMatchObject({ code: 40004, msg: '消息不存在' })
  expect(await t.post(`${API}/message/read`, { messageId: 999_999 }, alice.token)).toMatchObject({ code: 40004 })
  expect(await t.post(`${API}/message/read`, { messageId: 0 }, alice.token)).toMatchObject({ code: 40000 })
  expect(await unread(bob.token)).toBe(1)

  expect(await t.post(`${API}/message/readAll`, {}, alice.token)).toMatchObject({ code: 200, data: { unread: 0 } })
  expect(await unread(alice.token)).toBe(0)
  expect((await list(alice.token)).data.list.find((m: { messageId: number }) => m.messageId === a2.messageId).read).toBe(true)
  // Only the caller's: bob's stays unread.
  expect(await unread(bob.token)).toBe(1)
})

test('kept 90 days: older messages are neither listed, counted nor markable, and the sweep deletes them', async () => {
  await post(alice.id, '旧消息')
  const [old] = (await list(alice.token)).data.list
  t.clock.advance(30 * DAY)
  await post(alice.id, '新消息')
  t.clock.advance(60 * DAY - 1)
  // Access tokens last two hours: log in again after each jump of the clock.
  alice.token = (await t.login('13800140001')).token
  expect(await titles(alice.token)).toEqual(['新消息', '旧消息'])

  t.clock.advance(2)
  // 90 days and a millisecond: gone from the inbox at once, before any sweep.
  expect(await titles(alice.token)).toEqual(['新消息'])
  expect(await unread(alice.token)).toBe(1)
  expect((await t.post(`${API}/message/read`, { messageId: old.messageId }, alice.token)).code).toBe(40004)

  const swept = await t.app.services.messages.sweep()
  expect(swept.purged).toBe(1)
  const left = await t.db.selectFrom('message').select('title').execute()
  expect(left.map((m) => m.title)).toEqual(['新消息'])
})

test('a deleted account takes its messages with it', async () => {
  await post(alice.id, '给 alice')
  await post(bob.id, '给 bob')
  expect((await t.post(`${API}/user/logOff`, {}, alice.token)).code).toBe(200)
  const left = await t.db.selectFrom('message').select(['user_id', 'title']).execute()
  expect(left).toEqual([{ user_id: bob.id, title: '给 bob' }])
})

describe('system notices (npm run ops -- message:broadcast)', () => {
  const ops = (...args: string[]) => runMessageCommand(args, { notices: t.app.services.notices }, cliActor('ops'))

  test('reach every live player once, audited with what was sent; later players do not get it', async () => {
    const carol = await user('13800140003')
    expect((await t.post(`${API}/user/logOff`, {}, carol.token)).code).toBe(200)
    const out = await ops('message:broadcast', '--title', '  系统维护通知 ', '--body', '7 月 2 日 02:00-04:00 停机维护，期间暂停估价。')
    expect(out).toMatch(/^sent notice #\d+ 2026-07-01 10:00 \(China time\) by cli:ops to 2 player\(s\): 系统维护通知 — 7 月 2 日/)

    for (const who of [alice, bob]) {
      const [m] = (await list(who.token)).data.list
      expect(m).toMatchObject({
        kind: 'system',
        title: '系统维护通知',
        body: '7 月 2 日 02:00-04:00 停机维护，期间暂停估价。',
        target: null,
      })
    }
    expect(await t.db.selectFrom('message').where('user_id', '=', carol.id).selectAll().execute()).toEqual([])
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'message.broadcast').execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: 'cli:ops', object_type: 'notice' })
    expect(JSON.parse(audit[0].after_json ?? '{}')).toEqual({
      title: '系统维护通知',
      body: '7 月 2 日 02:00-04:00 停机维护，期间暂停估价。',
      recipients: 2,
    })

    const dave = await user('13800140004')
    expect(await titles(dave.token)).toEqual([])
    expect(await ops('message:list')).toMatch(/^#\d+ 2026-07-01 10:00 \(China time\) by cli:ops to 2 player\(s\): 系统维护通知/)
  })

  test('refuses what it cannot send, saying what to fix, and sends nothing', async () => {
    await expect(ops('message:broadcast', '--title', '标题')).rejects.toThrow(/needs --title and --body/)
    await expect(ops('message:broadcast', '--title', ' ', '--body', '内容')).rejects.toThrow('请填写通知标题')
    await expect(ops('message:broadcast', '--title', '长'.repeat(21), '--body', '内容')).rejects.toThrow('通知标题不能超过 20 字')
    await expect(ops('message:broadcast', '--title', '标题', '--body', '字'.repeat(141))).rejects.toThrow('通知内容不能超过 140 字')
    await expect(ops('message:broadcast', '--title', '标题', '--body', '内容', 'extra')).rejects.toBeInstanceOf(CommandError)
    await expect(ops('message:nope')).rejects.toThrow(/unknown message command/)
    expect(await t.db.selectFrom('message').selectAll().execute()).toEqual([])
    expect(await ops('message:list')).toBe('no notices sent')
  })
})
