import { settle } from './boot'
import { bootPage } from './helpers'

/**
 * H5 direct entry: opening a login-only page by URL bypasses every navigation API, so the router-change
 * guard installed at launch must send the user to code login with `from`.
 */
it('a logged-out direct entry to a blocked page lands on code login with from', async () => {
  // Start-up loads the global config; no service runs here.
  await bootPage('#/pages/vouchersList/index?tab=2', { reply: () => ({ code: 200, msg: 'ok', data: {} }), user: null })
  await settle(400)
  expect(window.location.hash).toBe(`#/pages/login/verifyCode?from=${encodeURIComponent('/pages/vouchersList/index?tab=2')}`)
  expect(document.querySelector('.vc__title')?.textContent).toBe('手机号验证码登录')
})

it('a public page opens directly', async () => {
  window.location.hash = '#/pages/report/index?valId=3'
  await settle(400)
  expect(window.location.hash).toBe('#/pages/report/index?valId=3')
})
