import { existsSync, readFileSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import vm from 'node:vm'

/**
 * Loads a Taro mini-program build (`dist/weapp`, `dist/tt`) the way the host does: every `.js` file is a
 * CommonJS module with its own `require` that resolves paths relative to the file inside the bundle folder
 * (`require("./common")`, `require("../sub-common/…js")`), each evaluated once. Webpack's chunks then link up
 * through the `webpackJsonp` array on the host object. Code is compiled without a wrapper so line and column
 * of a stack frame point into the file as built.
 */
export class BundleLoader {
  private readonly cache = new Map<string, { exports: unknown }>()
  private readonly texts = new Map<string, string>()
  /** Bundle-relative paths of the modules being evaluated, outermost first. */
  readonly loading: string[] = []

  constructor(
    readonly dir: string,
    private readonly context: vm.Context,
  ) {}

  /** Evaluates `file` (bundle-relative, with or without `.js`) unless already loaded; returns its exports. */
  load(file: string): unknown {
    const rel = posix.normalize(file.endsWith('.js') ? file : `${file}.js`)
    const cached = this.cache.get(rel)
    if (cached) return cached.exports
    const abs = join(this.dir, ...rel.split('/'))
    if (!existsSync(abs)) throw new Error(`module "${rel}" is not in the bundle ${this.dir}`)
    const code = readFileSync(abs, 'utf8')
    this.texts.set(abs, code)
    const module = { exports: {} as unknown }
    this.cache.set(rel, module)
    const fn = vm.compileFunction(code, ['require', 'module', 'exports'], { filename: abs, parsingContext: this.context }) as (
      require: (request: string) => unknown,
      module: { exports: unknown },
      exports: unknown,
    ) => void
    const localRequire = (request: string) => this.load(posix.join(posix.dirname(rel), request))
    this.loading.push(rel)
    try {
      fn.call(module.exports, localRequire, module, module.exports)
    } finally {
      this.loading.pop()
    }
    return module.exports
  }

  /** The source of a loaded file by its absolute name (for stack sites). */
  source(fileName: string): string | undefined {
    return this.texts.get(fileName)
  }

  relative(fileName: string): string {
    return relative(this.dir, fileName).split(sep).join('/')
  }
  /** `app.json` of the bundle. */
  appJson(): AppJson {
    return JSON.parse(readFileSync(join(this.dir, 'app.json'), 'utf8')) as AppJson
  }
}

export interface AppJson {
  entryPagePath?: string
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
  tabBar?: { custom?: boolean; list: { pagePath: string }[] }
}

/** Every page route of app.json, main package first, subpackage pages as `root/page`. */
export function pageRoutes(app: AppJson): string[] {
  const subs = app.subPackages ?? app.subpackages ?? []
  return [...app.pages, ...subs.flatMap((s) => s.pages.map((p) => posix.join(s.root, p)))]
}
