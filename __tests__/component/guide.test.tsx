import Taro from '@tarojs/taro'
import { settle } from './boot'
import { bootPage } from './helpers'

/** The entry page: 1,600 ms launch animation on first use, then the home tab; the flag is remembered. */
it('shows the launch animation once, then switches to home and sets the first-use flag', async () => {
  // Start-up loads the global config; no service runs here.
  await bootPage('#/', { reply: () => ({ code: 200, msg: 'ok', data: {} }), user: null })
  expect(document.querySelector('.guide__name')?.textContent).toBe('游戏估价')
  expect(Taro.getStorageSync('va-not-first-use')).toBe('')
  await settle(1000)
  // still animating before 1,600 ms
  expect(window.location.hash).toMatch(/^#\/(pages\/guide\/index)?$/)
  await settle(1000)
  expect(window.location.hash).toBe('#/pages/index/index')
  expect(Taro.getStorageSync('va-not-first-use')).toBe(true)
})
