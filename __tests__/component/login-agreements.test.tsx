import { navigateBack } from '../../src/router'
import { bootPage, byTestId, tap, waitFor } from './helpers'

/** The login entry's 《用户协议》 and 《隐私政策》 open the agreements (they were words that did nothing). */

beforeAll(async () => {
  await bootPage('#/pages/login/index', { reply: () => ({ code: 200, msg: 'ok' }), user: null })
})

it.each([
  ['login-agreement', '#/pages/h5/policy-agreement/index'],
  ['login-privacy', '#/pages/h5/privacy-guide/index'],
])('%s opens %s', async (id, hash) => {
  await waitFor(() => byTestId(id) !== null, 'the login page')
  await tap(id)
  await waitFor(() => window.location.hash.startsWith(hash), hash)
  await navigateBack()
})
