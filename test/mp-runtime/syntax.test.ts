import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, test } from 'node:test'
import { parse } from 'acorn'

/**
 * The mini-programs are compiled for ES2015 engines (config/mini-program-engines.js: iOS 10's JavaScriptCore has
 * no async functions, object spread or optional chaining). Node runs anything, so the runtime tests would not
 * notice newer syntax from a package left untranspiled or a changed compile target: every built script must parse
 * as ES2015.
 */

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The scripts of `dir` that are not ES2015, with the parser's complaint. */
function newerThanEs2015(dir: string): string[] {
  return scripts(dir).flatMap((file) => {
    try {
      parse(readFileSync(file, 'utf8'), { ecmaVersion: 2015, sourceType: 'script' })
      return []
    } catch (error) {
      return [`${relative(dir, file)}: ${(error as Error).message}`]
    }
  })
}

// Not through feature-helpers' `bundleDir`: that module loads the service, ten seconds this file does not need.
const ROOT = join(__dirname, '..', '..')

for (const platform of ['weapp', 'tt'] as const) {
  const dir = join(ROOT, 'dist', platform)
  describe(`${platform}: script syntax`, { skip: !existsSync(join(dir, 'app.js')) && `dist/${platform} is not built` }, () => {
    test('every built script parses as ES2015', () => {
      assert.ok(scripts(dir).length > 10, 'the bundle has its scripts')
      assert.deepEqual(newerThanEs2015(dir), [])
    })
  })
}
