import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { isPostgres } from '../../src/db/connect'
import { createTestDb, type TestDb } from '../helpers'

/**
 * Deployed databases have run every migration already, so a migration may be rewritten only if a fresh database
 * ends up bit for bit the same: tables, columns, constraints, indexes and seeded rows. This test migrates one and
 * compares a normalised description of it with the committed snapshot of its dialect
 * (`schema-snapshot.<dialect>.json`). A new migration changes the snapshot on purpose: regenerate it with
 * `UPDATE_SCHEMA_SNAPSHOT=1` (once per dialect) and read the diff.
 */

/** Seeds stamp `Date.now()`; a fixed clock makes their rows comparable. */
const SEED_NOW = Date.UTC(2026, 0, 1)

/** Kysely's own bookkeeping records when each migration ran, which differs on every run. */
const BOOKKEEPING = /^kysely_migration/

type Row = Record<string, unknown>

/** Row count and a digest of the rows, independent of their order and of the order of their columns. */
function digest(rows: Row[]): { rows: number; sha256: string } {
  const lines = rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((k) => [k, row[k]]),
      ),
    )
    .sort()
  return { rows: rows.length, sha256: createHash('sha256').update(lines.join('\n')).digest('hex') }
}

async function tableRows(db: Kysely<any>, tables: string[]): Promise<Record<string, ReturnType<typeof digest>>> {
  const out: Record<string, ReturnType<typeof digest>> = {}
  for (const table of tables.filter((t) => !BOOKKEEPING.test(t)).sort())
    out[table] = digest(await db.selectFrom(table).selectAll().execute())
  return out
}

async function describeSqlite(db: Kysely<any>): Promise<unknown> {
  const { rows: objects } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db)
  const tables = objects.filter((o) => o.type === 'table' && o.name !== 'sqlite_sequence').map((o) => o.name)
  return { objects, data: await tableRows(db, tables) }
}

async function describePostgres(db: Kysely<any>): Promise<unknown> {
  const { rows: here } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = here[0].schema
  // Each test file migrates into a schema of its own name; the name is the one thing allowed to differ.
  const unschema = <T>(rows: T[]): T[] => JSON.parse(JSON.stringify(rows).split(schema).join('<schema>')) as T[]
  const relations = await sql<{ name: string; kind: string }>`
    select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${schema} order by c.relname`.execute(db)
  const columns = await sql<Row>`
    select c.relname as table, a.attnum as position, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = ${schema} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db)
  const constraints = await sql<Row>`
    select c.relname as table, k.conname as name, k.contype as type, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = k.connamespace
    where n.nspname = ${schema} order by c.relname, k.conname`.execute(db)
  const indexes = await sql<Row>`
    select tablename as table, indexname as name, indexdef as definition from pg_indexes
    where schemaname = ${schema} order by tablename, indexname`.execute(db)
  const tables = relations.rows.filter((r) => r.kind === 'r').map((r) => r.name)
  return {
    relations: unschema(relations.rows),
    columns: unschema(columns.rows),
    constraints: unschema(constraints.rows),
    indexes: unschema(indexes.rows),
    data: await tableRows(db, tables),
  }
}

let t: TestDb
beforeAll(async () => {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(SEED_NOW)
  try {
    // Migrated here and now, not handed on from an earlier test: the seed rows carry the migration's time.
    t = await createTestDb({ migrateAfresh: true })
  } finally {
    clock.mockRestore()
  }
})
afterAll(() => t.close())

test('the migrations build the schema and seed data of the committed snapshot', async () => {
  const dialect = isPostgres(t.db) ? 'postgres' : 'sqlite'
  const actual = dialect === 'postgres' ? await describePostgres(t.db) : await describeSqlite(t.db)
  const file = join(__dirname, `schema-snapshot.${dialect}.json`)
  if (process.env.UPDATE_SCHEMA_SNAPSHOT) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`)
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')))
})
