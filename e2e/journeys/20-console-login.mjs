// The operators' console, first login to second login (issue 37): an admin made with `operator:add` logs in with
// the one-time password, must set a new password and then TOTP (the journey service requires it, as production
// does), and reaches the home page. Logged out, the password alone is not enough: the TOTP step asks for a code, a
// wrong one is refused, a good one logs in. The session cookie is httpOnly, SameSite=Strict and scoped to
// /console; the audit page lists the operator's login, password change and TOTP set-up.
import assert from 'node:assert/strict'
import { button, consoleLogout, consoleOperator, enterTotp, field } from '../lib/console.mjs'

export default {
  name: 'console: an operator logs in with a one-time password, sets a password and TOTP, and logs in again with a code',
  async run(ctx) {
    const { page, operator } = await consoleOperator(ctx, 'admin', { name: 'e2e-admin', shots: 'first' })
    await ctx.screenshot('home', page)
    assert.match(await page.locator('.ant-descriptions').innerText(), /动态验证码\s*已开启/)

    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'console_sid')
    assert.ok(cookie, 'the console session cookie is set')
    assert.equal(cookie.httpOnly, true)
    assert.equal(cookie.sameSite, 'Strict')
    assert.equal(cookie.path, '/console')

    await consoleLogout(page)
    await field(page, '账号').fill(operator.name)
    await field(page, '密码').fill(operator.password)
    await button(page, '登录').click()
    await field(page, '动态验证码').waitFor()
    await ctx.screenshot('totp-step', page)

    await field(page, '动态验证码').fill('000000')
    await button(page, '验证并登录').click()
    // The refusal, beside the step's own hint (both are alerts).
    await page.getByRole('alert').filter({ hasText: '动态验证码错误' }).waitFor()
    await ctx.screenshot('wrong-code', page)

    await enterTotp(page, operator)
    await page.getByText('当前账号').waitFor()

    await page.goto(`${ctx.base}/console/audit`)
    const rows = page.locator('.ant-table-tbody tr.ant-table-row')
    await rows.first().waitFor()
    const text = await page.locator('.ant-table-tbody').innerText()
    for (const action of ['operator.login', 'operator.password', 'operator.totp_enable']) {
      assert.ok(text.includes(action), `the audit page lists ${action}`)
    }
    await ctx.screenshot('audit', page)
  },
}
