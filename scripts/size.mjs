// npm run size: the sizes that matter for shipping, against their budgets (issue 18); exits 1 when one is over.
//   WeChat main package <= 600 KB (WeChat's limit: 2 MB; issue 39: 680 KB before, 581 KB after), every subpackage
//   <= 500 KB (limit 2 MB);
//   H5 first-load JS <= 125 KB gzip (issue 39: 131.6 before, 123.5 after): the scripts index.html runs (the entry),
//   before any page's own chunk;
// Reported against a generous ceiling but never failing: the operators' console first-load JS + CSS (800 KB gzip; a
// desktop tool on office networks, so a doubling gets noticed without the console being tuned like the H5 app).
// Also printed, without a budget: the tt output, the chunks index.html preloads for the first screen, and every
// H5 script together (what a visitor fetches only by opening every page).
// A target that has not been built is reported and skipped.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const KB = 1024
const BUDGET = { weappMain: 600 * KB, weappSubpackage: 500 * KB, h5FirstLoadGzip: 125 * KB, consoleFirstLoadGzip: 800 * KB }
const kb = (n) => `${(n / KB).toFixed(1)} KB`

const over = []
/** Prints one figure with its budget and remembers it when over. */
function check(label, size, budget, detail = '') {
  const ok = size <= budget
  console.log(`${label}: ${kb(size)}${detail} (budget ${kb(budget)})${ok ? '' : '  OVER BUDGET'}`)
  if (!ok) over.push(label)
}

function dirSize(dir) {
  let total = 0
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    const s = statSync(p)
    total += s.isDirectory() ? dirSize(p) : s.size
  }
  return total
}

const weapp = 'dist/weapp'
if (existsSync(join(weapp, 'app.json'))) {
  const app = JSON.parse(readFileSync(join(weapp, 'app.json'), 'utf8'))
  const subs = app.subPackages || app.subpackages || []
  const total = dirSize(weapp)
  const rows = subs.map((s) => [s.root, existsSync(join(weapp, s.root)) ? dirSize(join(weapp, s.root)) : 0])
  const main = total - rows.reduce((sum, [, size]) => sum + size, 0)
  check('weapp main package', main, BUDGET.weappMain)
  for (const [root, size] of rows) check(`weapp subpackage ${root}`, size, BUDGET.weappSubpackage)
  console.log(`weapp total: ${kb(total)}`)
} else console.log('weapp: not built (npm run build:weapp)')

if (existsSync('dist/tt')) console.log(`tt total: ${kb(dirSize('dist/tt'))}`)
else console.log('tt: not built (npm run build:tt)')

const h5 = 'dist/h5'
if (existsSync(join(h5, 'index.html'))) {
  const html = readFileSync(join(h5, 'index.html'), 'utf8')
  const files = (pattern) => [...html.matchAll(pattern)].map((m) => m[1].replace(/^\//, ''))
  const sizes = (list) => {
    const bufs = list.map((f) => readFileSync(join(h5, f)))
    return { raw: bufs.reduce((sum, b) => sum + b.length, 0), gzip: bufs.reduce((sum, b) => sum + gzipSync(b).length, 0) }
  }
  const entry = files(/<script[^>]+src="([^"]+)"/g)
  const preloaded = files(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+)"/g)
  const first = sizes(entry)
  check('h5 first-load JS', first.gzip, BUDGET.h5FirstLoadGzip, ` gzip, ${entry.length} entry files, ${kb(first.raw)} raw`)
  const pre = sizes(preloaded)
  console.log(`h5 first-screen page chunks preloaded by index.html: ${kb(pre.gzip)} gzip in ${preloaded.length} files`)
  const all = sizes(
    readdirSync(join(h5, 'js'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `js/${f}`),
  )
  console.log(`h5 all JS: ${kb(all.gzip)} gzip (${kb(all.raw)} raw)`)
} else console.log('h5: not built (NODE_ENV=production npm run build:h5)')

const consoleDir = 'dist/console'
if (existsSync(join(consoleDir, 'index.html'))) {
  const html = readFileSync(join(consoleDir, 'index.html'), 'utf8')
  const refs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/console\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])
  const bufs = refs.map((f) => readFileSync(join(consoleDir, f)))
  const gzip = bufs.reduce((sum, b) => sum + gzipSync(b).length, 0)
  const raw = bufs.reduce((sum, b) => sum + b.length, 0)
  const above = gzip > BUDGET.consoleFirstLoadGzip ? '  ABOVE CEILING (report only)' : ''
  console.log(
    `console first-load JS+CSS: ${kb(gzip)} gzip, ${refs.length} files, ${kb(raw)} raw (ceiling ${kb(BUDGET.consoleFirstLoadGzip)}, report only)${above}`,
  )
} else console.log('console: not built (npm run build:console)')

if (over.length) {
  console.log(`over budget: ${over.join('; ')}`)
  process.exit(1)
}
