import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { ENTRY_PATH, TABS } from '../../src/constants/routes'
import type { TaroNode } from './data-tree'
import { PLATFORMS, bundleDir, byClass, findAll, launch, navigations, unlessBuilt, useService } from './feature-helpers'
import type { PageHandle } from './mini-runtime'

/**
 * The back button on the mini-programs' tab pages (spec section 2: on every page but the entry; docs/decisions.md,
 * "A back button on the mini-programs' tab pages"). The host's own bar shows none on a tab page, so the tab pages ask
 * for a custom bar and draw the app's: under the status bar, as tall as the host's, the title clear of the capsule
 * (Douyin: the back button after the icon Douyin keeps at the top left). Back goes through the tabs visited, then
 * relaunches the entry. Other pages keep the host's bar; the entry shows no back button.
 */

const pageJson = (platform: string, path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(bundleDir(platform as never), `${path}.json`), 'utf8')) as Record<string, unknown>
const withClass = (page: PageHandle, className: string): TaroNode[] =>
  findAll(page.nodes, (n) => typeof n.cl === 'string' && n.cl.split(' ').includes(className))
/** The inline style of an element, whatever attribute number the platform's template gives it (Taro spaces it out). */
const styleOf = (n: TaroNode): string =>
  String(Object.values(n).find((v) => typeof v === 'string' && /px/.test(v)))
    .replace(/\s*([:;])\s*/g, '$1')
    .replace(/;$/, '')

// The simulated host (host-api.ts): a 390 px wide iPhone, a 47 px status bar, WeChat's capsule 296–383 at 51–83;
// Douyin's capsule with its feedback button 260–383 and its left icon 10–42.
const FRAME = {
  weapp: { bar: 'padding:47px 94px 0;height:40px', back: 'top:47px;left:0px;height:40px' },
  tt: { bar: 'padding:47px 130px 0;height:40px', back: 'top:47px;left:42px;height:40px' },
}

for (const platform of PLATFORMS) {
  describe(`${platform}: the navigation bar's back button`, { skip: unlessBuilt(platform) }, () => {
    const service = useService()

    test('the tab pages ask the host for a custom bar; other pages keep the host bar', () => {
      for (const tab of TABS) assert.equal(pageJson(platform, tab.path).navigationStyle, 'custom', tab.path)
      for (const path of ['pages/login/verifyCode', 'pages/my-page/setting', 'pages/report/index'])
        assert.equal(pageJson(platform, path).navigationStyle, undefined, path)
    })

    test('every tab page shows its title and the back button, placed by the status bar and the capsule', async () => {
      const rt = await launch(platform, service())
      try {
        for (const tab of TABS) {
          const page = await rt.openPage(tab.path)
          const bar = byClass(page, 'nav-bar')
          assert.equal(styleOf(bar), FRAME[platform].bar, tab.path)
          assert.equal(styleOf(byClass(page, 'nav-bar__back')), FRAME[platform].back, tab.path)
          assert.ok(byClass(page, 'nav-bar__title'), tab.path)
          await page.unload()
        }
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('the entry shows no back button; a page under the host bar draws no second bar', async () => {
      const rt = await launch(platform, service())
      try {
        const entry = await rt.openPage(ENTRY_PATH)
        assert.deepEqual(withClass(entry, 'nav-bar__back'), [])
        await entry.unload()
        const setting = await rt.openPage('pages/my-page/setting')
        assert.deepEqual(withClass(setting, 'nav-bar'), [])
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })

    test('back goes to the tab visited before, then relaunches the entry', async () => {
      const rt = await launch(platform, service())
      try {
        const home = await rt.openPage('pages/index/index')
        await home.tabBar!.tap('我的')
        assert.deepEqual(navigations(rt, 'switchTab'), ['/pages/my/index'])
        // The host switches: the tab page is alone in the stack.
        await home.unload()
        const mine = await rt.openPage('pages/my/index')
        await mine.dispatch(byClass(mine, 'nav-bar__back'), 'tap')
        assert.deepEqual(navigations(rt, 'switchTab'), ['/pages/my/index', '/pages/index/index'])
        await mine.unload()
        const homeAgain = await rt.openPage('pages/index/index')
        await homeAgain.dispatch(byClass(homeAgain, 'nav-bar__back'), 'tap')
        assert.deepEqual(navigations(rt, 'reLaunch'), [`/${ENTRY_PATH}`])
        assert.deepEqual(navigations(rt, 'navigateBack'), [])
        assert.deepEqual(rt.errors, [])
      } finally {
        rt.dispose()
      }
    })
  })
}
