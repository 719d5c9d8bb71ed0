import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { migrations } from '../src/db/migrations'

/** The registry reads in the order Kysely applies it, and lists exactly the migration files (issue 36 point 6). */

const DIR = join(__dirname, '../src/db/migrations')
const files = readdirSync(DIR)
  .filter((f) => /^\d{4}_\w+\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))

test('the registry lists every migration file once, under its file name', () => {
  expect(Object.keys(migrations).sort()).toEqual(files.sort())
})

test('the registry is written in application order, imports included', () => {
  const keys = Object.keys(migrations)
  expect(keys).toEqual([...keys].sort())
  const imported = [...readFileSync(join(DIR, 'index.ts'), 'utf8').matchAll(/from '\.\/(\d{4}_\w+)'/g)].map((m) => m[1])
  expect(imported).toEqual([...imported].sort())
})

test('numbers are unique: two migrations never share one', () => {
  const numbers = files.map((f) => f.slice(0, 4))
  expect(new Set(numbers).size).toBe(numbers.length)
})
