// The valuation report against the real service: log in, create a props valuation through the API, open the
// report and watch it generate, check the teaser carries no full figures, unlock it by paying in the sandbox
// cashier (popup 7, the pay page, real-name verification and back, the cashier, back), see the full report, open a comparable, then the share preview and the save-image page.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'
import { adultIdNumber } from '../lib/real-name.mjs'

const PHONE = '13800138005'
const ANSWERS = { skins: { epic: 24, legend: 6, starLegend: 1, glory: 1 }, heroCount: 105, server: '安卓QQ' }

export default {
  name: 'valuation report: generating, teaser, unlock, full report, comparable, share',
  async run({ page, base, screenshot, smsCode, api }) {
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // log in with a phone code (as 01-login), landing on the report route we ask for later
    await page.goto(`${base}/#/pages/login/verifyCode`)
    await loginWithCode(page, smsCode, PHONE)
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
    // Home must be on screen before the next address: Taro renders routes concurrently, and a home page still
    // loading would land on top of the report opened below.
    await visible('slogan-title').waitFor({ timeout: 10000 })
    const stored = await page.evaluate(() => localStorage.getItem('va-user-info'))
    const user = JSON.parse(stored)
    const token = (user.data ?? user).token
    assert.ok(token, 'token in storage')

    const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: ANSWERS }, token)
    assert.equal(created.code, 200, JSON.stringify(created))
    const { valId } = created.data

    // generating (when we are quick enough to see it), then the teaser
    await page.goto(`${base}/#/pages/report/index?valId=${valId}`)
    await page
      .locator('.taro_page:visible [data-testid=report-generating], .taro_page:visible [data-testid=report-teaser]')
      .first()
      .waitFor({ timeout: 10000 })
    if (await visible('report-generating').isVisible()) await screenshot('generating')
    await visible('report-teaser').waitFor({ timeout: 20000 })
    await screenshot('teaser')
    // The only amount on a locked report is the unlock price on 立即解锁 (the bar below the report).
    const teaserHtml = await visible('report-page').innerHTML()
    assert.ok(!teaserHtml.includes('¥'), 'no yuan figure on the teaser')
    await visible('bar-unlock-btn').getByText('立即解锁 ¥4.90').waitFor({ timeout: 10000 })
    assert.equal(await visible('report-estimate').count(), 0)
    const locked = await api('val/valReport', { valId }, token)
    assert.equal(locked.data.status, 1)
    assert.equal(locked.data.estimateFen, undefined)

    // unlock: popup 7 at once with the service's price (checking the attributes is offered there), then the pay
    // page with the report and pay scene 1: 立即解锁, 去支付 and 立即支付 are the three taps to the cashier
    await visible('unlock-btn').click()
    await visible('unlock-pay-price').waitFor({ timeout: 10000 })
    assert.equal(await visible('unlock-pay-price').innerText(), '¥4.90')
    assert.match(await visible('unlock-pay-note').innerText(), /^2小时内解锁 ¥4\.90，之后 ¥9\.90（剩余 01:5\d:\d\d）$/)
    await screenshot('unlock-pay-popup')
    await visible('unlock-pay-check').click()
    await visible('unlock-confirm-attrs').waitFor()
    await screenshot('unlock-confirm')
    await visible('popup-confirmUnlock').click()
    await visible('popup-pay').click()
    await page.waitForURL(/#\/pages\/pay\/index_for_web\?/, { timeout: 10000 })
    const payUrl = new URL(page.url().replace('#/', ''))
    assert.equal(payUrl.searchParams.get('valId'), valId)
    assert.equal(payUrl.searchParams.get('payScene'), '1')
    await visible('pay-price').waitFor({ timeout: 10000 })
    assert.equal(await visible('pay-price').innerText(), '¥4.90')
    assert.ok(!(await page.locator('.taro_page:visible').innerText()).includes('原价'), 'no struck-through 原价')
    assert.match(await visible('pay-countdown').innerText(), /^2小时内解锁 ¥4\.90，之后 ¥9\.90（剩余 01:5\d:\d\d）$/)
    await screenshot('pay-page')

    // pay with WeChat Pay: the sandbox cashier stands in for WeChat's, its notify is signed like WeChat's
    await visible('pay-type-1').click()
    await visible('pay-submit').click()
    // Not yet verified: paying needs a real name first (issue 34); verification brings the player back to pay.
    await page.waitForURL(/#\/pages\/realNameAuth\/index\?from=/, { timeout: 10000 })
    await visible('name-field').locator('input').fill('王五')
    await visible('id-field').locator('input').fill(adultIdNumber(905))
    await screenshot('real-name-before-pay')
    await visible('submit').click()
    await page.waitForURL(/#\/pages\/pay\/index_for_web\?/, { timeout: 10000 })
    await visible('pay-price').waitFor({ timeout: 10000 })
    await visible('pay-type-1').click()
    await visible('pay-submit').click()
    await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
    assert.equal(await page.locator('[data-testid=cashier-amount]').innerText(), '¥4.90')
    await screenshot('sandbox-cashier')
    await page.locator('[data-testid=cashier-pay]').click()
    // back on the pay page with the order: it confirms the payment (支付成功), 查看报告 opens the unlocked report
    await visible('pay-result-view').waitFor({ timeout: 20000 })
    assert.equal(await visible('pay-result-title').innerText(), '支付成功')
    await visible('pay-result-view').click()
    await page.waitForURL(/#\/pages\/report\/index\?valId=/, { timeout: 20000 })
    await visible('report-full').waitFor({ timeout: 10000 })
    const unlocked = await api('val/valReport', { valId }, token)
    assert.equal(unlocked.data.status, 2)
    const popupOpen = await visible('popup').isVisible()
    if (popupOpen) await visible('popup-close').click()
    const estimate = await visible('estimate').innerText()
    assert.match(estimate, /^¥[\d,]+$/)
    assert.match(await visible('range').innerText(), /区间 ¥[\d,]+ - ¥[\d,]+/)
    await screenshot('full')
    await visible('report-breakdown').scrollIntoViewIfNeeded()
    await screenshot('breakdown')
    await visible('report-trend').scrollIntoViewIfNeeded()
    await screenshot('trend')

    // property confirmation is stored
    await visible('property-ok').scrollIntoViewIfNeeded()
    await visible('property-ok').click()
    await visible('property-confirm-status').waitFor()
    assert.equal((await api('val/valReport', { valId }, token)).data.propertyConfirm.status, 1)

    // a comparable opens its account detail
    await visible('comparable-0').scrollIntoViewIfNeeded()
    await screenshot('comparables')
    await visible('comparable-0').click()
    await page.waitForURL(/#\/pages\/account\/detail\?listingId=\d+/, { timeout: 10000 })
    await visible('account-detail').waitFor({ timeout: 10000 })
    await screenshot('account-detail')

    // the share preview shows what a link holder sees; the share link itself works without login
    await page.goto(`${base}/#/pages/h5/report/index?valId=${valId}`)
    await visible('shared-report').waitFor({ timeout: 10000 })
    await visible('estimate').waitFor()
    await screenshot('share-preview')
    const link = await api('val/shareLink', { valId }, token)
    const anon = await api('val/sharedReport', { shareToken: link.data.shareToken })
    assert.equal(anon.code, 200)
    const own = await api('val/valReport', { valId }, token)
    assert.equal(anon.data.estimateFen, own.data.estimateFen)
    assert.equal(anon.data.valId, undefined)

    await page.goto(`${base}/#/pages/h5/report/save?valId=${valId}`)
    await visible('save-result').waitFor({ timeout: 15000 })
    await screenshot('save-image')
  },
}
