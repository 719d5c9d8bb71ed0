import Taro from '@tarojs/taro'
import { bootApp, settle } from './boot'

/**
 * H5 direct entry: opening a login-only page by URL bypasses every navigation API, so the router-change
 * guard installed at launch must send the user to code login with `from`.
 */
it('a logged-out direct entry to a blocked page lands on code login with from', async () => {
  process.env.TARO_APP_BUILD_ENV = 'production'
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // Start-up loads the global config; no service runs here.
  jest.spyOn(Taro, 'request').mockResolvedValue({ statusCode: 200, data: { code: 200, msg: 'ok', data: {} } } as never)
  await bootApp('#/pages/vouchersList/index?tab=2')
  await settle(400)
  expect(window.location.hash).toBe(
    `#/pages/login/verifyCode?from=${encodeURIComponent('/pages/vouchersList/index?tab=2')}`,
  )
  expect(document.querySelector('.vc__title')?.textContent).toBe('手机号验证码登录')
})

it('a public page opens directly', async () => {
  window.location.hash = '#/pages/report/index?valId=3'
  await settle(400)
  expect(window.location.hash).toBe('#/pages/report/index?valId=3')
})
