// Every table has one owning module (src/modules/table-owners.ts), and no other module names it in a query: it
// calls the owner's named query or joins the owner's facts subquery, so what a table's columns mean is decided
// in one place. The rule covers src/modules only: the migrations, db/ (connection, limit counters), market/ (the
// import format and its store), cli/ and jobs/ sit below or beside the modules and keep their own tables.
import { readFileSync, readdirSync, statSync } from 'fs'
import { join, relative, resolve } from 'path'
import { TABLE_OWNERS } from '../../src/modules/table-owners'

const SRC = resolve(__dirname, '../../src')
const MODULES = join(SRC, 'modules')

/** The tables of the Database interface in db/schema.ts, read from the source so the test sees what Kysely sees. */
function schemaTables(): string[] {
  const text = readFileSync(join(SRC, 'db/schema.ts'), 'utf8')
  const body = /export interface Database \{([^}]*)\}/.exec(text)?.[1] ?? ''
  return [...body.matchAll(/^\s*(\w+)\s*:/gm)].map((m) => m[1])
}

const BUILDER = '(?:selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|(?:inner|left|right|full|cross)Join(?:Lateral)?)'
/** A builder call whose first argument is a table name or a list of them (each possibly aliased). */
const BUILDER_ON_NAMES = new RegExp(`\\b${BUILDER}\\(\\s*(\\[[^\\]]*\\]|'[^']*'|"[^"]*"|\`[^\`]*\`)`, 'g')
/** A builder call on a bare variable: the table cannot be read from the source, so the rule cannot vouch for it. */
const BUILDER_ON_VARIABLE = new RegExp(`\\b${BUILDER}\\(\\s*[A-Za-z_$][\\w$]*\\s*[,)]`, 'g')
const SQL_TEXT = [/\bsql(?:<[^`]*?>)?`([^`]*)`/g, /\bsql\.raw\(\s*(?:'([^']*)'|"([^"]*)")/g]
const SQL_TABLE = /\b(?:from|join|update|into|table)\s+"?([a-z_]+)"?/gi
const SQL_TABLE_FN = /\bsql\.table\(\s*['"`]([a-z_]+)['"`]/g

/** The tables a source text names in a query, and the builder calls on a variable. */
function tablesNamed(text: string, tables: ReadonlySet<string>): string[] {
  const named: string[] = []
  for (const m of text.matchAll(BUILDER_ON_NAMES)) {
    for (const lit of m[1].matchAll(/['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]/g)) named.push(lit[1])
  }
  for (const re of SQL_TEXT) {
    for (const m of text.matchAll(re)) {
      const sqlText = m.slice(1).find((g) => g !== undefined) ?? ''
      for (const t of sqlText.matchAll(SQL_TABLE)) if (tables.has(t[1].toLowerCase())) named.push(t[1].toLowerCase())
    }
  }
  for (const m of text.matchAll(SQL_TABLE_FN)) named.push(m[1])
  for (const m of text.matchAll(BUILDER_ON_VARIABLE)) named.push(`<variable in ${m[0]}>`)
  return named
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') ? [path] : []
  })
}

const owners: Record<string, string | undefined> = TABLE_OWNERS

describe('every table has one owning module', () => {
  const tables = new Set(schemaTables())

  it('reads the schema', () => {
    expect(tables.size).toBeGreaterThan(40)
    expect(tables.has('users')).toBe(true)
    expect(tables.has('report')).toBe(true)
  })

  it('gives every table of the schema an owner that exists', () => {
    const moduleNames = new Set(readdirSync(MODULES).filter((n) => statSync(join(MODULES, n)).isDirectory()))
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables].sort())
    const unknown = Object.entries(TABLE_OWNERS).filter(([, owner]) => owner !== 'db' && !moduleNames.has(owner))
    expect(unknown).toEqual([])
  })

  it('recognises a query on a table in any form', () => {
    const named = (text: string) => tablesNamed(text, tables)
    expect(named("db.selectFrom('users').selectAll()")).toEqual(['users'])
    expect(named("db.selectFrom('users as u')")).toEqual(['users'])
    expect(named("trx.updateTable('market_listing').set({ status: 'off_shelf' })")).toEqual(['market_listing'])
    expect(named("trx.deleteFrom(\n  'compare_share').where('user_id', '=', 1)")).toEqual(['compare_share'])
    expect(named("db.insertInto('coupon').values(row)")).toEqual(['coupon'])
    expect(named("q.innerJoin('users as u', 'u.id', 'h.helper_id')")).toEqual(['users'])
    expect(named("q.leftJoin(\n  'report_account as a', 'a.report_id', 'r.id')")).toEqual(['report_account'])
    expect(named("db.selectFrom(['users', 'session as s'])")).toEqual(['users', 'session'])
    expect(named('await sql`update users set nickname = ${n}`.execute(db)')).toEqual(['users'])
    expect(named('sql<number>`(select count(*) from px_token)`')).toEqual(['px_token'])
    expect(named("sql.raw('delete from session')")).toEqual(['session'])
    expect(named("sql`select * from ${sql.table('coupon')}`")).toEqual(['coupon'])
    expect(named('db.selectFrom(table).selectAll()')).toEqual(['<variable in selectFrom(table)>'])
    expect(named("q.innerJoin(userFacts(db).as('u'), 'u.id', 's.user_id')")).toEqual([])
    expect(named("q.select('users.deleted_at')")).toEqual([])
    expect(named("{ value: 'users', label: '用户' }")).toEqual([])
    expect(named('sql`count(distinct visitor_id)`')).toEqual([])
  })

  it('no module names a table it does not own', () => {
    const offenders = tsFiles(MODULES).flatMap((file) => {
      const path = relative(MODULES, file).split('\\').join('/')
      const owner = path.includes('/') ? path.split('/')[0] : undefined
      return tablesNamed(readFileSync(file, 'utf8'), tables)
        .filter((t) => owner === undefined || owners[t] !== owner)
        .map((t) => `${path}: ${t} (owner ${owners[t] ?? 'none'})`)
    })
    expect([...new Set(offenders)]).toEqual([])
  })
})
