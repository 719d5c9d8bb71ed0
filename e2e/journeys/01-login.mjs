// A new visitor: the guide leads to home; a protected page sends them to code login with `from`; logging in
// with the code the service sent lands them on the page they asked for.
import assert from 'node:assert/strict'

export default {
  name: 'guide, login guard and phone-code login',
  async run({ page, base, screenshot, smsCode }) {
    await page.goto(`${base}/#/pages/guide/index`)
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
    await screenshot('home')

    await page.goto(`${base}/#/pages/my-page/valuation-records?tab=1`)
    await page.waitForURL(/#\/pages\/login\/verifyCode/, { timeout: 10000 })
    const url = new URL(page.url().replace('#/', ''))
    assert.equal(url.searchParams.get('from'), '/pages/my-page/valuation-records?tab=1')
    await page
      .getByText('请先登录')
      .waitFor({ timeout: 5000 })
      .catch(() => {}) // toast may already be gone
    await screenshot('login')

    // Only the page on screen counts: Taro keeps hidden pages of the stack in the DOM.
    const login = page.locator('.taro_page:visible')
    const phone = '13800138000'
    await login.locator('[data-testid=phone-field] input').fill(phone)
    await login.getByText('获取验证码').click()
    await page.getByText('验证码发送成功').waitFor({ timeout: 5000 })
    await login.getByText(/\d+s/).first().waitFor({ timeout: 5000 })
    const code = await smsCode(phone)
    await login.locator('[data-testid=code-field] input').fill(code)
    await login.locator('[data-testid=agreement] .vc__check').click()
    await screenshot('login-filled')
    await login.locator('[data-testid=login-btn]').click()
    await page.waitForURL(/#\/pages\/my-page\/valuation-records/, { timeout: 10000 })
    await screenshot('landed')
  },
}
