/**
 * Globals a mini-program does not have. In WeChat and Douyin they are simply undefined, so a bundle that reads
 * one crashes on the phone while every browser and jsdom test passes. The sandbox defines each as a getter on
 * its global's prototype (not an own property: Taro's `window` copies every own global at start-up) that
 * records the reading module, line and page, then throws the ReferenceError a phone would.
 *
 * Feature detection stays legal: `typeof document` and `'document' in globalThis` read the getter too, so the
 * getter looks at the source text at the reading site and answers `undefined` when it is such a test.
 * Note that Taro's webpack ProvidePlugin rewrites free `window`, `document`, `navigator`, `location`, `history`,
 * `URL`, `URLSearchParams`, `requestAnimationFrame` … in source files to its own runtime objects; what reaches
 * these traps is code that escaped that (a dependency built without it, or a patched bundle) and every other
 * browser or Node API.
 */

export const BROWSER_ONLY = [
  'window',
  'self',
  'document',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'location',
  'navigator',
  'history',
  'screen',
  'innerWidth',
  'innerHeight',
  'devicePixelRatio',
  'alert',
  'confirm',
  'prompt',
  'getComputedStyle',
  'matchMedia',
  'scrollTo',
  'HTMLElement',
  'HTMLCanvasElement',
  'HTMLImageElement',
  'Element',
  'Node',
  'Event',
  'CustomEvent',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'DOMParser',
  'Image',
  'FileReader',
  'XMLHttpRequest',
  'fetch',
  'WebSocket',
  'customElements',
  'MessageChannel',
] as const

/** Node globals: a bundle that needs them was built with something left for Node (e.g. `process.env` at run time). */
export const NODE_ONLY = ['process', 'Buffer', 'setImmediate', 'clearImmediate', '__dirname', '__filename'] as const

export interface ForeignGlobalUse {
  name: string
  /** Bundle-relative file of the reading code, e.g. `pages/report/index.js`. */
  file: string
  line: number
  column: number
  /** The source around the reading site. */
  snippet: string
  /** The page whose lifecycle or task was running (see `MiniRuntime.currentPage`). */
  page: string | undefined
  stack: string
}

export interface SourceLookup {
  /** The text of a loaded bundle file by the file name its script was compiled with. */
  source(fileName: string): string | undefined
  /** That file name relative to the bundle folder. */
  relative(fileName: string): string
}

interface Site {
  fileName: string
  line: number
  column: number
  /** The whole source line of the site. */
  text: string
}

/** The innermost stack frame in a bundle file, below `skip` (the trap itself). */
export function bundleSite(skip: (...args: never[]) => unknown, sources: SourceLookup): Site | undefined {
  const original = Error.prepareStackTrace
  Error.prepareStackTrace = (_err, callSites) => callSites
  const holder: { stack?: NodeJS.CallSite[] } = {}
  Error.captureStackTrace(holder, skip)
  const callSites = holder.stack ?? []
  Error.prepareStackTrace = original
  for (const c of callSites) {
    const fileName = c.getFileName() ?? ''
    const source = sources.source(fileName)
    if (source === undefined) continue
    const line = c.getLineNumber() ?? 0
    return { fileName, line, column: c.getColumnNumber() ?? 0, text: source.split('\n')[line - 1] ?? '' }
  }
  return undefined
}

/**
 * V8 reports a read at the identifier itself (`document.x`, `f(document)`, `globalThis.document`) and a
 * `typeof` or `in` test at the operator or the start of its expression; so anything but the name at the site,
 * or a name right after `typeof`, is a test.
 */
export function isFeatureTest(lineText: string, column: number, name: string): boolean {
  const before = lineText.slice(0, column - 1)
  const at = lineText.slice(column - 1)
  if (/typeof\s*\(?\s*((globalThis|self|window)\s*\.\s*)?$/.test(before)) return true
  return !new RegExp(`^${name}(?![\\w$])`).test(at)
}

/** The record of one use at `site`. */
export function foreignUse(
  name: string,
  site: Site | undefined,
  sources: SourceLookup,
  page: string | undefined,
  stack: string,
): ForeignGlobalUse {
  const column = site?.column ?? 0
  return {
    name,
    file: site ? sources.relative(site.fileName) : '(outside the bundle)',
    line: site?.line ?? 0,
    column,
    snippet: site ? site.text.slice(Math.max(0, column - 60), column + 60) : '',
    page,
    stack,
  }
}

/**
 * Defines the traps on `proto` (the prototype of the sandbox's global object). `onUse` receives each
 * non-test read; the getter then throws like an undefined global.
 */
export function installForeignGlobalTraps(
  proto: object,
  sources: SourceLookup,
  currentPage: () => string | undefined,
  onUse: (use: ForeignGlobalUse) => void,
): void {
  for (const name of [...BROWSER_ONLY, ...NODE_ONLY]) {
    const getter = function (): undefined {
      const site = bundleSite(getter, sources)
      if (site && isFeatureTest(site.text, site.column, name)) return undefined
      const error = new ReferenceError(`${name} is not defined`)
      onUse(foreignUse(name, site, sources, currentPage(), error.stack ?? ''))
      throw error
    }
    Object.defineProperty(proto, name, { get: getter, configurable: true, enumerable: false })
  }
}
