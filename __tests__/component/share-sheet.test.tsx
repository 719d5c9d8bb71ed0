import Taro from '@tarojs/taro'
import { bootPage, byTestId, pageText, tap, toasts, waitFor, type Req } from './helpers'

/**
 * The report's share sheet on H5 says what its action does on this host: in a browser the link is copied to paste
 * to a friend (not 在微信中粘贴发送, not 请打开浏览器粘贴); in WeChat's browser its own top-right menu shares the
 * page on screen, so the sheet opens the share page, which then shares itself.
 */

const report = {
  valId: 'r_sh',
  status: 2,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SR',
  band: '1千-5千元',
  comparableCount: 0,
  demo: true,
  propertyConfirm: { status: 1 },
  estimateFen: 300_000,
  range: { lowFen: 250_000, highFen: 360_000, level: 0.8 },
  confidence: { score: 0.7, label: '中' },
  lowConfidence: false,
  breakdown: { baseFen: 300_000, items: [] },
  comparables: [],
  reportQuestions: [],
  trend: [{ month: '2026-10', value: 1 }],
  unlockedAt: Date.UTC(2026, 10, 2),
}
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/val/valReport') return ok(report)
  if (url === '/app/v1/val/shareLink')
    return ok({ shareToken: 'tok.9.sig', expiresAt: 1, path: '/pages/h5/report/share?shareToken=tok.9.sig' })
  return ok(null)
}

const BROWSER_UA = navigator.userAgent
const setUA = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_sh', { reply: service, ready: 'report-page' })
  await waitFor(() => byTestId('share-btn') !== null, 'the report bar')
  if (byTestId('popup-close')) await tap('popup-close')
})

afterAll(() => setUA(BROWSER_UA))

it('in a browser: copy the link, and the texts say to paste it to a friend', async () => {
  await tap('share-btn')
  expect(pageText()).toContain('复制链接后，粘贴发送给好友')
  expect(pageText()).not.toContain('在微信中粘贴发送')
  expect(byTestId('share-open')).toBeNull()
  toasts.length = 0
  await waitFor(() => byTestId('share-copy') !== null, 'the sheet')
  await tap('share-copy')
  await waitFor(() => toasts.length > 0, 'the toast')
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: expect.stringContaining('#/pages/h5/report/share?shareToken=tok.9.sig') })
  expect(toasts).toEqual(['链接已复制，快去粘贴给好友吧'])
  await tap('popup-close')
})

it("in WeChat's browser: the sheet opens the share page, to share it from the top-right menu", async () => {
  setUA('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.47')
  await tap('share-btn')
  expect(pageText()).toContain('打开分享页后，点击右上角「…」分享给好友')
  await tap('share-open')
  await waitFor(() => window.location.hash === '#/pages/h5/report/share?shareToken=tok.9.sig', 'the share page')
})
