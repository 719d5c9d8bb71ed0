import { qrDataUrl } from '../../src/components/qr-code/matrix'
import { samePhoneText } from '../../src/features/question-flow/ScanSamePhone'
import { QQ_SCHEME_URL, SCAN_APPS } from '../../src/features/question-flow/scan-app'
import { openExternalUrl } from '../../src/platform/external-url'
import { bootPage, byTestId, net, tap, text, waitFor, type Req } from './helpers'

/**
 * QQ scan authorization on the phone that shows the code: 保存二维码 downloads the code on H5, 打开QQ follows QQ's
 * scheme where the host allows it (and explains the way by hand where it does not), and coming back to the page
 * asks the QR code's state again, so the authorization goes on to the report.
 */
jest.setTimeout(40000)
jest.mock('../../src/platform/external-url', () => ({ CAN_OPEN_EXTERNAL_URL: true, openExternalUrl: jest.fn(() => true) }))

const QR = 'https://sandbox.gujia.local/auth/qr?scan=qq&ticket=t1'
const SamePhoneText = samePhoneText(SCAN_APPS[1])
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const step = (s: Record<string, unknown>) => ok({ authId: 'a_scan', authKind: 1, pending: false, expiresAt: 0, message: '', ...s })
let confirmed = false
const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url.endsWith('/valGameMain')) return ok({ list: [{ gameId: 10013, name: '王者荣耀', genre: 'MOBA', icon: '', valuationCount: 0 }] })
  if (url.endsWith('/val/auth/start')) return step({ pending: true, qrContent: QR, message: '请使用手机QQ扫描二维码' })
  if (url.endsWith('/val/auth/status'))
    return confirmed ? step({ resultCode: 200, message: '扫码授权成功' }) : step({ pending: true, message: '请使用手机QQ扫描二维码' })
  if (url.endsWith('/val/valuation')) return ok({ valId: 'r_scan0001' })
  return ok(null)
}
const statusCalls = () => net.requests.filter((r) => r.url.split('?')[0].endsWith('/val/auth/status')).length

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { get: () => ua, configurable: true })
}
function setVisible(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', { get: () => (visible ? 'visible' : 'hidden'), configurable: true })
  window.dispatchEvent(new Event('visibilitychange'))
}

const downloads: { href: string; download: string }[] = []
beforeAll(async () => {
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download })
  })
  await bootPage('#/subPages/index/index?gameId=10013&evaluateType=3&authKind=1', { reply: service, ready: 'stage-scan' })
  await tap('auth-submit')
  await waitFor(() => byTestId('scan-same-phone') !== null, 'the same-phone steps')
})

it('shows the three steps next to the code', () => {
  expect(text('scan-step-1')).toContain('保存二维码')
  expect(text('scan-step-2')).toBe('2打开手机QQ，点右上角「+」→「扫一扫」，再点「相册」，选刚保存的二维码')
  expect(text('scan-step-3')).toContain('回到这里，授权会自动继续')
  expect(text('stage-scan')).toContain('只有这一部手机时，按下方步骤操作')
})

it('保存二维码 downloads the code the page shows (H5) and says where it went', async () => {
  await tap('scan-save-qr')
  expect(downloads).toEqual([{ href: qrDataUrl(QR, 8), download: 'QQ授权二维码.gif' }])
  expect(text('scan-hint')).toBe(SamePhoneText.SAVED_DOWNLOAD)
})

it('打开QQ follows QQ’s scheme in a phone browser, and explains the way by hand inside WeChat', async () => {
  expect(text('scan-open-app')).toBe('打开QQ')
  expect(SamePhoneText.OPENING).toBe('正在打开QQ…如果没有打开，请手动打开手机QQ')
  await tap('scan-open-app')
  expect(openExternalUrl).toHaveBeenCalledWith(QQ_SCHEME_URL)
  expect(text('scan-hint')).toBe(SamePhoneText.OPENING)

  ;(openExternalUrl as jest.Mock).mockClear()
  setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40')
  await tap('scan-open-app')
  expect(openExternalUrl).not.toHaveBeenCalled()
  expect(text('scan-hint')).toBe(SamePhoneText.CANNOT_OPEN)
})

it('back from QQ, the page asks about the code again and goes on to the report', async () => {
  await waitFor(() => statusCalls() > 0, 'polling while the code waits')
  // Off to QQ: the page is hidden and stops polling; the code is confirmed there.
  setVisible(false)
  confirmed = true
  setVisible(true)
  await waitFor(() => window.location.hash.startsWith('#/pages/report/index'), 'the report')
  expect(window.location.hash).toBe('#/pages/report/index?valId=r_scan0001')
})
