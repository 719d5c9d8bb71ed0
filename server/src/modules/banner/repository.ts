import type { ExpressionBuilder, Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { updatedOne } from '../../db/updated-one'
import type { BannerImageTable, BannerTable, Database } from '../../db/schema'

export type BannerRow = Selectable<BannerTable>
export type BannerImageRow = Selectable<BannerImageTable>
export type BannerValues = Omit<Insertable<BannerTable>, 'id' | 'updated_at'>

/**
 * A banner's new `updated_at`: now, or one past the stored one when that is not before now, so a change always moves
 * it forward and an edit read before it is refused (`update`'s condition).
 */
const movedOn = (eb: ExpressionBuilder<Database, 'banner'>, now: number) =>
  eb
    .case()
    .when('updated_at', '>=', now)
    .then(eb('updated_at', '+', 1))
    .else(now)
    .end()

/** The banner table: the home carousel and each banner's landing page. */
export class BannerRepository {
  constructor(private readonly db: Db) {}

  /** Enabled banners in display order; the period is checked by the caller against its clock. */
  listEnabled(): Promise<BannerRow[]> {
    return this.db.selectFrom('banner').selectAll().where('enabled', '=', 1).orderBy('sort').orderBy('id').execute()
  }

  /** Every banner, disabled ones included (the operators' list). */
  listAll(): Promise<BannerRow[]> {
    return this.db.selectFrom('banner').selectAll().orderBy('sort').orderBy('id').execute()
  }

  find(id: number): Promise<BannerRow | undefined> {
    return this.db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** The sort a new banner gets when none is given: after the last one. */
  async nextSort(): Promise<number> {
    const r = await this.db
      .selectFrom('banner')
      .select((eb) => eb.fn.max('sort').as('m'))
      .executeTakeFirst()
    return r?.m === null || r?.m === undefined ? 10 : toNumber(r.m) + 10
  }

  /** The id a banner made in the console gets: after the highest one (the CLI names its own). */
  async nextId(): Promise<number> {
    const r = await this.db
      .selectFrom('banner')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirst()
    return r?.m === null || r?.m === undefined ? 1 : toNumber(r.m) + 1
  }

  /** Moves a banner to a new place in the order; the caller holds the rows in one transaction. */
  async setSort(id: number, sort: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('banner')
        .set((eb) => ({ sort, updated_at: movedOn(eb, now) }))
        .where('id', '=', id),
    )
  }

  async insertImage(row: BannerImageRow): Promise<void> {
    await this.db.insertInto('banner_image').values(row).execute()
  }

  async imageExists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('banner_image').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  }

  async image(id: string): Promise<Pick<BannerImageRow, 'mime' | 'data'> | undefined> {
    return this.db.selectFrom('banner_image').select(['mime', 'data']).where('id', '=', id).executeTakeFirst()
  }

  /** Inserts a new banner; a concurrent insert of the same id fails on the primary key. */
  async insert(id: number, values: BannerValues, now: number): Promise<void> {
    await this.db
      .insertInto('banner')
      .values({ ...values, id, updated_at: now })
      .execute()
  }

  /**
   * Replaces a banner's fields if nobody changed it since it was read (`updated_at` unchanged), so two operators
   * editing the same banner cannot silently undo each other. Returns false when it was changed meanwhile.
   */
  async update(id: number, values: BannerValues, readAt: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('banner')
        .set({ ...values, updated_at: Math.max(now, readAt + 1) })
        .where('id', '=', id)
        .where('updated_at', '=', readAt),
    )
  }

  /** Disables a banner; returns false for an unknown id. */
  async disable(id: number, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('banner')
        // Always moves updated_at forward, so an edit read before this one cannot re-enable the banner.
        .set((eb) => ({ enabled: 0, updated_at: movedOn(eb, now) }))
        .where('id', '=', id),
    )
  }
}
