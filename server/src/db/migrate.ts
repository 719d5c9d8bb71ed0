import { Migrator, sql, type Kysely } from 'kysely'
import { isPostgres } from './connect'
import { migrations } from './migrations'

/**
 * Brings the schema up to date; throws (with the failing migration's name) so startup stops on error.
 *
 * On PostgreSQL the migration tables are pinned to the connection's current schema. Without that, Kysely
 * treats a `kysely_migration` table in *any* schema of the database as "already there" and skips creating
 * its own, so tests (one schema each in a shared database, possibly from other runs at the same time) failed
 * with `relation "kysely_migration_lock" does not exist`. For a normal deployment this is `public`, as before.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  let migrationTableSchema: string | undefined
  if (isPostgres(db)) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
    migrationTableSchema = rows[0]?.schema ?? undefined
  }
  const migrator = new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const where = failed ? ` in migration ${failed.migrationName}` : ''
    throw new Error(`Database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
