// Pay results against the real service (issue 34): fail, cancel and pay in the sandbox cashier and see the pay page
// say 支付失败 / 已取消 / 订单已关闭 / 支付成功 with the next step, on a phone (390 wide, and 320). The number of payment/status
// calls after a failed payment is counted: it stays bounded, also when the browser goes back and forward.
import assert from 'node:assert/strict'
import { loginToHome } from '../lib/login.mjs'
import { lockedValuationReport } from '../lib/pay.mjs'
import { verifyRealName } from '../lib/real-name.mjs'

const PHONE = '13800138017'
const ANSWERS = { skins: { epic: 12, legend: 3, starLegend: 0, glory: 1 }, heroCount: 80, server: '安卓QQ' }

export default {
  name: 'pay results: failed, cancelled and paid in the sandbox cashier, polling bounded',
  async run({ page, base, screenshot, smsCode, api }) {
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()
    const calls = { status: 0, config: 0 }
    page.on('request', (r) => {
      if (r.url().includes('/app/v1/payment/status')) calls.status++
      if (r.url().includes('/app/v1/payment/paymentConfig')) calls.config++
    })
    const resultTitle = async (title) => {
      await page.locator('.taro_page:visible [data-testid=pay-result-title]', { hasText: title }).first().waitFor({ timeout: 20000 })
    }

    const token = await loginToHome(page, base, smsCode, PHONE)
    // Paying needs a real name (journey 05 shows the detour through the real-name page).
    await verifyRealName(api, token)
    const valId = await lockedValuationReport({ api, page }, token, ANSWERS)

    // 1. 模拟支付失败: the page says 支付失败 at once and asks the service a bounded number of times
    await page.goto(`${base}/#/pages/pay/index_for_web?valId=${valId}&payScene=1`)
    await visible('pay-price').waitFor({ timeout: 10000 })
    await visible('pay-submit').click()
    await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
    calls.status = 0
    calls.config = 0
    await page.locator('[data-testid=cashier-fail]').click()
    await page.waitForURL(/payResult=fail/, { timeout: 10000 })
    await resultTitle('支付失败')
    assert.match(await visible('pay-result').innerText(), /重新支付[\s\S]*换个方式/)
    await page.waitForTimeout(10000)
    assert.equal(await visible('pay-result-title').innerText(), '支付失败')
    assert.ok(calls.status >= 1 && calls.status <= 2, `payment/status after a failed payment: ${calls.status} calls`)
    assert.equal(calls.config, 1, `paymentConfig after a failed payment: ${calls.config} calls`)
    await screenshot('failed')

    // the browser's back leads to the cashier (no longer payable) and forward to the result: no loop
    await page.goBack()
    await page.locator('text=订单不可支付').waitFor({ timeout: 10000 })
    await page.goForward()
    await resultTitle('支付失败')
    await page.waitForTimeout(5000)
    assert.ok(calls.status <= 4, `payment/status after back and forward: ${calls.status} calls`)
    const failed = await api('payment/status', { orderNo: new URL(page.url().replace('#/', '')).searchParams.get('orderNo') }, token)
    assert.equal(failed.data.result, 'failed')

    // 2. 重新支付, then 取消支付 in the cashier: 已取消, as the service recorded it
    await visible('pay-result-retry').click()
    await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
    await page.locator('[data-testid=cashier-cancel]').click()
    await page.waitForURL(/payResult=cancel/, { timeout: 10000 })
    await resultTitle('已取消')
    const cancelledNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')
    assert.equal((await api('payment/status', { orderNo: cancelledNo }, token)).data.result, 'cancelled')
    await screenshot('cancelled')
    await page.setViewportSize({ width: 320, height: 640 })
    await screenshot('cancelled-320')
    await page.setViewportSize({ width: 390, height: 844 })

    // 换个方式: back to the choice of how to pay
    await visible('pay-result-change').click()
    await visible('pay-submit').waitFor()
    assert.equal(await visible('pay-result').count(), 0)

    // 3. 订单已关闭: a cashier left open while the player paid another way (a second tab, a link kept) can no longer
    // take the money, and its way back says the order closed, with 重新支付
    await visible('pay-type-1').click()
    await visible('pay-submit').click()
    await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
    const staleCashier = page.url()
    await page.goto(`${base}/#/pages/pay/index_for_web?valId=${valId}&payScene=1`)
    await visible('pay-type-2').click()
    await visible('pay-submit').click()
    await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
    await page.goto(staleCashier)
    await page.locator('text=订单不可支付').waitFor({ timeout: 10000 })
    await page.locator('button', { hasText: '返回' }).click()
    await resultTitle('订单已关闭')
    const closedNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')
    assert.equal(closedNo, new URL(staleCashier).searchParams.get('orderNo'))
    assert.equal((await api('payment/status', { orderNo: closedNo }, token)).data.result, 'closed')
    assert.match(await visible('pay-result').innerText(), /重新支付/)
    await screenshot('closed')

    // 4. 重新支付, then pay: 正在确认支付结果… (never 支付成功 on the cashier's word) until the service says paid, then 查看报告
    await visible('pay-result-retry').click()
    await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
    await page.locator('[data-testid=cashier-pay]').click()
    await page.waitForURL(/payResult=paid/, { timeout: 10000 })
    await resultTitle('支付成功')
    await screenshot('paid')
    await page.setViewportSize({ width: 320, height: 640 })
    await screenshot('paid-320')
    await page.setViewportSize({ width: 390, height: 844 })
    await visible('pay-result-view').click()
    await page.waitForURL(/#\/pages\/report\/index\?valId=/, { timeout: 10000 })
    await visible('report-full').waitFor({ timeout: 10000 })
    assert.equal((await api('val/valReport', { valId }, token)).data.status, 2)
  },
}
