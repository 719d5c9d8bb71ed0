// Home's market sections (issue 40 point 1): a visitor and then a logged-in player see 价格走势 (the first game's
// price index as labelled bars) and 热门属性价值 (the model's hot values as ranges) below the games; 市场分析 › opens
// the market analysis of that game.
import assert from 'node:assert/strict'
import { loginPlayer } from '../lib/login.mjs'

const PHONE = '13800138034'

async function showSections(page, screenshot, label) {
  const visible = (id) => page.locator(`.taro_page:visible [data-testid=${id}]`).first()
  await visible('price-trend-chart').waitFor({ timeout: 15000 })
  const values = await page.locator('.taro_page:visible [data-testid=price-trend-value]').allInnerTexts()
  assert.equal(values.length, 6)
  // Whole points, or one decimal on every bar when two months would read the same.
  assert.match(values[5], /^100(\.0)?$/)
  assert.ok(values.every((v) => /^\d+$/.test(v)) || values.every((v) => /^\d+\.\d$/.test(v)), values.join(' '))
  await visible('hot-value').scrollIntoViewIfNeeded()
  const rows = page.locator('.taro_page:visible [data-testid=hot-value-row]')
  assert.ok((await rows.count()) > 0, 'hot values shown')
  assert.match(await rows.first().innerText(), /\+¥[\d,]+ - ¥[\d,]+/)
  await visible('price-trend').scrollIntoViewIfNeeded()
  await page.waitForTimeout(300)
  await screenshot(label)
}

export default {
  name: 'home: 价格走势 and 热门属性价值 for visitors and players, opening 市场分析',
  async run(ctx) {
    const { page, base, screenshot } = ctx
    await page.goto(`${base}/#/pages/index/index`)
    await page.locator('[data-testid=slogan-title]').waitFor({ timeout: 10000 })
    await showSections(page, screenshot, 'logged-out')

    await page.locator('.taro_page:visible [data-testid=price-trend-more]').first().click()
    await page.waitForURL(/#\/subPages\/deal-analyze\/index\?gameId=\d+/, { timeout: 10000 })
    await page.locator('.taro_page:visible [data-testid=market-analysis]').first().waitFor({ timeout: 15000 })

    await loginPlayer(ctx, PHONE)
    await showSections(page, screenshot, 'logged-in')
  },
}
