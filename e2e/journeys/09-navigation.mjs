// Navigating away from a page that is still loading: Taro's H5 router used to render every route it was sent to,
// so a slow page (its chunk still downloading) landed on top of the page the user went to after it. The patched
// router (patches/@tarojs+router+*.patch) drops a render that a newer navigation has superseded. Here the slow
// page's chunks are held back until the user is on the next page, then released.
// Then back at once: a page left within its 300 ms opening animation. Taro hides the page below when that animation
// ends, and going back did not cancel it, so the page below went blank under the user (the same patch cancels it).
import assert from 'node:assert/strict'

const SETTING = '/pages/my-page/setting'
const PRIVACY = '/subPages/privacy-guide/index'

export default {
  name: 'a page still loading does not land on top of the page opened after it; back at once shows the page below',
  async run({ page, base, screenshot }) {
    const visible = () => page.locator('.taro_page:visible')
    const titled = (title) => visible().filter({ has: page.locator('.nav-bar__title', { hasText: title }) })

    // The settings page and home are loaded once, so their chunks are cached.
    await page.goto(`${base}/#${SETTING}`)
    await titled('设置').first().waitFor({ timeout: 10000 })
    await page.goto(`${base}/#/pages/index/index`)
    await visible().locator('[data-testid=slogan-title]').waitFor({ timeout: 10000 })

    // Every script requested from now on (the privacy guide's chunks) is held.
    const held = []
    let holding = true
    await page.route(/\/js\/[^/]+\.js(\?.*)?$/, (route) => (holding ? held.push(route) : route.continue()))
    await page.goto(`${base}/#${PRIVACY}`)
    for (let i = 0; i < 100 && held.length === 0; i++) await page.waitForTimeout(50)
    assert.ok(held.length > 0, 'the privacy guide needs a chunk that is not loaded yet')

    // The user moves on before it arrives.
    await page.goto(`${base}/#${SETTING}`)
    await titled('设置').first().waitFor({ timeout: 10000 })

    // The slow chunks arrive; the page they belong to must not replace the settings page.
    holding = false
    const loaded = held.map((route) => page.waitForResponse((res) => res.url() === route.request().url(), { timeout: 10000 }))
    await Promise.all(held.map((route) => route.continue()))
    await Promise.all(loaded)
    // Let the router finish what it does with the loaded page (a render takes a few frames).
    await page.waitForTimeout(1000)
    await screenshot('after-slow-page')
    assert.equal(await titled('隐私保护指引').count(), 0, 'the superseded page landed on screen')
    assert.equal(await titled('设置').count(), 1)
    assert.match(page.url(), /#\/pages\/my-page\/setting$/)

    // The privacy guide still opens normally afterwards.
    await page.goto(`${base}/#${PRIVACY}`)
    await titled('隐私保护指引').waitFor({ timeout: 10000 })

    // Back at once: home alone in a fresh load, a page opened from it, and back as soon as that page is there.
    await page.goto(`${base}/#/pages/index/index`)
    await page.reload()
    await visible().locator('[data-testid=slogan-title]').waitFor({ timeout: 10000 })
    await visible().locator('[data-testid=price-trend-more]').first().click()
    await page.waitForFunction(() => globalThis.document.querySelectorAll('.taro_page').length === 2, null, {
      polling: 5,
      timeout: 10000,
    })
    await page.evaluate(() => globalThis.history.back())
    // Past the animation's end, when the stale hide would have run.
    await page.waitForTimeout(1000)
    await screenshot('back-at-once')
    await visible().locator('[data-testid=slogan-title]').waitFor({ timeout: 5000 })
    assert.match(page.url(), /#\/pages\/index\/index$/)
  },
}
