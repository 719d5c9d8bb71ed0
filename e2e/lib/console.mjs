// The operators' console in journeys: an operator made with the CLI (as the first admin is), logged in at
// /console/ through the first-login steps (new password, TOTP: the journey service requires it, as production does)
// in a desktop browser page, and logged in again later with a fresh TOTP code.
import { generate } from 'otplib'

export const DESKTOP = { width: 1280, height: 800 }
const STEP_SECONDS = 30

/**
 * A button by its label: antd puts a space between the two characters of a two-character label (登 录), and an
 * icon's name comes before the label (logout 退出).
 */
export const button = (page, label) => page.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`) })

/**
 * antd's confirm dialog once its opening zoom has ended: on a loaded machine a click during the zoom can miss, and the
 * dialog stays open (CI once left the coupon grant's 发放 unclicked that way).
 */
export async function openedConfirm(page) {
  const dialog = page.locator('.ant-modal-confirm')
  await dialog.waitFor()
  await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => {}))))
  return dialog
}

/** The form field under a label (antd links each label to its input). */
export const field = (page, label) => page.getByLabel(label, { exact: true })

/** Creates an operator with `npm run ops -- operator:add NAME ROLE`; returns the name and one-time password. */
export async function addOperator(ctx, role, name = `e2e-${role}-${Date.now() % 1_000_000}`) {
  const out = await ctx.ops('operator:add', name, role)
  const password = /one-time password: (\S+)/.exec(out)?.[1]
  if (!password) throw new Error(`operator:add printed no password: ${out}`)
  return { name, role, password, secret: null, lastStep: null }
}

/**
 * The next TOTP code the service will take for this operator: each code is good once, and the service allows one
 * step of drift, so a second login within the same 30 s uses the next step's code instead of waiting for it.
 */
async function nextCode(operator) {
  const now = Math.floor(Date.now() / 1000 / STEP_SECONDS)
  let step = operator.lastStep === null ? now : Math.max(now, operator.lastStep + 1)
  if (step > now + 1) {
    await new Promise((r) => setTimeout(r, ((step - 1) * STEP_SECONDS + 1) * 1000 - Date.now()))
    step = Math.max(step, Math.floor(Date.now() / 1000 / STEP_SECONDS))
  }
  operator.lastStep = step
  return generate({ secret: operator.secret, epoch: step * STEP_SECONDS })
}

async function submitLogin(page, base, operator) {
  await page.goto(`${base}/console/login`)
  await field(page, '账号').fill(operator.name)
  await field(page, '密码').fill(operator.password)
  await button(page, '登录').click()
}

/** Answers the login page's TOTP step with a good code. */
export async function enterTotp(page, operator) {
  await field(page, '动态验证码').fill(await nextCode(operator))
  await button(page, '验证并登录').click()
}

/**
 * Logs an operator in whose first-login steps are done (password changed, TOTP on): password, then the TOTP step,
 * and waits for the console's home page.
 */
export async function consoleLogin(page, base, operator) {
  await submitLogin(page, base, operator)
  await field(page, '动态验证码').waitFor()
  await enterTotp(page, operator)
  await page.getByText('当前账号').waitFor()
}

/** Ends the console session from the header's 退出 button, back on the login page. */
export async function consoleLogout(page) {
  await button(page, '退出').click()
  await field(page, '账号').waitFor()
}

/**
 * A logged-in operator of `role` in a new desktop page: created with the CLI, first login with the one-time
 * password, a new password, TOTP set up from the secret the page shows, then the home page. `shots` takes a
 * screenshot of each step when given a label prefix.
 */
export async function consoleOperator(ctx, role, { name, shots } = {}) {
  const operator = await addOperator(ctx, role, name)
  const page = await ctx.newPage({ viewport: DESKTOP })
  const shot = async (label) => shots && (await ctx.screenshot(`${shots}-${label}`, page))
  await submitLogin(page, ctx.base, operator)
  await page.getByText('修改初始密码').first().waitFor()
  await shot('first-login-password')
  const newPassword = `e2e-${operator.name}-新密码`
  await field(page, '当前密码').fill(operator.password)
  await field(page, '新密码').fill(newPassword)
  await field(page, '确认新密码').fill(newPassword)
  await button(page, '保存并继续').click()
  operator.password = newPassword
  const secret = page.getByTestId('totp-secret')
  await secret.waitFor()
  await shot('totp-setup')
  operator.secret = (await secret.innerText()).trim()
  await field(page, '动态验证码').fill(await nextCode(operator))
  await button(page, '验证并开启').click()
  await page.getByText('当前账号').waitFor()
  return { page, operator }
}
