// The console's 玩家 (issue 37 point 5): a player logs in on the H5 app and makes a valuation; a support operator
// finds them in the console by phone number and sees the number masked, the player's logins and report; unmasking
// the number asks for a reason and shows it once in place; an admin then finds the unmask, with its reason, in the
// audit log. The full number appears nowhere in the console until it is asked for.
import assert from 'node:assert/strict'
import { button, consoleOperator, field } from '../lib/console.mjs'
import { loginWithCode } from '../lib/login.mjs'

const PHONE = '13800138031'
const MASKED = '138****8031'
const ANSWERS = { skins: { epic: 12, legend: 3, starLegend: 0, glory: 1 }, heroCount: 80, server: '安卓QQ' }
const REASON = '玩家来电反映无法登录，核实身份'

export default {
  name: 'console: support finds a player by phone, sees the masked number and their data, unmasks it with a reason; the audit log shows it',
  async run(ctx) {
    const { page, base, screenshot, smsCode, api } = ctx

    // The player, on their phone: logs in with a code and makes a valuation.
    await page.goto(`${base}/#/pages/login/verifyCode`)
    await loginWithCode(page, smsCode, PHONE)
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
    await page.locator('.taro_page:visible [data-testid=slogan-title]').first().waitFor({ timeout: 10000 })
    await screenshot('player-home')
    const user = JSON.parse(await page.evaluate(() => localStorage.getItem('va-user-info')))
    const token = (user.data ?? user).token
    const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: ANSWERS }, token)
    assert.equal(created.code, 200, JSON.stringify(created))
    const { valId } = created.data
    for (let i = 0; i < 100 && (await api('val/valReport', { valId }, token)).data?.status !== 1; i++) await page.waitForTimeout(200)

    // A support operator finds them by phone number in the console.
    const { page: desk } = await consoleOperator(ctx, 'support')
    await desk.getByRole('menuitem', { name: '玩家' }).click()
    const box = desk.getByPlaceholder('手机号 / UID / 邀请码 / 报告编号')
    await box.waitFor()
    await screenshot('console-search', desk)
    await box.fill(PHONE)
    await button(desk, '查找').click()
    const result = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: MASKED })
    await result.waitFor()
    assert.ok(!(await desk.locator('body').innerText()).includes(PHONE), 'the results show the number masked only')
    assert.ok(!desk.url().includes(PHONE), 'the number is not in the address')
    await screenshot('console-found', desk)

    // The player's page: masked number, the H5 login, the report still locked.
    await result.click()
    await desk.getByText('有效登录').first().waitFor()
    const card = desk.locator('.ant-card').filter({ hasText: '邀请码' })
    assert.match(await card.innerText(), new RegExp(MASKED.replace(/\*/g, '\\*')))
    assert.match(await card.innerText(), /有效登录[：:\s]*1/)
    await desk.locator('.ant-table-tbody').getByText('H5 网页').waitFor()
    assert.match(await desk.locator('.ant-table-tbody').innerText(), /有效/)
    assert.ok(!(await desk.locator('body').innerText()).includes(PHONE), 'the page shows the number masked only')
    await screenshot('console-player', desk)
    await desk.getByRole('tab', { name: '报告' }).click()
    const report = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: valId })
    await report.waitFor()
    assert.match(await report.innerText(), /估价[\s\S]*未解锁/)
    await screenshot('console-reports', desk)

    // 查看: a reason first (none is refused), then the full number, in place.
    await button(desk, '查看').first().click()
    const dialog = desk.getByRole('dialog')
    await dialog.getByText('查看完整号码').waitFor()
    await dialog.getByRole('button', { name: /查\s*看/ }).click()
    await dialog.getByText('请填写原因').waitFor()
    await field(desk, '原因').fill(REASON)
    await screenshot('console-unmask-reason', desk)
    await dialog.getByRole('button', { name: /查\s*看/ }).click()
    await card.getByText(PHONE).waitFor()
    await card.getByText('已记录查看').waitFor()
    await screenshot('console-unmasked', desk)

    // An admin finds the unmask in the audit log: who, which player, why.
    const { page: admin } = await consoleOperator(ctx, 'admin')
    await admin.goto(`${base}/console/audit`)
    const row = admin.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'pii.unmask' }).first()
    await row.waitFor()
    const text = await row.innerText()
    assert.ok(text.includes(REASON), `the audit row keeps the reason: ${text}`)
    assert.match(text, /e2e-support-/)
    assert.ok(!text.includes(PHONE), 'the audit row never holds the number')
    await screenshot('console-audit', admin)
  },
}
