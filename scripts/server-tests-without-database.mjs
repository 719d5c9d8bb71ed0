// Prints a Jest testPathIgnorePatterns regex matching the server test files that never reach a database, for CI's
// PostgreSQL step: those files ran on SQLite a step earlier and would only run again, unchanged.
//
// A test reaches PostgreSQL only through TEST_DATABASE_URL, which only test code reads (server/test/helpers.ts and a
// few files that open their own pools); the service's sources never do. So a file needs the PostgreSQL run when it,
// or a test-side module it imports (server/test/**, followed through relative imports, requires and jest.mock), names
// TEST_DATABASE_URL. The check is on the text, so a new test that opens a database is never skipped by mistake.
//
//   node scripts/server-tests-without-database.mjs           the regex (`^$`, matching no file, when every file needs one)
//   node scripts/server-tests-without-database.mjs --list    the files, one a line
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TESTS = path.join(ROOT, 'server', 'test')
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual)\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

/** The file a relative specifier names, when it is test-side source (the service's sources never read the variable). */
function resolveTestSide(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, path.join(base, 'index.ts')]) {
    if (candidate.startsWith(TESTS + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** Whether the file or anything test-side it imports names TEST_DATABASE_URL. */
function reachesDatabase(file, seen = new Set()) {
  if (seen.has(file)) return false
  seen.add(file)
  const text = fs.readFileSync(file, 'utf8')
  if (text.includes('TEST_DATABASE_URL')) return true
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveTestSide(file, match[1])
    if (target && reachesDatabase(target, seen)) return true
  }
  return false
}

const withoutDatabase = walk(TESTS)
  .filter((file) => file.endsWith('.test.ts') && !reachesDatabase(file))
  .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
  .sort()

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
if (process.argv.includes('--list')) {
  for (const file of withoutDatabase) console.log(file)
} else {
  // Never an empty pattern: Jest would read it as matching, and so skipping, every file.
  console.log(withoutDatabase.length ? `/(${withoutDatabase.map(escape).join('|')})$` : '^$')
}
