import { act } from 'react'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, urls, waitFor, type Req } from './helpers'
import { goBack, switchTab } from '../../src/router'
import { recentEvents } from '../../src/tracker'

/** 消息 in the real app, reached from Mine; only the network is replaced. Tests run in order like one session. */

const NOW = Date.now()
const message = (id: number, extra: Record<string, unknown> = {}) => ({
  messageId: id,
  kind: 'system',
  title: `通知 ${id}`,
  body: `第 ${id} 条通知的内容`,
  createdAt: NOW - id * 60_000,
  read: false,
  target: null,
  ...extra,
})

let list = [
  message(1, {
    kind: 'report_ready',
    title: '估价完成',
    body: '你的王者荣耀账号估价报告已生成，看看值多少',
    target: { type: 'report', id: 'r_msg' },
  }),
  message(2, { kind: 'help_progress', title: '好友为你助力', body: '小*为你的估价报告助力，已有 1/3 人，再有 2 人即可免费解锁' }),
  message(3, {
    kind: 'coupon_granted',
    title: '解锁券到账',
    body: '平台赠送：2 张解锁券已到账',
    target: { type: 'coupons', id: '' },
    read: true,
  }),
  message(4, { kind: 'system', title: '系统维护通知', body: '7 月 2 日 02:00-04:00 停机维护' }),
]
const unreadOf = () => list.filter((m) => !m.read).length
let failList = false

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/message/unread') return { code: 200, msg: 'ok', data: { count: unreadOf() } }
  if (url === '/app/v1/message/list') {
    if (failList) return { code: 50001, msg: '服务异常，请稍后重试', data: null }
    return { code: 200, msg: 'ok', data: { list, total: list.length, unread: unreadOf() } }
  }
  if (url === '/app/v1/message/read') {
    const id = r.data?.messageId
    if (!list.some((m) => m.messageId === id)) return { code: 40004, msg: '消息不存在', data: null }
    list = list.map((m) => (m.messageId === id ? { ...m, read: true } : m))
    return { code: 200, msg: 'ok', data: { unread: unreadOf() } }
  }
  if (url === '/app/v1/message/readAll') {
    list = list.map((m) => ({ ...m, read: true }))
    return { code: 200, msg: 'ok', data: { unread: 0 } }
  }
  if (url === '/app/v1/feedback/unread') return { code: 200, msg: 'ok', data: { count: 0 } }
  if (url === '/app/v1/invitation/getUnlockCoupon') return { code: 200, msg: 'ok', data: { count: 0 } }
  return { code: 200, msg: 'ok', data: null }
}

const cards = () => Array.from(currentPage().querySelectorAll('[data-testid="msg-card"]')) as HTMLElement[]
const events = (spm: string) => recentEvents.filter((e) => e.spm === spm)

beforeAll(async () => {
  await bootPage('#/pages/my/index', { reply: service, ready: 'mine-head' })
})

beforeEach(() => {
  net.requests.length = 0
})

it('Mine shows 消息 first among its services, with the unread count read when Mine shows', async () => {
  await waitFor(() => text('messages-count') === '3', 'the unread count')
  expect(text('entry-messages')).toContain('消息')
  const cells = Array.from(currentPage().querySelectorAll('.mine-cell')).map((c) => c.getAttribute('data-testid'))
  expect(cells[0]).toBe('entry-messages')
})

