import { reportFacts } from '../reports/queries'
import { isPostgres, type Db } from '../../db/connect'
import { countRows, pageOf } from '../../db/page'
import { updatedOne } from '../../db/updated-one'

/** Tabs of 券使用记录. */
export type CouponTab = 1 | 2 | 3

/** Where coupons come from (the ledger's `source`). */
export const COUPON_SOURCES = ['invitation', 'help', 'mission', 'draw', 'grant', 'love'] as const
export type CouponSource = (typeof COUPON_SOURCES)[number]

/** The coupon ledger: every coupon a user got, when it expires, and the order and report it was spent on. */
export class CouponRepository {
  constructor(private readonly db: Db) {}

  async grant(input: { userId: number; count: number; source: CouponSource; expiresAt: number | null; note: string | null; now: number }) {
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
    }))
    if (rows.length) await this.db.insertInto('coupon').values(rows).execute()
  }

  async countUsable(userId: number, now: number): Promise<number> {
    return countRows(this.usable(userId, now))
  }

  private usable(userId: number, now: number) {
    return this.db
      .selectFrom('coupon')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
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
          .where('used_at', 'is', null),
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
    if (tab === 1) {
      query = query.where('c.used_at', 'is', null).where((eb) => eb.or([eb('c.expires_at', 'is', null), eb('c.expires_at', '>', now)]))
    } else if (tab === 2) {
      query = query.where('c.used_at', 'is not', null)
    } else {
      query = query.where('c.used_at', 'is', null).where('c.expires_at', '<=', now)
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
