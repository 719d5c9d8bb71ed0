// Home and the valuation tab against the real service: the overridden slogan and the service's games render,
// a game shows its features, and the valuation tab picks a game and a method (link → the goods-link step).
import assert from 'node:assert/strict'

export default {
  name: 'home page and valuation choose',
  async run({ page, base, screenshot }) {
    await page.goto(`${base}/#/pages/index/index`)
    await page.locator('[data-testid=slogan-title]').waitFor({ timeout: 10000 })
    assert.equal(await page.locator('[data-testid=slogan-title]').innerText(), '游戏账号估价')
    assert.equal(await page.locator('[data-testid=slogan-span]').innerText(), '基于真实成交数据的AI估价')
    // The total shows only from 100 valuations on (a fresh database has fewer): when shown, it reads right.
    const count = page.locator('[data-testid=valuation-count]')
    if (await count.count()) assert.match(await count.innerText(), /^已累计估价 \d{1,3}(,\d{3})* 次$/)
    else assert.ok(!(await page.locator('.home__hero').innerText()).includes('已累计估价'))
    await screenshot('home')
    const games = page.locator('[data-testid^=game-1]')
    assert.ok((await games.count()) > 0, 'at least one game entry')
    const first = games.first()
    const name = (await first.locator('.game-grid__name').innerText()).trim()
    assert.ok(name.length > 0)
    await first.click()
    await page.locator('[data-testid=game-features]').getByText(`${name} · 估价看点`).waitFor({ timeout: 5000 })
    await page.locator('[data-testid=game-features]').scrollIntoViewIfNeeded()
    await screenshot('home-games')

    // the valuation tab: game, then method
    await page.locator('.taro-tabbar__tabbar').getByText('估价').click()
    await page.waitForURL(/#\/pages\/evaluate\/choose\/index/, { timeout: 10000 })
    const pick = page.locator('.choose [data-testid^=game-1]').first()
    await pick.waitFor({ timeout: 10000 })
    const picked = (await pick.locator('.game-grid__name').innerText()).trim()
    await screenshot('choose-game')
    await pick.click()
    await page.locator('[data-testid=picked-game]').getByText(picked).waitFor({ timeout: 5000 })
    await page.locator('[data-testid=method-3]').click()
    await page.locator('[data-testid=auth-kinds]').waitFor({ timeout: 5000 })
    await screenshot('choose-method')
    await page.locator('[data-testid=method-1]').click()
    await page.locator('.taro_page:visible [data-testid=link-step]').waitFor({ timeout: 5000 })
    assert.equal(await page.locator('.taro_page:visible [data-testid=link-help]').innerText(), '如何获取链接')
    await screenshot('choose-link')
  },
}
