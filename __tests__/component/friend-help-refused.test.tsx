import { act } from 'react'
import { helpCalls, helpDetail, ok } from './friend-help-fixtures'
import { bootPage, byTestId, net, tap, text, toasts, waitFor, type Reply, type Req } from './helpers'
import { BizCode, defaultMessages } from '../../server/src/contract/values/biz-codes'
import { reLaunch } from '../../src/router'
import { pageUrl } from '../../src/constants/routes'

/** A friend whose tap is refused sees the service's reason (not a silent count), and 已助力 after helping. */

let refusal: Reply = { code: 0, msg: '', data: null }
let helpedByMe = false
const service = (r: Req): Reply => {
  const path = r.url.split('?')[0]
  if (path === '/app/v1/val/valReportShare') return refusal
  if (path === '/app/v1/val/helpDetail') return ok(helpDetail({ helpedByMe, kind: 2 }))
  return ok(null)
}

beforeAll(async () => {
  await bootPage('#/pages/my/index', { reply: service })
})

/** Each visit its own code: relaunching the page on screen would not open it again. */
async function openLanding(code: string, ready: string) {
  net.requests.length = 0
  toasts.length = 0
  await act(async () => {
    await reLaunch(pageUrl(`/pages/h5/report/friendHelpDownload?code=${code}`))
  })
  await waitFor(() => byTestId(ready) !== null, ready)
}

it.each([
  [BizCode.HELP_OWNER_RECENT, '87654321'],
  [BizCode.HELP_DAY_LIMIT, '87654322'],
  [BizCode.HELP_ALREADY, '87654323'],
])('refusal %i: the reason shows after the tap, and no help button to tap again', async (code, helpCode) => {
  const msg = defaultMessages[code]
  refusal = { code, msg, data: null }
  await openLanding(helpCode, 'fh-help')
  expect(helpCalls(net.requests)).toEqual([])
  await tap('fh-help')
  await waitFor(() => byTestId('fh-outcome') !== null, 'the outcome')
  expect(helpCalls(net.requests).map((r) => r.data)).toEqual([{ valId: helpCode }])
  expect(text('fh-outcome')).toBe(msg)
  expect(toasts).toContain(msg)
  expect(toasts).not.toContain('恭喜助力成功！')
  expect(byTestId('fh-help')).toBeNull()
})

it('a friend who already helped sees 已助力 and no help button', async () => {
  helpedByMe = true
  await openLanding('87654324', 'fh-done')
  expect(text('fh-done')).toBe('已助力')
  expect(byTestId('fh-help')).toBeNull()
  expect(text('friend-help')).toContain('帮TA免费解锁意向推荐报告')
})
