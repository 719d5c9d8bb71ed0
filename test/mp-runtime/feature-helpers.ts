import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { after, before } from 'node:test'
import type { TaroNode } from './data-tree'
import type { Platform } from './host-api'
import { MiniRuntime, type PageHandle } from './mini-runtime'
import { createSmokeService, type SmokeService } from './smoke-service'

/**
 * What the feature tests share: the built bundles, one in-process service per test file (smoke-service.ts),
 * runtimes for a logged-in or a logged-out user, and ways to find rendered elements by what they are.
 */

const ROOT = join(__dirname, '..', '..')

export const PLATFORMS: Platform[] = ['weapp', 'tt']

export const bundleDir = (platform: Platform) => join(ROOT, 'dist', platform)

/** `describe`'s skip option for a bundle that is not built (`npm run build:weapp` / `build:tt`). */
export const unlessBuilt = (platform: Platform) => !existsSync(join(bundleDir(platform), 'app.js')) && `dist/${platform} is not built`

/** The file's service: created before its first test, closed after its last. */
export function useService(): () => SmokeService {
  let service: SmokeService | undefined
  before(async () => {
    service = await createSmokeService()
  })
  after(async () => {
    await service?.close()
  })
  return () => {
    if (!service) throw new Error('the service is not up yet')
    return service
  }
}

/** Who runs the bundle: the service's user (who owns the reports), a second user, or nobody logged in. */
export type Visitor = 'owner' | 'friend' | 'anonymous'

/** A launched runtime of the bundle for `as` (default: the owner). Dispose it. */
export async function launch(
  platform: Platform,
  service: SmokeService,
  { as = 'owner', request = service.request }: { as?: Visitor; request?: SmokeService['request'] } = {},
): Promise<MiniRuntime> {
  const storage = { owner: service.session, friend: service.friendSession, anonymous: {} }[as]
  const rt = MiniRuntime.load({ bundleDir: bundleDir(platform), platform, request, storage })
  await rt.launch()
  return rt
}

/** Opens the page a share card or a navigation names: `/pages/x/y?a=1`. */
export function openPath(rt: MiniRuntime, path: string): Promise<PageHandle> {
  const url = new URL(path, 'https://mp.invalid')
  return rt.openPage(url.pathname.replace(/^\//, ''), Object.fromEntries(url.searchParams))
}

/** Every element of a rendered tree that `match` accepts, in document order. */
export function findAll(nodes: TaroNode[], match: (n: TaroNode) => boolean): TaroNode[] {
  return nodes.flatMap((n) => [...(match(n) ? [n] : []), ...findAll(n.cn ?? [], match)])
}

/** The one element with this class (Taro keeps `className` as `cl`). */
export function byClass(page: PageHandle, className: string): TaroNode {
  const found = findAll(page.nodes, (n) => typeof n.cl === 'string' && n.cl.split(' ').includes(className))
  if (found.length !== 1) throw new Error(`${found.length} elements of class ${className} on ${page.route}: ${page.text().slice(0, 200)}`)
  return found[0]
}

/** Attribute values of an element (template attributes are numbered per platform, so they are matched by value). */
export const attributeValues = (n: TaroNode): unknown[] => Object.entries(n).flatMap(([k, v]) => (k === 'cn' ? [] : [v]))

/** The URLs the app navigated to with `api` (navigateTo, redirectTo, …), in order. */
export const navigations = (rt: MiniRuntime, api = 'navigateTo'): string[] =>
  rt.api.callsOf(api).map((c) => String((c.args[0] as { url?: string } | undefined)?.url))

/** The texts a canvas drew, in order. */
export const drawnTexts = (ops: { op: string; args: unknown[] }[]): string[] =>
  ops.filter((o) => o.op === 'fillText').map((o) => String(o.args[0]))
