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
