import assert from 'node:assert/strict'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, test } from 'node:test'
import { isFeatureTest } from './foreign-globals'
import { smokeBundle } from './smoke'

/**
 * The smoke run must catch what only a phone would: a browser-only call planted in a built page. Each case
 * copies a built bundle, changes one page module, and runs that page and a clean one without a service
 * (requests fail as offline; that alone fails no page).
 */

const ROOT = join(__dirname, '..', '..')
const copies: string[] = []
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A copy of `dist/<platform>` with `transform` applied to one page's module. */
function plantedCopy(platform: 'weapp' | 'tt', route: string, transform: (code: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), `mp-smoke-${platform}-`))
  copies.push(dir)
  cpSync(join(ROOT, 'dist', platform), dir, { recursive: true })
  const file = join(dir, `${route}.js`)
  const code = readFileSync(file, 'utf8')
  const planted = transform(code)
  assert.notEqual(planted, code, `nothing planted in ${route}.js`)
  writeFileSync(file, planted)
  return dir
}

/**
 * The start of a chunk's first webpack module, `{id:(module,exports,require)=>{` (ES5 builds: `function(…){`),
 * with the name of its require as group 2.
 */
const FIRST_MODULE = /(\.push\(\[\[\d+\],\{\d+:(?:function)?\(\w+,\w+,(\w+)\)(?:=>)?\{)/

/** Runs at module evaluation: the first statement of the page's webpack module. */
const atModuleStart = (statement: string) => (code: string) => code.replace(FIRST_MODULE, `$1${statement};`)

/** Runs in the page's onLoad, before Taro's own. */
const inOnLoad = (statement: string) => (code: string) =>
  code.replace(
    /\bPage\((\w+)\)/,
    `Page((function(c){var l=c.onLoad;c.onLoad=function(){${statement};return l.apply(this,arguments)};return c})($1))`,
  )

/**
 * What a source-level `document.querySelector('x')` becomes in the build: Taro's ProvidePlugin reads
 * `document` from @tarojs/runtime's module, through the page module's own webpack require.
 */
const throughTaroRuntime = (dir: string, statement: string) => (code: string) => {
  const taro = readFileSync(join(dir, 'taro.js'), 'utf8')
  const at = taro.search(/createPageConfig:(?:\(\)=>|function\(\)\{return)/)
  const id = [...taro.slice(0, at).matchAll(/[{,](\d+):(?:function)?\(\w+,\w+,\w+\)(?:=>)?\{/g)].pop()?.[1]
  assert.ok(at > 0 && id, "@tarojs/runtime's module id not found in taro.js")
  return code.replace(FIRST_MODULE, `$1$2(${id})["document"].${statement};`)
}

const CLEAN = 'pages/index/index'

for (const platform of ['weapp', 'tt'] as const) {
  describe(`${platform} bundle`, { skip: !existsSync(join(ROOT, 'dist', platform, 'app.js')) && `dist/${platform} is not built` }, () => {
    test('the unchanged pages pass', async () => {
      const result = await smokeBundle({
        dir: join(ROOT, 'dist', platform),
        platform,
        routes: [CLEAN, 'pages/my/index', 'pages/report/index'],
      })
      assert.deepEqual(
        result.pages.map((p) => [p.route, p.failures]),
        [
          [CLEAN, []],
          ['pages/my/index', []],
          ['pages/report/index', []],
        ],
      )
      assert.equal(result.passed, true)
    })

    test('a planted document.querySelector fails the run, naming the page, the file and the global', async () => {
      const dir = plantedCopy(platform, 'pages/my/index', atModuleStart("document.querySelector('x')"))
      const result = await smokeBundle({ dir, platform, routes: [CLEAN, 'pages/my/index'] })
      assert.equal(result.passed, false)
      const [clean, planted] = result.pages
      assert.deepEqual(clean.failures, [])
      assert.equal(planted.route, 'pages/my/index')
      assert.match(planted.failures[0], /reads the global `document` at pages\/my\/index\.js:1:\d+ \(.*document\.querySelector\('x'\)/)
      assert.equal(planted.errors[0].use?.page, 'pages/my/index')
      // The module stopped before Page(): what a phone shows is a blank page.
      assert.deepEqual(planted.failures.slice(1), ['page did not open: pages/my/index.js did not call Page()'])
    })

    test("a document.querySelector written in source (Taro's stand-in) fails the page too", async () => {
      const dist = join(ROOT, 'dist', platform)
      const dir = plantedCopy(platform, 'pages/my/index', throughTaroRuntime(dist, "querySelector('.total')"))
      const result = await smokeBundle({ dir, platform, routes: [CLEAN, 'pages/my/index'] })
      assert.equal(result.passed, false)
      assert.deepEqual(result.pages[0].failures, [])
      assert.deepEqual(result.pages[1].failures.length, 1)
      assert.match(
        result.pages[1].failures[0],
        /uses Taro's stand-in `document\.querySelector` \(finds nothing on a phone\) at pages\/my\/index\.js:1:/,
      )
    })

    test('a browser global read in a subpackage page lifecycle fails that page', async () => {
      const dir = plantedCopy(platform, 'pages/report/index', inOnLoad("localStorage.getItem('token')"))
      const result = await smokeBundle({ dir, platform, routes: [CLEAN, 'pages/report/index'] })
      assert.equal(result.passed, false)
      assert.deepEqual(result.pages[0].failures, [])
      assert.equal(result.pages[1].route, 'pages/report/index')
      assert.match(result.pages[1].failures.join('\n'), /reads the global `localStorage` at pages\/report\/index\.js/)
    })

    test('an unhandled promise rejection fails the page that left it', async () => {
      const dir = plantedCopy(platform, 'pages/my/index', inOnLoad("Promise.reject(new Error('nobody caught me'))"))
      const result = await smokeBundle({ dir, platform, routes: ['pages/my/index', CLEAN] })
      assert.deepEqual(
        result.pages.map((p) => [p.route, p.failures.map((f) => f.split(' (')[0])]),
        [
          ['pages/my/index', ['unhandled-rejection: nobody caught me']],
          [CLEAN, []],
        ],
      )
    })

    test('an exception in a lifecycle fails the page, and so does an empty first render', async () => {
      const dir = plantedCopy(platform, 'pages/my/index', inOnLoad("throw new Error('boom')"))
      const result = await smokeBundle({ dir, platform, routes: ['pages/my/index'] })
      const failures = result.pages[0].failures.join('\n')
      assert.match(failures, /exception: boom/)
      // Taro never mounted the page, so nothing was drawn.
      assert.match(failures, /empty first render/)
    })
  })
}

test('feature tests of a foreign global are not uses of it', () => {
  const line = 'var a="undefined"!=typeof window&&window.x;'
  assert.equal(isFeatureTest(line, line.indexOf('typeof') + 1, 'window'), true)
  assert.equal(isFeatureTest(line, line.indexOf('window.x') + 1, 'window'), false)
  assert.equal(isFeatureTest('if("document" in globalThis)', 6, 'document'), true)
  assert.equal(isFeatureTest('x=globalThis.document.title', 14, 'document'), false)
  assert.equal(isFeatureTest('f(documentation)', 3, 'document'), true)
})
