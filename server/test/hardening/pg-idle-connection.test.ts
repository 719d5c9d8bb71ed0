import { sql } from 'kysely'
import pg from 'pg'
import { createDb } from '../../src/db/connect'

const url = process.env.TEST_DATABASE_URL
const describePg = url ? describe : describe.skip

/**
 * PostgreSQL drops idle connections on a restart, a failover or an administrator's terminate. The service's pool
 * must note it and carry on: an 'error' event without a listener would end the process.
 */
describePg('an idle PostgreSQL connection dropped by the server', () => {
  test('is noted, does not crash the process, and the next query gets a new connection', async () => {
    const lost: Error[] = []
    const db = createDb({ databaseUrl: url, pgPoolSize: 1, onIdleError: (err) => lost.push(err) })
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      const first = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)
      const pid = first.rows[0].pid
      // The connection is back in the pool, idle, when the server ends it.
      await admin.query('SELECT pg_terminate_backend($1)', [pid])
      for (let i = 0; i < 50 && !lost.length; i++) await new Promise((r) => setTimeout(r, 20))
      expect(lost.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01'])
      const next = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)
      expect(next.rows[0].pid).not.toBe(pid)
    } finally {
      await admin.end()
      await db.destroy()
    }
  })
})
