import { act } from 'react'
import { bootPage, byTestId } from './helpers'

/**
 * The 登录 button on code login carries `disabled` only while it cannot be pressed: Taro's H5 Button styles any
 * `[disabled]` attribute, `disabled="false"` included, so an attribute left on an enabled button made it look
 * disabled for good. Disabled until the phone and the 6-digit code are well formed, and while logging in.
 */

async function type(field: 'phone-field' | 'code-field', value: string) {
  const input = byTestId(field)!.querySelector('input') as HTMLInputElement
  await act(async () => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const button = () => byTestId('login-btn')!

beforeAll(async () => {
  await bootPage('#/pages/login/verifyCode', { reply: () => ({ code: 200, msg: 'ok' }), user: null })
})

it('is disabled, and looks it, while the form is not valid', async () => {
  expect(button().hasAttribute('disabled')).toBe(true)
  expect(button().className).toContain('vc__login--disabled')
  await type('phone-field', '13800138000')
  await type('code-field', '12345')
  expect(button().hasAttribute('disabled')).toBe(true)
  await type('phone-field', '1380013800')
  await type('code-field', '123456')
  expect(button().hasAttribute('disabled')).toBe(true)
})

it('has no disabled attribute at all once the phone and the code are valid', async () => {
  await type('phone-field', '13800138000')
  await type('code-field', '123456')
  expect(button().hasAttribute('disabled')).toBe(false)
  expect(button().className).not.toContain('vc__login--disabled')
  expect(button().hasAttribute('loading')).toBe(false)
})
