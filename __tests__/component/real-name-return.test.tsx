import { act } from 'react'
import { bootPage, byTestId, net, tap, text, toasts, type, waitFor, type Req } from './helpers'
import { payConfig } from './pay-fixtures'

/**
 * Issue 34: an unverified player who taps pay is told 40100 by payTrans, lands on the real-name page and, once
 * verified, is taken straight back to the same pay page (not a fresh one) to pay.
 */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const PAY_HASH = '#/pages/pay/index_for_web?valId=r_a&payScene=1'
let verified = false

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url === '/app/v1/payment/paymentConfig') return ok(payConfig('r_a', 1, { realNameRequired: !verified }))
  if (url === '/app/v1/payment/payTrans') return { code: 40100, msg: '付费解锁前需完成实名认证，也可使用解锁券或邀请好友助力', data: null }
  if (url === '/app/v1/user/castatus') return ok({ status: verified ? 1 : 0, name: verified ? '张*' : '', idNo: '' })
  if (url === '/app/v1/user/realInfoVerify') {
    verified = true
    return { code: 200, msg: '实名认证成功', data: { status: 1, name: '张*', idNo: '110***********002X' } }
  }
  return ok(null)
}

beforeAll(async () => {
  await bootPage(PAY_HASH, { reply: service, ready: 'pay-price' })
})

it('payTrans 40100 opens the real-name page with the pay page as `from`, which verification returns to', async () => {
  await tap('pay-submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/realNameAuth/index'), 'the real-name page')
  expect(toasts).toContain('请先完成实名认证')
  const from = new URLSearchParams(window.location.hash.split('?')[1]).get('from')
  expect(from).toBe('/pages/pay/index_for_web?payScene=1&valId=r_a')
  await waitFor(() => byTestId('real-name-form') !== null, 'the real-name form')
  expect(text('why')).toBe(
    '根据国家相关规定，付费解锁报告和发布账号前需完成实名认证；未满18周岁的用户不能付费，可使用解锁券或邀请好友助力解锁报告。',
  )

  await type('name-field', '张三')
  await type('id-field', '11010519491231002X')
  await act(async () => {
    await tap('submit')
  })
  await waitFor(() => window.location.hash === PAY_HASH, 'back on the pay page')
  expect(toasts).toContain('实名认证成功')
  // Back, not a new pay page on top: the real-name page left the stack.
  await waitFor(() => byTestId('pay-price') !== null, 'the pay page shown again')
  expect(net.requests.filter((r) => r.url.startsWith('/app/v1/user/realInfoVerify'))).toHaveLength(1)
})
