import { BROWSER_ONLY, bundleSite, foreignUse, isFeatureTest, type ForeignGlobalUse, type SourceLookup } from './foreign-globals'

/**
 * Taro's webpack ProvidePlugin turns a free `document`, `window`, `navigator`, `location`, … in source code
 * into Taro's own stand-ins from @tarojs/runtime, so app code that uses them never reaches the global traps.
 * The stand-ins serve Taro's React renderer; for app code they fail silently: `document.querySelector('.x')`
 * answers null on a phone whatever the page shows, `window.innerWidth` and `window.localStorage` are undefined.
 * This watches those calls and reads when they come from app code (any bundle file but Taro's and the
 * vendors' own), and records them as foreign-global uses; the values stay what a phone gives.
 */

/** Files of the framework itself, which may use its stand-ins. */
const FRAMEWORK_FILES = new Set(['taro.js', 'vendors.js', 'runtime.js'])

/** Stand-in methods that exist only to keep the renderer happy and find nothing for app code. */
const DOCUMENT_QUERIES = ['querySelector', 'querySelectorAll'] as const

type WebpackRequire = ((id: string) => unknown) & { m: Record<string, { toString(): string }> }

/**
 * The webpack `require` of the loaded bundle: a chunk pushed on `<host>.webpackJsonp` runs its third element
 * with it, as every page chunk does.
 */
function webpackRequire(host: Record<string, unknown>): WebpackRequire | undefined {
  const jsonp = host.webpackJsonp as { push(chunk: unknown[]): void } | undefined
  let found: WebpackRequire | undefined
  jsonp?.push([['mp-runtime-probe'], {}, (r: WebpackRequire) => (found = r)])
  return found
}

/** webpack's getter of a named export, as the bundles are compiled for ES2015 (`name:()=>…`) or ES5. */
const exportGetter = (name: string) => new RegExp(`\\b${name}:(?:\\(\\)=>|function\\(\\)\\{return)`)

/** @tarojs/runtime's entry: the module that exports both stand-ins by name (as ProvidePlugin reads them). */
function taroRuntime(r: WebpackRequire): { document: Record<string, unknown>; window: Record<string, unknown> } | undefined {
  for (const id of Object.keys(r.m)) {
    const source = r.m[id].toString()
    if (!exportGetter('document').test(source) || !exportGetter('createPageConfig').test(source)) continue
    const exports = r(id) as { document?: Record<string, unknown>; window?: Record<string, unknown> }
    if (exports.document && exports.window) return { document: exports.document, window: exports.window }
  }
  return undefined
}

/** Installs the watches; false when the bundle's Taro runtime was not found (a Taro upgrade changed its shape). */
export function watchTaroStandIns(
  host: Record<string, unknown>,
  sources: SourceLookup,
  currentPage: () => string | undefined,
  onUse: (use: ForeignGlobalUse) => void,
): boolean {
  const r = webpackRequire(host)
  const runtime = r && taroRuntime(r)
  if (!runtime) return false
  const fromApp = (site: ReturnType<typeof bundleSite>) => site !== undefined && !FRAMEWORK_FILES.has(sources.relative(site.fileName))

  for (const method of DOCUMENT_QUERIES) {
    const original = runtime.document[method] as (...args: unknown[]) => unknown
    const watched = function (this: unknown, ...args: unknown[]) {
      const site = bundleSite(watched, sources)
      if (fromApp(site)) onUse(foreignUse(`document.${method}`, site, sources, currentPage(), new Error(`document.${method}`).stack ?? ''))
      return original.apply(this, args)
    }
    runtime.document[method] = watched
  }

  for (const name of BROWSER_ONLY) {
    if (name in runtime.window) continue
    const getter = function (): undefined {
      const site = bundleSite(getter, sources)
      if (fromApp(site) && !isFeatureTest(site!.text, site!.column, name)) {
        onUse(foreignUse(`window.${name}`, site, sources, currentPage(), new Error(`window.${name}`).stack ?? ''))
      }
      return undefined
    }
    Object.defineProperty(runtime.window, name, { get: getter, configurable: true, enumerable: false })
  }
  return true
}
