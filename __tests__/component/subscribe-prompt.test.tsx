import { act } from 'react'
import { bootPage, byTestId, net, tap, text, waitFor, type Req } from './helpers'
import { appStore } from '../../src/stores/app'
import { recentEvents } from '../../src/tracker'

/**
 * The ask for subscribe messages at the two moments that matter (issue 40): under a report that is being made, and in
 * the help card once the owner shared it. The page runs as on a WeChat mini-program: the host's dialog and login code
 * are stand-ins (the real ones need the host), the rest is the app.
 */

const mockDialog = { accept: true }
const mockRequestSubscribe = jest.fn(async (ids: string[]) => (mockDialog.accept ? ids : []))
jest.mock('../../src/platform/subscribe-message', () => ({
  subscribeSupported: true,
  requestSubscribe: (ids: string[]) => mockRequestSubscribe(ids),
}))
jest.mock('../../src/platform/host-login', () => ({ hostLoginCode: async () => 'host-code-1' }))
jest.mock('../../src/platform/terminal', () => ({ detectTerminal: () => 'weixin' }))

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const base = { evaluateType: 2, createdAt: Date.UTC(2026, 10, 1), gameId: 10013, gameName: '王者荣耀' }
const locked = { ...base, status: 1, level: 'SR', band: '1千-3千元', comparableCount: 12, demo: true, propertyConfirm: { status: 0 } }
const CODE = '123456789012345'
const share = {
  code: CODE,
  scene: `1_${CODE}_ABCDEFGH`,
  path: `/pages/h5/report/friendHelpDownload?scene=1_${CODE}_ABCDEFGH`,
  qrImage: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  qrKind: 'link',
  required: 3,
  count: 1,
  remaining: 2,
  unlocked: false,
  expired: false,
  expiresAt: Date.UTC(2026, 11, 1),
  helpers: [],
}
const TEMPLATES = { weixin: { report: 'wx-report', help: 'wx-help' }, toutiao: { report: 'tt-report' } }

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/config/global') return ok({ globalConfig: [{ confKey: 'message.subscribe', confValue: JSON.stringify(TEMPLATES) }] })
  if (url === '/app/v1/val/valReport') {
    const valId = String(r.data?.valId)
    return ok(valId === 'r_gen' ? { ...base, valId, status: 0 } : { ...locked, valId })
  }
  if (url === '/app/v1/val/helpShare') return ok(share)
  if (url === '/app/v1/message/subscribe') return ok({ credits: 1 })
  return ok(null)
}

const subscribeCalls = () => net.requests.filter((r) => r.url.split('?')[0] === '/app/v1/message/subscribe')

beforeAll(async () => {
  await bootPage('#/pages/report/index?valId=r_gen', { reply: service, ready: 'report-generating' })
})

it('a report being made offers 报告生成后提醒我; accepting asks the host once and tells the service with a login code', async () => {
  await waitFor(() => byTestId('subscribe-report') !== null, 'the report prompt')
  expect(text('subscribe-report')).toContain('报告生成后提醒我')
  expect(text('subscribe-report')).toContain('离开页面也能第一时间收到结果')
  net.requests.length = 0
  await tap('subscribe-report-btn')
  await waitFor(() => byTestId('subscribe-report-done') !== null, 'the answer')
  expect(mockRequestSubscribe).toHaveBeenCalledTimes(1)
  expect(mockRequestSubscribe).toHaveBeenCalledWith(['wx-report'])
  expect(subscribeCalls().map((r) => r.data)).toEqual([{ topic: 'report', code: 'host-code-1' }])
  expect(subscribeCalls()[0].header?.terminal).toBe('5')
  expect(text('subscribe-report-done')).toBe('已开启提醒，报告生成后会通知你')
  expect(recentEvents.filter((e) => e.spm === 'mine.messages.subscribe').at(-1)?.extra).toMatchObject({
    topic: 'report',
    outcome: 'accepted',
  })
})

it('without a template for the platform there is nothing to ask', async () => {
  await act(async () => {
    appStore.applyGlobalConfig([{ confKey: 'message.subscribe', confValue: JSON.stringify({ toutiao: { report: 'tt-report' } }) }])
  })
  expect(byTestId('subscribe-report')).toBeNull()
  expect(byTestId('subscribe-report-done')).toBeNull()
  await act(async () => {
    appStore.applyGlobalConfig([{ confKey: 'message.subscribe', confValue: JSON.stringify(TEMPLATES) }])
  })
})

it('the help card asks once the owner shared it; declining tells the service nothing and the page goes on', async () => {
  const { navigateTo } = await import('../../src/router')
  await act(async () => {
    await navigateTo('report', { valId: 'r_help' })
  })
  await waitFor(() => byTestId('help-copy') !== null, 'the help card')
  // Not before sharing: nothing has been asked of friends yet.
  expect(byTestId('subscribe-help')).toBeNull()
  await tap('help-copy')
  await waitFor(() => byTestId('subscribe-help') !== null, 'the help prompt')
  expect(text('subscribe-help')).toContain('好友助力后提醒我')
  mockDialog.accept = false
  net.requests.length = 0
  mockRequestSubscribe.mockClear()
  await tap('subscribe-help-btn')
  await waitFor(() => byTestId('subscribe-help-done') !== null, 'the answer')
  expect(mockRequestSubscribe).toHaveBeenCalledWith(['wx-help'])
  expect(subscribeCalls()).toEqual([])
  expect(text('subscribe-help-done')).toBe('未开启提醒，助力进度也会发到「我的 › 消息」')
  expect(byTestId('help-card')).not.toBeNull()
})
