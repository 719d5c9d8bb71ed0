import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, urls, waitFor, type Req } from './helpers'
import { navigateTo, switchTab } from '../../src/router'

/** 我的反馈 in the real app, reached from Mine; only the network is replaced. Tests run in order like one session. */

const NOW = Date.now()
const item = (id: number, extra: Record<string, unknown> = {}) => ({
  feedbackId: id,
  category: 'valuation',
  categoryLabel: '估价不准',
  content: `第 ${id} 条：估价比同类账号低很多`,
  contact: '',
  imageCount: 0,
  page: '',
  pageLabel: '',
  device: '',
  status: 0,
  statusLabel: '待回复',
  createdAt: NOW - id * 60_000,
  replyCount: 0,
  unread: false,
  lastReplyAt: null,
  ...extra,
})

let unread = 1
let list = [
  item(2, { status: 1, statusLabel: '已回复', replyCount: 1, unread: true, lastReplyAt: NOW }),
  item(1, { status: 2, statusLabel: '已关闭', category: 'bug', categoryLabel: '功能异常' }),
]
const detail = {
  ...list[0],
  imageCount: 1,
  images: [{ imageId: 'fi_a', url: '/media/feedback/fi_a?e=1&s=x' }],
  replies: [{ replyId: 5, author: '客服', content: '已核对，估价已按最新成交更新。', createdAt: NOW }],
}

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/feedback/unread') return { code: 200, msg: 'ok', data: { count: unread } }
  if (url === '/app/v1/feedback/list') return { code: 200, msg: 'ok', data: { list, total: list.length } }
  if (url === '/app/v1/feedback/detail') {
    if (r.data?.feedbackId !== 2) return { code: 40004, msg: '反馈不存在', data: null }
    // Opening it reads the reply: the service's own effect, as the page will see it after.
    unread = 0
    list = list.map((f) => (f.feedbackId === 2 ? { ...f, unread: false } : f))
    return { code: 200, msg: 'ok', data: detail }
  }
  if (url === '/app/v1/invitation/getUnlockCoupon') return { code: 200, msg: 'ok', data: { count: 0 } }
  return { code: 200, msg: 'ok', data: null }
}

const cards = () => Array.from(currentPage().querySelectorAll('[data-testid="myfb-card"]')) as HTMLElement[]

beforeAll(async () => {
  jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve({ errMsg: 'previewImage:ok' })) as never)
  await bootPage('#/pages/my/index', { reply: service, ready: 'mine-head' })
})

beforeEach(() => {
  net.requests.length = 0
})

it('Mine shows 我的反馈 with a dot while a reply is unread', async () => {
  await waitFor(() => byTestId('my-feedback-dot') !== null, 'the unread dot')
  expect(text('entry-myFeedback')).toContain('我的反馈')
})

it('the list: status tags, the unread dot and its line, newest first', async () => {
  await tap('entry-myFeedback')
  await waitFor(() => cards().length === 2, 'two feedback cards')
  expect(window.location.hash).toBe('#/pages/my-feedback/index')
  const [answered, closed] = cards()
  expect(answered.querySelector('[data-testid="myfb-status"]')?.textContent).toBe('已回复')
  expect(answered.querySelector('[data-testid="myfb-unread"]')).not.toBeNull()
  expect(answered.textContent).toContain('有新回复 ›')
  expect(answered.textContent).toContain('第 2 条：估价比同类账号低很多')
  expect(closed.querySelector('[data-testid="myfb-status"]')?.textContent).toBe('已关闭')
  expect(closed.querySelector('[data-testid="myfb-status"]')?.className).toContain('myfb-tag--grey')
  expect(closed.querySelector('[data-testid="myfb-unread"]')).toBeNull()
  expect(closed.textContent).toContain('功能异常')
})

it("the detail: the player's text and image, then 客服's reply as a conversation; the image previews", async () => {
  await act(async () => {
    cards()[0].click()
  })
  await waitFor(() => byTestId('myfb-detail') !== null, 'the feedback detail')
  expect(window.location.hash).toBe('#/pages/my-feedback/detail?feedbackId=2')
  expect(net.requests.find((r) => r.url.split('?')[0] === '/app/v1/feedback/detail')?.data).toEqual({ feedbackId: 2 })
  expect(text('myfb-own')).toContain('第 2 条：估价比同类账号低很多')
  expect(text('myfb-reply')).toContain('客服')
  expect(text('myfb-reply')).toContain('已核对，估价已按最新成交更新。')
  const own = byTestId('myfb-own') as HTMLElement
  const reply = byTestId('myfb-reply') as HTMLElement
  expect(own.className).toContain('myfb-msg--mine')
  expect(reply.className).toContain('myfb-msg--staff')
  // The player's message comes first, the reply after it.
  expect(own.compareDocumentPosition(reply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  await tap('myfb-shot')
  expect(Taro.previewImage).toHaveBeenCalledWith({
    urls: [expect.stringMatching(/\/media\/feedback\/fi_a\?e=1&s=x$/)],
    current: expect.any(String),
  })
  expect(text('myfb-note')).toBe('')
})

it('back on the list and on Mine, the reply is read: no dot', async () => {
  await act(async () => {
    await Taro.navigateBack()
  })
  await waitFor(() => cards().length === 2 && cards()[0].querySelector('[data-testid="myfb-unread"]') === null, 'the list refreshed')
  await act(async () => {
    await switchTab('mine')
  })
  await waitFor(() => urls().includes('/app/v1/feedback/unread'), 'the unread count asked again')
  await waitFor(() => byTestId('my-feedback-dot') === null, 'the dot gone')
})

it("someone else's or an unknown feedback is 反馈不存在, with the way back to the list", async () => {
  await act(async () => {
    await navigateTo('myFeedbackDetail', { feedbackId: 99 })
  })
  await waitFor(() => byTestId('myfb-detail-missing') !== null, 'the missing state')
  expect(pageText()).toContain('反馈不存在')
  await tap('myfb-detail-to-list')
  await waitFor(() => window.location.hash === '#/pages/my-feedback/index', 'the list')
})

it('no feedback yet: the empty state leads to 意见反馈', async () => {
  list = []
  await act(async () => {
    await navigateTo('myFeedback')
  })
  await waitFor(() => byTestId('myfb-empty') !== null, 'the empty state')
  expect(pageText()).toContain('还没有提交过反馈')
  await tap('myfb-empty-action')
  await waitFor(() => window.location.hash === '#/subPages/adviceFeedback/index', 'the feedback form')
})
