import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { finishedValuationFacts, hasFinishedValuation } from '../reports/queries'

/** Invitation binds, invitees of a user, and the coupons invitations earned. */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes the single bind lock row: inside a transaction, binds run one after another (on PostgreSQL the row
   * is held until commit), so a loop check never reads a chain another bind is changing.
   */
  async lockBinds(): Promise<void> {
    await this.db
      .updateTable('invite_bind_lock')
      .set({ binds: sql`binds + 1` })
      .where('id', '=', 1)
      .execute()
  }

  async inviterIdOf(userId: number): Promise<number | null> {
    const row = await this.db.selectFrom('users').select('inviter_id').where('id', '=', userId).executeTakeFirst()
    return row?.inviter_id ?? null
  }

  async setInviter(userId: number, inviterId: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ inviter_id: inviterId, invited_at: now })
      .where('id', '=', userId)
      .where('inviter_id', 'is', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return toNumber(result.numUpdatedRows) === 1
  }

  async listInvitees(inviterId: number, offset: number, limit: number) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('invite_reward as r', 'r.invitee_id', 'u.id')
      .select(['u.uid', 'u.nickname', 'u.created_at', 'u.invited_at', 'r.created_at as rewarded_at'])
      .select((eb) =>
        eb
          .selectFrom(finishedValuationFacts(this.db).as('rf'))
          .select((e) => e.fn.countAll().as('n'))
          .whereRef('rf.user_id', '=', 'u.id')
          .as('valued'),
      )
      .where('u.inviter_id', '=', inviterId)
      .where('u.deleted_at', 'is', null)
      .orderBy('u.invited_at', 'desc')
      .orderBy('u.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute()
  }

  async countInvitees(inviterId: number): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('inviter_id', '=', inviterId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    return toNumber(row?.n)
  }

  async countCoupons(userId: number, filter: { source?: string; usableAt?: number }): Promise<number> {
    let query = this.db
      .selectFrom('coupon')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
    if (filter.source) query = query.where('source', '=', filter.source)
    if (filter.usableAt !== undefined) {
      const at = filter.usableAt
      query = query.where('used_at', 'is', null).where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    }
    const row = await query.executeTakeFirst()
    return toNumber(row?.n)
  }

  /** Whether the user has a finished (not failed, not generating) valuation report. */
  async hasFinishedValuation(userId: number): Promise<boolean> {
    return hasFinishedValuation(this.db, userId)
  }

  async isRewarded(inviteeId: number): Promise<boolean> {
    const row = await this.db.selectFrom('invite_reward').select('id').where('invitee_id', '=', inviteeId).executeTakeFirst()
    return row !== undefined
  }

  /** A user's phone (canonical) and mini-program identities, live or not yet erased; undefined for no such user. */
  async identitiesOf(userId: number) {
    const user = await this.db
      .selectFrom('users')
      .select(['uid', 'tel_code', 'phone', 'inviter_id'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) return undefined
    const accounts = await this.db.selectFrom('user_identity').select(['provider', 'openid']).where('user_id', '=', userId).execute()
    return { user, accounts }
  }

  /** Whether any of these identities is held by an invitee already (in `stage`, or in either). */
  async anyHeld(hashes: string[], stage?: InviteeStage): Promise<boolean> {
    if (!hashes.length) return false
    const row = await this.db
      .selectFrom('invitee_identity')
      .select('id')
      .where('identity_hash', 'in', hashes)
      .$if(stage !== undefined, (qb) => qb.where('stage', '=', stage as InviteeStage))
      .limit(1)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Records identities for `userId` in `stage`; an identity held already stays with its holder. Returns how many were new. */
  async hold(stage: InviteeStage, userId: number, identities: IdentityKey[], now: number): Promise<number> {
    if (!identities.length) return 0
    const rows = await this.db
      .insertInto('invitee_identity')
      .values(identities.map((i) => ({ stage, kind: i.kind, identity_hash: i.hash, user_id: userId, created_at: now })))
      .onConflict((oc) => oc.columns(['stage', 'kind', 'identity_hash']).doNothing())
      .returning('id')
      .execute()
    return rows.length
  }

  async markCounted(userId: number, now: number): Promise<void> {
    await this.db.updateTable('users').set({ invite_counted_at: now }).where('id', '=', userId).execute()
  }

  /** The reward and its coupon; run inside the transaction that holds the invitee's identities. */
  async insertReward(input: { inviterId: number; inviteeId: number; inviteeKey: string; couponExpiresAt: number; now: number }) {
    const coupon = await this.db
      .insertInto('coupon')
      .values({
        user_id: input.inviterId,
        source: 'invitation',
        amount_fen: 0,
        created_at: input.now,
        expires_at: input.couponExpiresAt,
        used_at: null,
        used_order_id: null,
        used_report_id: null,
        note: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await this.db
      .insertInto('invite_reward')
      .values({
        inviter_id: input.inviterId,
        invitee_id: input.inviteeId,
        identity_hash: input.inviteeKey,
        coupon_id: coupon.id,
        created_at: input.now,
      })
      .execute()
  }
}

export type InviteeStage = 'invite' | 'reward'

/** One stable identity of a person: its kind and the keyed hash of its value. */
export interface IdentityKey {
  kind: string
  hash: string
}
