// Prints the sizes that matter for shipping: the WeChat main package (limit 2 MB, our budget 1 MB), each
// subpackage, the whole tt output, and the JS an H5 visitor downloads on first load (gzip).
import { readdirSync, statSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const MAIN_BUDGET = 1024 * 1024
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

function dirSize(dir) {
  let total = 0
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    const s = statSync(p)
    total += s.isDirectory() ? dirSize(p) : s.size
  }
  return total
}

let exitCode = 0
const weapp = 'dist/weapp'
if (existsSync(join(weapp, 'app.json'))) {
  const app = JSON.parse(readFileSync(join(weapp, 'app.json'), 'utf8'))
  const subs = app.subPackages || app.subpackages || []
  const total = dirSize(weapp)
  let subTotal = 0
  const rows = subs.map((s) => {
    const size = existsSync(join(weapp, s.root)) ? dirSize(join(weapp, s.root)) : 0
    subTotal += size
    return [s.root, size]
  })
  const main = total - subTotal
  console.log(`weapp main package: ${kb(main)} (budget ${kb(MAIN_BUDGET)}, limit 2048.0 KB)`)
  for (const [root, size] of rows) console.log(`weapp subpackage ${root}: ${kb(size)}`)
  console.log(`weapp total: ${kb(total)}`)
  if (main > MAIN_BUDGET) {
    console.log('weapp main package is over budget')
    exitCode = 1
  }
} else console.log('weapp: not built (npm run build:weapp)')

if (existsSync('dist/tt')) console.log(`tt total: ${kb(dirSize('dist/tt'))}`)
else console.log('tt: not built (npm run build:tt)')

const h5 = 'dist/h5'
if (existsSync(join(h5, 'index.html'))) {
  const html = readFileSync(join(h5, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((m) => m[1])
  let raw = 0,
    gz = 0
  for (const s of scripts) {
    const buf = readFileSync(join(h5, s))
    raw += buf.length
    gz += gzipSync(buf).length
  }
  console.log(`h5 first-load JS: ${kb(gz)} gzip (${kb(raw)} raw, ${scripts.length} files)`)
} else console.log('h5: not built (npm run build:h5)')
process.exit(exitCode)
