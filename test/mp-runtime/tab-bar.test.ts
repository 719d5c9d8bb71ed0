import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { TABS } from '../../src/constants/routes'
import type { TaroNode } from './data-tree'
import { PLATFORMS, attributeValues, bundleDir, findAll, launch, navigations, unlessBuilt, useService } from './feature-helpers'
import type { TabBarHandle } from './mini-runtime'

/**
 * The custom tab bar on the built bundles (spec section 2; app.json `tabBar.custom`): each tab page gets the app's
 * own bar with the three tabs, the page's tab selected (blue label, its selected icon); a tap on another tab
 * switches to it through `switchTab`, a tap on the selected one does nothing; pages that are not tabs get no bar.
 */

const items = (bar: TabBarHandle): TaroNode[] =>
  findAll(bar.nodes, (n) => typeof n.cl === 'string' && n.cl.split(' ').includes('tab-bar__item'))
const isOn = (n: TaroNode) => typeof n.cl === 'string' && n.cl.split(' ').includes('tab-bar__item--on')
const iconOf = (n: TaroNode): string | undefined =>
  findAll([n], (c) => typeof c.cl === 'string' && c.cl === 'tab-bar__icon')
    .flatMap(attributeValues)
    .find((v): v is string => typeof v === 'string' && v.endsWith('.png'))

for (const platform of PLATFORMS) {
  describe(`${platform}: custom tab bar`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()

    test('app.json asks for the custom bar and the bundle has its component', () => {
      for (const file of ['index.js', 'index.json']) assert.ok(existsSync(join(bundleDir(platform), 'custom-tab-bar', file)), file)
    })

    test('every tab page shows the three tabs with its own selected, in blue with its selected icon', async () => {
      const rt = await launch(platform, service())
      try {
        for (const [index, tab] of TABS.entries()) {
          const page = await rt.openPage(tab.path)
          const bar = page.tabBar
          assert.ok(bar, `${tab.path} has no tab bar`)
          assert.equal(bar.text(), '首页估价我的')
          const shown = items(bar)
          assert.deepEqual(
            shown.map(isOn),
            TABS.map((_, i) => i === index),
          )
          const label = JSON.stringify(shown[index])
          assert.match(label, /#0064f1/)
          assert.doesNotMatch(JSON.stringify(shown[(index + 1) % 3]), /#0064f1/)
          const icons = shown.map(iconOf)
          const selectedIcon = tab.icon === 'evaluate' ? '/assets/tab/evaluate.png' : `/assets/tab/${tab.icon}-active.png`
          assert.equal(icons[index], selectedIcon)
          for (const icon of icons) assert.ok(icon && existsSync(join(bundleDir(platform), icon)), `${icon} is in the bundle`)
          await page.unload()
        }
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('a tap on another tab switches to it; on the selected tab nothing happens', async () => {
      const rt = await launch(platform, service())
      try {
        const home = await rt.openPage('pages/index/index')
        await home.tabBar!.tap('首页')
        assert.deepEqual(navigations(rt, 'switchTab'), [])
        await home.tabBar!.tap('我的')
        assert.deepEqual(navigations(rt, 'switchTab'), ['/pages/my/index'])
        // The host shows the Mine page, whose own bar marks Mine.
        const mine = await rt.openPage('pages/my/index')
        assert.deepEqual(items(mine.tabBar!).map(isOn), [false, false, true])
        await mine.tabBar!.tap('估价')
        assert.deepEqual(navigations(rt, 'switchTab'), ['/pages/my/index', '/pages/evaluate/choose/index'])
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('a page that is not a tab has no tab bar', async () => {
      const rt = await launch(platform, service())
      try {
        const page = await rt.openPage('pages/my-page/setting')
        assert.equal(page.tabBar, undefined)
      } finally {
        rt.dispose()
      }
    })
  })
}
