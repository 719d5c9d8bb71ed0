import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { byChinaDay, chinaDayOf, dayKeyOfNumber, type TimeSpan } from '../../db/china-day'
import { PayType } from '../../contract/values'
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

/** Unused coupons (not taken back) that expire within (from, to]: who holds them and when each runs out (消息's reminder). */
export async function couponsExpiringWithin(db: Db, from: number, to: number): Promise<{ userId: number; expiresAt: number }[]> {
  const rows = await db
    .selectFrom('coupon')
    .select(['user_id', 'expires_at'])
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', from)
    .where('expires_at', '<=', to)
    .orderBy('user_id')
    .orderBy('expires_at')
    .execute()
  return rows.map((r) => ({ userId: toNumber(r.user_id), expiresAt: toNumber(r.expires_at) }))
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

/** One row of the daily revenue table: a Beijing day, a scene and a provider. */
export interface RevenueRow {
  /** YYYY-MM-DD in Asia/Shanghai. */
  day: string
  scene: number
  provider: string
  paidCount: number
  paidFen: number
  refundedFen: number
  netFen: number
}

/**
 * Money moved per Beijing day, scene and provider, from the ledger: payments on the day they were booked, refunds
 * on the day they were made (a refund counts against the day it happened, not the day of the payment). Coupon
 * unlocks move no money and have no ledger rows. `from`/`to` are UTC ms of the ledger rows (to exclusive).
 */
export async function dailyRevenue(db: Db, span: { from: number; to: number }): Promise<RevenueRow[]> {
  const rows = await db
    .selectFrom('pay_ledger as l')
    .innerJoin('pay_order as o', 'o.id', 'l.order_id')
    .select((eb) => [
      chinaDayOf('l.created_at').as('day'),
      'o.scene',
      'l.provider',
      'l.kind',
      eb.fn.countAll().as('n'),
      eb.fn.sum('l.amount_fen').as('fen'),
    ])
    .where('l.created_at', '>=', span.from)
    .where('l.created_at', '<', span.to)
    .groupBy(['day', 'o.scene', 'l.provider', 'l.kind'])
    .execute()
  const table = new Map<string, RevenueRow>()
  for (const r of rows) {
    const day = dayKeyOfNumber(r.day)
    const key = `${day}|${toNumber(r.scene)}|${r.provider}`
    const row = table.get(key) ?? {
      day,
      scene: toNumber(r.scene),
      provider: r.provider,
      paidCount: 0,
      paidFen: 0,
      refundedFen: 0,
      netFen: 0,
    }
    if (r.kind === 'payment') {
      row.paidCount += toNumber(r.n)
      row.paidFen += toNumber(r.fen)
    } else {
      row.refundedFen += toNumber(r.fen)
    }
    row.netFen = row.paidFen - row.refundedFen
    table.set(key, row)
  }
  return [...table.values()].sort((a, b) => a.day.localeCompare(b.day) || a.scene - b.scene || a.provider.localeCompare(b.provider))
}

// 数据看板 (the console's dashboard and `npm run stats`).

/**
 * Orders paid in money (coupon unlocks aside) per Beijing day created: how many were created, and how many of those
 * were paid (paid_at set; a later refund or close does not undo that the payment succeeded).
 */
export async function cashOrdersByDay(db: Db, span: TimeSpan) {
  const rows = await db
    .selectFrom('pay_order')
    .where('pay_type', '!=', PayType.COUPON)
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .select((eb) => [
      chinaDayOf('created_at').as('day'),
      eb.fn.countAll().as('created'),
      sql<number>`sum(case when ${sql.ref('paid_at')} is not null then 1 else 0 end)`.as('paid'),
    ])
    .groupBy(chinaDayOf('created_at'))
    .execute()
  return byChinaDay(rows, ['created', 'paid'])
}

/** Refunds booked in the ledger per Beijing day they were made: how many, and how much (fen). */
export async function refundsByDay(db: Db, span: TimeSpan) {
  const rows = await db
    .selectFrom('pay_ledger')
    .where('kind', '=', 'refund')
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .select((eb) => [chinaDayOf('created_at').as('day'), eb.fn.countAll().as('count'), eb.fn.sum('amount_fen').as('fen')])
    .groupBy(chinaDayOf('created_at'))
    .execute()
  return byChinaDay(rows, ['count', 'fen'])
}
