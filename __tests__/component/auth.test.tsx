import { pageUrl } from '../../src/constants/routes'
import { act } from 'react'
import { settle } from './boot'
import { TEST_USER, bootPage, byTestId, net, pageText, tap, text, type, waitFor, type Req } from './helpers'
import { authSteps } from '../../src/features/question-flow/auth-steps'
import { redirectTo } from '../../src/router'
import { resetNavigationState } from '../../src/router/navigation'

/**
 * The authorization page in the real app with a scripted val/auth/* service: each result code leads to its
 * next step (200 → valuation and the report, 2000/2001 → code, 2002 → captcha, 2003 → log in again,
 * 3209 → resend / new QR code). Tests run in order.
 */
jest.setTimeout(40000)

type Step = { resultCode?: number; pending?: boolean; qrContent?: string; captchaImage?: string; codeTarget?: string; message: string }
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const step = (s: Step) => ok({ authId: 'a_test', authKind: 2, pending: false, expiresAt: 0, ...s })
/** Scripted answers per auth call, consumed in order. */
const script: Record<string, Array<ReturnType<typeof ok> | { code: number; msg: string; data: null }>> = {}
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url.endsWith('/valGameMain')) return ok({ list: [{ gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: '', valuationCount: 0 }] })
  const m = /\/val\/auth\/(\w+)$/.exec(url)
  if (m) {
    const next = script[m[1]]?.shift()
    if (!next) throw new Error(`unscripted call ${m[1]}`)
    return next
  }
  // A new report each time (the same URL twice in a row would be a suppressed double tap).
  if (url.endsWith('/val/valuation')) return ok({ valId: `r_auth000${++reports}` })
  return ok(null)
}
let reports = 0
const calls = (name: string) => net.requests.filter((r) => r.url.split('?')[0].endsWith(`/val/${name}`))

async function open(query: string) {
  // Let the previous page transition finish before the next redirect.
  await settle(300)
  resetNavigationState()
  await act(async () => {
    void redirectTo(pageUrl(`/subPages/index/index?${new URLSearchParams(query).toString()}`))
  })
  await waitFor(() => window.location.hash.includes(`subPages/index/index?${query}`) && byTestId('auth-summary') !== null, 'the auth page')
  await settle(100)
  net.requests.length = 0
}

beforeAll(async () => {
  await bootPage('#/subPages/index/index?gameId=10013&evaluateType=3&authKind=3', {
    reply: service,
    user: { ...TEST_USER, id: 1 },
    ready: 'stage-camp-id',
  })
  net.requests.length = 0
})

it('camp id: checked on the client, with the help link; 200 values the account and opens the report', async () => {
  expect(text('auth-summary')).toContain('营地ID')
  expect(text('flow-percent')).toBe('60%')
  expect(text('camp-help')).toBe('如何获取营地ID')
  await tap('auth-submit')
  expect(text('error-campId')).toBe('请输入营地ID')
  await type('field-campId', '123')
  await tap('auth-submit')
  expect(text('error-campId')).toBe('营地ID为6-12位数字')
  expect(calls('auth/start')).toHaveLength(0)

  script.start = [step({ resultCode: 200, message: '营地ID授权成功' })]
  await type('field-campId', '12345678')
  await tap('auth-submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_auth0001')
  expect(calls('auth/start')[0].data).toEqual({ gameId: 10013, authKind: 3, campId: '12345678' })
  expect(calls('valuation')[0].data).toEqual({ evaluateType: 3, gameId: 10013, authId: 'a_test' })
})

it('a service refusal is shown on the page and the stage stays', async () => {
  await open('gameId=10013&evaluateType=3&authKind=3')
  script.start = [{ code: 40000, msg: '营地ID不存在', data: null }]
  await type('field-campId', '99999999')
  await tap('auth-submit')
  await waitFor(() => byTestId('auth-error') !== null, 'the error')
  expect(text('auth-error')).toBe('营地ID不存在')
  expect(byTestId('stage-camp-id')).not.toBeNull()
})

