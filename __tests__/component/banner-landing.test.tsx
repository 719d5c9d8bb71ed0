import { act } from 'react'
import { banner, ok } from './banner-fixtures'
import { bootPage, byTestId, currentPage, net, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'
import { navigateTo } from '../../src/router'

/** A banner's landing page (`pages/h5/banner/index?id=N`) with its content from the service. */

jest.setTimeout(30000)

jest.mock('../../src/pages/missionCenter/index', () => ({ __esModule: true, default: () => null }))

/** A banner whose landing page this is, in its own colours. */
const landing = (id: number, over: Parameters<typeof banner>[1] = {}) =>
  banner(id, { colors: ['#f5317f', '#ff7c6e'], target: `pages/h5/banner/index?id=${id}`, ...over })

const DETAILS: Record<number, unknown> = {
  4: {
    banner: landing(4, { title: '做任务攒爱心值', desc: '签到、估价、邀请好友都能领' }),
    body: ['## 爱心值怎么来', '在任务中心完成每日签到领取爱心值。', '', '## 爱心值能做什么', '兑换解锁券或抽奖机会。'],
    action: { text: '去做任务', path: 'pages/missionCenter/index' },
  },
  5: {
    banner: landing(5, { title: '夏日狂欢', desc: '限时活动', image: 'https://cdn.example.com/summer.png' }),
    body: [],
    action: { text: '去看看', path: 'pages/not-in-this-build/index' },
  },
  7: { banner: landing(7, { title: '第二次才加载出来' }), body: ['正文'], action: null },
}
let failFirst7 = true

const reply = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/banner/detail') {
    const id = Number(r.data?.id)
    if (id === 7 && failFirst7) {
      failFirst7 = false
      return { code: 50001, msg: '服务繁忙，请稍后再试' }
    }
    return DETAILS[id] ? ok(DETAILS[id]) : { code: 40004, msg: '活动不存在或已结束' }
  }
  return ok(null)
}

const detailCalls = () => net.requests.filter((r) => r.url.startsWith('/app/v1/banner/detail')).map((r) => r.data)
const all = (id: string) => Array.from(currentPage().querySelectorAll(`[data-testid="${id}"]`)).map((e) => e.textContent)

async function open(id: number) {
  net.requests.length = 0
  await act(async () => {
    await navigateTo('h5Banner', { id })
  })
  await waitFor(() => window.location.hash === `#/pages/h5/banner/index?id=${id}`, `landing ${id}`)
}

beforeAll(async () => {
  await bootPage('#/pages/h5/banner/index?id=4', { reply, ready: 'landing' })
})

beforeEach(() => {
  toasts.length = 0
})

it('shows the hero, the body with its headings, and the button', () => {
  expect(detailCalls()).toContainEqual({ id: 4 })
  expect(text('landing-title')).toBe('做任务攒爱心值')
  expect(text('landing-desc')).toBe('签到、估价、邀请好友都能领')
  expect(byTestId('landing-image')).toBeNull()
  expect(all('landing-heading')).toEqual(['爱心值怎么来', '爱心值能做什么'])
  expect(all('landing-para')).toEqual(['在任务中心完成每日签到领取爱心值。', '兑换解锁券或抽奖机会。'])
  // the page takes the banner's title
  expect(currentPage().querySelector('.nav-bar__title')?.textContent).toBe('做任务攒爱心值')
  expect(text('landing-action')).toBe('去做任务')
})

it('the button opens its in-app page', async () => {
  await tap('landing-action')
  await waitFor(() => window.location.hash === '#/pages/missionCenter/index', 'the mission centre')
})

it('a picture hero; a button whose page this build does not have is left out', async () => {
  await open(5)
  await waitFor(() => byTestId('landing') !== null, 'landing 5')
  const img = byTestId('landing-image')
  expect(img?.getAttribute('mode')).toBe('aspectFill')
  expect(text('landing-title')).toBe('夏日狂欢')
  expect(byTestId('landing-body')).toBeNull()
  expect(byTestId('landing-action')).toBeNull()
})

it('an unknown or ended banner says 活动不存在或已结束 and offers 返回首页', async () => {
  await open(99)
  await waitFor(() => byTestId('landing-missing') !== null, 'the missing state')
  expect(text('landing-missing')).toContain('活动不存在或已结束')
  expect(byTestId('landing-error')).toBeNull()
  expect(toasts).toEqual([])
  await tap('landing-home')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'home')
})

it('a failed load offers 重新加载, which brings the page', async () => {
  await open(7)
  await waitFor(() => byTestId('landing-error') !== null, 'the error state')
  expect(text('landing-error')).toContain('服务繁忙，请稍后再试')
  await tap('landing-error-retry')
  await waitFor(() => byTestId('landing') !== null, 'landing 7')
  expect(text('landing-title')).toBe('第二次才加载出来')
  expect(detailCalls()).toEqual([{ id: 7 }, { id: 7 }])
})
