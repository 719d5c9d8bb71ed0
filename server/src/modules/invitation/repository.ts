import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'

/** Invitees of a user and the coupons invitations earned. */
export class InvitationRepository {
  constructor(private readonly db: Db) {}

  async listInvitees(inviterId: number, offset: number, limit: number) {
    return this.db
      .selectFrom('users')
      .select(['uid', 'nickname', 'created_at', 'invited_at'])
      .where('inviter_id', '=', inviterId)
      .where('deleted_at', 'is', null)
      .orderBy('invited_at', 'desc')
      .orderBy('id', 'desc')
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
}
