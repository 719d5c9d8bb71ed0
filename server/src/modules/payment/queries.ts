import type { Db } from '../../db/connect'
import { countRows } from '../../db/page'

/** What other modules ask of the coupon ledger (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** A user's coupons, of one source and/or usable at a time when given. */
export async function countCoupons(db: Db, userId: number, filter: { source?: string; usableAt?: number }): Promise<number> {
  let query = db.selectFrom('coupon').where('user_id', '=', userId)
  if (filter.source) query = query.where('source', '=', filter.source)
  if (filter.usableAt !== undefined) {
    const at = filter.usableAt
    query = query.where('used_at', 'is', null).where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
  }
  return countRows(query)
}

/** The one coupon an invitation earns its inviter; its id, for the reward row that records it. */
export async function grantInvitationCoupon(db: Db, inviterId: number, expiresAt: number, now: number) {
  const coupon = await db
    .insertInto('coupon')
    .values({
      user_id: inviterId,
      source: 'invitation',
      amount_fen: 0,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
      used_order_id: null,
      used_report_id: null,
      note: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return coupon.id
}
