import { act } from 'react'
import { navigateTo } from '../../src/router'
import { sessionStore } from '../../src/stores/session'
import { bootPage, byTestId, currentPage, net, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'

/** An article (`pages/information/detail?id=…`) for a visitor: the service's safe HTML body, missing and error states. */

jest.setTimeout(30000)

jest.mock('../../src/pages/information/index', () => ({ __esModule: true, default: () => null }))

const ok = (data: unknown): Reply => ({ code: 200, msg: 'ok', data })
// 10:00 in Beijing, as the page shows it whatever the test machine's zone.
const PUBLISHED = Date.UTC(2026, 10, 10, 2, 0)

const article = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  title: '账号交易防找回：买家和卖家都要知道的几件事',
  category: 'anti-fraud',
  categoryName: '防骗提醒',
  summary: '摘要',
  cover: '',
  publishedAt: PUBLISHED,
  html: '<h2>为什么账号能被找回</h2>\n<p>游戏官方认定账号归属，看的是<strong>注册和绑定信息</strong>。</p>\n<ul>\n<li>是否活邮</li>\n<li>实名能不能修改</li>\n</ul>\n',
  ...over,
})

const DETAILS: Record<string, unknown> = {
  'avoid-recovery-fraud': article('avoid-recovery-fraud'),
  'with-cover': article('with-cover', {
    title: '带封面的文章',
    category: 'market',
    categoryName: '行情资讯',
    cover: 'https://cdn.example.com/c.png',
  }),
}
let failFirst = true

const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/info/detail') {
    const id = String(r.data?.id)
    if (id === 'flaky' && failFirst) {
      failFirst = false
      return { code: 50001, msg: '服务繁忙，请稍后再试' }
    }
    if (id === 'flaky') return ok(article('flaky', { title: '第二次才加载出来' }))
    return DETAILS[id] ? ok(DETAILS[id]) : { code: 40004, msg: '文章不存在或已下线' }
  }
  return ok(null)
}

const detailCalls = () => net.requests.filter((r) => r.url.startsWith('/app/v1/info/detail')).map((r) => r.data)

async function open(id: string) {
  net.requests.length = 0
  await act(async () => {
    await navigateTo('informationDetail', { id })
  })
  await waitFor(() => window.location.hash === `#/pages/information/detail?id=${id}`, `article ${id}`)
}

beforeAll(async () => {
  await bootPage('#/pages/information/detail?id=avoid-recovery-fraud', { reply, user: null, ready: 'info-article' })
})

beforeEach(() => {
  toasts.length = 0
})

it('shows the title, category, time and the body, without a login', async () => {
  expect(sessionStore.isLoggedIn).toBe(false)
  expect(detailCalls()).toContainEqual({ id: 'avoid-recovery-fraud' })
  expect(text('info-article-title')).toBe('账号交易防找回：买家和卖家都要知道的几件事')
  expect(text('info-article-category')).toBe('防骗提醒')
  expect(text('info-article-date')).toBe('2026-11-10 10:00')
  expect(byTestId('info-article-cover')).toBeNull()
  // The page takes the article's title.
  expect(currentPage().querySelector('.nav-bar__title')?.textContent).toBe('账号交易防找回：买家和卖家都要知道的几件事')
  // RichText draws the service's HTML as markup.
  await waitFor(() => byTestId('info-article-body')?.querySelector('h2') != null, 'the body')
  const body = byTestId('info-article-body') as HTMLElement
  expect(body.querySelector('h2')?.textContent).toBe('为什么账号能被找回')
  expect(body.querySelector('strong')?.textContent).toBe('注册和绑定信息')
  expect(Array.from(body.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['是否活邮', '实名能不能修改'])
  expect(toasts).toEqual([])
})

it('shows the cover when the article has one', async () => {
  await open('with-cover')
  await waitFor(() => text('info-article-title') === '带封面的文章', 'the article with a cover')
  expect(byTestId('info-article-cover')?.getAttribute('src')).toBe('https://cdn.example.com/c.png')
  expect(text('info-article-category')).toBe('行情资讯')
})

it('an unknown article says 文章不存在或已下线 and offers the list', async () => {
  await open('gone')
  await waitFor(() => byTestId('info-article-missing') !== null, 'the missing state')
  expect(text('info-article-missing')).toContain('文章不存在或已下线')
  expect(byTestId('info-article-error')).toBeNull()
  expect(toasts).toEqual([])
  await tap('info-article-to-list')
  await waitFor(() => window.location.hash === '#/pages/information/index', 'the list')
})

it('a link without a usable id is missing without asking the service', async () => {
  net.requests.length = 0
  await act(async () => {
    await navigateTo('informationDetail', { id: 'Not An Id' })
  })
  await waitFor(() => byTestId('info-article-missing') !== null, 'the missing state')
  expect(detailCalls()).toEqual([])
})

it('a failed load offers 重新加载, which brings the article', async () => {
  await open('flaky')
  await waitFor(() => byTestId('info-article-error') !== null, 'the error state')
  expect(text('info-article-error')).toContain('服务繁忙，请稍后再试')
  await tap('info-article-error-retry')
  await waitFor(() => byTestId('info-article') !== null, 'the article')
  expect(text('info-article-title')).toBe('第二次才加载出来')
  expect(detailCalls()).toEqual([{ id: 'flaky' }, { id: 'flaky' }])
})
