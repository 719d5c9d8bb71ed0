import Taro from '@tarojs/taro'
import { act } from 'react'
import { bootPage, byTestId, currentPage, tap, text, toasts, type, waitFor } from './helpers'
import { payConfig } from './pay-fixtures'
import { CHECK_TEASER, bodiesOf, lockedValuation, marketService, ok, typeUntil } from './market-fixtures'
import { navigateTo } from '../../src/router'
import { absoluteUrl } from '../../src/http'
import { checkStore } from '../../src/features/did-i-lose/store'
import { questionFlow } from '../../src/features/question-flow/store'

/**
 * 报告截图 in the real app (issue 40 point 3): the optional 上传账号截图 step of 属性估价 and 订单截图 step of 我亏了吗
 * (pick, check size and type on the phone, preview, remove, skip), the upload onto the report once it is made, and
 * the report showing the player's own screenshots. Only the network and the picker are replaced; tests run in order.
 */
jest.setTimeout(30000)

const MB = 1024 * 1024
/** What the picker answers next: a path, its size and (H5) its type. */
let picked: { path: string; size: number; type?: string }[] = []
const uploads: { url: string; filePath: string; formData: Record<string, unknown> }[] = []
const failing = new Set<string>()
const image = (n: number, kind: number) => ({
  imageId: `ri_${n}`,
  kind,
  url: `/media/report-images/ri_${n}?e=1&s=sig`,
  mime: 'image/png',
  size: 10,
  createdAt: 0,
})

const REPORT = lockedValuation('r_shots1')
const TEASER = { ...CHECK_TEASER, recordId: 9, reportId: 'r_check9' }
const reportImages: unknown[] = []

const preview = () => Taro.previewImage as unknown as jest.Mock
const shots = (testId: string) => Array.from(currentPage().querySelectorAll(`[data-testid="${testId}"]`))

beforeAll(async () => {
  jest.spyOn(Taro, 'chooseImage').mockImplementation(((o: { count: number }) =>
    Promise.resolve({
      tempFilePaths: picked.slice(0, o.count).map((f) => f.path),
      tempFiles: picked.slice(0, o.count),
      errMsg: 'chooseImage:ok',
    })) as never)
  jest.spyOn(Taro, 'uploadFile').mockImplementation(((o: { url: string; filePath: string; formData: Record<string, unknown> }) => {
    uploads.push(o)
    const stored = image(uploads.length, Number(o.formData.kind))
    // The service keeps an account screenshot with its report: val/valReport shows it from now on.
    if (!failing.has(o.filePath) && stored.kind === 2) reportImages.push(stored)
    const body = failing.has(o.filePath)
      ? { code: 40000, msg: '参数错误：仅支持 JPG、PNG、WEBP 图片', data: null }
      : { code: 200, msg: 'ok', data: stored }
    return Promise.resolve({ statusCode: 200, data: JSON.stringify(body), errMsg: 'uploadFile:ok' })
  }) as never)
  jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve({ errMsg: 'previewImage:ok' })) as never)
  checkStore.reset()
  await bootPage('#/pages/evaluate/choose/index', {
    reply: marketService({
      'val/valuation': () => ok({ valId: 'r_shots1' }),
      'val/valReport': () => ok({ ...REPORT, ...(reportImages.length ? { images: reportImages } : {}) }),
      'payment/paymentConfig': (r) => ok(payConfig(String(r.data?.valId ?? 'r_shots1'), 1)),
      'check/evaluate': () => ok(TEASER),
      'check/report': () => ok(TEASER),
      // The report page's other cards: nothing to show.
      'val/helpShare': () => ok(null),
      'val/accountInfo': () => ok(null),
    }),
    user: { token: 'T', refresh_token: 'R', id: 1 },
    ready: 'game-10013',
  })
})

it('属性估价 offers 上传账号截图 beside the form; the step checks size and type on the phone, previews and removes', async () => {
  await tap('game-10013')
  await tap('method-2')
  await waitFor(() => byTestId('props-step') !== null, 'the questions')
  expect(text('account-shots-entry')).toContain('账号截图（选填）')
  await tap('account-shots-open')
  // The stage is a page of its own (a subpackage: the picker stays out of the WeChat main package).
  await waitFor(() => byTestId('account-shots-step') !== null, 'the 上传账号截图 page')
  expect(window.location.hash).toBe('#/subPages/account-shots/index')
  expect(questionFlow.stage).toBe('uploadAccountScreenshot')
  expect(text('account-shots-step')).toContain('估价仍按你填写或确认的属性计算')
  expect(text('account-shots-step')).toContain('最多9张，每张不超过5MB')
  expect(byTestId('props-step')).toBeNull()

  // A GIF and a 6 MB photo are refused on the phone (the first refusal is said); the PNG and the JPEG are kept.
  picked = [
    { path: 'blob:a', size: 300_000, type: 'image/png' },
    { path: 'blob:b', size: 1000, type: 'image/gif' },
    { path: 'blob:c', size: 6 * MB, type: 'image/jpeg' },
    { path: 'http://tmp/d.jpg', size: 2 * MB },
  ]
  toasts.length = 0
  await tap('account-shot-add')
  await waitFor(() => shots('account-shot').length === 2, 'the kept screenshots')
  expect(toasts).toEqual(['仅支持 JPG、PNG、WEBP 图片'])
  expect(text('account-shot-add')).toContain('2/9')
  picked = [{ path: 'blob:big', size: 5 * MB + 1, type: 'image/png' }]
  toasts.length = 0
  await tap('account-shot-add')
  await waitFor(() => toasts.length > 0, 'the size refusal')
  expect(toasts).toEqual(['图片不能超过5MB'])
  expect(shots('account-shot')).toHaveLength(2)
  // The picker is asked for no more than the room left.
  expect((Taro.chooseImage as unknown as jest.Mock).mock.calls.slice(-1)[0][0].count).toBe(7)

  // A tap opens the preview of the kept pictures; × removes one.
  await act(async () => {
    ;(shots('account-shot-img')[1] as HTMLElement).click()
  })
  expect(preview()).toHaveBeenLastCalledWith({ urls: ['blob:a', 'http://tmp/d.jpg'], current: 'http://tmp/d.jpg' })
  await act(async () => {
    ;(shots('account-shot-remove')[0] as HTMLElement).click()
  })
  expect(shots('account-shot')).toHaveLength(1)
  expect(uploads).toHaveLength(0)

  await tap('account-shots-done')
  await waitFor(() => byTestId('account-shots-entry') !== null, 'the form again')
  expect(questionFlow.stage).toBe('attributeCombination')
  expect(text('account-shots-entry')).toContain('账号截图 1 张')
})

