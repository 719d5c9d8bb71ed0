import { ROUTES, Route, normalizePath, type RouteDef, type RouteName } from '../constants/routes'

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

/** Page config for a route, so each page's `index.config.ts` takes its title from the route table. */
export function pageConfig(name: RouteName, extra: PageConfigExtra = {}) {
  return { navigationBarTitleText: Route[name].title, ...extra }
}
