// Reading and writing: a visitor who has not logged in reads an anti-fraud article from the home page's 资讯
// section; a seller then logs in, unlocks a report and has AI创作 write the listing copy, with the suggested price
// only from the unlocked report.
import assert from 'node:assert/strict'
import { loginWithCode } from '../lib/login.mjs'
import { payInSandbox } from '../lib/pay.mjs'

const SELLER = '13800138050'
const ANSWERS = { skins: { epic: 12, legend: 3, starLegend: 0, glory: 0 }, heroCount: 80, server: '安卓QQ' }

export default {
  name: 'information logged out (home section, tabs, an article) and AI copy from an unlocked and a locked report',
  async run(ctx) {
    const { page, base, screenshot, smsCode, api } = ctx
    const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()

    // logged out: home → 资讯 → 更多 → 防骗提醒 → the article
    await page.goto(`${base}/#/pages/index/index`)
    await visible('home-information').scrollIntoViewIfNeeded({ timeout: 15000 })
    await screenshot('home-information')
    await visible('home-information-more').click()
    await page.waitForURL(/#\/pages\/information\/index/, { timeout: 10000 })
    await visible('info-card').waitFor({ timeout: 10000 })
    await visible('info-tab-anti-fraud').click()
    await page.locator('.taro_page:visible [data-testid=info-card]').getByText(/找回/).first().waitFor({ timeout: 10000 })
    await screenshot('information-anti-fraud')
    await page.locator('.taro_page:visible [data-testid=info-card]').getByText(/找回/).first().click()
    await page.waitForURL(/#\/pages\/information\/detail/, { timeout: 10000 })
    await visible('info-article-title').waitFor({ timeout: 10000 })
    assert.match(await visible('info-article-category').innerText(), /防骗/)
    // The body renders after the title (rich text): wait for its first heading rather than count too early.
    await visible('info-article-body').locator('h2, h3').first().waitFor({ timeout: 10000 })
    assert.ok((await visible('info-article-body').locator('h2, h3').count()) > 0, 'the article body has headings')
    await screenshot('article')

    // a seller logs in, values two accounts and unlocks one of them
    await page.goto(`${base}/#/pages/login/verifyCode`)
    await loginWithCode(page, smsCode, SELLER)
    await page.waitForURL(/#\/pages\/index\/index/, { timeout: 10000 })
    const session = await page.evaluate(() => localStorage.getItem('va-user-info'))
    const token = (JSON.parse(session).data ?? JSON.parse(session)).token
    const valIds = []
    for (const heroCount of [80, 95]) {
      const created = await api('val/valuation', { gameId: 10013, evaluateType: 2, answers: { ...ANSWERS, heroCount } }, token)
      assert.equal(created.code, 200, JSON.stringify(created))
      valIds.push(created.data.valId)
    }
    for (const valId of valIds) {
      for (let i = 0; i < 50; i++) {
        const r = await api('val/valReport', { valId }, token)
        if (r.data?.status !== 0) break
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const [unlocked, locked] = valIds
    await payInSandbox(ctx, token, 1, unlocked)

    // AI创作 from the unlocked report: labelled copy with the report's price range; editable; regenerated
    await page.goto(`${base}/#/subPages/ai-creating/index?valId=${unlocked}`)
    await visible('ai-tone-详细').click({ timeout: 15000 })
    await visible('ai-generate').click()
    await visible('ai-result').waitFor({ timeout: 15000 })
    assert.match(await visible('ai-label').innerText(), /AI生成，仅供参考/)
    assert.match(await visible('ai-price-range').innerText(), /¥/)
    await screenshot('ai-unlocked')

    // from the locked report: no price anywhere on the page
    await page.goto(`${base}/#/subPages/ai-creating/index?valId=${locked}`)
    await page.reload()
    await visible('ai-generate').click({ timeout: 15000 })
    await visible('ai-no-price').waitFor({ timeout: 15000 })
    assert.equal(await visible('ai-price-range').count(), 0)
    assert.doesNotMatch(await visible('ai-result').innerText(), /¥/)
    await screenshot('ai-locked')
  },
}
