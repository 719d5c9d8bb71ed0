// The valuation tab against the real service: log in, choose a game and 属性估价, answer the game's questions
// (the client shows what is missing first), submit and land on the report; then a camp-id authorization
// (sandbox: 6-12 digits succeed) from the same tab reaches a report too.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'
import { answerRequired } from '../lib/answers.mjs'

const GAME = 10013

export default {
  name: 'valuation: props answers and camp-id authorization reach a report',
  async run({ page, base, screenshot, smsCode, api }) {
    const screen = page.locator('.taro_page:visible')

    // Log in, landing on the valuation tab.
    await page.goto(`${base}/#/pages/login/verifyCode?from=${encodeURIComponent('/pages/evaluate/choose/index')}`)
    await loginWithCode(page, smsCode, '13800138004')
    await page.waitForURL(/#\/pages\/evaluate\/choose\/index/, { timeout: 10000 })

    // Step 1: the game.
    await screen.locator(`[data-testid=game-${GAME}]`).click()
    await screen.locator('[data-testid=picked-game]').waitFor({ timeout: 5000 })
    assert.equal(await screen.locator('[data-testid=flow-percent]').innerText(), '40%')
    await screenshot('method')

    // Step 2 → 3: 属性估价 shows the game's questions.
    await screen.locator('[data-testid=method-2]').click()
    await screen.locator('[data-testid=props-step]').waitFor({ timeout: 10000 })
    assert.equal(await screen.locator('[data-testid=flow-percent]').innerText(), '60%')
    const { data } = await api('val/questions', { gameId: GAME })
    assert.ok(data.list.length > 3, 'the game has questions')
    for (const q of data.list) await screen.locator(`[data-testid=q-${q.key}]`).waitFor({ timeout: 2000 })
    await screenshot('questions')

    // Submitting empty: the client names what is missing, nothing is sent.
    await screen.locator('[data-testid=submit]').click()
    const required = data.list.filter((q) => q.required)
    for (const q of required) await screen.locator(`[data-testid=q-error-${q.key}]`).waitFor({ timeout: 2000 })
    await screen.locator(`[data-testid=q-error-${required[0].key}]`).scrollIntoViewIfNeeded()
    await screenshot('questions-missing')

    const form = screen.locator('[data-testid=props-step]')
    await answerRequired(form, data.list)
    assert.equal(await screen.locator('.qf__error').count(), 0, 'no messages once answered')
    await screen.locator('[data-testid=submit]').scrollIntoViewIfNeeded()
    await screenshot('questions-answered')
    await screen.locator('[data-testid=submit]').click()
    await page.waitForURL(/#\/pages\/report\/index\?valId=r_/, { timeout: 10000 })
    const valId = new URL(page.url().replace('#/', '')).searchParams.get('valId')
    await screenshot('report')
    // The report exists and belongs to this user (its content is another page's business).
    const cached = await page.evaluate(() => localStorage.getItem('va-user-info'))
    assert.ok(cached, 'the session is cached')
    const parsed = JSON.parse(cached)
    const token = parsed.data?.token ?? parsed.token
    const report = await api('val/valReport', { valId }, token)
    assert.equal(report.code, 200)
    assert.equal(report.data.gameId, GAME)
    assert.equal(report.data.evaluateType, 2)

    // Camp-id authorization from the same tab.
    await page.goto(`${base}/#/pages/evaluate/choose/index`)
    await screen.locator('[data-testid=change-method]').click()
    await screen.locator('[data-testid=method-3]').click()
    await screen.locator('[data-testid=auth-kinds]').waitFor({ timeout: 5000 })
    await screenshot('auth-kinds')
    await screen.locator('[data-testid=auth-kind-3]').click()
    await page.waitForURL(/#\/subPages\/index\/index\?gameId=10013&evaluateType=3&authKind=3/, { timeout: 10000 })
    // The tab page stays in the DOM under the pushed page: scope to the authorization page.
    const auth = page.locator('.taro_page:visible', { has: page.locator('[data-testid=auth-summary]') })
    await auth.locator('[data-testid=stage-camp-id]').waitFor({ timeout: 10000 })
    assert.equal(await auth.locator('[data-testid=flow-percent]').innerText(), '60%')
    await auth.locator('[data-testid=field-campId] input').fill('123')
    await auth.locator('[data-testid=auth-submit]').click()
    await auth.locator('[data-testid=error-campId]').getByText('营地ID为6-12位数字').waitFor({ timeout: 3000 })
    await screenshot('camp-id-invalid')
    await auth.locator('[data-testid=field-campId] input').fill('20260418')
    await screenshot('camp-id-filled')
    await auth.locator('[data-testid=auth-submit]').click()
    await page.waitForURL(/#\/pages\/report\/index\?valId=r_/, { timeout: 15000 })
    const authValId = new URL(page.url().replace('#/', '')).searchParams.get('valId')
    assert.notEqual(authValId, valId)
    const authReport = await api('val/valReport', { valId: authValId }, token)
    assert.equal(authReport.code, 200)
    assert.equal(authReport.data.evaluateType, 3)
    await screenshot('auth-report')
  },
}
