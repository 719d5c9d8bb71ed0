import { act } from 'react'
import { pageUrl } from '../../src/constants/routes'
import { reLaunch } from '../../src/router'
import { bootPage, byTestId, net, waitFor, type Req } from './helpers'
import { qrDataUrl } from '../../src/components/qr-code/matrix'

/**
 * The saved report image (H5 canvas) of the owner's locked report carries the friend-help code; any other image
 * (unlocked, shared, or a failed help call) carries the QR code of the report's share link instead, so every saved
 * image has a code to scan. jsdom has no canvas or image
 * loading: the 2D context is a recorder and an image "loads" as soon as its src is set.
 */

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const lockedReport = {
  status: 1,
  evaluateType: 2,
  createdAt: Date.UTC(2026, 10, 1),
  gameId: 10013,
  gameName: '王者荣耀',
  level: 'SSR',
  band: '1千-3千元',
  comparableCount: 9,
  demo: true,
}
const unlockedReport = {
  ...lockedReport,
  status: 2,
  estimateFen: 200_000,
  range: { lowFen: 150_000, highFen: 260_000, level: 0.8 },
  confidence: { score: 0.5, label: '中' },
}
const QR = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
const share = {
  code: '12345678',
  scene: '1_12345678_ABCDEFGH',
  path: '/pages/h5/report/friendHelpDownload?scene=1_12345678_ABCDEFGH',
  qrImage: QR,
  qrKind: 'link',
  required: 3,
  count: 1,
  remaining: 2,
  unlocked: false,
  expired: false,
  expiresAt: Date.UTC(2026, 11, 1),
  helpers: [],
}
const OWN_PATH = '/pages/h5/report/share?shareToken=own.tok.sig'
/** The share link's code as the page draws it. */
const shareQr = (url: string) => ({ src: qrDataUrl(url), w: expect.any(Number) })
let report: Record<string, unknown> = lockedReport
let helpFails = false

const service = (r: Req) => {
  const url = r.url.split('?')[0]
  if (url.endsWith('/val/shareLink'))
    return ok({ shareToken: 'own.tok.sig', expiresAt: 1, path: OWN_PATH, url: `https://gujia.example/#${OWN_PATH}` })
  if (url.endsWith('/val/sharedReport')) return ok(report)
  if (url.endsWith('/val/helpShare')) return helpFails ? { code: 40004, msg: '报告不存在', data: null } : ok(share)
  return ok(null)
}

const texts: string[] = []
const images: { src: string; w: number }[] = []
const ctx = {
  fillStyle: '',
  font: '',
  textAlign: '',
  textBaseline: '',
  fillRect: () => undefined,
  fillText: (t: string) => texts.push(t),
  drawImage: (img: HTMLImageElement, _x: number, _y: number, w: number) => images.push({ src: img.src, w }),
}
const heights: number[] = []
const srcSetter = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!.set!

beforeAll(async () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    heights.push(this.height)
    return ctx
  } as never)
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => 'data:image/png;base64,AAAA')
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, v: string) {
    srcSetter.call(this, v)
    setTimeout(() => this.onload?.(new Event('load')))
  })
  await bootPage('#/pages/my-page/index', { reply: service })
})

beforeEach(() => {
  texts.length = 0
  images.length = 0
  heights.length = 0
  net.requests.length = 0
  report = lockedReport
  helpFails = false
})

const save = async (query: string) => {
  await act(async () => {
    await reLaunch(pageUrl(`/pages/h5/report/save?${query}`))
  })
  // Each test opens its own URL, so the page on screen is a new one; `heights` fills once it draws.
  await waitFor(() => heights.length > 0 && (byTestId('save-result') !== null || byTestId('save-failure') !== null), 'the saved image')
  expect(byTestId('save-failure')).toBeNull()
}
const helpCalls = () => net.requests.filter((r) => r.url.split('?')[0].endsWith('/val/helpShare'))

it('the owner’s locked report: the help code is loaded and drawn with the remaining count', async () => {
  await save('valId=r_me')
  expect(helpCalls().map((r) => r.data)).toEqual([{ valId: 'r_me' }])
  expect(images).toEqual([{ src: QR, w: expect.any(Number) }])
  expect(texts).toContain('扫码为我助力')
  expect(texts).toContain('还差2人免费解锁')
  expect(texts).toContain('王者荣耀 估价报告')
  expect(heights[0]).toBeGreaterThan(1100)
})

it("an unlocked report: no help call; the QR code of its share link (the service's address)", async () => {
  report = unlockedReport
  await save('valId=r_open')
  expect(helpCalls()).toHaveLength(0)
  expect(images).toEqual([shareQr(`https://gujia.example/#${OWN_PATH}`)])
  expect(texts).toContain('¥2,000')
  expect(texts).toContain('扫码查看估价报告')
  expect(texts.join()).not.toContain('助力')
  expect(heights[0]).toBeGreaterThan(1100)
})

it('a shared report (share token): no help call; the QR code of the share link it was opened with', async () => {
  await save('shareToken=abc.def.ghi')
  expect(helpCalls()).toHaveLength(0)
  const { origin, pathname } = window.location
  expect(images).toEqual([shareQr(`${origin}${pathname}#/pages/h5/report/share?shareToken=abc.def.ghi`)])
  expect(texts).toContain('1千-3千元')
  expect(texts).toContain('扫码查看估价报告')
})

it("when the help call fails the image is still made, with the share link's code instead", async () => {
  helpFails = true
  await save('valId=r_fail')
  expect(helpCalls()).toHaveLength(1)
  expect(images).toEqual([shareQr(`https://gujia.example/#${OWN_PATH}`)])
  expect(texts).toContain('王者荣耀 估价报告')
  expect(texts.join()).not.toContain('助力')
  expect(byTestId('save-image')).not.toBeNull()
})

it('no saved image promises 扫码 without a code: the footer names the mini-program, the code panel says 扫码', async () => {
  report = unlockedReport
  await save('valId=r_any')
  const scans = texts.filter((t) => t.includes('扫码'))
  expect(scans.length).toBeGreaterThan(0)
  expect(images).toHaveLength(1)
})
