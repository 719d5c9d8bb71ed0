import { act } from 'react'
import { settle } from './boot'
import { bootPage, byTestId, currentPage, pageText, tap, TEST_USER, waitFor } from './helpers'

/**
 * H5: an address the app has no page for (a mistyped or outdated link) shows 页面不存在 with a way home, instead
 * of leaving the previous page (or nothing) on screen. Logged out too: there is nothing to log in for.
 */
const reply = () => ({ code: 200, msg: 'ok', data: null })

it('booting on an unknown hash shows the not-found page, which leads home', async () => {
  await bootPage('#/pages/nope/index?x=1', { reply, user: null })
  await waitFor(() => byTestId('not-found') !== null, 'the not-found page')
  expect(pageText()).toContain('页面不存在')
  expect(window.location.hash).not.toContain('login')
  await tap('not-found-next')
  await waitFor(() => window.location.hash.startsWith('#/pages/index/index'), 'home')
})

it('going to an unknown hash from a page replaces it with the not-found page (logged in)', async () => {
  const { sessionStore } = await import('../../src/stores/session')
  await act(async () => sessionStore.saveUser(TEST_USER))
  window.location.hash = '#/pages/check/index'
  await settle(400)
  window.location.hash = '#/pages/nope/other'
  await waitFor(() => byTestId('not-found') !== null, 'the not-found page')
  expect(currentPage().textContent).toContain('页面不存在')
  expect(byTestId('not-found-next')?.textContent).toBe('返回首页')
})
