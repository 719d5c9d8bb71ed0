import { ROUTES, Route, TABS, type RouteName } from '../../src/constants/routes'
import type { TaroNode } from './data-tree'
import { MiniRuntime, type RuntimeError } from './mini-runtime'
import type { Platform } from './host-api'
import type { Exchange, SmokeService } from './smoke-service'

/**
 * The smoke run of one built bundle: launch the App once, then open every page of app.json (subpackages
 * included) with a realistic query, through onLoad, onShow, onReady and onUnload. A page fails on any error
 * the runtime recorded for it (exception, unhandled rejection, console.error, foreign global), on an empty
 * first render (no node under Taro's `root.cn` once ready), on a tab page whose custom tab bar does not show the
 * three tabs, and on a service error (HTTP 5xx) it caused.
 */

export interface PageResult {
  route: string
  query: Record<string, string>
  errors: RuntimeError[]
  /** Nodes under `root.cn` after onReady; 0 is an empty first render. */
  rootNodes: number
  /** Tabs the page's custom tab bar shows (tab pages of a bundle whose tabBar is `custom`), else undefined. */
  tabBarTabs?: number
  textLength: number
  setDataCalls: number
  requests: number
  /** Requests answered with a business error (shown to the user, not a failure by themselves). */
  refused: Exchange[]
  /** Requests answered with HTTP 5xx. */
  serviceErrors: Exchange[]
  failures: string[]
}

export interface BundleResult {
  platform: Platform
  dir: string
  /** Errors of loading and launching the App (charged to no page). */
  appErrors: RuntimeError[]
  pages: PageResult[]
  /** Requests sent with a relative URL (the build lacks TARO_APP_API_BASE; a phone refuses them). */
  relativeRequests: number
  ms: number
  passed: boolean
}

export interface SmokeOptions {
  dir: string
  platform: Platform
  /** The service answering requests; without one every request fails like a phone offline. */
  service?: SmokeService
  /** Only these routes (default: every page of app.json). */
  routes?: string[]
}

const NAME_BY_PATH = new Map(Object.entries(Route).map(([name, r]) => [r.path as string, name as RouteName]))

/** One line per problem, saying where it happened (bundle-relative file:line:column). */
export function describeError(e: RuntimeError, dir?: string): string {
  if (e.kind === 'foreign-global' && e.use) {
    const { name, file, line, column, snippet } = e.use
    const what = name.includes('.') ? `uses Taro's stand-in \`${name}\` (finds nothing on a phone)` : `reads the global \`${name}\``
    return `${what} at ${file}:${line}:${column} (…${snippet.trim()}…)`
  }
  const frame = e.stack
    ?.split('\n')
    .find((l) => /\.js:\d+:\d+/.test(l))
    ?.trim()
  const where = frame && dir ? frame.split(`${dir}/`).join('') : frame
  return `${e.kind}: ${e.message.split('\n')[0]}${where ? ` (${where})` : ''}`
}

export async function smokeBundle(options: SmokeOptions): Promise<BundleResult> {
  const started = Date.now()
  const { service } = options
  const exchangesBefore = service?.exchanges.length ?? 0
  const rt = MiniRuntime.load({ bundleDir: options.dir, platform: options.platform, request: service?.request, storage: service?.session })
  const pages: PageResult[] = []
  try {
    await rt.launch()
    const routes = options.routes ?? rt.routes
    for (const route of routes) {
      const name = NAME_BY_PATH.get(route)
      const query = (name && service?.queries[name]) || {}
      let opened: { rootNodes: number; textLength: number; setDataCalls: number; tabBarTabs?: number } | string
      try {
        const page = await rt.openPage(route, query)
        opened = { rootNodes: page.nodes.length, textLength: page.text().length, setDataCalls: page.setDataCount }
        if (rt.hasCustomTabBar(route)) opened.tabBarTabs = countTabs(page.tabBar?.nodes ?? [])
        await page.unload()
      } catch (e) {
        // The module threw before it called Page(): a phone shows a blank page.
        opened = `page did not open: ${e instanceof Error ? e.message : String(e)}`
      }
      const { rootNodes, textLength, setDataCalls, tabBarTabs } =
        typeof opened === 'string' ? { rootNodes: 0, textLength: 0, setDataCalls: 0, tabBarTabs: undefined } : opened
      const exchanges = (service?.exchanges.slice(exchangesBefore) ?? []).filter((x) => x.page === route)
      const errors = rt.errorsOf(route)
      const serviceErrors = exchanges.filter((x) => x.status >= 500)
      const failures = [
        ...errors.map((e) => describeError(e, options.dir)),
        ...(typeof opened === 'string'
          ? [opened]
          : rootNodes === 0
            ? ['empty first render: nothing under root.cn after onLoad/onReady']
            : []),
        ...(tabBarTabs !== undefined && tabBarTabs !== TABS.length ? [`custom tab bar shows ${tabBarTabs} tabs, not ${TABS.length}`] : []),
        ...serviceErrors.map((x) => `service error ${x.status} on ${x.method} ${x.path}: ${x.msg}`),
      ]
      const refused = exchanges.filter((x) => x.status < 500 && x.code !== undefined && x.code !== 200)
      pages.push({
        route,
        query,
        errors,
        rootNodes,
        tabBarTabs,
        textLength,
        setDataCalls,
        requests: exchanges.length,
        refused,
        serviceErrors,
        failures,
      })
    }
  } finally {
    rt.dispose()
  }
  const appErrors = rt.errorsOf(undefined)
  const relativeRequests = (service?.exchanges.slice(exchangesBefore) ?? []).filter((x) => x.relative).length
  return {
    platform: options.platform,
    dir: options.dir,
    appErrors,
    pages,
    relativeRequests,
    ms: Date.now() - started,
    passed: appErrors.length === 0 && pages.every((p) => p.failures.length === 0),
  }
}

/** The items of a rendered custom tab bar (`tab-bar__item` elements). */
function countTabs(nodes: TaroNode[]): number {
  return nodes.reduce(
    (n, node) => n + (typeof node.cl === 'string' && node.cl.split(' ').includes('tab-bar__item') ? 1 : 0) + countTabs(node.cn ?? []),
    0,
  )
}

/** Every route of the route table is a page of the bundle, and the other way round. */
export function routesMissing(result: BundleResult): { notInBundle: string[]; notInTable: string[] } {
  const run = new Set(result.pages.map((p) => p.route))
  const table = new Set(ROUTES.map((r) => r.path))
  return { notInBundle: [...table].filter((r) => !run.has(r)), notInTable: [...run].filter((r) => !table.has(r)) }
}
