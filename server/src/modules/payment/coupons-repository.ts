import { sql, type Selectable } from 'kysely'
import { reportFacts } from '../reports/queries'
import type { CouponSource } from '../../contract/values/coupons'
import { isPostgres, type Db } from '../../db/connect'
import { countRows, pageOf } from '../../db/page'
import type { CouponTable } from '../../db/schema'
import { updatedOne } from '../../db/updated-one'
import { postCouponsGranted } from '../messages/queries'

export type CouponRow = Selectable<CouponTable>

/** One line of the coupon ledger: a coupon granted, spent, revoked or expired, when, by whom and why. */
export interface CouponLedgerRow {
  coupon_id: number
  user_id: number
  kind: 'grant' | 'spend' | 'revoke' | 'expire'
  at: number
  source: string
  /** Who: the granting or revoking actor (null for what the product itself granted, spends and expiries). */
  actor: string | null
  /** Why: a grant's note, a revoke's reason. */
  reason: string | null
  /** The order a spend made. */
  order_id: string | null
  report_id: string | null
}

export interface CouponLedgerFilter {
  userId?: number
  couponId?: number
  kind?: CouponLedgerRow['kind']
  /** Events in [from, to), UTC ms. */
  from?: number
  to?: number
}

/** Where a coupon stands: the player may spend it, or spent it, or an operator took it back, or it ran out. */
export type CouponState = 'usable' | 'used' | 'revoked' | 'expired'

/** Tabs of 券使用记录. */
export type CouponTab = 1 | 2 | 3

/** The coupon ledger: every coupon a user got, when it expires, and the order and report it was spent on. */
export class CouponRepository {
  constructor(private readonly db: Db) {}

  /** Inserts `count` coupons and tells the player; answers their ids. */
  async grant(input: {
    userId: number
    count: number
    source: CouponSource
    expiresAt: number | null
    note: string | null
    now: number
    grantedBy?: string | null
  }): Promise<number[]> {
    const rows = Array.from({ length: input.count }, () => ({
      user_id: input.userId,
      source: input.source,
      amount_fen: 0,
      created_at: input.now,
      expires_at: input.expiresAt,
      used_at: null,
      used_order_id: null,
      used_report_id: null,
      note: input.note,
      granted_by: input.grantedBy ?? null,
    }))
    if (!rows.length) return []
    const ids = await this.db.insertInto('coupon').values(rows).returning('id').execute()
    // Every grant tells its player in 消息, on the grant's own connection (its transaction when it has one).
    await postCouponsGranted(this.db, {
      userId: input.userId,
      count: input.count,
      source: input.source,
      expiresAt: input.expiresAt,
      now: input.now,
    })
    return ids.map((r) => Number(r.id))
  }

  /** The coupon, locked until the transaction ends on PostgreSQL (a spend's claim skips or waits for it). */
  async lock(couponId: number): Promise<CouponRow | undefined> {
    const q = this.db.selectFrom('coupon').selectAll().where('id', '=', couponId)
    return isPostgres(this.db) ? q.forUpdate().executeTakeFirst() : q.executeTakeFirst()
  }

