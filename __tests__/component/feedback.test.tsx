import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, net, pageText, tap, text, type, waitFor, type Reply } from './helpers'
import { sessionStore } from '../../src/stores/session'
import { navigateTo } from '../../src/router'
import { recentEvents } from '../../src/tracker'

/** 意见反馈 in the real app: public page, submitting needs login; images go through the upload wrapper. */

const uploads: { url: string; filePath: string; name: string }[] = []
let submitReply: Reply = { code: 200, msg: '提交成功，感谢你的反馈', data: { feedbackId: 1 } }
let uploadFails = new Set<string>()
let chosen: string[] = []
const path = (r: { url: string }) => r.url.split('?')[0]

beforeAll(async () => {
  jest.spyOn(Taro, 'uploadFile').mockImplementation(((o: { url: string; filePath: string; name: string }) => {
    uploads.push(o)
    const body = uploadFails.has(o.filePath)
      ? { code: 40000, msg: '参数错误：仅支持 JPG、PNG、GIF、WEBP 图片', data: null }
      : { code: 200, msg: 'ok', data: { imageId: `fi_${o.filePath.replace(/\W/g, '')}`, mime: 'image/png', size: 10 } }
    return Promise.resolve({ statusCode: 200, data: JSON.stringify(body), errMsg: 'uploadFile:ok' })
  }) as never)
  jest
    .spyOn(Taro, 'chooseImage')
    .mockImplementation(((o: { count: number }) =>
      Promise.resolve({ tempFilePaths: chosen.slice(0, o.count), tempFiles: [], errMsg: 'chooseImage:ok' })) as never)
  await bootPage('#/pages/my/index', {
    reply: (o) => (path(o) === '/app/v1/feedback/submit' ? submitReply : { code: 200, msg: 'ok', data: null }),
    user: null,
    ready: 'mine-head',
  })
})

beforeEach(() => {
  net.requests.length = 0
  uploads.length = 0
})

const shots = () => Array.from(currentPage().querySelectorAll('[data-testid="shot"]'))

it('logged out: the form is public, but submitting asks to log in and opens login with from', async () => {
  await act(async () => {
    await navigateTo('feedback')
  })
  await waitFor(() => byTestId('feedback-submit') !== null, 'the feedback form')
  for (const c of ['功能异常', '估价不准', '产品建议', '账号问题', '其他']) expect(pageText()).toContain(c)
  expect(text('feedback-count')).toBe('0/140')
  expect(text('feedback-submit')).toBe('登录后提交')
  expect(recentEvents.some((e) => e.name === 'messages' && e.eventType === 'pv')).toBe(true)
  await tap('feedback-submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/login/verifyCode'), 'the login page')
  expect(window.location.hash).toBe(`#/pages/login/verifyCode?from=${encodeURIComponent('/subPages/adviceFeedback/index')}`)
  expect(net.requests.filter((r) => path(r) === '/app/v1/feedback/submit')).toHaveLength(0)
})

it('logged in: category and text are required; the text is cut at 140 characters', async () => {
  await act(async () => {
    sessionStore.saveUser({ token: 'T', refresh_token: 'R' })
    await navigateTo('feedback')
  })
  await waitFor(() => text('feedback-submit') === '提交反馈', 'the logged-in form')
  await tap('feedback-submit')
  expect(text('feedback-error')).toBe('请选择反馈类型')
  await tap('cat-valuation')
  expect(byTestId('cat-valuation')?.className).toContain('fb-cat--on')
  await tap('feedback-submit')
  expect(text('feedback-error')).toBe('请填写反馈内容')
  await type('feedback-content', '估'.repeat(150))
  expect(text('feedback-count')).toBe('140/140')
  await type('feedback-content', '   ')
  await tap('feedback-submit')
  expect(text('feedback-error')).toBe('请填写反馈内容')
  expect(net.requests.filter((r) => path(r) === '/app/v1/feedback/submit')).toHaveLength(0)
})

