import { act } from 'react'
import Taro from '@tarojs/taro'
import { appStore } from '../../src/stores/app'
import { SERVICE_HOURS } from '../../src/content/agreements'
import { bootPage, byTestId, pageText, tap, text, toasts, waitFor, type Req } from './helpers'

/**
 * 联系我们 shows what operators configured in `app.support` (global config), and the feedback page always: it is
 * the channel when nothing is configured. No placeholder address is ever shown.
 */
jest.setTimeout(30000)

let support: string | null = null
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url.endsWith('/config/global'))
    return { code: 200, msg: 'ok', data: { globalConfig: support ? [{ confKey: 'app.support', confValue: support }] : [] } }
  return { code: 200, msg: 'ok', data: null }
}
const configure = async (value: string | null) => {
  support = value
  await act(async () => {
    appStore.applyGlobalConfig(value ? [{ confKey: 'app.support', confValue: value }] : [])
  })
}

beforeAll(async () => {
  await bootPage('#/pages/my-page/contactUs', { reply: service, ready: 'contact-feedback' })
})

it('nothing configured: the feedback page is the way to reach us, with the default hours', async () => {
  await configure(null)
  expect(text('contact-feedback')).toContain('在线反馈')
  expect(text('contact-hours')).toBe(SERVICE_HOURS)
  for (const field of ['phone', 'wechat', 'qq', 'email']) expect(byTestId(`contact-${field}`)).toBeNull()
  expect(pageText()).toContain('目前通过在线反馈联系我们')
  expect(pageText()).not.toMatch(/@|example/)
})

it('configured channels are listed and copied; malformed or placeholder values are left out', async () => {
  await configure(
    JSON.stringify({
      phone: '400-820-8820',
      wechat: 'gujia_kefu',
      email: 'support@youxigujia.example',
      qq: '12',
      hours: '工作日 10:00-19:00',
    }),
  )
  expect(text('contact-phone')).toContain('400-820-8820')
  expect(text('contact-wechat')).toContain('gujia_kefu')
  expect(byTestId('contact-email')).toBeNull()
  expect(byTestId('contact-qq')).toBeNull()
  expect(text('contact-hours')).toBe('工作日 10:00-19:00')
  expect(pageText()).not.toContain('youxigujia.example')

  toasts.length = 0
  await tap('contact-copy-wechat')
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'gujia_kefu' })
  await waitFor(() => toasts.includes('已复制'), 'the copied toast')
  expect(byTestId('contact-feedback')).not.toBeNull()
})

it('在线反馈 opens the feedback page', async () => {
  await tap('contact-feedback')
  await waitFor(() => window.location.hash.startsWith('#/subPages/adviceFeedback/index'), 'the feedback page')
})
