import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { countCoupons, grantInvitationCoupon } from '../payment/queries'
import { postCouponsGranted } from '../messages/queries'
import { finishedValuationFacts, hasFinishedValuation } from '../reports/queries'
import { countInvitees, identitiesOf, inviterIdOf, markInviteCounted, setInviterOnce, userFacts } from '../user/queries'

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
    return inviterIdOf(this.db, userId)
  }

  async setInviter(userId: number, inviterId: number, now: number): Promise<boolean> {
    return setInviterOnce(this.db, userId, inviterId, now)
  }

  async listInvitees(inviterId: number, offset: number, limit: number) {
    return this.db
      .selectFrom(userFacts(this.db).as('u'))
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
    return countInvitees(this.db, inviterId)
  }

  async countCoupons(userId: number, filter: { source?: string; usableAt?: number }): Promise<number> {
    return countCoupons(this.db, userId, filter)
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
    return identitiesOf(this.db, userId)
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
    await markInviteCounted(this.db, userId, now)
  }

  /** The reward and its coupon; run inside the transaction that holds the invitee's identities. */
  async insertReward(input: { inviterId: number; inviteeId: number; inviteeKey: string; couponExpiresAt: number; now: number }) {
    const couponId = await grantInvitationCoupon(this.db, input.inviterId, input.couponExpiresAt, input.now)
    await postCouponsGranted(this.db, {
      userId: input.inviterId,
      count: 1,
      source: 'invitation',
      expiresAt: input.couponExpiresAt,
      now: input.now,
    })
    await this.db
      .insertInto('invite_reward')
      .values({
        inviter_id: input.inviterId,
        invitee_id: input.inviteeId,
        identity_hash: input.inviteeKey,
        coupon_id: couponId,
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
