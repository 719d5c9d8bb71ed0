import { ScanType } from '@/constants/valuation'
import { canOpenScanApp, insideScanApp, openScanApp } from '@/features/question-flow/scan-app'
import { openExternalUrl } from '@/platform/external-url'

/** The app a scan authorization's code is scanned with, as a phone browser (H5) sees it. */
jest.mock('@/platform/external-url', () => ({ CAN_OPEN_EXTERNAL_URL: true, openExternalUrl: jest.fn(() => true) }))

const PHONE = 'Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36'
const WECHAT = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40'
const DOUYIN = 'Mozilla/5.0 (Linux; Android 14) aweme/30.0'

test('inside WeChat’s browser a WeChat code is read where it is shown; a QQ code is not', () => {
  expect(insideScanApp(ScanType.WECHAT, WECHAT)).toBe(true)
  expect(insideScanApp(ScanType.QQ, WECHAT)).toBe(false)
  expect(insideScanApp(ScanType.WECHAT, PHONE)).toBe(false)
})

test('a phone browser opens QQ or WeChat by its scheme; WeChat’s and Douyin’s webviews cannot', () => {
  expect([PHONE, WECHAT, DOUYIN].map((ua) => canOpenScanApp(ua))).toEqual([true, false, false])
  expect(openScanApp(ScanType.WECHAT)).toBe(true)
  expect(openScanApp(ScanType.QQ)).toBe(true)
  expect((openExternalUrl as jest.Mock).mock.calls).toEqual([['weixin://'], ['mqqapi://']])
})
