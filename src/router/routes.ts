import { ROUTES, Route, TAB_PATHS, normalizePath, type RouteDef, type RouteName } from '../constants/routes'

export * from '../constants/routes'

const byPath = new Map(ROUTES.map((r) => [r.path, r]))

export function findRoute(url: string): RouteDef | undefined {
  return byPath.get(normalizePath(url))
}

/** The Chinese title of a route, or the app title for unknown paths. */
export function routeTitle(url: string | undefined): string {
  return (url && findRoute(url)?.title) || '游戏估价'
}

/** Page options a page may add to its config besides the title. */
export interface PageConfigExtra {
  enablePullDownRefresh?: boolean
  backgroundTextStyle?: 'dark' | 'light'
  /** Mini-program share menu: to a chat, and to the WeChat timeline. */
  enableShareAppMessage?: boolean
  enableShareTimeline?: boolean
}

/**
 * Pages that draw their own navigation bar on the mini-programs: the tab pages. A host's bar shows a back button
 * only over another page of the stack, and a tab page is always alone in it, while the spec wants one on every page
 * but the entry (docs/decisions.md, "A back button on the mini-programs' tab pages"). Other pages alone in the stack
 * get the host's home button, which relaunches the entry as the spec's back does there.
 */
export const hasOwnNavBar = (url: string): boolean => TAB_PATHS.includes(normalizePath(url))

/**
 * Page config for a route, so each page's `index.config.ts` takes its title from the route table; on the
 * mini-programs (`target`, read at build time) the pages with their own bar ask the host for none.
 */
export function pageConfig(name: RouteName, extra: PageConfigExtra = {}, target: string | undefined = process.env.TARO_ENV) {
  const custom = target !== 'h5' && hasOwnNavBar(Route[name].path)
  return { navigationBarTitleText: Route[name].title, ...(custom ? { navigationStyle: 'custom' as const } : {}), ...extra }
}
