// Mine tab end to end: a visitor sees the login card, logs in from it and comes back to Mine with the masked
// phone; real-name authentication rejects a bad ID in the browser and accepts a valid one (sandbox provider);
// in settings the account is deleted after the consequences and the typed 注销, leaving the user logged out.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'

const PHONE = '13900139003'
const MASKED = '139****9003'

export default {
  name: 'mine, real-name authentication and account deletion',
  async run({ page, base, screenshot, smsCode }) {
    await page.goto(`${base}/#/pages/my/index`)
    await page.getByText('立即登录').waitFor({ timeout: 10000 })
    await screenshot('mine-logged-out')

    await page.locator('[data-testid=mine-login-btn]').click()
    await page.waitForURL(/#\/pages\/login\/verifyCode/, { timeout: 10000 })
    const url = new URL(page.url().replace('#/', ''))
    assert.equal(url.searchParams.get('from'), '/pages/my/index')
    await loginWithCode(page, smsCode, PHONE)
    await page.waitForURL(/#\/pages\/my\/index/, { timeout: 10000 })
    const mine = page.locator('.taro_page:visible')
    await mine.getByText(MASKED).waitFor({ timeout: 10000 })
    await mine.locator('[data-testid=coupon-count]').filter({ hasText: /^\d+$/ }).waitFor({ timeout: 5000 })
    await mine.getByText('未实名').waitFor({ timeout: 5000 })
    await screenshot('mine')

    await mine.locator('[data-testid=real-name-badge]').click()
    await page.waitForURL(/#\/pages\/realNameAuth\/index/, { timeout: 10000 })
    const rn = page.locator('.taro_page:visible')
    await rn.locator('[data-testid=name-field] input').fill('张三')
    await rn.locator('[data-testid=id-field] input').fill('110105194912310021')
    await rn.locator('[data-testid=submit]').click()
    await rn.getByText('身份证号码不正确，请核对').waitFor({ timeout: 5000 })
    await screenshot('real-name-error')
    await rn.locator('[data-testid=id-field] input').fill('11010519491231002X')
    await rn.locator('[data-testid=submit]').click()
    await rn.getByText('已完成实名认证', { exact: true }).waitFor({ timeout: 10000 })
    await screenshot('real-name-done')

    await page.goto(`${base}/#/pages/my-page/setting`)
    const set = page.locator('.taro_page:visible')
    await set.getByText('退出登录').waitFor({ timeout: 10000 })
    await screenshot('setting')
    await set.locator('[data-testid=log-off]').click()
    await page.getByText('继续注销').click()
    const sheet = set.locator('[data-testid=log-off-sheet]')
    await sheet.waitFor({ timeout: 5000 })
    assert.match(String(await sheet.locator('[data-testid=log-off-confirm]').getAttribute('class')), /--disabled/)
    await sheet.locator('input').fill('注销')
    await screenshot('log-off-confirm')
    await sheet.locator('[data-testid=log-off-confirm]').click()
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })

    // Back on home after the relaunch; the user taps the 我的 tab.
    await page.locator('.taro-tabbar__tabbar').getByText('我的', { exact: true }).click()
    await page.waitForURL(/#\/pages\/my\/index/, { timeout: 10000 })
    const after = page.locator('.taro_page:visible')
    await after.locator('[data-testid=mine-login-btn]').waitFor({ timeout: 10000 })
    assert.equal(await after.getByText(MASKED).count(), 0)
    await screenshot('mine-after-log-off')
  },
}
