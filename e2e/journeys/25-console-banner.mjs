// A home banner from the console (issue 38 point 1): an operations operator (made with `operator:add`, first login
// with new password and TOTP) opens 内容 → 首页横幅, creates a banner with a title and subtitle while the 390 px
// preview draws it, and saves it. The player's H5 home then shows it in the swiper, and the audit log keeps the change.
import assert from 'node:assert/strict'
import { button, consoleOperator, field } from '../lib/console.mjs'

const TITLE = '暑期估价节'
const DESC = '估价送解锁券'

export default {
  name: 'console banner: operations publishes a banner, the player home shows it in the swiper',
  exclusive: "the banner shows on every player's home",
  async run(ctx) {
    const { page, base, screenshot } = ctx

    const { page: desk } = await consoleOperator(ctx, 'operations', { name: 'e2e-ops-banner' })
    await desk.goto(`${base}/console/content/banners`)
    await desk.locator('.ant-table-tbody tr.ant-table-row').first().waitFor({ timeout: 10000 })
    await screenshot('console-banners', desk)

    await button(desk, '新建横幅').click()
    const drawer = desk.locator('.ant-drawer-content')
    await field(drawer, '标题').fill(TITLE)
    await field(drawer, '副标题').fill(DESC)
    const preview = drawer.getByTestId('home-swiper-preview')
    await preview.getByText(TITLE).waitFor()
    assert.equal(Math.round((await preview.boundingBox())?.width ?? 0), 390)
    await screenshot('console-banner-new', desk)
    await button(drawer, '保存').click()

    const row = desk.locator('.ant-table-tbody tr.ant-table-row', { hasText: TITLE })
    await row.waitFor({ timeout: 10000 })
    assert.match(await row.innerText(), /展示中/)
    const id = /#(\d+)/.exec(await row.innerText())?.[1]
    assert.ok(id, 'the row shows the banner id')
    await desk.getByTestId('home-swiper-preview').first().waitFor()
    await screenshot('console-banner-saved', desk)

    // The player's home: the new banner is one of the swiper's slides, drawn with its title and subtitle.
    await page.goto(`${base}/#/pages/index/index`)
    await page.locator('[data-testid=home-banners]').waitFor({ timeout: 15000 })
    const slide = page.locator(`[data-testid=banner-${id}]`)
    await slide.waitFor({ state: 'attached', timeout: 10000 })
    assert.match(await slide.innerText(), new RegExp(`${TITLE}[\\s\\S]*${DESC}`))
    await slide.scrollIntoViewIfNeeded()
    await screenshot('home-banner')

    const listed = await ctx.api('banner/list', {})
    assert.ok(
      listed.data.list.some((b) => String(b.id) === id && b.title === TITLE),
      JSON.stringify(listed.data.list.map((b) => b.title)),
    )
  },
}
