// 报告截图 (issue 40 point 3) against the real service: 属性估价 with the optional 上传账号截图 step (pick through the
// browser's file chooser, preview grid, remove), the report showing the screenshots its owner uploaded; 我亏了吗 with
// the 订单截图 step after the trader identity, the result showing the order screenshot. Another player never gets
// the links, and a link without its signature is a 404.
import assert from 'node:assert/strict'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { answerRequired } from '../lib/answers.mjs'
import { loginToHome, loginWithCode } from '../lib/login.mjs'

const GAME = 10013

/**
 * A phone-screenshot-like PNG (a coloured header bar, rows of white cards with a line of "text"), drawn by the
 * browser's canvas and written to a temp file; answers its path.
 */
async function screenshotFile(page, name, hue) {
  const dataUrl = await page.evaluate((colour) => {
    const c = globalThis.document.createElement('canvas')
    c.width = 360
    c.height = 640
    const g = c.getContext('2d')
    g.fillStyle = '#eef0f4'
    g.fillRect(0, 0, 360, 640)
    g.fillStyle = colour
    g.fillRect(0, 0, 360, 64)
    for (let y = 80; y < 640; y += 120) {
      g.fillStyle = '#ffffff'
      g.fillRect(16, y, 328, 96)
      g.fillStyle = colour
      g.fillRect(32, y + 20, 120 + ((y * 7) % 160), 10)
    }
    return c.toDataURL('image/png')
  }, hue)
  const path = join(tmpdir(), `e2e-${name}-${process.pid}.png`)
  writeFileSync(path, Buffer.from(dataUrl.split(',')[1], 'base64'))
  return path
}

/** Taps the grid's add tile and picks `files` in the browser's file chooser (Taro.chooseImage on H5). */
async function pick(page, at, testId, files) {
  const chooser = page.waitForEvent('filechooser')
  await at.locator(`[data-testid=${testId}-add]`).click()
  await (await chooser).setFiles(files)
}

/** Whether every `<img>` under `locator` has loaded (a broken link has no natural width). */
const allLoaded = (locator) =>
  locator.locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0))