it('the valuation is made from the answers the player entered; the report page then uploads the screenshot onto it', async () => {
  await typeUntil('q-heroCount-input', '80', () => questionFlow.answers.heroCount === '80')
  await tap('q-server-opt-qq_android')
  await tap('submit')
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report page')
  expect(bodiesOf('val/valuation')[0]).toEqual({ evaluateType: 2, gameId: 10013, answers: { heroCount: 80, server: 'qq_android' } })
  // The report page takes the kept screenshot and uploads it onto the report it shows.
  await waitFor(() => uploads.length === 1, 'the upload')
  expect(uploads.map((u) => ({ url: u.url.replace(/^.*\/app\/v1/, ''), filePath: u.filePath, formData: u.formData }))).toEqual([
    { url: '/report/imageUpload', filePath: 'http://tmp/d.jpg', formData: { reportId: 'r_shots1', kind: 2 } },
  ])
  // Uploaded: nothing kept for the next valuation, and nothing to take again.
  expect(questionFlow.accountShots).toHaveLength(0)
  expect(questionFlow.takeAccountShots('r_shots1')).toEqual([])
})

it('the report page reads the report again and shows the screenshot, which opens the preview', async () => {
  const card = 'report-account-shots'
  await waitFor(() => byTestId(card) !== null, 'the screenshots card')
  expect(text(card)).toContain('账号截图')
  expect(text(card)).toContain('仅你自己可见')
  const thumbs = shots(`${card}-img`)
  expect(thumbs).toHaveLength(1)
  await act(async () => {
    ;(thumbs[0] as HTMLElement).click()
  })
  // The service's path with the service's origin (none here: the test app is served from it).
  const url = absoluteUrl(image(1, 2).url)
  expect(preview()).toHaveBeenLastCalledWith({ urls: [url], current: url })
})

it('我亏了吗: after the trader identity comes 订单截图, optional: 跳过 goes straight to the form', async () => {
  await act(async () => {
    await navigateTo('check')
  })
  await waitFor(() => byTestId('check-identity-buyer') !== null, 'the identity question')
  await tap('check-identity-buyer')
  expect(checkStore.stage).toBe('orderScreenshot')
  expect(text('check-order-step')).toContain('选填，可跳过')
  expect(text('check-order-next')).toBe('跳过，直接填写')
  picked = [{ path: 'blob:o1', size: 100, type: 'image/png' }]
  await tap('order-shot-add')
  await waitFor(() => shots('order-shot').length === 1, 'the order screenshot')
  expect(text('check-order-next')).toBe('下一步')
  // 不上传，跳过 drops what was picked.
  await tap('check-order-skip')
  expect(checkStore.stage).toBe('findMethod')
  expect(text('check-picked-order')).toContain('未上传订单截图')
  expect(checkStore.orderShots.count).toBe(0)
})

it('picked order screenshots go onto the did-I-lose report once it is made, and the result shows them', async () => {
  await tap('check-change-order')
  expect(checkStore.stage).toBe('orderScreenshot')
  picked = [
    { path: 'blob:o2', size: 100, type: 'image/jpeg' },
    { path: 'blob:o3', size: 100, type: 'image/webp' },
    { path: 'blob:o4', size: 100, type: 'image/png' },
  ]
  await tap('order-shot-add')
  await waitFor(() => shots('order-shot').length === 3, 'the order screenshots')
  await tap('check-order-next')
  expect(text('check-picked-order')).toContain('订单截图 3 张')
  await tap('account-game-10013')
  await waitFor(() => byTestId('q-heroCount-input') !== null, 'the questions')
  await typeUntil('q-heroCount-input', '80', () => checkStore.account.answers.heroCount === '80')
  await tap('q-server-opt-qq_android')
  await type('check-paid-input', '3000')
  await tap('check-date-12')
  uploads.length = 0
  failing.add('blob:o3')
  toasts.length = 0
  await tap('check-submit')
  await waitFor(() => byTestId('check-order-shots') !== null, 'the screenshots on the result')
  expect(uploads.map((u) => [u.filePath, u.formData])).toEqual([
    ['blob:o2', { reportId: 'r_check9', kind: 1 }],
    ['blob:o3', { reportId: 'r_check9', kind: 1 }],
    ['blob:o4', { reportId: 'r_check9', kind: 1 }],
  ])
  // One failed: said once; the two that arrived are on the report.
  expect(toasts).toEqual(['1张截图上传失败'])
  expect(byTestId('check-teaser')).not.toBeNull()
  expect(text('check-order-shots')).toContain('订单截图')
  expect(shots('check-order-shots-img')).toHaveLength(2)
})
