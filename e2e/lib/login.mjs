// Code login on the visible login page (shared by the journeys that log in from a page that sent them there).
export async function loginWithCode(page, smsCode, phone) {
  const login = page.locator('.taro_page:visible')
  await login.locator('[data-testid=phone-field] input').fill(phone)
  await login.getByText('获取验证码').click()
  await login.getByText(/\d+s/).first().waitFor({ timeout: 5000 })
  await login.locator('[data-testid=code-field] input').fill(await smsCode(phone))
  await login.locator('[data-testid=agreement] .vc__check').click()
  await login.locator('[data-testid=login-btn]').click()
}

/** Logs a phone in from the code-login page, waits for the home page, and returns the session's access token. */
export async function loginToHome(page, base, smsCode, phone) {
  await page.goto(`${base}/#/pages/login/verifyCode`)
  await loginWithCode(page, smsCode, phone)
  await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
  await page.locator('.taro_page:visible [data-testid=slogan-title]').first().waitFor({ timeout: 10000 })
  const user = JSON.parse(await page.evaluate(() => localStorage.getItem('va-user-info')))
  return (user.data ?? user).token
}

/** `loginToHome` with a journey's context. */
export const loginPlayer = ({ page, base, smsCode }, phone) => loginToHome(page, base, smsCode, phone)
