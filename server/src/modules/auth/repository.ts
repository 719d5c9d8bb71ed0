import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'

/** Storage for one-time SMS codes (which also serve as the send log for rate limits). */
export class SmsCodeRepository {
  constructor(private readonly db: Db) {}

  async lastSentAt(phoneKey: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('sms_code')
      .select('created_at')
      .where('phone_key', '=', phoneKey)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row ? toNumber(row.created_at) : null
  }

  async countForPhoneSince(phoneKey: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('phone_key', '=', phoneKey)
      .where('created_at', '>=', since)
      .executeTakeFirst()
    return toNumber(row?.n)
  }

  async countForIpSince(ip: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('sms_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>=', since)
      .executeTakeFirst()
    return toNumber(row?.n)
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

  /** Counts a wrong try atomically and voids the code when it reaches the limit; returns the new count. */
  async recordWrongAttempt(id: number, maxAttempts: number, now: number): Promise<number> {
    await this.db
      .updateTable('sms_code')
      .set({
        attempts: sql`attempts + 1`,
        voided_at: sql`case when attempts + 1 >= ${maxAttempts} then ${now} else voided_at end`,
      })
      .where('id', '=', id)
      .execute()
    const row = await this.db.selectFrom('sms_code').select('attempts').where('id', '=', id).executeTakeFirst()
    return toNumber(row?.attempts)
  }

  /** Marks the code used; false if a concurrent login or a void got there first. */
  async consume(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('sms_code')
      .set({ consumed_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null)
      .executeTakeFirst()
    return toNumber(result.numUpdatedRows) === 1
  }
}

/** Sessions: hashed access and refresh tokens, grouped in rotation families. */
export class SessionRepository {
  constructor(private readonly db: Db) {}

  async insert(row: {
    familyId: string
    userId: number
    accessHash: string
    accessExpiresAt: number
    refreshHash: string
    refreshExpiresAt: number
    now: number
  }): Promise<void> {
    await this.db
      .insertInto('session')
      .values({
        family_id: row.familyId,
        user_id: row.userId,
        access_hash: row.accessHash,
        access_expires_at: row.accessExpiresAt,
        refresh_hash: row.refreshHash,
        refresh_expires_at: row.refreshExpiresAt,
        created_at: row.now,
      })
      .execute()
  }

  /** Session by access token, with whether its user still exists. */
  async findByAccessHash(hash: string) {
    return this.db
      .selectFrom('session')
      .innerJoin('users', 'users.id', 'session.user_id')
      .select([
        'session.id',
        'session.family_id',
        'session.user_id',
        'session.access_expires_at',
        'session.rotated_at',
        'session.revoked_at',
        'users.deleted_at',
      ])
      .where('session.access_hash', '=', hash)
      .executeTakeFirst()
  }

  async findByRefreshHash(hash: string) {
    return this.db
      .selectFrom('session')
      .innerJoin('users', 'users.id', 'session.user_id')
      .select([
        'session.id',
        'session.family_id',
        'session.user_id',
        'session.refresh_expires_at',
        'session.rotated_at',
        'session.revoked_at',
        'users.deleted_at',
      ])
      .where('session.refresh_hash', '=', hash)
      .executeTakeFirst()
  }

  /** Claims the refresh token for rotation; false if it was already rotated or revoked (a concurrent reuse). */
  async markRotated(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('session')
      .set({ rotated_at: now })
      .where('id', '=', id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    return toNumber(result.numUpdatedRows) === 1
  }

  async revokeFamily(familyId: string, now: number): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute()
  }
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
    const result = await this.db
      .updateTable('px_login_key')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return toNumber(result.numUpdatedRows) === 1 ? { telCode: row.tel_code, phone: row.phone } : undefined
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
