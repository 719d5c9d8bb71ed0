import type { Db } from '../../db/connect'

export interface CampaignRow {
  id: number
  name: string
  starts_at: number
  ends_at: number
  created_by: string
  created_at: number
  ended_by: string | null
  ended_at: number | null
  prices: { scene: number; price_fen: number; list_fen: number }[]
}

export interface NewCampaign {
  name: string
  starts_at: number
  ends_at: number
  created_by: string
  created_at: number
  prices: { scene: number; price_fen: number; list_fen: number }[]
}

const num = (v: unknown) => Number(v)

/** Campaigns and their per-scene prices; times are UTC ms, a campaign's span is [starts_at, ends_at). */
export class CampaignRepository {
  constructor(private readonly db: Db) {}

  /** The campaigns with their prices, newest start first (all of them: a handful a month). */
  async list(limit: number): Promise<CampaignRow[]> {
    const rows = await this.db
      .selectFrom('price_campaign')
      .selectAll()
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return this.withPrices(rows)
  }

  async find(id: number): Promise<CampaignRow | undefined> {
    const row = await this.db.selectFrom('price_campaign').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? (await this.withPrices([row]))[0] : undefined
  }

  /** The prices of the campaigns running at `now`, one per scene (overlaps are refused on create). */
  async runningAt(now: number) {
    const rows = await this.db
      .selectFrom('price_campaign as c')
      .innerJoin('price_campaign_price as p', 'p.campaign_id', 'c.id')
      .select(['c.id', 'c.name', 'c.ends_at', 'p.scene', 'p.price_fen', 'p.list_fen'])
      .where('c.starts_at', '<=', now)
      .where('c.ends_at', '>', now)
      .execute()
    return rows.map((r) => ({
      ...r,
      id: num(r.id),
      ends_at: num(r.ends_at),
      scene: num(r.scene),
      price_fen: num(r.price_fen),
      list_fen: num(r.list_fen),
    }))
  }

  /**
   * Makes concurrent creates for these scenes wait for each other until the transaction ends: an upsert takes the
   * scene's row lock on PostgreSQL (a first insert waits on the unique key); SQLite runs one transaction at a time.
   * Scenes are taken in ascending order, so two creates never hold each other's next lock.
   */
  async lockScenes(scenes: readonly number[]): Promise<void> {
    for (const scene of [...scenes].sort((a, b) => a - b)) {
      await this.db
        .insertInto('price_campaign_lock')
        .values({ scene, creates: 1 })
        .onConflict((oc) => oc.column('scene').doUpdateSet((eb) => ({ creates: eb('price_campaign_lock.creates', '+', 1) })))
        .execute()
    }
  }

  /** A campaign on one of these scenes whose span meets [startsAt, endsAt), if any. */
  async overlapping(scenes: readonly number[], startsAt: number, endsAt: number) {
    const row = await this.db
      .selectFrom('price_campaign as c')
      .innerJoin('price_campaign_price as p', 'p.campaign_id', 'c.id')
      .select(['c.id', 'c.name', 'c.starts_at', 'c.ends_at', 'p.scene'])
      .where('p.scene', 'in', scenes)
      .where('c.starts_at', '<', endsAt)
      .where('c.ends_at', '>', startsAt)
      // One cancelled before it started spans nothing.
      .whereRef('c.ends_at', '>', 'c.starts_at')
      .orderBy('c.starts_at')
      .executeTakeFirst()
    return row && { name: row.name, startsAt: num(row.starts_at), endsAt: num(row.ends_at), scene: num(row.scene) }
  }

  async insert(campaign: NewCampaign): Promise<number> {
    const { prices, ...fields } = campaign
    const { id } = await this.db.insertInto('price_campaign').values(fields).returning('id').executeTakeFirstOrThrow()
    await this.db
      .insertInto('price_campaign_price')
      .values(prices.map((p) => ({ ...p, campaign_id: num(id) })))
      .execute()
    return num(id)
  }

  /** Ends a campaign that has not ended by `now`: once (a concurrent second end changes nothing). */
  async end(id: number, now: number, by: string): Promise<boolean> {
    const result = await this.db
      .updateTable('price_campaign')
      .set((eb) => ({
        // An upcoming campaign ends before it starts: it never runs.
        ends_at: eb.case().when('starts_at', '>', now).then(eb.ref('starts_at')).else(now).end(),
        ended_by: by,
        ended_at: now,
      }))
      .where('id', '=', id)
      .where('ends_at', '>', now)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  private async withPrices(rows: Omit<CampaignRow, 'prices'>[]): Promise<CampaignRow[]> {
    if (!rows.length) return []
    const prices = await this.db
      .selectFrom('price_campaign_price')
      .selectAll()
      .where(
        'campaign_id',
        'in',
        rows.map((r) => num(r.id)),
      )
      .orderBy('scene')
      .execute()
    return rows.map((r) => ({
      ...r,
      id: num(r.id),
      starts_at: num(r.starts_at),
      ends_at: num(r.ends_at),
      created_at: num(r.created_at),
      ended_at: r.ended_at === null ? null : num(r.ended_at),
      prices: prices
        .filter((p) => num(p.campaign_id) === num(r.id))
        .map((p) => ({ scene: num(p.scene), price_fen: num(p.price_fen), list_fen: num(p.list_fen) })),
    }))
  }
}
