import type { Insertable, Selectable, Updateable } from 'kysely'
import { isPostgres, type Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { updatedOne } from '../../db/updated-one'
import { countRows, pageOf, type Page } from '../../db/page'
import { insertedId } from '../../db/inserted-id'
import type { DrawActivityTable, DrawPrizeTable, DrawRecordTable } from '../../db/schema'
import { PrizeState } from '../../contract/values/draw'
import { PrizeType } from '../../contract/values/pay'
import { minorUntil as minorUntilOf } from '../user/queries'

export type ActivityRow = Selectable<DrawActivityTable>
export type PrizeRow = Selectable<DrawPrizeTable>
export type RecordRow = Selectable<DrawRecordTable> & { activity_title: string }
export type NewRecord = Omit<Insertable<DrawRecordTable>, 'id'>

/** A user's chance row, as read (absent means no chances were ever granted and nothing was drawn). */
export interface ChanceRow {
  chances: number
  used: number
  day_key: string
  day_used: number
}

export interface DeliveryAddressRow {
  addr_name: string
  addr_mobile: string
  addr_province: string
  addr_city: string
  addr_district: string
  addr_detail: string
}

/** The prize desk's filters of won prizes; times are [from, to) in UTC ms. */
export interface PrizeRecordFilter {
  activityId?: string
  prizeType?: number
  state?: number
  userId?: number
  from?: number
  to?: number
}

/** Enabled activities of a style, earliest first by `order`; ties go to the lower id. */
function enabledActivities(db: Db, style: string, order: 'start_at' | 'end_at') {
  return db.selectFrom('draw_activity').selectAll().where('enabled', '=', 1).where('style', '=', style).orderBy(order).orderBy('id')
}

/** The enabled activity of a style that runs now, ending soonest (also on a caller's transaction: chances.ts). */
export async function runningActivity(db: Db, style: string, now: number): Promise<ActivityRow | undefined> {
  return enabledActivities(db, style, 'end_at').where('start_at', '<=', now).where('end_at', '>', now).limit(1).executeTakeFirst()
}

/** Pass a transaction as `db` to run on it. */
export class DrawRepository {
  constructor(private readonly db: Db) {}

  async findActivity(id: string): Promise<ActivityRow | undefined> {
    return this.db.selectFrom('draw_activity').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** The enabled activity of a style that runs now (ending soonest), else the next one to start. */
  async currentActivity(style: string, now: number): Promise<ActivityRow | undefined> {
    const running = await runningActivity(this.db, style, now)
    if (running) return running
    return enabledActivities(this.db, style, 'start_at').where('start_at', '>', now).limit(1).executeTakeFirst()
  }

  /**
   * The activity, locked until the transaction ends on PostgreSQL, so prize writes of one activity take turns and each
   * checks the odds the one before it left (SQLite runs one write transaction at a time anyway).
   */
  async lockActivity(id: string): Promise<ActivityRow | undefined> {
    const q = this.db.selectFrom('draw_activity').selectAll().where('id', '=', id)
    return isPostgres(this.db) ? q.forUpdate().executeTakeFirst() : q.executeTakeFirst()
  }

  async listActivities(): Promise<ActivityRow[]> {
    return this.db.selectFrom('draw_activity').selectAll().orderBy('start_at', 'desc').orderBy('id').execute()
  }

  async countActivities(): Promise<number> {
    return countRows(this.db.selectFrom('draw_activity'))
  }

  async insertActivity(row: Insertable<DrawActivityTable>): Promise<void> {
    await this.db.insertInto('draw_activity').values(row).execute()
  }

  async updateActivity(id: string, patch: Updateable<DrawActivityTable>): Promise<void> {
    await this.db.updateTable('draw_activity').set(patch).where('id', '=', id).execute()
  }

  /** An activity's prizes in display order (sort, then id), enabled ones only unless asked. */
  async prizes(activityId: string, options: { enabledOnly: boolean }): Promise<PrizeRow[]> {
    let query = this.db.selectFrom('draw_prize').selectAll().where('activity_id', '=', activityId)
    if (options.enabledOnly) query = query.where('enabled', '=', 1)
    return query.orderBy('sort').orderBy('id').execute()
  }

  async findPrize(id: number): Promise<PrizeRow | undefined> {
    return this.db.selectFrom('draw_prize').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async insertPrize(row: Omit<Insertable<DrawPrizeTable>, 'id'>): Promise<number> {
    return insertedId(this.db.insertInto('draw_prize').values(row).returning('id'))
  }

  async updatePrize(id: number, patch: Updateable<DrawPrizeTable>): Promise<void> {
    await this.db.updateTable('draw_prize').set(patch).where('id', '=', id).execute()
  }

  /**
   * Sets a prize's remaining stock in one statement, moving its total by the same amount so `total - stock`
   * (prizes already won) stays true even while draws take stock at the same moment.
   */
  async setStock(id: number, stock: number, now: number): Promise<void> {
    await this.db
      .updateTable('draw_prize')
      .set((eb) => ({ total: eb(eb('total', '-', eb.ref('stock')), '+', stock), stock, updated_at: now }))
      .where('id', '=', id)
      .execute()
  }

  async chanceOf(userId: number, activityId: string): Promise<ChanceRow | undefined> {
    return this.db
      .selectFrom('draw_chance')
      .select(['chances', 'used', 'day_key', 'day_used'])
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .executeTakeFirst()
  }

  /** Creates the user's chance row with nothing in it, unless it exists (free-draw activities need one to update). */
  async ensureChanceRow(userId: number, activityId: string, now: number): Promise<void> {
    await this.db
      .insertInto('draw_chance')
      .values({ user_id: userId, activity_id: activityId, chances: 0, used: 0, day_key: '', day_used: 0, updated_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'activity_id']).doNothing())
      .execute()
  }

  /**
   * Takes one draw in a single conditional update: a chance left (when `spendChance`), under the per-user total
   * and under the per-day count of `today` (a new day starts its count at 1). Parallel draws of one user queue on
   * the row and each sees the previous one's count, so limits cannot be overrun. Returns the row's counts after
   * the draw, or undefined when the draw is refused.
   */
  async takeDraw(input: {
    userId: number
    activityId: string
    perUserLimit: number
    perDayLimit: number
    today: string
    spendChance: boolean
    now: number
  }): Promise<{ chances: number; used: number; dayUsed: number } | undefined> {
    const { userId, activityId, perUserLimit, perDayLimit, today, spendChance, now } = input
    let query = this.db
      .updateTable('draw_chance')
      .set((eb) => ({
        ...(spendChance ? { chances: eb('chances', '-', 1) } : {}),
        used: eb('used', '+', 1),
        day_used: eb
          .case()
          .when('day_key', '=', today)
          .then(eb('day_used', '+', 1))
          .else(eb.lit(1))
          .end(),
        day_key: today,
        updated_at: now,
      }))
      .where('user_id', '=', userId)
      .where('activity_id', '=', activityId)
      .where('used', '<', perUserLimit)
      .where((eb) => eb.or([eb('day_key', '<>', today), eb('day_used', '<', perDayLimit)]))
    if (spendChance) query = query.where('chances', '>', 0)
    const row = await query.returning(['chances', 'used', 'day_used']).executeTakeFirst()
    return row ? { chances: toNumber(row.chances), used: toNumber(row.used), dayUsed: toNumber(row.day_used) } : undefined
  }

  /** Takes one of the prize's stock; false when none is left. */
  async takeStock(prizeId: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('draw_prize')
        .set((eb) => ({ stock: eb('stock', '-', 1), updated_at: now }))
        .where('id', '=', prizeId)
        .where('stock', '>', 0),
    )
  }

  async insertRecord(row: NewRecord): Promise<number> {
    return insertedId(this.db.insertInto('draw_record').values(row).returning('id'))
  }

  private records() {
    return this.db
      .selectFrom('draw_record as r')
      .innerJoin('draw_activity as a', 'a.id', 'r.activity_id')
      .selectAll('r')
      .select('a.title as activity_title')
  }

  async findRecord(id: number): Promise<RecordRow | undefined> {
    return this.records().where('r.id', '=', id).executeTakeFirst()
  }

  async listRecords(userId: number, activityId: string | undefined, offset: number, limit: number) {
    let list = this.records().where('r.user_id', '=', userId)
    let count = this.db
      .selectFrom('draw_record')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', userId)
    if (activityId !== undefined) {
      list = list.where('r.activity_id', '=', activityId)
      count = count.where('activity_id', '=', activityId)
    }
    const [rows, total] = await Promise.all([list.orderBy('r.id', 'desc').offset(offset).limit(limit).execute(), count.executeTakeFirst()])
    return { rows, total: toNumber(total?.n) }
  }

  /** Won prizes (never the draws that won nothing), newest first, for the operators' prize desk. */
  async wonRecords(filter: PrizeRecordFilter, window: { offset: number; limit: number }): Promise<Page<RecordRow>> {
    let base = this.db
      .selectFrom('draw_record as r')
      .innerJoin('draw_activity as a', 'a.id', 'r.activity_id')
      .where('r.state', '<>', PrizeState.NO_PRIZE)
    if (filter.activityId !== undefined) base = base.where('r.activity_id', '=', filter.activityId)
    if (filter.prizeType !== undefined) base = base.where('r.prize_type', '=', filter.prizeType)
    if (filter.state !== undefined) base = base.where('r.state', '=', filter.state)
    if (filter.userId !== undefined) base = base.where('r.user_id', '=', filter.userId)
    if (filter.from !== undefined) base = base.where('r.created_at', '>=', filter.from)
    if (filter.to !== undefined) base = base.where('r.created_at', '<', filter.to)
    return pageOf(base, (q) => q.selectAll('r').select('a.title as activity_title').orderBy('r.id', 'desc'), window)
  }

  /**
   * Saves the delivery address of the user's real-goods prize while it is not shipped. Conditional on the state,
   * so an operator's ship that lands first wins and the address it shipped to is never overwritten.
   */
  async setAddress(recordId: number, userId: number, address: DeliveryAddressRow, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('draw_record')
        .set((eb) => ({
          ...address,
          state: PrizeState.ADDRESS_SUBMITTED,
          addr_submitted_at: eb.fn.coalesce('addr_submitted_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', recordId)
        .where('user_id', '=', userId)
        .where('prize_type', '=', PrizeType.REAL)
        .where('state', 'in', [PrizeState.AWAITING_ADDRESS, PrizeState.ADDRESS_SUBMITTED]),
    )
  }

  /** Address given → shipped, once. */
  async markShipped(recordId: number, shipping: { carrier: string; trackingNo: string }, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('draw_record')
        .set({ state: PrizeState.SHIPPED, carrier: shipping.carrier, tracking_no: shipping.trackingNo, shipped_at: now, updated_at: now })
        .where('id', '=', recordId)
        .where('prize_type', '=', PrizeType.REAL)
        .where('state', '=', PrizeState.ADDRESS_SUBMITTED),
    )
  }

  /** Moves a red packet from one payout state to another, only if it is still in `from`. */
  async movePayout(
    recordId: number,
    from: PrizeState,
    to: { state: PrizeState; payout_no?: string; payout_at?: number; payout_error?: string | null },
    now: number,
  ): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('draw_record')
        .set({ ...to, updated_at: now })
        .where('id', '=', recordId)
        .where('prize_type', '=', PrizeType.RED_PACKET)
        .where('state', '=', from),
    )
  }

  /** The user's 18th birthday when their real-name check showed a minor, else null. */
  async minorUntil(userId: number): Promise<number | null> {
    return minorUntilOf(this.db, userId)
  }
}
