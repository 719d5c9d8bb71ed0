import type { CreateTableBuilder, Kysely } from 'kysely'
import { isPostgres } from '../connect'

/** Adds an auto-increment integer primary key `id`, spelled the way each dialect wants it. */
export function withAutoId(db: Kysely<any>, table: CreateTableBuilder<any, any>): CreateTableBuilder<any, any> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}
