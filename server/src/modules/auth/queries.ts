import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { announceSessionChange, userKey } from '../../bus/session-events'

/** What other modules ask of the session and partner-token tables (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** Account deletion: the partner token goes with the account. */
export async function deletePartnerTokens(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('px_token').where('user_id', '=', userId).execute()
}

/**
 * Every session of the user still open is revoked (account deletion, an operator's 退出全部登录); answers how many
 * rows it revoked. Repeated until a pass finds nothing left, as a family's revoke is (SessionRepository.revokeFamily):
 * on PostgreSQL a refresh committing while the first pass waited leaves a successor that pass could not see.
 */
export async function revokeAllSessions(trx: Db, userId: number, now: number): Promise<number> {
  let revoked = 0
  for (;;) {
    const result = await trx
      .updateTable('session')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    const n = toNumber(result.numUpdatedRows)
    if (n === 0) break
    revoked += n
  }
  // Every replica drops the user's cached sessions (on commit of the caller's transaction).
  await announceSessionChange(trx, userKey(userId))
  return revoked
}

/** A login as an operator sees it: every session a refresh rotated from it is one family. */
export interface LoginSession {
  /** The family's first row: a stable id that is no token. */
  id: number
  terminal: number | null
  loginAt: number
  /** The family's latest row: its last refresh, so within an access token's life of the last call. */
  lastSeenAt: number
  /** When its refresh token stops working. */
  expiresAt: number
  /** Its current row is neither rotated nor revoked, and not expired at `now`. */
  live: boolean
  revokedAt: number | null
}

const n = (v: unknown) => (v === null || v === undefined ? null : toNumber(v))

/** Sessions of the user that still answer: open, not expired (at most one per family). */
function liveRows(db: Db, userId: number, now: number) {
  return db
    .selectFrom('session')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('rotated_at', 'is', null)
    .where('refresh_expires_at', '>', now)
}

/** How many logins of the user are live now. */
export async function countLiveSessions(db: Db, userId: number, now: number): Promise<number> {
  const row = await liveRows(db, userId, now)
    .select((eb) => eb.fn.count<number>('family_id').distinct().as('n'))
    .executeTakeFirst()
  return toNumber(row?.n)
}

/** The user's logins, latest activity first, one page of them, and how many there are. */
export async function loginSessionsOf(
  db: Db,
  userId: number,
  now: number,
  window: { offset: number; limit: number },
): Promise<{ rows: LoginSession[]; total: number }> {
  const open = sql<number>`sum(case when revoked_at is null and rotated_at is null and refresh_expires_at > ${now} then 1 else 0 end)`
  const [rows, count] = await Promise.all([
    db
      .selectFrom('session')
      .where('user_id', '=', userId)
      .groupBy('family_id')
      .select((eb) => [
        eb.fn.min('id').as('id'),
        eb.fn.max('terminal').as('terminal'),
        eb.fn.min('created_at').as('login_at'),
        eb.fn.max('created_at').as('last_seen_at'),
        eb.fn.max('refresh_expires_at').as('expires_at'),
        eb.fn.max('revoked_at').as('revoked_at'),
        open.as('open'),
      ])
      .orderBy('last_seen_at', 'desc')
      .orderBy('id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    db
      .selectFrom('session')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.count<number>('family_id').distinct().as('n'))
      .executeTakeFirst(),
  ])
  return {
    total: toNumber(count?.n),
    rows: rows.map((r) => ({
      id: toNumber(r.id),
      terminal: n(r.terminal),
      loginAt: toNumber(r.login_at),
      lastSeenAt: toNumber(r.last_seen_at),
      expiresAt: toNumber(r.expires_at),
      live: toNumber(r.open) > 0,
      revokedAt: n(r.revoked_at),
    })),
  }
}

/** The user's latest login (a new session family) and latest refresh; null when they never logged in. */
export async function loginTimesOf(db: Db, userId: number): Promise<{ lastLoginAt: number | null; lastSeenAt: number | null }> {
  const families = db
    .selectFrom('session')
    .where('user_id', '=', userId)
    .groupBy('family_id')
    .select((eb) => [eb.fn.min('created_at').as('login_at'), eb.fn.max('created_at').as('seen_at')])
  const row = await db
    .selectFrom(families.as('f'))
    .select((eb) => [eb.fn.max('f.login_at').as('login'), eb.fn.max('f.seen_at').as('seen')])
    .executeTakeFirst()
  return { lastLoginAt: n(row?.login), lastSeenAt: n(row?.seen) }
}
