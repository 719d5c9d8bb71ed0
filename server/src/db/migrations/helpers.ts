import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, type Migration } from 'kysely'
import { isPostgres } from '../connect'

/**
 * Tables written as data: a column is NOT NULL unless it says `.nullable()`, because nearly every column is and a
 * forgotten `notNull()` is the mistake that slips through. Kysely compiles a column's modifiers in a fixed order,
 * whatever order they are given in, so these helpers produce the very statements the migrations first ran with
 * (`server/test/db/schema-snapshot.test.ts` holds them to it).
 */

type Dialect = 'postgres' | 'sqlite'

interface ColumnOptions {
  notNull: boolean
  primaryKey: boolean
  /** PostgreSQL's `serial` counts by itself; SQLite needs AUTOINCREMENT so deleted ids are never handed out again. */
  sqliteAutoIncrement: boolean
  unique: boolean
  defaultTo?: string | number
  references?: string
}

/** One column: its type per dialect and its modifiers. Immutable, so one value can start many columns. */
export class Column {
  private constructor(
    private readonly type: (dialect: Dialect) => ColumnDataType,
    private readonly options: ColumnOptions,
  ) {}

  static of(type: (dialect: Dialect) => ColumnDataType, options: Partial<ColumnOptions> = {}): Column {
    return new Column(type, { notNull: true, primaryKey: false, sqliteAutoIncrement: false, unique: false, ...options })
  }

  nullable(): Column {
    return new Column(this.type, { ...this.options, notNull: false })
  }

  /** A primary key column states no NOT NULL of its own (the key implies it), so the first statements had none. */
  primaryKey(): Column {
    return new Column(this.type, { ...this.options, primaryKey: true, notNull: false })
  }

  unique(): Column {
    return new Column(this.type, { ...this.options, unique: true })
  }

  default(value: string | number): Column {
    return new Column(this.type, { ...this.options, defaultTo: value })
  }

  /** `'table.column'`. */
  references(target: string): Column {
    return new Column(this.type, { ...this.options, references: target })
  }

  dataType(dialect: Dialect): ColumnDataType {
    return this.type(dialect)
  }

  build(c: ColumnDefinitionBuilder, dialect: Dialect): ColumnDefinitionBuilder {
    const o = this.options
    let b = c
    if (o.primaryKey) b = b.primaryKey()
    if (o.sqliteAutoIncrement && dialect === 'sqlite') b = b.autoIncrement()
    if (o.unique) b = b.unique()
    if (o.notNull) b = b.notNull()
    if (o.defaultTo !== undefined) b = b.defaultTo(o.defaultTo)
    if (o.references) b = b.references(o.references)
    return b
  }
}

export const int = Column.of(() => 'integer')
/** Times (epoch milliseconds) and money in fen: past 2^31. */
export const bigint = Column.of(() => 'bigint')
/** Long text and JSON. */
export const text = Column.of(() => 'text')
export const varchar = (length: number): Column => Column.of(() => `varchar(${length})`)
export const bytes = Column.of((dialect) => (dialect === 'postgres' ? 'bytea' : 'blob'))
/** The auto-increment integer primary key `id`, spelled the way each dialect wants it. */
export const autoId = Column.of((dialect) => (dialect === 'postgres' ? 'serial' : 'integer'), {
  notNull: false,
  primaryKey: true,
  sqliteAutoIncrement: true,
})

/** An index's columns; `unique` and a `where` (column = value) make it a unique or a partial one. */
export interface IndexSpec {
  columns: string[]
  unique?: boolean
  where?: Record<string, string | number>
}

export function unique(columns: string[], where?: Record<string, string | number>): IndexSpec {
  return { columns, unique: true, where }
}

export interface TableSpec {
  columns: Record<string, Column>
  /** Table constraints by name: a composite primary key, composite unique keys. */
  primaryKey?: Record<string, string[]>
  unique?: Record<string, string[]>
  /** Indexes by name, created after the table: a column list, or `unique(...)`. */
  indexes?: Record<string, string[] | IndexSpec>
}

function dialectOf(db: Kysely<any>): Dialect {
  return isPostgres(db) ? 'postgres' : 'sqlite'
}

export async function createTable(db: Kysely<any>, name: string, spec: TableSpec): Promise<void> {
  const dialect = dialectOf(db)
  let table: CreateTableBuilder<any, any> = db.schema.createTable(name)
  for (const [column, c] of Object.entries(spec.columns)) table = table.addColumn(column, c.dataType(dialect), (b) => c.build(b, dialect))
  for (const [constraint, keys] of Object.entries(spec.primaryKey ?? {})) table = table.addPrimaryKeyConstraint(constraint, keys)
  for (const [constraint, keys] of Object.entries(spec.unique ?? {})) table = table.addUniqueConstraint(constraint, keys)
  await table.execute()
  await createIndexes(db, name, spec.indexes ?? {})
}

/**
 * A migration that creates tables in the order written (later ones reference earlier ones), then runs `seed`;
 * down drops them in reverse.
 */
export function createTables(tables: Record<string, TableSpec>, seed?: (db: Kysely<any>) => Promise<void>): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const [name, spec] of Object.entries(tables)) await createTable(db, name, spec)
      await seed?.(db)
    },
    async down(db: Kysely<any>) {
      await dropTables(db, Object.keys(tables).reverse())
    },
  }
}

export async function createIndexes(db: Kysely<any>, table: string, indexes: Record<string, string[] | IndexSpec>): Promise<void> {
  for (const [name, index] of Object.entries(indexes)) {
    const { columns, unique: isUnique, where } = Array.isArray(index) ? { columns: index, unique: false, where: undefined } : index
    let b = db.schema.createIndex(name).on(table).columns(columns)
    if (isUnique) b = b.unique()
    for (const [column, value] of Object.entries(where ?? {})) b = b.where(sql.ref(column), '=', value)
    await b.execute()
  }
}

/** One statement per column: SQLite adds one column per ALTER TABLE. */
export async function addColumns(db: Kysely<any>, table: string, columns: Record<string, Column>): Promise<void> {
  const dialect = dialectOf(db)
  for (const [column, c] of Object.entries(columns)) {
    await db.schema
      .alterTable(table)
      .addColumn(column, c.dataType(dialect), (b) => c.build(b, dialect))
      .execute()
  }
}

export async function dropColumns(db: Kysely<any>, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute()
}

export async function dropTables(db: Kysely<any>, tables: string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute()
}

/** Seeded rows are listed in display order and spaced by ten, so an operator can slot one in between. */
export const orderSlot = (i: number): number => (i + 1) * 10
