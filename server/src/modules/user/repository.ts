import type { Db } from '../../db/connect'
import { forgetOutcomesOfUser } from '../outcomes/queries'
import { announceUserChange } from '../../bus/user-events'
import { isUniqueViolation } from '../../db/errors'
import { updatedOne } from '../../db/updated-one'
import { countRows } from '../../db/page'
import type { UserRow } from '../../db/schema'
import type { CanonicalPhone } from '../../lib/phone'
import { randomBase32 } from '../../lib/secrets'
import { clearAccountsOfDeletedUser } from '../account-info/queries'
import { deletePartnerTokens, revokeAllSessions } from '../auth/queries'
import { deleteSharesOf } from '../compare/queries'
import { takeListingsOffSale } from '../market/queries'
import { deleteReportsOfDeletedUser } from '../reports/queries'
import { forgetShareOwnerMarks } from '../rewards/queries'
import { deleteMessagesOf } from '../messages/queries'
import { deleteReportImagesOf } from '../report-images/queries'

export interface Registration {
  source: string
  terminal: number
  registerValId: string | null
  isNewPxb: 0 | 1
}

const MAX_ID_ATTEMPTS = 5

/** `user_identity.provider` of a WeChat mini-program openid (user/userInfo's wx_xcx_openid). */
export const WX_XCX_PROVIDER = 'weixin'
/** `user_identity.provider` of an official-account openid (the payer in WeChat's browser). */
export const OFFICIAL_ACCOUNT_PROVIDER = 'weixin-mp'

/**
 * Users table access. Deleted accounts are invisible to every lookup here. A write to a field user/userInfo shows
 * (inviter, real-name status, deletion, the mini-program identity) calls announceUserChange on its transaction:
 * replicas cache that info.
 */
