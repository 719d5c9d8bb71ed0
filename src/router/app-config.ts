import { ENTRY_PATH, ROUTES, TABS } from './routes'

/**
 * Builds the Taro app config (pages, subpackages, tab bar, window) from the route table, so `app.config.ts`
 * never lists a route by hand and a test can compare the result with the spec.
 */
export function buildAppConfig() {
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
    // Spec section 2: dark grey labels, blue when selected, white, black border. Mini-programs draw the bar natively
    // at the host's own sizes (their tabBar config has no size or blur fields); H5 gets the spec's 50px bar, 24px
    // icons, 3px spacing and 10px labels from src/styles/_shell.scss. The icons are PNGs rendered from the icon set
    // by scripts/make-tab-icons.mjs.
    tabBar: {
      color: '#666666',
      selectedColor: '#0064f1',
      backgroundColor: '#ffffff',
      borderStyle: 'black' as const,
      list: TABS.map((t) => ({
        pagePath: t.path,
        text: t.text,
        iconPath: `assets/tab/${t.icon}.png`,
        // The valuation tab keeps the same icon when selected (spec section 2).
        selectedIconPath: t.icon === 'evaluate' ? `assets/tab/${t.icon}.png` : `assets/tab/${t.icon}-active.png`,
      })),
    },
    animation: { duration: 300, delay: 0 },
    lazyCodeLoading: 'requiredComponents' as const,
  }
}
