import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely'
import { migrations } from './migrations'

/**
 * On PostgreSQL the migration bookkeeping tables must live in the connection's own schema: Kysely otherwise
 * sees another schema's `kysely_migration_lock` (other replicas' test schemas, another app in the same
 * database), skips creating its own and then fails on it.
 */
async function migrationSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema
}

/** Brings the schema up to date; throws (with the failing migration's name) so startup stops on error. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: await migrationSchema(db),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : ''
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