it('images: chosen images upload one by one (field file); a failed one offers 重试 and blocks the submission; remove works', async () => {
  chosen = ['blob:a', 'blob:b', 'blob:bad']
  uploadFails = new Set(['blob:bad'])
  await tap('shot-add')
  await waitFor(() => shots().length === 3 && byTestId('shot-uploading') === null, 'three uploaded shots')
  expect(uploads.map((u) => [u.url, u.filePath, u.name])).toEqual([
    ['/app/v1/feedback/upload', 'blob:a', 'file'],
    ['/app/v1/feedback/upload', 'blob:b', 'file'],
    ['/app/v1/feedback/upload', 'blob:bad', 'file'],
  ])
  expect(byTestId('shot-failed')?.textContent).toBe('重试')
  await type('feedback-content', '报告页估价比同类账号低很多')
  await tap('feedback-submit')
  expect(text('feedback-error')).toBe('有图片上传失败，请重试或删除')
  uploadFails = new Set()
  await tap('shot-failed')
  await waitFor(() => byTestId('shot-failed') === null && byTestId('shot-uploading') === null, 'the retried upload')
  expect(uploads.map((u) => u.filePath)).toEqual(['blob:a', 'blob:b', 'blob:bad', 'blob:bad'])
  const removes = currentPage().querySelectorAll<HTMLElement>('[data-testid="shot-remove"]')
  await act(async () => removes[1].click())
  expect(shots()).toHaveLength(2)
})

it('at most 9 images: the picker asks only for the room left and the add tile goes away at 9', async () => {
  chosen = Array.from({ length: 12 }, (_, i) => `blob:n${i}`)
  await tap('shot-add')
  await waitFor(() => shots().length === 9 && byTestId('shot-uploading') === null, 'nine shots')
  expect((Taro.chooseImage as unknown as jest.Mock).mock.calls.slice(-1)[0][0].count).toBe(7)
  expect(byTestId('shot-add')).toBeNull()
  // Back to two for the submission below.
  for (let i = 0; i < 7; i++) {
    const removes = currentPage().querySelectorAll<HTMLElement>('[data-testid="shot-remove"]')
    await act(async () => removes[removes.length - 1].click())
  }
  expect(shots()).toHaveLength(2)
})

it('contact must be a phone, e-mail or QQ number when given', async () => {
  await type('feedback-contact', 'abc')
  await tap('feedback-submit')
  expect(text('feedback-error')).toBe('请填写正确的手机号、邮箱或QQ号')
  expect(net.requests.filter((r) => path(r) === '/app/v1/feedback/submit')).toHaveLength(0)
})

it('a service refusal stays under the form', async () => {
  submitReply = { code: 42900, msg: '今日反馈次数已达上限，请明天再试', data: null }
  await type('feedback-contact', 'player@example.com')
  await tap('feedback-submit')
  await waitFor(() => text('feedback-error') === '今日反馈次数已达上限，请明天再试', 'the service message')
  expect(byTestId('feedback-done')).toBeNull()
})

it('submits category, trimmed text, the image ids and the contact, then confirms', async () => {
  submitReply = { code: 200, msg: '提交成功，感谢你的反馈', data: { feedbackId: 9 } }
  await type('feedback-contact', ' 13800138000 ')
  await tap('feedback-submit')
  await waitFor(() => byTestId('feedback-done') !== null, 'the confirmation')
  const sent = net.requests.filter((r) => path(r) === '/app/v1/feedback/submit')
  expect(sent).toHaveLength(1)
  expect(sent[0].data).toEqual({
    category: 'valuation',
    content: '报告页估价比同类账号低很多',
    imageIds: ['fi_bloba', 'fi_blobbad'],
    contact: '13800138000',
  })
  expect(pageText()).toContain('提交成功，感谢你的反馈')
  expect(recentEvents.some((e) => e.name === 'messages' && e.extra?.action === 'submit' && e.extra?.images === 2)).toBe(true)
  await tap('feedback-again')
  expect(text('feedback-count')).toBe('0/140')
  expect(shots()).toHaveLength(0)
})
