// A refund from the operators' console (issue 37 point 6): a player pays for a valuation report in the sandbox
// cashier; a finance operator (made with `operator:add`, first login with TOTP) finds the order in 订单 by its
// number, opens it (its 通知 shows the provider's paid notify), refunds it with a reason, and sees it refunded with
// the refund in its ledger. The rule for the player's report is today's (docs/decisions.md): it stays unlocked, while
// the order reads 已退款 (payment/status `refunded`). The reconciliation view lists the refund with the operator's
// reason.
import assert from 'node:assert/strict'
import { button, consoleOperator, field } from '../lib/console.mjs'
import { loginToHome } from '../lib/login.mjs'
import { lockedValuationReport, payInSandbox } from '../lib/pay.mjs'

const PHONE = '13800138022'
const ANSWERS = { skins: { epic: 12, legend: 3, starLegend: 0, glory: 1 }, heroCount: 80, server: '安卓QQ' }
const REASON = '用户误购，核实后全额退款'

export default {
  name: 'console: a finance operator finds a paid order and refunds it; the report stays unlocked; reconciliation lists it',
  async run(ctx) {
    const { page, base, api, screenshot, smsCode } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // The player: logged in on the phone, a valuation report, paid in the sandbox, the full report shown.
    const token = await loginToHome(page, base, smsCode, PHONE)
    const valId = await lockedValuationReport(ctx, token, ANSWERS)
    const orderNo = await payInSandbox(ctx, token, 1, valId)
    await page.goto(`${base}/#/pages/report/index?valId=${valId}`)
    await visible('report-full').waitFor({ timeout: 10000 })
    await screenshot('player-report-paid')

    // The finance operator finds the order by its number in 订单.
    const { page: desk } = await consoleOperator(ctx, 'finance')
    await desk.goto(`${base}/console/orders`)
    await field(desk, '订单号').fill(orderNo)
    await button(desk, '查询').click()
    const rows = desk.locator('.ant-table-tbody tr.ant-table-row')
    // The unfiltered list may already show the order: what says the query ran is that it is the only row left.
    await desk.locator('.ant-table-tbody').getByText(orderNo).waitFor()
    await desk.waitForFunction(
      (selector) => globalThis.document.querySelectorAll(selector).length === 1,
      '.ant-table-tbody tr.ant-table-row',
      { timeout: 15000 },
    )
    assert.equal(await rows.count(), 1)
    const row = await rows.first().innerText()
    assert.match(row, /138\*\*\*\*8022/, 'the player is shown with a masked phone')
    assert.ok(!row.includes(PHONE), 'never the full phone number')
    assert.match(row, /¥4\.90[\s\S]*已支付/)
    await ctx.screenshot('console-orders', desk)

    // Its detail, then 退款 with a reason: the dialog says it refunds at once; the order turns 已退款.
    await desk.getByRole('link', { name: orderNo }).click()
    await desk.getByText('资金流水').waitFor()
    // 通知: the sandbox's paid notify, as the service logged what it did with it.
    await desk.locator('.ant-card', { hasText: '支付平台每次发来的通知' }).getByText('已入账，报告已解锁').waitFor()
    await button(desk, '退款').click()
    const dialog = desk.getByRole('dialog')
    await dialog.getByText('提交后立即向支付平台发起退款').waitFor()
    await button(dialog, '确认退款').click()
    await dialog.getByText('请填写退款原因').waitFor()
    await field(dialog, '退款原因').fill(REASON)
    await ctx.screenshot('console-refund-dialog', desk)
    await button(dialog, '确认退款').click()
    await desk.getByText('已退款 ¥4.90').waitFor()
    await desk.locator('.ant-card', { hasText: '资金流水' }).getByText('-¥4.90').waitFor()
    const refundCard = await desk.locator('.ant-card', { hasText: '进度' }).innerText()
    assert.match(refundCard, new RegExp(REASON))
    assert.ok(await button(desk, '退款').isDisabled(), 'a refunded order offers no second refund')
    await ctx.screenshot('console-refunded', desk)

    // The player's side, by today's rule: the order reads refunded, the report stays unlocked.
    const status = await api('payment/status', { orderNo }, token)
    assert.equal(status.data.result, 'refunded', JSON.stringify(status))
    assert.equal((await api('val/valReport', { valId }, token)).data.status, 2)
    await page.reload()
    await visible('report-full').waitFor({ timeout: 10000 })
    await screenshot('player-report-after-refund')

    // 对账 lists the refund with its reason, nothing left to fix for it.
    await desk.goto(`${base}/console/reconciliation`)
    const refunds = desk.locator('.ant-card', { hasText: '全部退款，新的在前' })
    await refunds.getByText(orderNo).waitFor()
    const line = await refunds.locator('tr', { hasText: orderNo }).innerText()
    assert.match(line, new RegExp(`¥4\\.90[\\s\\S]*${REASON}`))
    assert.ok(!line.includes('重试退款'))
    await refunds.scrollIntoViewIfNeeded()
    await ctx.screenshot('console-reconciliation', desk)
  },
}