it('password: 2000 → email code; a wrong code keeps the stage with the message; 200 → report', async () => {
  await open('gameId=10013&evaluateType=3&authKind=2&loginType=1')
  expect(byTestId('stage-password')).not.toBeNull()
  await tap('auth-submit')
  expect(text('error-account')).toBe('请输入游戏账号')
  expect(text('error-password')).toBe('请输入密码')
  script.start = [step({ resultCode: 2000, codeTarget: 'a***@qq.com', message: '验证码已发送至邮箱 a***@qq.com，请输入邮箱验证码' })]
  await type('field-account', 'player2000')
  await type('field-password', 'secret')
  await tap('auth-submit')
  await waitFor(() => byTestId('stage-code-email') !== null, 'the email code stage')
  expect(text('auth-notice')).toContain('a***@qq.com')
  expect(text('flow-percent')).toBe('80%')
  expect(calls('auth/start')[0].data).toMatchObject({ authKind: 2, loginType: 1, account: 'player2000', password: 'secret' })
  expect(authSteps.password).toBe('')

  await tap('auth-verify')
  expect(text('error-code')).toBe('请输入验证码')
  await type('field-code', '12')
  await tap('auth-verify')
  expect(text('error-code')).toBe('请输入6位数字验证码')
  script.verify = [step({ resultCode: 2000, message: '验证码错误，请重新输入（还可尝试 4 次）' })]
  await type('field-code', '654321')
  await tap('auth-verify')
  await waitFor(() => text('auth-notice').includes('验证码错误'), 'the wrong-code message')
  expect(byTestId('stage-code-email')).not.toBeNull()
  expect(calls('auth/verify')[0].data).toEqual({ authId: 'a_test', code: '654321' })

  script.verify = [step({ resultCode: 200, message: '账号授权成功' })]
  await type('field-code', '123456')
  await tap('auth-verify')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
})

it('password: 2001 → phone code; 3209 → expired, offers resend; the new code continues', async () => {
  await open('gameId=10013&evaluateType=3&authKind=2&loginType=1')
  script.start = [step({ resultCode: 2001, codeTarget: '138****2001', message: '验证码已发送至手机 138****2001，请输入短信验证码' })]
  await type('field-account', 'player2001')
  await type('field-password', 'secret')
  await tap('auth-submit')
  await waitFor(() => byTestId('stage-code-phone') !== null, 'the phone code stage')
  script.verify = [step({ resultCode: 3209, message: '验证码已过期，请重新获取' })]
  await type('field-code', '200100')
  await tap('auth-verify')
  await waitFor(() => byTestId('code-expired') !== null, 'the expired code')
  expect(text('auth-notice')).toBe('验证码已过期，请重新获取')
  expect(byTestId('field-code')).toBeNull()
  script.resend = [step({ resultCode: 2001, codeTarget: '138****2001', message: '验证码已发送至手机 138****2001，请输入短信验证码' })]
  await tap('auth-resend')
  await waitFor(() => byTestId('field-code') !== null, 'the code field again')
  expect(calls('auth/resend')[0].data).toEqual({ authId: 'a_test' })
  script.verify = [step({ resultCode: 200, message: '账号授权成功' })]
  await type('field-code', '123456')
  await tap('auth-verify')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
})

it('password: 2002 → captcha image; 换一张 asks for a new one; then 2003 → log in again', async () => {
  await open('gameId=10013&evaluateType=3&authKind=2&loginType=1')
  const img = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
  script.start = [step({ resultCode: 2002, captchaImage: img, message: '请输入图片中的验证码' })]
  await type('field-account', 'player2002')
  await type('field-password', 'secret')
  await tap('auth-submit')
  await waitFor(() => byTestId('stage-code-captcha') !== null, 'the captcha stage')
  expect(byTestId('captcha-image')).not.toBeNull()
  await tap('auth-verify')
  expect(text('error-captcha')).toBe('请输入图形验证码')
  script.resend = [step({ resultCode: 2002, captchaImage: img, message: '请输入图片中的验证码' })]
  await tap('auth-resend')
  expect(calls('auth/resend')).toHaveLength(1)
  script.verify = [step({ resultCode: 2003, message: '登录状态已失效，请重新登录授权' })]
  await type('field-captcha', 'AB12')
  await tap('auth-verify')
  await waitFor(() => byTestId('stage-password') !== null, 'the password stage again')
  expect(calls('auth/verify')[0].data).toEqual({ authId: 'a_test', captcha: 'AB12' })
  expect(text('auth-notice')).toBe('登录状态已失效，请重新登录授权')
  expect(text('flow-percent')).toBe('60%')
})

