import { ENTRY_PATH, ROUTES, TABS, TAB_BAR_STYLE, tabIconPath } from './routes'

/**
 * Builds the Taro app config (pages, subpackages, tab bar, window) from the route table, so `app.config.ts`
 * never lists a route by hand and a test can compare the result with the spec.
 */
export function buildAppConfig(target: string | undefined = process.env.TARO_ENV) {
  const main = ROUTES.filter((r) => !r.pkg).map((r) => r.path)
  const pages = [ENTRY_PATH, ...main.filter((p) => p !== ENTRY_PATH)]

  const roots = new Map<string, string[]>()
  for (const r of ROUTES) {
    if (!r.pkg) continue
    const list = roots.get(r.pkg) ?? []
    list.push(r.path.slice(r.pkg.length + 1))
    roots.set(r.pkg, list)
  }
  const subPackages = [...roots.entries()].map(([root, subPages]) => ({ root, pages: subPages }))

  return {
    entryPagePath: ENTRY_PATH,
    pages,
    subPackages,
    window: {
      navigationBarBackgroundColor: '#ffffff',
      navigationBarTextStyle: 'black' as const,
      navigationBarTitleText: '游戏估价',
      backgroundColor: '#f5f6f8',
      backgroundTextStyle: 'dark' as const,
    },
    // Spec section 2: dark grey labels, blue when selected, white, black border; 50px bar, 24px icons, 3px spacing,
    // 10px labels, no blur. A native mini-program bar takes no sizes, so WeChat and Douyin show the app's custom tab
    // bar (src/custom-tab-bar, drawn by components/tab-bar); the list still names the tab pages for switchTab. H5
    // keeps the bar Taro's router draws from this config (Taro 4 draws no custom bar on H5), sized by
    // src/styles/_shell.scss from the same _tab-bar.scss. The icons are PNGs rendered from the icon set by
    // scripts/make-tab-icons.mjs.
    tabBar: {
      custom: target !== 'h5',
      ...TAB_BAR_STYLE,
      list: TABS.map((t) => ({
        pagePath: t.path,
        text: t.text,
        iconPath: tabIconPath(t, false),
        selectedIconPath: tabIconPath(t, true),
      })),
    },
    animation: { duration: 300, delay: 0 },
    lazyCodeLoading: 'requiredComponents' as const,
  }
}