export class UserRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()
  }

  /**
   * A live user with their inviter's uid and their WeChat mini-program openid, in one read (user/userInfo asks it on
   * every app start).
   */
  async findWithInviterUid(id: number): Promise<(UserRow & { inviter_uid: string | null; wx_xcx_openid: string | null }) | undefined> {
    return this.db
      .selectFrom('users as u')
      .leftJoin('users as inviter', 'inviter.id', 'u.inviter_id')
      .selectAll('u')
      .select('inviter.uid as inviter_uid')
      .select((eb) =>
        eb
          .selectFrom('user_identity')
          .select('openid')
          .whereRef('user_identity.user_id', '=', 'u.id')
          .where('user_identity.provider', '=', WX_XCX_PROVIDER)
          .orderBy('user_identity.id', 'desc')
          .limit(1)
          .as('wx_xcx_openid'),
      )
      .where('u.id', '=', id)
      .where('u.deleted_at', 'is', null)
      .executeTakeFirst()
  }

  /** Users hold numbers in canonical form (tel_code the calling code, phone the national number). */
  async findByPhone(phone: CanonicalPhone): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('tel_code', '=', phone.countryCode)
      .where('phone', '=', phone.national)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
  }

  async findByUid(uid: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('uid', '=', uid).where('deleted_at', 'is', null).executeTakeFirst()
  }

  async findByInviteCode(inviteCode: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('invite_code', '=', inviteCode).where('deleted_at', 'is', null).executeTakeFirst()
  }

  /** A real-name check showed a minor: kept until `adultAt` (their 18th birthday, Beijing midnight). */
  async markMinor(userId: number, adultAt: number): Promise<void> {
    await this.db.updateTable('users').set({ minor_until: adultAt }).where('id', '=', userId).execute()
  }

  /** Remembers another identity of the user (a unionid); an identity another user holds is left as it is. */
  async addIdentity(userId: number, provider: string, openid: string, now: number): Promise<void> {
    await this.db
      .insertInto('user_identity')
      .values({ user_id: userId, provider, openid, created_at: now })
      .onConflict((oc) => oc.columns(['provider', 'openid']).doNothing())
      .execute()
    // user/userInfo shows the mini-program openid.
    if (provider === WX_XCX_PROVIDER) await announceUserChange(this.db, userId)
  }

  /**
   * Remembers the official account's openid of the user who just authorised with it in WeChat's browser (the payer's
   * openid for JSAPI there). It only says who pays in that browser, so it moves to the latest user who authorised
   * with it (one WeChat user with two accounts pays from either) instead of staying with the first.
   */
  async rememberPayerOpenId(userId: number, openid: string, now: number): Promise<void> {
    await this.db
      .insertInto('user_identity')
      .values({ user_id: userId, provider: OFFICIAL_ACCOUNT_PROVIDER, openid, created_at: now })
      .onConflict((oc) => oc.columns(['provider', 'openid']).doUpdateSet({ user_id: userId, created_at: now }))
      .execute()
  }

  /** The user's openid on a mini-program platform, if they ever logged in there. */
  async openIdOf(userId: number, provider: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_identity')
      .select('openid')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    return row?.openid
  }

  async findByIdentity(provider: string, openid: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('user_identity')
      .innerJoin('users', 'users.id', 'user_identity.user_id')
      .selectAll('users')
      .where('user_identity.provider', '=', provider)
      .where('user_identity.openid', '=', openid)
      .where('users.deleted_at', 'is', null)
      .executeTakeFirst()
  }

  /** uid of a user even if deleted (an invitee keeps pointing at a deleted inviter). */
  async uidOf(id: number | null): Promise<string | null> {
    if (id === null) return null
    const row = await this.db.selectFrom('users').select('uid').where('id', '=', id).executeTakeFirst()
    return row?.uid ?? null
  }

  async inviterIdOf(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('users').select('inviter_id').where('id', '=', id).executeTakeFirst()
    return row?.inviter_id ?? null
  }

  /**
   * Finds the user by phone or registers one. Two first logins racing on the same phone both end with the
   * same user: the loser of the unique index re-reads.
   */
  async findOrCreateByPhone(phone: CanonicalPhone, reg: Registration, now: number) {
    const existing = await this.findByPhone(phone)
    if (existing) return { user: existing, isNew: false }
    try {
      const user = await this.insert({ phone, nickname: `玩家${phone.national.slice(-4)}` }, reg, now)
      return { user, isNew: true }
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      const winner = await this.findByPhone(phone)
      if (!winner) throw err
      return { user: winner, isNew: false }
    }
  }

  /** Same for a mini-program identity (openid per platform). */
  async findOrCreateByIdentity(provider: string, openid: string, reg: Registration, now: number) {
    const existing = await this.findByIdentity(provider, openid)
    if (existing) return { user: existing, isNew: false }
    try {
      const user = await this.db.transaction().execute(async (trx) => {
        const created = await new UserRepository(trx).insert({ phone: null, nickname: '' }, reg, now)
        // A user created here: no replica holds their info yet, so nothing to announce.
        await trx.insertInto('user_identity').values({ user_id: created.id, provider, openid, created_at: now }).execute()
        return created
      })
      return { user, isNew: true }
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      const winner = await this.findByIdentity(provider, openid)
      if (!winner) throw err
      return { user: winner, isNew: false }
    }
  }

  /** Inserts a user with fresh random uid and invite code (retried on the rare collision). */
  private async insert(who: { phone: CanonicalPhone | null; nickname: string }, reg: Registration, now: number): Promise<UserRow> {
    for (let attempt = 1; ; attempt++) {
      const uid = randomBase32(12).toLowerCase()
      try {
        return await this.db
          .insertInto('users')
          .values({
            uid,
            phone: who.phone?.national ?? null,
            tel_code: who.phone?.countryCode ?? null,
            nickname: who.nickname || `玩家${uid.slice(-4).toUpperCase()}`,
            avatar: '',
            source: reg.source,
            terminal: reg.terminal,
            invite_code: randomBase32(8),
            register_val_id: reg.registerValId,
            is_new_pxb: reg.isNewPxb,
            real_name_status: 0,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
      } catch (err) {
        // A phone collision is the caller's business; only retry when the random ids collided.
        const phoneTaken = who.phone !== null && (await this.findByPhone(who.phone))
        if (!isUniqueViolation(err) || phoneTaken || attempt >= MAX_ID_ATTEMPTS) throw err
      }
    }
  }

  /** Binds an inviter once; false when the user already has one (checked atomically). */
  async findByIdNumberHash(hash: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id_no_hash', '=', hash).executeTakeFirst()
  }

  async saveRealName(userId: number, fields: { nameMasked: string; idNoMasked: string; idNoHash: string }, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        real_name_status: 1,
        real_name_masked: fields.nameMasked,
        id_no_masked: fields.idNoMasked,
        id_no_hash: fields.idNoHash,
        real_name_verified_at: now,
      })
      .where('id', '=', userId)
      .execute()
    await announceUserChange(this.db, userId)
  }

  /**
   * Account deletion, in one transaction: personal data erased, identities and partner token removed, every
   * session revoked; the user's published accounts taken off sale and their reports deleted, which revokes every
   * link to them (share tokens, shared comparisons, help codes all read a report that is not deleted). The row
   * itself stays (anonymised) so references from other users' rows remain valid. False when another deletion of
   * the same user got there first.
   *
   * Lock order (docs/decisions.md): the users row only by its deleted_at first, then report → report_account →
   * market_listing (the order publish and unpublish use), then the user's other rows, and the columns under a
   * unique index last. On PostgreSQL only that last step takes the row lock that blocks foreign-key checks, so a
   * request inserting a row that references this user (a session, an order) never waits on us while holding a
   * row we still need.
   */
  async anonymise(userId: number, now: number, beforeErase?: (trx: Db) => Promise<void>): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await updatedOne(trx.updateTable('users').set({ deleted_at: now }).where('id', '=', userId).where('deleted_at', 'is', null)))) {
        return false
      }

      // Each owner clears its rows on this transaction, in the lock order above.
      await deleteReportsOfDeletedUser(trx, userId)
      await deleteReportImagesOf(trx, userId)
      await takeListingsOffSale(trx, await clearAccountsOfDeletedUser(trx, userId, now), now)
      await deleteSharesOf(trx, userId)
      // What must outlive the account (an invitee's identities) is read while the identities still exist.
      if (beforeErase) await beforeErase(trx)
      await forgetShareOwnerMarks(trx, userId)
      await deleteMessagesOf(trx, userId)
      await forgetOutcomesOfUser(trx, userId)
      await trx.deleteFrom('user_identity').where('user_id', '=', userId).execute()
      await deletePartnerTokens(trx, userId)
      await revokeAllSessions(trx, userId, now)
      await announceUserChange(trx, userId)
      await trx
        .updateTable('users')
        .set({
          phone: null,
          tel_code: null,
          nickname: '已注销用户',
          avatar: '',
          register_val_id: null,
          real_name_status: 0,
          real_name_masked: null,
          id_no_masked: null,
          id_no_hash: null,
          real_name_verified_at: null,
        })
        .where('id', '=', userId)
        .execute()
      return true
    })
  }

  async countActive(): Promise<number> {
    return countRows(this.db.selectFrom('users').where('deleted_at', 'is', null))
  }
}
