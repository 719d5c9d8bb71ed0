import { act } from 'react'
import { settle } from './boot'
import { bootPage, flush, net, urls, type Reply, type Req } from './helpers'

/**
 * The code-login page rendered by the real app (guarded router, MobX session store, request wrapper);
 * only the network is replaced. Tests share one booted app and run in order like a user session.
 */

let reply: (r: Req) => Reply = () => ({ code: 200, msg: 'ok' })

const $ = (sel: string) => document.querySelector(sel) as HTMLElement
const byTestId = (id: string) => $(`[data-testid="${id}"]`)
const text = (id: string) => byTestId(id)?.textContent ?? ''

async function type(field: 'phone-field' | 'code-field', value: string) {
  const input = byTestId(field).querySelector('input') as HTMLInputElement
  await act(async () => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function tap(id: string) {
  await act(async () => {
    byTestId(id).click()
  })
  await flush()
}

beforeAll(async () => {
  await bootPage('#/pages/login/verifyCode?from=%2Fpages%2Fpay%2Findex%3Fscene%3D1&inviteCode=INV7', { reply: (r) => reply(r), user: null })
})

beforeEach(() => {
  net.requests.length = 0
})

afterEach(() => jest.useRealTimers())

it('renders the phone field with +86, the code field, the send button and login', () => {
  expect($('.vc__title').textContent).toBe('手机号验证码登录')
  expect(text('tel-code')).toBe('+86')
  expect(byTestId('code-field').querySelector('input')?.getAttribute('maxlength')).toBe('6')
  expect(text('send-code')).toBe('获取验证码')
  expect(text('login-btn')).toBe('登录')
  expect(text('agreement')).toContain('《用户协议》')
  expect(text('agreement')).toContain('《隐私政策》')
})

it('flags an invalid phone without calling the service', async () => {
  await type('phone-field', '12345')
  await tap('send-code')
  expect(text('phone-error')).toBe('请输入正确的手机号')
  expect(byTestId('phone-field').className).toContain('vc__field--error')
  expect(net.requests).toEqual([])
})

it('sends the code and counts down from 59 s to 重新获取', async () => {
  jest.useFakeTimers()
  await type('phone-field', '13800138000')
  expect(byTestId('phone-error')).toBeNull()
  await tap('send-code')
  expect(net.requests.map((r) => [r.url, r.data])).toEqual([['/app/v1/verify/send', { phone: '13800138000', telCode: '86' }]])
  expect(text('send-code')).toBe('59s')
  await act(async () => {
    jest.advanceTimersByTime(1000)
  })
  expect(text('send-code')).toBe('58s')
  // a tap while counting does not send again
  await tap('send-code')
  expect(net.requests).toHaveLength(1)
  await act(async () => {
    jest.advanceTimersByTime(58_000)
  })
  expect(text('send-code')).toBe('重新获取')
})

it('50015 shows the code error and drops the countdown', async () => {
  jest.useFakeTimers()
  await tap('send-code')
  expect(text('send-code')).toBe('59s')
  reply = (r) => (r.url === '/app/v1/verify/login' ? { code: 50015, msg: '验证码错误' } : { code: 200, msg: 'ok' })
  await type('code-field', '111111')
  await tap('agree-check')
  await tap('login-btn')
  expect(net.requests.find((r) => r.url === '/app/v1/verify/login')?.data).toEqual({
    phone: '13800138000',
    code: '111111',
    telCode: '86',
    inviteCode: 'INV7',
  })
  expect(text('code-error')).toBe('验证码错误')
  expect(byTestId('code-field').className).toContain('vc__field--error')
  expect(text('send-code')).toBe('重新获取')
})

it('a correct code logs in and lands on from', async () => {
  reply = (r) => {
    if (r.url === '/app/v1/verify/login') return { code: 200, msg: 'ok', data: { token: 'T', refresh_token: 'R' } }
    if (r.url === '/app/v1/user/userInfo') return { code: 200, msg: 'ok', data: { user_base_info: { id: 9 } } }
    return { code: 200, msg: 'ok', data: {} }
  }
  await type('code-field', '123456')
  expect(byTestId('code-error')).toBeNull()
  await tap('login-btn')
  await settle(400)
  // The tracker's batch may leave within the test (5 s after the first event): analytics, not the login's requests.
  expect(urls()).toEqual(['/app/v1/verify/login', '/app/v1/user/userInfo', '/app/v1/getPxToken'])
  expect(window.location.hash).toBe('#/pages/pay/index?scene=1')
})