export default {
  name: 'report screenshots: 上传账号截图 and 订单截图 are kept, uploaded onto the report and shown to its owner only',
  async run({ page, base, screenshot, smsCode, api, newPage }) {
    await page.goto(`${base}/#/pages/index/index`)
    const shots = {
      assets: await screenshotFile(page, 'assets', '#4078f0'),
      skins: await screenshotFile(page, 'skins', '#f08c28'),
      extra: await screenshotFile(page, 'extra', '#787878'),
      order: await screenshotFile(page, 'order', '#ff5000'),
    }
    const screen = page.locator('.taro_page:visible')
    await page.goto(`${base}/#/pages/login/verifyCode?from=${encodeURIComponent('/pages/evaluate/choose/index')}`)
    await loginWithCode(page, smsCode, '13800138036')
    await page.waitForURL(/#\/pages\/evaluate\/choose\/index/, { timeout: 10000 })

    // 属性估价: the screenshots are offered beside the form, optional.
    await screen.locator(`[data-testid=game-${GAME}]`).click()
    await screen.locator('[data-testid=method-2]').click()
    await screen.locator('[data-testid=props-step]').waitFor({ timeout: 10000 })
    assert.match(await screen.locator('[data-testid=account-shots-entry]').innerText(), /账号截图（选填）/)
    await screenshot('props-with-entry')
    await screen.locator('[data-testid=account-shots-open]').click()
    await screen.locator('[data-testid=account-shots-step]').waitFor()
    await screenshot('account-shots-empty')
    await pick(page, screen, 'account-shot', [shots.assets, shots.skins, shots.extra])
    await screen.locator('[data-testid=account-shot]').nth(2).waitFor()
    // × takes one off again.
    await screen.locator('[data-testid=account-shot-remove]').nth(2).click()
    assert.equal(await screen.locator('[data-testid=account-shot]').count(), 2)
    assert.equal(await allLoaded(screen.locator('[data-testid=account-shots-step]')), true, 'the thumbnails preview the picked files')
    await screenshot('account-shots-picked')
    await screen.locator('[data-testid=account-shots-done]').click()
    assert.match(await screen.locator('[data-testid=account-shots-entry]').innerText(), /账号截图 2 张/)

    // The attributes are still the player's: answered in the form, then 开始估价 makes the report and uploads.
    const { data } = await api('val/questions', { gameId: GAME })
    await answerRequired(screen.locator('[data-testid=props-step]'), data.list)
    const uploads = []
    page.on('response', (r) => r.url().includes('/report/imageUpload') && uploads.push(r))
    await screen.locator('[data-testid=submit]').click()
    await page.waitForURL(/#\/pages\/report\/index\?valId=r_/, { timeout: 15000 })
    const valId = new URL(page.url().replace('#/', '')).searchParams.get('valId')
    // The report page uploads the kept screenshots onto its report, then shows them.
    const card = screen.locator('[data-testid=report-account-shots]')
    await card.waitFor({ timeout: 20000 })
    assert.equal(uploads.length, 2)
    await card.scrollIntoViewIfNeeded()
    for (let i = 0; i < 50 && !(await allLoaded(card)); i++) await page.waitForTimeout(100)
    assert.equal(await allLoaded(card), true, 'the signed links load')
    await screenshot('report-with-shots')

    // Only the owner gets links; the link needs its signature.
    const token = JSON.parse(await page.evaluate(() => localStorage.getItem('va-user-info')))
    const mine = await api('val/valReport', { valId }, token.data?.token ?? token.token)
    assert.equal(mine.data.images.length, 2)
    const plain = await fetch(`${base}${mine.data.images[0].url.split('?')[0]}`)
    assert.equal(plain.status, 404)
    const signed = await fetch(`${base}${mine.data.images[0].url}`)
    assert.equal(signed.status, 200)
    assert.equal(signed.headers.get('content-type'), 'image/png')
    const other = await newPage({ viewport: { width: 390, height: 844 } })
    const otherToken = await loginToHome(other, base, smsCode, '13800138037')
    const theirs = await api('val/valReport', { valId }, otherToken)
    assert.equal(theirs.code, 40004)
    assert.doesNotMatch(JSON.stringify(theirs), /report-images/)

    // 我亏了吗: 订单截图 after the trader identity.
    await page.goto(`${base}/#/pages/check/index`)
    const ck = page.locator('.taro_page:visible')
    await ck.locator('[data-testid=check-identity-buyer]').click()
    await ck.locator('[data-testid=check-order-step]').waitFor()
    await screenshot('order-step-empty')
    await pick(page, ck, 'order-shot', [shots.order])
    await ck.locator('[data-testid=order-shot]').waitFor()
    assert.equal((await ck.locator('[data-testid=check-order-next]').innerText()).trim(), '下一步')
    await screenshot('order-step-picked')
    await ck.locator('[data-testid=check-order-next]').click()
    assert.match(await ck.locator('[data-testid=check-picked-order]').innerText(), /订单截图 1 张/)
    await ck.locator('[data-testid=account-mode-report]').click()
    await ck.locator(`[data-testid=report-${valId}]`).click()
    await ck.locator('[data-testid=check-paid-input] input').fill('3000')
    await ck.locator('[data-testid=check-date-6]').click()
    await screenshot('check-form-with-order')
    await ck.locator('[data-testid=check-submit]').click()
    const orderCard = ck.locator('[data-testid=check-order-shots]')
    await orderCard.waitFor({ timeout: 15000 })
    await orderCard.scrollIntoViewIfNeeded()
    for (let i = 0; i < 50 && !(await allLoaded(orderCard)); i++) await page.waitForTimeout(100)
    assert.equal(await allLoaded(orderCard), true)
    await screenshot('check-result-with-order')
  },
}
