import { pageUrl } from '../../src/constants/routes'
import { act } from 'react'
import { bootPage, byTestId, pageText, tap, text, waitFor, type Req } from './helpers'
import { reLaunch } from '../../src/router'

/**
 * Every page family that can miss its parameter or meet an invalid link offers the step that helps (去估价,
 * 返回首页, the page's own start again), never a 重新加载 that cannot succeed. One booted app; each test opens
 * the page with a broken query and the service refuses what is unknown, as it does (40004 and the like).
 */

const refuse = (msg: string, code = 40004) => ({ code, msg, data: null })
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data })
const REFUSALS: Record<string, ReturnType<typeof refuse>> = {
  '/app/v1/val/valReport': refuse('报告不存在'),
  '/app/v1/val/sharedReport': refuse('分享链接无效或已过期'),
  '/app/v1/goods/detail': refuse('商品不存在'),
  '/app/v1/val/sharedCompare': refuse('分享不存在或已失效'),
  '/app/v1/check/report': refuse('报告不存在'),
  '/app/v1/purpose/report': refuse('报告不存在'),
  '/app/v1/val/helpDetail': refuse('助力码不存在'),
  '/app/v1/payment/paymentConfig': refuse('报告不存在'),
  '/app/v1/val/accountInfo': refuse('报告不存在'),
  '/app/v1/draw/record': refuse('中奖记录不存在'),
  '/app/v1/draw/activity': refuse('暂无进行中的抽奖活动', 40044),
}
const service = (r: Req) => REFUSALS[r.url.split('?')[0]] ?? ok(null)

beforeAll(async () => {
  await bootPage('#/pages/my/index', { reply: service })
})

const hash = () => window.location.hash
async function open(url: string) {
  await act(async () => {
    await reLaunch(pageUrl(url))
  })
  await waitFor(() => hash().startsWith(`#${url.split('?')[0]}`), url)
}

/** The failure shows `message`, no reload, and the step `next` (its button text). */
async function expectDeadEnd(testId: string, message: string, next: string) {
  await waitFor(() => byTestId(testId) !== null, testId)
  expect(text(testId)).toContain(message)
  expect(byTestId(`${testId}-retry`)).toBeNull()
  expect(text(`${testId}-next`)).toBe(next)
  expect(pageText()).not.toContain('重新加载')
}

describe('reports', () => {
  it('a report page without an id: 缺少报告编号 with 去估价, which opens the valuation tab', async () => {
    await open('/pages/report/index')
    await expectDeadEnd('report-error', '缺少报告编号', '去估价')
    await tap('report-error-next')
    await waitFor(() => hash().startsWith('#/pages/evaluate/choose/index'), 'the valuation tab')
  })

  it('an unknown report: the service’s 报告不存在 with 去估价', async () => {
    await open('/pages/report/index?valId=r_unknown')
    await expectDeadEnd('report-error', '报告不存在', '去估价')
  })

  it('a share link without a token, or with a dead one: 链接无效 / the reason, with 去估价', async () => {
    await open('/pages/h5/report/share')
    await expectDeadEnd('report-error', '链接无效', '去估价')
    await open('/pages/h5/report/share?shareToken=dead.tok.sig')
    await expectDeadEnd('report-error', '分享链接无效或已过期', '去估价')
  })

  it('saving the image of a link that cannot work: 去估价', async () => {
    await open('/pages/h5/report/save')
    await expectDeadEnd('report-error', '链接无效', '去估价')
  })

  it('an unknown listing: 商品不存在 with 返回首页, which opens home', async () => {
    await open('/pages/account/detail?listingId=abc')
    await expectDeadEnd('report-error', '商品不存在', '返回首页')
    await tap('report-error-next')
    await waitFor(() => hash().startsWith('#/pages/index/index'), 'home')
  })

  it('completing or publishing without a report: 去估价', async () => {
    await open('/pages/complete/index')
    await expectDeadEnd('load-error', '缺少报告信息', '去估价')
    await open('/pages/complete/publish?valId=r_unknown')
    await expectDeadEnd('load-error', '报告不存在', '去估价')
  })
})

describe('PK', () => {
  it('a shared comparison without a token, or with a dead one: the reason with 去估价', async () => {
    await open('/pages/h5/report/compare')
    await expectDeadEnd('shared-error', '链接不完整', '去估价')
    await open('/pages/h5/report/compareShare?token=dead')
    await expectDeadEnd('shared-error', '分享不存在或已失效', '去估价')
  })
})

describe('check and purpose', () => {
  it('did-I-lose with an unknown report: 重新算一算 starts the flow again (buyer or seller, the order screenshot, then the form)', async () => {
    await open('/pages/check/index?reportId=c_unknown')
    await expectDeadEnd('check-error', '报告不存在', '重新算一算')
    await tap('check-error-next')
    await waitFor(() => byTestId('check-error') === null && byTestId('check-identity') !== null, 'the first question')
    await tap('check-identity-buyer')
    await tap('check-order-next')
    await waitFor(() => byTestId('check-paid-card') !== null, 'the form')
  })

  it('an intention report that cannot be opened: 重新找号 starts the search at its first question (the game)', async () => {
    await open('/pages/purpose/index?reportId=p_unknown')
    await expectDeadEnd('purpose-report-error', '报告不存在', '重新找号')
    await tap('purpose-report-error-next')
    await waitFor(() => byTestId('purpose-report-error') === null, 'the form')
    expect(byTestId('purpose-game-step')).not.toBeNull()
    expect(pageText()).toContain('想要哪个游戏的账号')
  })
})

describe('help, pay, draw, webview, authorization', () => {
  it('a friend-help link without a valid code, or an unknown one: 返回首页', async () => {
    await open('/pages/h5/report/friendHelpDownload?code=abc')
    await expectDeadEnd('fh-error', '助力链接无效', '返回首页')
    await open('/pages/h5/report/friendHelpDownload?code=12345678')
    await expectDeadEnd('fh-error', '助力码不存在', '返回首页')
  })

  it('paying without a report, or for an unknown one: 返回首页', async () => {
    await open('/pages/pay/index')
    await expectDeadEnd('pay-error', '没有要解锁的报告', '返回首页')
    await open('/pages/pay/index?valId=r_unknown&payScene=1')
    await expectDeadEnd('pay-error', '报告不存在', '返回首页')
  })

  it('a prize page without a record, or for an unknown one; an activity that does not exist: 返回首页', async () => {
    await open('/pages/h5/cj-active-draw/submitAddress')
    await expectDeadEnd('address-error', '中奖记录不存在', '返回首页')
    await open('/pages/h5/cj-active-draw/physical?recordId=99')
    await expectDeadEnd('physical-error', '中奖记录不存在', '返回首页')
    await open('/pages/h5/cj-active-draw/index?activityId=nope')
    await expectDeadEnd('draw-error', '暂无进行中的抽奖活动', '返回首页')
  })

  it('the webview page without a usable url: 链接无效 with 返回首页', async () => {
    await open('/pages/misc/webview/index?url=javascript%3Aalert(1)')
    await expectDeadEnd('webview-invalid', '链接无效', '返回首页')
  })

  it('authorization valuation without its choice: 缺少授权信息 with 去估价', async () => {
    await open('/subPages/index/index?gameId=x')
    await expectDeadEnd('auth-invalid', '缺少授权信息', '去估价')
  })
})
