import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { countRows, pageOf, type Page } from '../../db/page'

/** What other modules ask of the coupon ledger (src/modules/table-owners.ts), in the caller's Db or transaction. */

/** A user's coupons, of one source and/or usable at a time when given. */
export async function countCoupons(db: Db, userId: number, filter: { source?: string; usableAt?: number }): Promise<number> {
  let query = db.selectFrom('coupon').where('user_id', '=', userId)
  if (filter.source) query = query.where('source', '=', filter.source)
  if (filter.usableAt !== undefined) {
    const at = filter.usableAt
    query = query
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
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

/** Where one coupon stands: usable, spent on a report, taken back by an operator, or passed its expiry unused. */
export type CouponState = 'usable' | 'used' | 'revoked' | 'expired'

export interface CouponEntry {
  id: number
  source: string
  state: CouponState
  createdAt: number
  expiresAt: number | null
  usedAt: number | null
  usedOrderId: string | null
  usedReportId: string | null
  /** The grant's note (an operator's reason) and who granted it, for operator grants. */
  note: string | null
  grantedBy: string | null
  revokedAt: number | null
  revokedBy: string | null
  revokeReason: string | null
}

const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : toNumber(v))

/** A user's coupons, newest first, one page and the count, each with its state at `now` (the console's player page). */
export async function couponsOf(
  db: Db,
  userId: number,
  now: number,
  window: { offset: number; limit: number },
): Promise<Page<CouponEntry>> {
  const page = await pageOf(
    db.selectFrom('coupon').where('user_id', '=', userId),
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    window,
  )
  return {
    total: page.total,
    rows: page.rows.map((c) => {
      const expiresAt = nullable(c.expires_at)
      const state: CouponState =
        c.used_at !== null ? 'used' : c.revoked_at !== null ? 'revoked' : expiresAt !== null && expiresAt <= now ? 'expired' : 'usable'
      return {
        id: toNumber(c.id),
        source: c.source,
        state,
        createdAt: toNumber(c.created_at),
        expiresAt,
        usedAt: nullable(c.used_at),
        usedOrderId: c.used_order_id,
        usedReportId: c.used_report_id,
        note: c.note,
        grantedBy: c.granted_by,
        revokedAt: nullable(c.revoked_at),
        revokedBy: c.revoked_by,
        revokeReason: c.revoke_reason,
      }
    }),
  }
}
