// A dated price campaign from the console (issue 38 point 3): a finance operator opens 价格与规则 (prices, helps,
// quotas, where each setting stands on this replica) and creates a campaign starting now with a price for 估价报告
// below the 2-hour price; a player opens a locked report's unlock popup and sees the campaign price with the list
// price struck through as 原价, the pay page says the same, pays in the sandbox cashier, and the order (in the
// console's 订单 and through the API) is for the campaign price. Finance then ends the campaign early and the price
// is back to what it was. The campaign never outlives the journey: it ends in 30 minutes anyway, and a failure ends
// it through the CLI.
import assert from 'node:assert/strict'
import { button, consoleOperator, field } from '../lib/console.mjs'
import { loginToHome } from '../lib/login.mjs'
import { lockedValuationReport } from '../lib/pay.mjs'
import { verifyRealName } from '../lib/real-name.mjs'

const PHONE = '13800138070'
const CAMPAIGN = 'E2E限时特惠'
const ANSWERS = { skins: { epic: 10, legend: 2, starLegend: 0, glory: 1 }, heroCount: 70, server: '安卓QQ' }

/** `YYYY-MM-DD HH:mm` in Beijing time, `minutes` from now. */
const beijing = (minutes) => new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ')

export default {
  name: 'console price campaign: finance starts one now, the player sees 原价 struck through and pays the campaign price',
  exclusive: "the campaign price is every payer's while it runs",
  async run(ctx) {
    const { page, base, screenshot, smsCode, api, ops } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()
    let ended = false
    try {
      // Finance: 价格与规则, every setting with where it stands on this replica.
      const { page: desk } = await consoleOperator(ctx, 'finance', { name: 'e2e-finance-pricing' })
      await desk.goto(`${base}/console/pricing`)
      await desk.getByText('保存后本实例立即生效，其他实例约 60 秒内生效').waitFor({ timeout: 10000 })
      const prices = desk.getByTestId('prices-card')
      assert.match(await prices.innerText(), /估价报告解锁[\s\S]*¥9\.90[\s\S]*¥4\.90/)
      await prices.getByText('本实例已生效').waitFor()
      await screenshot('console-pricing', desk)
      const quotas = desk.locator('.ant-card', { hasText: '每日次数上限' }).last()
      await quotas.scrollIntoViewIfNeeded()
      assert.match(await quotas.innerText(), /估价报告\s*50[\s\S]*AI创作\s*20/)
      await screenshot('console-pricing-rules', desk)
      await desk.setViewportSize({ width: 390, height: 844 })
      await desk.getByText('价格与规则', { exact: true }).last().scrollIntoViewIfNeeded()
      await screenshot('console-pricing-390', desk)
      await quotas.scrollIntoViewIfNeeded()
      await screenshot('console-pricing-rules-390', desk)
      await desk.setViewportSize({ width: 1280, height: 800 })

      // A campaign from now for 30 minutes: ¥3.90 for 估价报告 (below the 2-hour ¥4.90, so it is what a fresh report costs).
      await button(desk, '新建活动').click()
      const dialog = desk.getByRole('dialog')
      await field(dialog, '活动名称').fill(CAMPAIGN)
      const end = field(dialog, '结束时间（北京时间）')
      await end.click()
      await end.fill(beijing(30))
      await end.press('Enter')
      await dialog.getByLabel(/^估价报告解锁 活动价/).fill('3.90')
      await screenshot('console-campaign-form', desk)
      await button(dialog, '创建').click()
      const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: CAMPAIGN })
      await row.waitFor({ timeout: 10000 })
      assert.match(await row.innerText(), /估价报告解锁 ¥3\.90[\s\S]*¥9\.90[\s\S]*进行中/)
      await screenshot('console-campaign-running', desk)

      // The player: a locked report; 立即解锁 carries the campaign price, popup 7 strikes the 原价 through.
      const token = await loginToHome(page, base, smsCode, PHONE)
      await verifyRealName(api, token)
      const valId = await lockedValuationReport(ctx, token, ANSWERS)
      await page.goto(`${base}/#/pages/report/index?valId=${valId}`)
      await visible('bar-unlock-btn').getByText('立即解锁 ¥3.90').waitFor({ timeout: 15000 })
      await visible('unlock-btn').click()
      await visible('unlock-pay-price').waitFor({ timeout: 10000 })
      assert.equal(await visible('unlock-pay-price').innerText(), '¥3.90')
      assert.equal(await visible('unlock-pay-original').innerText(), '¥9.90')
      const strike = await visible('unlock-pay-original').evaluate(
        (el) => el.ownerDocument.defaultView.getComputedStyle(el).textDecorationLine,
      )
      assert.equal(strike, 'line-through')
      assert.match(
        await visible('unlock-pay-campaign').innerText(),
        new RegExp(`原价 ¥9\\.90[\\s\\S]*${CAMPAIGN} · \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} 前有效`),
      )
      assert.equal(await visible('unlock-pay-note').count(), 0, 'no 2-hour note beside the campaign')
      await screenshot('unlock-popup-campaign')

      // The pay page says the same, then the sandbox cashier takes ¥3.90.
      await visible('popup-pay').click()
      await page.waitForURL(/#\/pages\/pay\/index_for_web\?/, { timeout: 10000 })
      await visible('pay-price').waitFor({ timeout: 10000 })
      assert.equal(await visible('pay-price').innerText(), '¥3.90')
      assert.match(await visible('pay-original').innerText(), /原价\s*¥9\.90/)
      await screenshot('pay-page-campaign')
      await visible('pay-type-1').click()
      await visible('pay-submit').click()
      await page.waitForURL(/\/sandbox-pay\/cashier\?/, { timeout: 10000 })
      assert.match(await page.locator('body').innerText(), /3\.90/)
      await page.locator('[data-testid=cashier-pay]').click()
      await visible('pay-result-view').waitFor({ timeout: 20000 })
      assert.equal(await visible('pay-result-title').innerText(), '支付成功')
      const paidNo = new URL(page.url().replace('#/', '')).searchParams.get('orderNo')
      const status = await api('payment/status', { orderNo: paidNo }, token)
      assert.equal(status.data?.status, 'paid', JSON.stringify(status))
      assert.equal(status.data?.amountFen, 390, JSON.stringify(status))

      // The order in the console: ¥3.90, paid.
      await desk.goto(`${base}/console/orders`)
      await field(desk, '订单号').fill(paidNo)
      await button(desk, '查询').click()
      await desk.locator('.ant-table-tbody').getByText(paidNo).waitFor({ timeout: 10000 })
      assert.match(await desk.locator('.ant-table-tbody tr.ant-table-row').first().innerText(), /¥3\.90[\s\S]*已支付/)
      await screenshot('console-order-campaign', desk)

      // Finance ends the campaign early: a new report is back to the 2-hour price, nothing struck through.
      await desk.goto(`${base}/console/pricing`)
      await row.waitFor({ timeout: 10000 })
      await button(row, '提前结束').click()
      await button(desk.locator('.ant-popconfirm'), '结束活动').click()
      await row.getByText('已结束').waitFor({ timeout: 10000 })
      ended = true
      await screenshot('console-campaign-ended', desk)
      const next = await lockedValuationReport(ctx, token, { ...ANSWERS, heroCount: 71 })
      const offer = await api('payment/paymentConfig', { scene: 1, valId: next }, token)
      assert.equal(offer.data.priceFen, 490, JSON.stringify(offer))
      assert.equal(offer.data.campaign, null)
    } finally {
      // Never leave a campaign running for the journeys that follow.
      if (!ended) {
        const running = /#(\d+) (?:进行中|未开始) E2E限时特惠/.exec(await ops('campaign:list'))
        if (running) await ops('campaign:end', running[1])
      }
    }
  },
}
