import { act } from 'react'
import { navigateTo } from '../../src/router'
import { bootPage, toasts, urls, waitFor } from './helpers'

/** AI创作 is not on the login whitelist: a visitor is sent to code login, coming back to the page. */

it('sends a logged-out user to login with from=the AI创作 page, and calls nothing', async () => {
  await bootPage('#/pages/index/index', { user: null })
  await act(async () => {
    await navigateTo('aiCreating', { valId: 'r_aaaaaaaaaaaaaaaa' })
  })
  const from = encodeURIComponent('/subPages/ai-creating/index?valId=r_aaaaaaaaaaaaaaaa')
  await waitFor(() => window.location.hash.startsWith(`#/pages/login/verifyCode?from=${from}`), 'code login')
  expect(toasts).toContain('请先登录')
  expect(urls()).not.toContain('/app/v1/ai/create')
})
