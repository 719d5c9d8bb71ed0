// A coupon from the console to a player's report (issue 37 point 7): a support operator (made with `operator:add`,
// first login with new password and TOTP) grants an unlock coupon to a player by phone on 优惠券 → 发放, after the
// check shows the player found and today's allowance; the ledger lists the grant. The player, on the phone, opens
// their locked report, the unlock popup offers the coupon, and spending it unlocks the report without paying.
import assert from 'node:assert/strict'
import { button, consoleOperator, field, openedConfirm } from '../lib/console.mjs'
import { loginPlayer } from '../lib/login.mjs'

const PHONE = '13800138023'
const MASKED = '138****8023'
const ANSWERS = { skins: { epic: 10, legend: 2, starLegend: 0, glory: 0 }, heroCount: 70, server: '安卓QQ' }

export default {
  name: 'console coupon: support grants a coupon by phone, the player unlocks a report with it',
  async run(ctx) {
    const { page, base, screenshot, api } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // The player: logged in, with a locked valuation report.
    const token = await loginPlayer(ctx, PHONE)
    const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: ANSWERS }, token)
    assert.equal(created.code, 200, JSON.stringify(created))
    const { valId } = created.data
    for (let i = 0; i < 100 && (await api('val/valReport', { valId }, token)).data?.status !== 1; i++) await page.waitForTimeout(200)
    assert.equal((await api('coupon/list', { tab: 1 }, token)).data.total, 0)

    // The support operator grants one coupon to the player's phone number.
    const { page: desk } = await consoleOperator(ctx, 'support', { name: 'e2e-support-coupon' })
    await desk.goto(`${base}/console/coupons`)
    await field(desk, '手机号或用户 uid').fill(PHONE)
    await field(desk, '发放原因').fill('报告生成失败补偿')
    await button(desk, '检查名单').click()
    await desk.getByText('共 1 人，合计 1 张，可以发放').waitFor()
    await desk.getByText(/今日还可发 20 张/).waitFor()
    const checked = desk.locator('.ant-table-tbody tr.ant-table-row').first()
    const checkedText = await checked.innerText()
    assert.ok(checkedText.includes(MASKED) && checkedText.includes('可发放'), checkedText)
    assert.ok(!(await desk.locator('.ant-table').innerText()).includes(PHONE), 'the phone is masked in the check')
    await screenshot('console-check', desk)
    await button(desk, '确认发放').click()
    const confirm = await openedConfirm(desk)
    await confirm.getByText(/向 1 人各发放 1 张解锁券/).waitFor()
    await button(confirm, '发放').click()
    await desk.locator('.ant-alert-message', { hasText: '已向 1 人发放 1 张解锁券' }).waitFor({ timeout: 10000 })
    await desk.getByText(/今日还可发 19 张/).waitFor()
    await desk.locator('.ant-tag', { hasText: '已发放' }).waitFor()
    await screenshot('console-granted', desk)

    await desk.goto(`${base}/console/coupons?tab=ledger`)
    const ledgerRow = desk.locator('.ant-table-tbody tr.ant-table-row').first()
    await ledgerRow.waitFor({ timeout: 10000 })
    assert.match(await ledgerRow.innerText(), /发放[\s\S]*客服补偿[\s\S]*e2e-support-coupon[\s\S]*报告生成失败补偿[\s\S]*未使用/)
    await screenshot('console-ledger', desk)

    // The player's report: the unlock popup offers the coupon, which unlocks it without paying.
    const coupons = await api('coupon/list', { tab: 1 }, token)
    assert.equal(coupons.data.total, 1)
    assert.equal(coupons.data.list[0].sourceText, '客服补偿')
    await page.goto(`${base}/#/pages/report/index?valId=${valId}`)
    await visible('report-teaser').waitFor({ timeout: 20000 })
    await visible('unlock-btn').click()
    await visible('unlock-pay-coupon').waitFor({ timeout: 10000 })
    assert.equal(await visible('unlock-pay-coupon').innerText(), '你有 1 张解锁券，可免费解锁')
    await screenshot('unlock-popup-coupon')
    await visible('popup-coupon').click()
    await visible('report-full').waitFor({ timeout: 15000 })
    await visible('estimate').waitFor()
    await screenshot('report-unlocked')
    assert.equal((await api('val/valReport', { valId }, token)).data.status, 2)
    const used = await api('coupon/list', { tab: 2 }, token)
    assert.equal(used.data.total, 1)
    assert.equal(used.data.list[0].usedOn.valId, valId)

    // The console's ledger now shows the spend and the coupon as used.
    await desk.reload()
    await desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: '使用' }).first().waitFor({ timeout: 10000 })
    assert.match(await desk.locator('.ant-table-tbody').innerText(), /已使用/)
    await screenshot('console-ledger-spent', desk)
  },
}
