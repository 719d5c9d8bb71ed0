import Taro from '@tarojs/taro'
import { act } from 'react'
import { settle } from './boot'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, toasts, type, waitFor, type Reply, type Req } from './helpers'
import { BUG_REPORT_PAGES } from '../../server/src/contract/values/feedback'

/** 找Bug赢爱心值: the bug report form of the bug-feedback banner, filed into 意见反馈 as `bug_report`. */

jest.setTimeout(30000)

const path = (r: { url: string }) => r.url.split('?')[0]
let submitReply: Reply = { code: 42900, msg: '今天的反馈次数已达上限，请明天再来' }
const reply = (r: Req): Reply => (path(r) === '/app/v1/feedback/submit' ? submitReply : { code: 200, msg: 'ok', data: null })
const submits = () => net.requests.filter((r) => path(r) === '/app/v1/feedback/submit')

beforeAll(async () => {
  const real = Taro.getSystemInfoSync
  jest.spyOn(Taro, 'getSystemInfoSync').mockImplementation(() => ({ ...real(), system: 'iOS 17.2', brand: 'Apple', model: 'iPhone 15' }))
  jest.spyOn(Taro, 'uploadFile').mockImplementation(((o: { filePath: string }) =>
    Promise.resolve({
      statusCode: 200,
      data: JSON.stringify({ code: 200, msg: 'ok', data: { imageId: `fi_${o.filePath.replace(/\W/g, '')}`, mime: 'image/png', size: 10 } }),
      errMsg: 'uploadFile:ok',
    })) as never)
  jest
    .spyOn(Taro, 'chooseImage')
    .mockImplementation((() => Promise.resolve({ tempFilePaths: ['blob:shot1'], tempFiles: [], errMsg: 'chooseImage:ok' })) as never)
  await bootPage('#/pages/h5/banner/bug-feedback', { reply, ready: 'bug-submit' })
})

beforeEach(() => {
  net.requests.length = 0
  toasts.length = 0
})

it('offers every bug area, a 140-character box and the device filled in read-only', () => {
  expect(pageText()).toContain('找Bug赢爱心值')
  for (const p of BUG_REPORT_PAGES) expect(text(`bug-page-${p.value}`)).toBe(p.label)
  expect(text('bug-count')).toBe('0/140')
  expect(text('bug-device-system')).toBe('iOS 17.2')
  expect(text('bug-device-version')).toBe('1.0.0')
  expect(text('bug-device')).toContain('Apple iPhone 15')
  expect(text('bug-device-terminal')).not.toBe('')
  // shown, not editable
  expect(byTestId('bug-device')?.querySelector('input, textarea')).toBeNull()
})

it('an empty form says what is missing under each field and sends nothing', async () => {
  await tap('bug-submit')
  expect(text('bug-error-page')).toBe('请选择问题出现在哪里')
  expect(text('bug-error-content')).toBe('请描述你遇到的问题')
  expect(byTestId('bug-error-contact')).toBeNull()
  expect(submits()).toHaveLength(0)

  await tap('bug-page-payment')
  expect(byTestId('bug-page-payment')?.className).toContain('bf-chip--on')
  expect(byTestId('bug-error-page')).toBeNull()
  expect(text('bug-error-content')).toBe('请描述你遇到的问题')

  await type('bug-content', '错'.repeat(150))
  expect(text('bug-count')).toBe('140/140')
  expect(byTestId('bug-error-content')).toBeNull()
  await type('bug-content', '   ')
  await type('bug-contact', 'not-a-contact')
  await tap('bug-submit')
  expect(text('bug-error-content')).toBe('请描述你遇到的问题')
  expect(text('bug-error-contact')).toBe('请填写正确的手机号、邮箱或QQ号')
  expect(submits()).toHaveLength(0)
})

it('a refusal from the service stays on the form', async () => {
  await type('bug-content', '支付成功后报告还是锁着的')
  await type('bug-contact', '13800138000')
  await tap('shot-add')
  await waitFor(() => currentPage().querySelectorAll('[data-testid="shot"]').length === 1 && !byTestId('shot-uploading'), 'the upload')
  await tap('bug-submit')
  await waitFor(() => byTestId('bug-submit-error') !== null, 'the submit error')
  expect(text('bug-submit-error')).toBe('今天的反馈次数已达上限，请明天再来')
  expect(byTestId('bug-done')).toBeNull()
  expect(submits()).toHaveLength(1)
})

it('files a bug_report with the area, the device, the screenshot and the contact, then thanks the user', async () => {
  submitReply = { code: 200, msg: 'ok', data: { feedbackId: 31 } }
  await tap('bug-submit')
  await waitFor(() => byTestId('bug-done') !== null, 'the thank-you state')
  expect(submits().map((r) => r.data)).toEqual([
    {
      category: 'bug_report',
      page: 'payment',
      device: expect.stringMatching(/^[^；]+；iOS 17\.2；Apple iPhone 15；App 1\.0\.0$/),
      content: '支付成功后报告还是锁着的',
      imageIds: ['fi_blobshot1'],
      contact: '13800138000',
    },
  ])
  expect(text('bug-done')).toContain('感谢你的反馈')
})

it('查看我的反馈 opens the feedback page; 返回首页 goes home', async () => {
  await tap('bug-my-feedback')
  await waitFor(() => window.location.hash === '#/subPages/adviceFeedback/index', 'the feedback page')
  await act(async () => {
    window.history.back()
  })
  await waitFor(() => byTestId('bug-done') !== null, 'back on the thank-you state')
  await settle(600)
  await tap('bug-home')
  await waitFor(() => window.location.hash === '#/pages/index/index', 'home')
})
