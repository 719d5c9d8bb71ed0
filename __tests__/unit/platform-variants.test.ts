import { readFileSync, readdirSync } from 'fs'
import { dirname, join, relative } from 'path'

const SRC = join(__dirname, '../../src')
const CHECK_FILES = /^(adapters|variants)\.ts$/

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
}

const files = walk(SRC)
const variants = files.filter((f) => /\.(h5|weapp|tt)\.tsx?$/.test(f)).map((f) => relative(SRC, f).replace(/\.tsx?$/, ''))
/** Every module a check file (`platform/adapters.ts`, `<dir>/variants.ts`) holds to its base, relative to src. */
const checked = new Set(
  files
    .filter((f) => CHECK_FILES.test(f.split('/').pop()!))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((m) => relative(SRC, join(dirname(f), m[1])))),
)

describe('platform variants', () => {
  it('finds the variants', () => {
    expect(variants.length).toBeGreaterThan(20)
  })

  // The type checker sees only the base file; a variant nothing checks could drift from what importers compiled against.
  it.each(variants)('%s is held to its base module by a check file', (v) => {
    expect(checked.has(v)).toBe(true)
  })
})