  /** Takes an unused coupon back; false when it was spent or revoked meanwhile. */
  async revoke(couponId: number, by: { actor: string; reason: string; now: number }): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('coupon')
        .set({ revoked_at: by.now, revoked_by: by.actor, revoke_reason: by.reason })
        .where('id', '=', couponId)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null),
    )
  }

  /**
   * The ledger, newest first: every coupon's grant, its spend, its revoke, and its expiry once passed unused. Read
   * from the coupons' own columns, so it cannot disagree with them.
   */
  async ledger(
    filter: CouponLedgerFilter,
    now: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: CouponLedgerRow[]; total: number }> {
    const db = this.db
    const nothing = sql<string | null>`null`
    const grants = db
      .selectFrom('coupon')
      .select([
        'id as coupon_id',
        'user_id',
        sql<string>`'grant'`.as('kind'),
        'created_at as at',
        'source',
        'granted_by as actor',
        'note as reason',
        nothing.as('order_id'),
        nothing.as('report_id'),
      ])
    const spends = db
      .selectFrom('coupon')
      .select([
        'id as coupon_id',
        'user_id',
        sql<string>`'spend'`.as('kind'),
        sql<number>`used_at`.as('at'),
        'source',
        nothing.as('actor'),
        nothing.as('reason'),
        'used_order_id as order_id',
        'used_report_id as report_id',
      ])
      .where('used_at', 'is not', null)
    const revokes = db
      .selectFrom('coupon')
      .select([
        'id as coupon_id',
        'user_id',
        sql<string>`'revoke'`.as('kind'),
        sql<number>`revoked_at`.as('at'),
        'source',
        'revoked_by as actor',
        'revoke_reason as reason',
        nothing.as('order_id'),
        nothing.as('report_id'),
      ])
      .where('revoked_at', 'is not', null)
    const expiries = db
      .selectFrom('coupon')
      .select([
        'id as coupon_id',
        'user_id',
        sql<string>`'expire'`.as('kind'),
        sql<number>`expires_at`.as('at'),
        'source',
        nothing.as('actor'),
        nothing.as('reason'),
        nothing.as('order_id'),
        nothing.as('report_id'),
      ])
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '<=', now)
    let base = db.selectFrom(grants.unionAll(spends).unionAll(revokes).unionAll(expiries).as('e'))
    if (filter.userId !== undefined) base = base.where('e.user_id', '=', filter.userId)
    if (filter.couponId !== undefined) base = base.where('e.coupon_id', '=', filter.couponId)
    if (filter.kind !== undefined) base = base.where('e.kind', '=', filter.kind)
    if (filter.from !== undefined) base = base.where('e.at', '>=', filter.from)
    if (filter.to !== undefined) base = base.where('e.at', '<', filter.to)
    const page = await pageOf(base, (q) => q.selectAll().orderBy('e.at', 'desc').orderBy('e.coupon_id', 'desc').orderBy('e.kind'), {
      offset,
      limit,
    })
    return { rows: page.rows as CouponLedgerRow[], total: page.total }
  }

  async states(couponIds: number[], now: number): Promise<Map<number, CouponState>> {
    if (!couponIds.length) return new Map()
    const rows = await this.db
      .selectFrom('coupon')
      .select(['id', 'used_at', 'revoked_at', 'expires_at'])
      .where('id', 'in', couponIds)
      .execute()
    const state = (r: (typeof rows)[number]): CouponState =>
      r.used_at !== null
        ? 'used'
        : r.revoked_at !== null
          ? 'revoked'
          : r.expires_at !== null && Number(r.expires_at) <= now
            ? 'expired'
            : 'usable'
    return new Map(rows.map((r) => [Number(r.id), state(r)]))
  }

  async countUsable(userId: number, now: number): Promise<number> {
    return countRows(this.usable(userId, now))
  }

  private usable(userId: number, now: number) {
    return this.db
      .selectFrom('coupon')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
  }

  /**
   * Marks the user's usable coupon that expires first as spent on this order and report, and returns its id, or
   * undefined when the user has none left. Runs inside the spend's transaction. On PostgreSQL the candidate is
   * locked and concurrent spends skip the coupons other spends hold, so parallel spends take different coupons
   * instead of all racing for the first; when every usable coupon is held, it waits for one (a spend that rolls
   * back releases its coupon). The update stays conditional on the coupon being unused, which is what keeps
   * SQLite (one writer at a time) and any remaining race from spending a coupon twice.
   */
  async claim(userId: number, spend: { orderId: string; reportId: string; now: number }): Promise<number | undefined> {
    const postgres = isPostgres(this.db)
    for (let attempt = 0; attempt < 5; attempt++) {
      const first = this.usable(userId, spend.now)
        .select('id')
        // Coupons without expiry last: spend the ones that would be lost first.
        .orderBy((eb) => eb.case().when('expires_at', 'is', null).then(1).else(0).end())
        .orderBy('expires_at')
        .orderBy('id')
        .limit(1)
      const candidate = postgres
        ? ((await first.forUpdate().skipLocked().executeTakeFirst()) ?? (await first.forUpdate().executeTakeFirst()))
        : await first.executeTakeFirst()
      if (!candidate) {
        // A locked coupon that its spend has used is left out after the wait: look again for the next one.
        if (postgres && (await this.countUsable(userId, spend.now)) > 0) continue
        return undefined
      }
      const taken = await updatedOne(
        this.db
          .updateTable('coupon')
          .set({ used_at: spend.now, used_order_id: spend.orderId, used_report_id: spend.reportId })
          .where('id', '=', candidate.id)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null),
      )
      if (taken) return candidate.id
    }
    return undefined
  }

  async list(userId: number, tab: CouponTab, now: number, offset: number, limit: number) {
    let query = this.db
      .selectFrom('coupon as c')
      .leftJoin(reportFacts(this.db).as('r'), 'r.id', 'c.used_report_id')
      .where('c.user_id', '=', userId)
    // A revoked coupon was taken back before use: it is no longer the player's, on any tab.
    if (tab === 1) {
      query = query
        .where('c.used_at', 'is', null)
        .where('c.revoked_at', 'is', null)
        .where((eb) => eb.or([eb('c.expires_at', 'is', null), eb('c.expires_at', '>', now)]))
    } else if (tab === 2) {
      query = query.where('c.used_at', 'is not', null)
    } else {
      query = query.where('c.used_at', 'is', null).where('c.revoked_at', 'is', null).where('c.expires_at', '<=', now)
    }
    const order = tab === 1 ? 'c.expires_at' : tab === 2 ? 'c.used_at' : 'c.expires_at'
    return pageOf(
      query,
      (q) =>
        q
          .select([
            'c.id',
            'c.source',
            'c.created_at',
            'c.expires_at',
            'c.used_at',
            'c.used_report_id',
            'r.kind as report_kind',
            'r.game_id as report_game_id',
          ])
          .orderBy(order, tab === 1 ? 'asc' : 'desc')
          .orderBy('c.id', 'desc'),
      { offset, limit },
    )
  }
}
