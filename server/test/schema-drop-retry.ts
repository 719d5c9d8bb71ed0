/**
 * Kysely's migrator introspects the tables of every schema (`pg_get_serial_sequence` on each, kysely#1537); a
 * parallel test file dropping a schema at that moment fails the query with `schema "…" does not exist`, or with
 * `column "…" of relation "…" does not exist` when the drop lands between listing a table and asking about its
 * column. The introspection runs before any migration, so nothing is half-applied and the run can simply be made
 * again. Only tests drop schemas, so only they retry.
 */
const DROPPED_MEANWHILE =
  /(schema|relation) "[^"]+" does not exist|column "[^"]+" of relation "[^"]+" does not exist|cache lookup failed for (namespace|relation) \d+/

export const droppedMeanwhile = (err: unknown) => DROPPED_MEANWHILE.test(String(err))

/** Runs a migration up to five times while it fails only because another test file dropped a schema meanwhile. */
export async function migrateRetryingDrops(migrate: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate()
      return
    } catch (err) {
      if (attempt >= 5 || !droppedMeanwhile(err)) throw err
    }
  }
}