it('the list: each message with its kind’s icon, unread ones marked, the count and 全部已读, the 90 days', async () => {
  await tap('entry-messages')
  await waitFor(() => cards().length === 4, 'four messages')
  expect(window.location.hash).toBe('#/pages/messages/index')
  // The Mine tap and the page view are tracked under mine › messages.
  expect(events('mine.messages').at(-1)?.extra).toMatchObject({ entry: 'messages' })
  expect(events('mine.messages.inbox').at(-1)?.eventType).toBe('pv')
  expect(text('msg-unread-count')).toBe('3 条未读')
  expect(text('msg-read-all')).toBe('全部已读')
  const [ready, help, coupon] = cards()
  expect(ready.textContent).toContain('估价完成')
  expect(ready.textContent).toContain('你的王者荣耀账号估价报告已生成，看看值多少')
  expect(ready.textContent).toContain('查看详情 ›')
  expect(ready.className).toContain('msg-card--unread')
  expect(ready.querySelector('[data-testid="msg-unread"]')).not.toBeNull()
  expect(ready.querySelector('.icon-tile--blue')).not.toBeNull()
  expect(help.querySelector('.icon-tile--green')).not.toBeNull()
  expect(help.textContent).not.toContain('查看详情')
  expect(coupon.querySelector('[data-testid="msg-unread"]')).toBeNull()
  expect(coupon.className).not.toContain('msg-card--unread')
  expect(pageText()).toContain('仅显示最近 90 天的消息')
})

it('opening one marks it read and goes where it leads; back on the list it stays read, the count one less', async () => {
  await act(async () => {
    cards()[0].click()
  })
  await waitFor(() => window.location.hash === '#/pages/report/index?valId=r_msg', 'the report')
  expect(net.requests.find((r) => r.url.split('?')[0] === '/app/v1/message/read')?.data).toEqual({ messageId: 1 })
  expect(events('mine.messages.inbox.open').at(-1)?.extra).toMatchObject({ kind: 'report_ready', messageId: 1, unread: true })
  await act(async () => {
    await goBack()
  })
  await waitFor(() => text('msg-unread-count') === '2 条未读', 'two unread')
  expect(cards()[0].querySelector('[data-testid="msg-unread"]')).toBeNull()
})

it('a message that leads nowhere is marked read where it is', async () => {
  await act(async () => {
    cards()[1].click()
  })
  await waitFor(() => text('msg-unread-count') === '1 条未读', 'one unread')
  expect(window.location.hash).toBe('#/pages/messages/index')
})

it('全部已读 marks every one read at once; Mine’s count follows', async () => {
  await tap('msg-read-all')
  expect(urls()).toContain('/app/v1/message/readAll')
  expect(text('msg-unread-count')).toBe('全部已读')
  expect(byTestId('msg-read-all')).toBeNull()
  expect(currentPage().querySelectorAll('[data-testid="msg-unread"]')).toHaveLength(0)
  expect(events('mine.messages.inbox.read_all').at(-1)?.extra).toMatchObject({ unread: 1 })
  await act(async () => {
    await switchTab('mine')
  })
  await waitFor(() => urls().includes('/app/v1/message/unread'), 'the count asked again')
  await waitFor(() => byTestId('messages-count') === null, 'no count on Mine')
})

it('more than 99 unread shows 99+', async () => {
  list = Array.from({ length: 120 }, (_, i) => message(i + 10))
  await act(async () => {
    await switchTab('evaluate')
  })
  await act(async () => {
    await switchTab('mine')
  })
  await waitFor(() => text('messages-count') === '99+', '99+')
})

it('no messages yet: the empty state says what will come; a failed load offers to try again', async () => {
  list = []
  await waitFor(() => byTestId('entry-messages') !== null, 'Mine')
  await tap('entry-messages')
  await waitFor(() => byTestId('msg-empty') !== null, 'the empty state')
  expect(pageText()).toContain('暂无消息')
  expect(pageText()).toContain('报告生成、好友助力、支付退款、解锁券和客服回复都会通知你')
  await act(async () => {
    await goBack()
  })
  failList = true
  await waitFor(() => byTestId('entry-messages') !== null, 'Mine again')
  await tap('entry-messages')
  await waitFor(() => byTestId('msg-error') !== null, 'the error state')
  expect(pageText()).toContain('服务异常，请稍后重试')
  failList = false
  list = [message(5)]
  await tap('msg-error-retry')
  await waitFor(() => cards().length === 1, 'the list after retrying')
})