it('code login: account first, 2001 → phone code, then 200', async () => {
  await open('gameId=10013&evaluateType=3&authKind=2&loginType=2')
  expect(byTestId('stage-code-login')).not.toBeNull()
  script.start = [step({ resultCode: 2001, codeTarget: '138****0000', message: '验证码已发送至手机 138****0000，请输入短信验证码' })]
  await type('field-account', '13800000000')
  await tap('auth-submit')
  await waitFor(() => byTestId('stage-code-phone') !== null, 'the phone code stage')
  expect(calls('auth/start')[0].data).toEqual({ gameId: 10013, authKind: 2, loginType: 2, account: '13800000000' })
  script.verify = [step({ resultCode: 200, message: '账号授权成功' })]
  await type('field-code', '123456')
  await tap('auth-verify')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
})

it('QQ scan: pending QR code polled until 200; an expired QR code (3209) offers a new one', async () => {
  await open('gameId=10013&evaluateType=3&authKind=1')
  script.start = [step({ pending: true, qrContent: 'qr:a_test:1', message: '请使用手机扫描二维码，并在手机上确认登录' })]
  script.status = [step({ resultCode: 3209, message: '二维码已过期，请刷新二维码' })]
  await tap('auth-submit')
  await waitFor(() => byTestId('qr') !== null, 'the QR code')
  expect(calls('auth/start')[0].data).toEqual({ gameId: 10013, authKind: 1, scanType: 1 })
  await waitFor(() => byTestId('auth-resend') !== null, 'the expired QR code', 10000)
  expect(text('qr')).toContain('二维码已过期')
  script.resend = [step({ pending: true, qrContent: 'qr:a_test:2', message: '请使用手机扫描二维码，并在手机上确认登录' })]
  script.status = [
    step({ pending: true, message: '请使用手机扫描二维码，并在手机上确认登录' }),
    step({ resultCode: 200, message: '扫码授权成功' }),
  ]
  await tap('auth-resend')
  await waitFor(() => byTestId('qr-image')?.getAttribute('data-content') === 'qr:a_test:2', 'the new QR code')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report', 15000)
  expect(calls('auth/status').length).toBeGreaterThanOrEqual(3)
})

it('WeChat scan (scanType 2): the same states as QQ’s, the code asked for with scanType 2 and worded for WeChat', async () => {
  await open('gameId=10013&evaluateType=3&authKind=1&scanType=2')
  expect(text('stage-scan')).toContain('微信扫码授权')
  expect(text('stage-scan')).toContain('用另一部手机的微信扫描二维码')
  expect(text('auth-summary')).toContain('授权估价 · 微信扫码')
  script.start = [step({ pending: true, qrContent: 'qr:a_wx:1', message: '请使用手机扫描二维码，并在手机上确认登录' })]
  script.status = [step({ resultCode: 3209, message: '二维码已过期，请刷新二维码' })]
  await tap('auth-submit')
  await waitFor(() => byTestId('qr') !== null, 'the QR code')
  expect(calls('auth/start')[0].data).toEqual({ gameId: 10013, authKind: 1, scanType: 2 })
  expect(text('scan-step-2')).toBe('2打开微信，点右上角「+」→「扫一扫」，再点右下角「相册」，选刚保存的二维码')
  expect(text('scan-open-app')).toBe('打开微信')
  await waitFor(() => byTestId('auth-resend') !== null, 'the expired QR code', 10000)
  expect(text('qr')).toContain('二维码已过期')
  script.resend = [step({ pending: true, qrContent: 'qr:a_wx:2', message: '请使用手机扫描二维码，并在手机上确认登录' })]
  script.status = [
    step({ pending: true, message: '请使用手机扫描二维码，并在手机上确认登录' }),
    step({ resultCode: 200, message: '扫码授权成功' }),
  ]
  await tap('auth-resend')
  await waitFor(() => byTestId('qr-image')?.getAttribute('data-content') === 'qr:a_wx:2', 'the new QR code')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report', 15000)
})

it('a game without WeChat accounts: the service’s refusal of a WeChat scan is shown where the code would be', async () => {
  await open('gameId=10012&evaluateType=3&authKind=1&scanType=2')
  script.start = [{ code: 40000, msg: '该游戏没有微信区账号，请使用QQ扫码', data: null }]
  await tap('auth-submit')
  await waitFor(() => byTestId('auth-error') !== null, 'the refusal')
  expect(text('auth-error')).toBe('该游戏没有微信区账号，请使用QQ扫码')
  expect(byTestId('qr')).toBeNull()
})

it('without a valid query the page explains what is missing', async () => {
  await settle(400)
  resetNavigationState()
  await act(async () => {
    void redirectTo(pageUrl('/subPages/index/index?gameId=x'))
  })
  await waitFor(() => byTestId('auth-invalid') !== null, 'the invalid notice')
  expect(pageText()).toContain('请从估价页重新选择授权方式')
})
