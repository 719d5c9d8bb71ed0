import { sql } from 'kysely'
import { startOfChinaDay } from '../contract/values/china-time'
import type { Db } from './connect'
import { toNumber } from './numbers'

/** A counting window [start, end) in UTC ms. */
export interface LimitWindow {
  start: number
  end: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The Beijing calendar day holding `now`: daily limits reset at Beijing midnight. */
export function chinaDayWindow(now: number): LimitWindow {
  const start = startOfChinaDay(now)
  return { start, end: start + DAY_MS }
}

/** The fixed window of `ms` (aligned to the epoch) holding `now`. */
export function fixedWindow(now: number, ms: number): LimitWindow {
  const start = Math.floor(now / ms) * ms
  return { start, end: start + ms }
}

/** Single rows (key locks, intervals) sit at window 0; real windows start well after 1970. */
const SINGLE = 0
/** Expired rows are deleted once every this many takes on one instance. */
const PRUNE_EVERY = 500

/**
 * Business limits that hold across replicas and under parallel requests, on SQLite and PostgreSQL alike. Each
 * check-and-count is one conditional statement on a row per (key, window), so there is no read-then-write for
 * two requests to slip between: PostgreSQL serialises them on the row (an upsert waits for the row lock of a
 * concurrent one, then re-evaluates its condition), SQLite runs statements one at a time.
 */
export class LimitCounter {
  private takes = 0

  constructor(private readonly db: Db) {}

  /** Counts one use of `key` in `window` unless `limit` uses are counted already; true when counted. */
  async take(key: string, window: LimitWindow, limit: number): Promise<boolean> {
    if (limit < 1) return false
    await this.maybePrune(window.start)
    const row = await this.db
      .insertInto('limit_counter')
      .values({ key, window_start: window.start, n: 1, expires_at: window.end })
      .onConflict((oc) =>
        oc
          .columns(['key', 'window_start'])
          .doUpdateSet({ n: sql<number>`limit_counter.n + 1` })
          .where(sql<boolean>`limit_counter.n < ${limit}`),
      )
      .returning('n')
      .executeTakeFirst()
    return row !== undefined
  }

  /**
   * Counts `amount` uses of `key` in `window` unless that would pass `limit`; true when counted. The same single
   * conditional upsert as take(), for a limit on a quantity (coupons granted) rather than on calls. Inside a
   * transaction, the count is undone with it when the transaction rolls back.
   */
  async takeAmount(key: string, window: LimitWindow, amount: number, limit: number): Promise<boolean> {
    if (amount < 1 || amount > limit) return false
    await this.maybePrune(window.start)
    const row = await this.db
      .insertInto('limit_counter')
      .values({ key, window_start: window.start, n: amount, expires_at: window.end })
      .onConflict((oc) =>
        oc
          .columns(['key', 'window_start'])
          .doUpdateSet({ n: sql<number>`limit_counter.n + ${amount}` })
          .where(sql<boolean>`limit_counter.n + ${amount} <= ${limit}`),
      )
      .returning('n')
      .executeTakeFirst()
    return row !== undefined
  }

  /** How many uses of `key` are counted in `window`. */
  async used(key: string, window: LimitWindow): Promise<number> {
    const row = await this.db
      .selectFrom('limit_counter')
      .select('n')
      .where('key', '=', key)
      .where('window_start', '=', window.start)
      .executeTakeFirst()
    return row ? toNumber(row.n) : 0
  }

  /** Gives back a use counted by take() whose effect did not happen (a failed delivery, a refused request). */
  async giveBack(key: string, window: LimitWindow): Promise<void> {
    await this.db
      .updateTable('limit_counter')
      .set({ n: sql<number>`n - 1` })
      .where('key', '=', key)
      .where('window_start', '=', window.start)
      .where('n', '>', 0)
      .execute()
  }

  /**
   * A minimum interval between uses of `key`: claims the next use if `intervalMs` have passed since the last
   * one. Answers when it may be used again when refused.
   */
  async claimInterval(key: string, now: number, intervalMs: number): Promise<{ ok: true; until: number } | { ok: false; retryAt: number }> {
    await this.maybePrune(now)
    const until = now + intervalMs
    const row = await this.db
      .insertInto('limit_counter')
      .values({ key, window_start: SINGLE, n: 1, expires_at: until })
      .onConflict((oc) =>
        oc
          .columns(['key', 'window_start'])
          .doUpdateSet({ n: sql<number>`limit_counter.n + 1`, expires_at: until })
          .where(sql<boolean>`limit_counter.expires_at <= ${now}`),
      )
      .returning('n')
      .executeTakeFirst()
    if (row) return { ok: true, until }
    const held = await this.db
      .selectFrom('limit_counter')
      .select('expires_at')
      .where('key', '=', key)
      .where('window_start', '=', SINGLE)
      .executeTakeFirst()
    return { ok: false, retryAt: held ? toNumber(held.expires_at) : until }
  }

  /** Undoes a claimInterval() whose use did not happen, unless a later claim has replaced it meanwhile. */
  async releaseInterval(key: string, until: number, now: number): Promise<void> {
    await this.db
      .updateTable('limit_counter')
      .set({ expires_at: now })
      .where('key', '=', key)
      .where('window_start', '=', SINGLE)
      .where('expires_at', '=', until)
      .execute()
  }

  /** Deletes windows and intervals that have ended. */
  async prune(now: number): Promise<void> {
    await this.db.deleteFrom('limit_counter').where('expires_at', '<', now).execute()
  }

  private async maybePrune(now: number): Promise<void> {
    this.takes = (this.takes + 1) % PRUNE_EVERY
    if (this.takes === 0) await this.prune(now)
  }
}

/**
 * Serialises, until `trx` ends, every transaction that locks `key`: for limits counted from a table's own rows
 * (pending uploads, a rolling 24 hours) where a window counter does not fit. Call it first in the transaction and
 * then count and write: on PostgreSQL the upsert holds the row lock until commit and each later statement sees
 * what the previous holder committed; SQLite runs one transaction at a time anyway. A transaction that needs
 * several keys must take them in one agreed order, so two transactions cannot wait on each other.
 */
export async function lockKey(trx: Db, key: string, now: number): Promise<void> {
  await trx
    .insertInto('limit_counter')
    .values({ key, window_start: SINGLE, n: 0, expires_at: now })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ expires_at: now }))
    .execute()
}
