import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { LimitCounter } from '../../db/limit-counter'
import { toNumber } from '../../db/numbers'
import { updatedOne } from '../../db/updated-one'
import { userFacts } from '../user/queries'
import { announceSessionChange, familyKey } from '../../bus/session-events'

/** Storage for one-time SMS codes, and the counters of their send limits. */
export class SmsCodeRepository {
  readonly limits: LimitCounter

  constructor(private readonly db: Db) {
    this.limits = new LimitCounter(db)
  }

  /** A new code replaces any earlier one still open for this number. */
  async voidOpenCodes(phoneKey: string, now: number): Promise<void> {
    await this.db
      .updateTable('sms_code')
      .set({ voided_at: now })
      .where('phone_key', '=', phoneKey)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .execute()
  }

  async insert(row: { phoneKey: string; codeHash: string; ip: string; now: number; expiresAt: number }): Promise<number> {
    const inserted = await this.db
      .insertInto('sms_code')
      .values({
        phone_key: row.phoneKey,
        code_hash: row.codeHash,
        ip: row.ip,
        attempts: 0,
        created_at: row.now,
        expires_at: row.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return inserted.id
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('sms_code').where('id', '=', id).execute()
  }

  /** The code a login may still use: newest, unexpired, neither consumed nor voided. */
  async findOpen(phoneKey: string, now: number) {
    return this.db
      .selectFrom('sms_code')
      .select(['id', 'code_hash', 'attempts'])
      .where('phone_key', '=', phoneKey)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  /**
   * Claims one try at the code before it is compared: the count goes up in the same conditional update that checks
   * it, so parallel guesses cannot all be compared against an open code. Returns the try's number, or null when
   * the code is used up, voided or out of tries.
   */
  async claimAttempt(id: number, maxAttempts: number): Promise<number | null> {
    const row = await this.db
      .updateTable('sms_code')
      .set({ attempts: sql`attempts + 1` })
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst()
    return row ? toNumber(row.attempts) : null
  }

  async void(id: number, now: number): Promise<void> {
    await this.db.updateTable('sms_code').set({ voided_at: now }).where('id', '=', id).where('voided_at', 'is', null).execute()
  }

  /** Marks the code used; false if a concurrent login or a void got there first. */
  async consume(id: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('sms_code')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null),
    )
  }
}

/** A session row to insert: the hashes of a new token pair and their lifetimes. */
export interface NewSession {
  familyId: string
  userId: number
  accessHash: string
  accessExpiresAt: number
  refreshHash: string
  refreshExpiresAt: number
  now: number
  terminal: number | null
}

/** Sessions: hashed access and refresh tokens, grouped in rotation families. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(row: NewSession): Promise<void> {
    await insertSession(this.db, row)
  }

  /** Session by access token, with whether its user still exists. */
  async findByAccessHash(hash: string) {
    return this.findWithUser('session.access_hash', hash, 'session.access_expires_at')
  }

  async findByRefreshHash(hash: string) {
    return this.findWithUser('session.refresh_hash', hash, 'session.refresh_expires_at')
  }

  /** A session by one of its token hashes, with that token's expiry and whether its user still exists. */
  private async findWithUser<E extends 'session.access_expires_at' | 'session.refresh_expires_at'>(
    by: 'session.access_hash' | 'session.refresh_hash',
    hash: string,
    expiry: E,
  ) {
    return this.db
      .selectFrom('session')
      .innerJoin(userFacts(this.db).as('u'), 'u.id', 'session.user_id')
      .select([
        'session.id',
        'session.family_id',
        'session.user_id',
        expiry,
        'session.rotated_at',
        'session.revoked_at',
        'session.terminal',
        'u.deleted_at',
      ])
      .where(by, '=', hash)
      .executeTakeFirst()
  }

  /**
   * Exchanges a refresh token: claims the row with one conditional update and inserts its successor in the same
   * transaction, so exactly one of any number of parallel refreshes wins and a claimed row always has its
   * successor (a concurrent claimant that finds the row rotated can rely on reading it). False if the row was
   * already rotated or revoked.
   */
  async rotate(id: number, now: number, successor: NewSession): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await updatedOne(
        trx
          .updateTable('session')
          .set({ rotated_at: now })
          .where('id', '=', id)
          .where('rotated_at', 'is', null)
          .where('revoked_at', 'is', null),
      )
      if (!claimed) return false
      await insertSession(trx, successor)
      // The rotated token now asks for a refresh: replicas that cached it as live drop it (on commit).
      await announceSessionChange(trx, familyKey(successor.familyId))
      return true
    })
  }

  /**
   * Revokes every session of a family. Repeated until a pass finds nothing left: on PostgreSQL a rotation that
   * held the live row while the first pass waited for it commits a successor that pass could not see; the next
   * pass (a new snapshot) catches it, and a rotation starting later finds its row revoked and claims nothing.
   */
  async revokeFamily(familyId: string, now: number): Promise<void> {
    for (;;) {
      const result = await this.db
        .updateTable('session')
        .set({ revoked_at: now })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      if (toNumber(result.numUpdatedRows) === 0) break
    }
    await announceSessionChange(this.db, familyKey(familyId))
  }
}

async function insertSession(db: Db, row: NewSession): Promise<void> {
  await db
    .insertInto('session')
    .values({
      family_id: row.familyId,
      user_id: row.userId,
      access_hash: row.accessHash,
      access_expires_at: row.accessExpiresAt,
      refresh_hash: row.refreshHash,
      refresh_expires_at: row.refreshExpiresAt,
      created_at: row.now,
      terminal: row.terminal,
    })
    .execute()
}

/** One-time partner quick-login keys and the partner token kept per user. */
export class PartnerRepository {
  constructor(private readonly db: Db) {}

  async insertLoginKey(row: { keyHash: string; telCode: string; phone: string; now: number; expiresAt: number }) {
    await this.db
      .insertInto('px_login_key')
      .values({
        key_hash: row.keyHash,
        tel_code: row.telCode,
        phone: row.phone,
        created_at: row.now,
        expires_at: row.expiresAt,
      })
      .execute()
  }

  /** Uses up a key if it is valid now; returns whose key it was, or undefined. */
  async useLoginKey(keyHash: string, now: number): Promise<{ telCode: string; phone: string } | undefined> {
    const row = await this.db
      .selectFrom('px_login_key')
      .select(['id', 'tel_code', 'phone'])
      .where('key_hash', '=', keyHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    if (!row) return undefined
    const used = await updatedOne(
      this.db.updateTable('px_login_key').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null),
    )
    return used ? { telCode: row.tel_code, phone: row.phone } : undefined
  }

  async findToken(userId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('px_token').select('token').where('user_id', '=', userId).executeTakeFirst()
    return row?.token
  }

  /** Stores the token unless one already exists; returns the stored one either way. */
  async saveToken(userId: number, token: string, now: number): Promise<string> {
    await this.db
      .insertInto('px_token')
      .values({ user_id: userId, token, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    return (await this.findToken(userId)) ?? token
  }
}
