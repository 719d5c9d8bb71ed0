// A link the service has not collected is not a dead end (issue 19): a fresh start reads only its own market data
// (issue 34: no sandbox inventing accounts), so a made-up 交易猫 link answers 暂未收录 with 按属性继续估价, which opens
// the properties of the game already chosen. Tapping 开始估价 on the empty form then brings the first error into
// view and says what is wrong. A listing of the demo market, by its link, is read and valued. Finally 交易评估
// answers a made-up 螃蟹 link the same way as valuation, with the same way on.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'

const GAME = 10013
const VIEWPORT_HEIGHT = 844
/** A listing of the demo market, as the app links it (LISTING_BASE_URL + its id). */
const DEMO_LINK = 'https://gujia.example/listing/demo-10013-000002'

export default {
  name: 'link fallback: an uncollected link continues by properties of the same game; the first form error shows',
  async run({ page, base, screenshot, smsCode, api }) {
    const screen = page.locator('.taro_page:visible')

    await page.goto(`${base}/#/pages/login/verifyCode?from=${encodeURIComponent('/pages/evaluate/choose/index')}`)
    await loginWithCode(page, smsCode, '13800138015')
    await page.waitForURL(/#\/pages\/evaluate\/choose\/index/, { timeout: 10000 })

    // 王者荣耀 → 链接估价 → a 交易猫 link its platform does not have.
    await screen.locator(`[data-testid=game-${GAME}]`).click()
    await screen.locator('[data-testid=method-1]').click()
    await screen.locator('[data-testid=link-step]').waitFor({ timeout: 5000 })
    await screen
      .locator('[data-testid=link-input] textarea')
      .fill('【交易猫】王者荣耀 V8 全皮肤 https://m.jiaoyimao.com/goods/e2e20260404.html')
    await screen.locator('[data-testid=submit]').click()
    await screen.locator('[data-testid=link-error]').waitFor({ timeout: 10000 })
    assert.match(await screen.locator('[data-testid=link-error]').innerText(), /暂未收录该链接对应的商品/)
    const offer = screen.locator('[data-testid=link-fallback-props]')
    await offer.waitFor({ timeout: 5000 })
    assert.equal((await offer.innerText()).trim(), '按属性继续估价（王者荣耀）')
    await screenshot('link-not-collected')

    // One tap: the same game's properties, nothing chosen so far asked again.
    await offer.click()
    await screen.locator('[data-testid=props-step]').waitFor({ timeout: 10000 })
    assert.match(await screen.locator('[data-testid=picked-game]').innerText(), /王者荣耀/)
    assert.match(await screen.locator('[data-testid=picked-method]').innerText(), /属性估价/)
    assert.equal(await screen.locator('[data-testid=flow-percent]').innerText(), '60%')
    await screenshot('props-of-the-same-game')

    // 开始估价 from the bottom of the empty form: the first error comes into view and says what is wrong.
    const { data } = await api('val/questions', { gameId: GAME })
    const first = data.list.find((q) => q.required)
    assert.ok(first, 'the game has a required question')
    await screen.locator('[data-testid=submit]').scrollIntoViewIfNeeded()
    await screen.locator('[data-testid=submit]').click()
    const firstError = screen.locator(`[data-testid=q-error-${first.key}]`)
    await firstError.waitFor({ timeout: 5000 })
    assert.ok((await firstError.innerText()).trim().length > 0, 'the error says what is wrong')
    // Scrolling may be animated: wait (up to 5 s) until the first error sits inside the viewport.
    const inView = async () => {
      const box = await firstError.boundingBox()
      return !!box && box.y >= 0 && box.y + box.height <= VIEWPORT_HEIGHT
    }
    for (let i = 0; i < 50 && !(await inView()); i++) await page.waitForTimeout(100)
    assert.ok(await inView(), 'the first error is scrolled into view')
    await screenshot('first-error-in-view')

    // A listing of the demo market, by its link (this service's own listing page): read and valued.
    await screen.locator('[data-testid=change-method]').scrollIntoViewIfNeeded()
    await screen.locator('[data-testid=change-method]').click()
    await screen.locator('[data-testid=method-1]').click()
    await screen.locator('[data-testid=link-input] textarea').fill(`看看这个号 ${DEMO_LINK}`)
    await screen.locator('[data-testid=submit]').click()
    await page.waitForURL(/#\/pages\/report\/index\?valId=r_/, { timeout: 15000 })
    const valId = new URL(page.url().replace('#/', '')).searchParams.get('valId')
    const cached = JSON.parse(await page.evaluate(() => localStorage.getItem('va-user-info')))
    const token = cached.data?.token ?? cached.token
    const report = await api('val/valReport', { valId }, token)
    assert.equal(report.code, 200)
    assert.equal(report.data.gameId, GAME)
    assert.equal(report.data.evaluateType, 1)
    await screenshot('demo-listing-report')

    // 交易评估 reads links with the same reader: a made-up 螃蟹 link is unreadable there too, and offers properties.
    await page.goto(`${base}/#/subPages/deal-evaluate/index`)
    const de = page.locator('.taro_page:visible')
    await de.locator('[data-testid=account-link] textarea').fill('https://www.pxb7.com/product/px20260412')
    await de.locator('[data-testid=deal-ask-input] input').fill('1500')
    await de.locator('[data-testid=deal-submit]').click()
    const dealOffer = de.locator('[data-testid=account-link-fallback]')
    await dealOffer.waitFor({ timeout: 10000 })
    assert.match(await de.locator('[data-testid=account-error]').innerText(), /暂未收录该链接对应的商品/)
    assert.equal((await dealOffer.innerText()).trim(), '按属性继续')
    await screenshot('deal-link-not-collected')
    await dealOffer.click()
    await de.locator('[data-testid=account-mode-props].acc__mode--on').waitFor({ timeout: 5000 })
    await screenshot('deal-props-instead')
  },
}
