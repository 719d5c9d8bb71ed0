import type { Db } from '../db/connect'
import { toNumber } from '../db/numbers'
import { countRows } from '../db/page'
import type { MarketListingRow } from '../db/schema'
import type { Attrs } from '../valuation/catalogue/types'
import type { MarketRow } from './format'

/** Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters (12 columns). */
const CHUNK = 500

/**
 * Within one batch a (source, externalId) may appear as a listing and as its deal (the listing sold). The
 * deal wins; otherwise the later row wins. Deduplicating here also keeps PostgreSQL from refusing an upsert
 * that would touch the same row twice in one statement.
 */
function dedupe(rows: MarketRow[]): MarketRow[] {
  const byKey = new Map<string, MarketRow>()
  for (const r of rows) {
    const key = `${r.source}\u0000${r.externalId}`
    const prev = byKey.get(key)
    if (prev && prev.kind === 'deal' && r.kind !== 'deal') continue
    byKey.set(key, r)
  }
  return [...byKey.values()]
}

export function toMarketRow(r: MarketListingRow): MarketRow {
  return {
    gameId: toNumber(r.game_id),
    externalId: r.external_id,
    source: r.source,
    kind: r.kind as MarketRow['kind'],
    status: r.status as MarketRow['status'],
    priceFen: toNumber(r.price_fen),
    listedAt: toNumber(r.listed_at),
    soldAt: r.sold_at === null ? null : toNumber(r.sold_at),
    attrs: JSON.parse(r.attrs) as Attrs,
    url: r.url ?? undefined,
    demo: toNumber(r.demo) === 1,
  }
}

/** Repository of market rows (listings and deals): what the models are trained on and link valuations look up. */
export class MarketStore {
  constructor(private readonly db: Db) {}

  /**
   * Inserts or updates (on source + externalId) every row in one transaction: an import either lands whole
   * or not at all. Returns the game ids touched, which are the games to retrain. `alsoInTransaction` runs in
   * the same transaction (an audit row).
   */
  async upsertRows(rows: MarketRow[], now: number, alsoInTransaction?: (trx: Db, games: number[]) => Promise<void>): Promise<number[]> {
    const unique = dedupe(rows)
    const games = [...new Set(unique.map((r) => r.gameId))].sort((a, b) => a - b)
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < unique.length; i += CHUNK) {
        const values = unique.slice(i, i + CHUNK).map((r) => ({
          game_id: r.gameId,
          external_id: r.externalId,
          source: r.source,
          kind: r.kind,
          status: r.status,
          price_fen: r.priceFen,
          listed_at: r.listedAt,
          sold_at: r.soldAt,
          attrs: JSON.stringify(r.attrs),
          url: r.url ?? null,
          demo: r.demo ? 1 : 0,
          imported_at: now,
        }))
        await trx
          .insertInto('market_listing')
          .values(values)
          .onConflict((oc) =>
            oc.columns(['source', 'external_id']).doUpdateSet((eb) => ({
              game_id: eb.ref('excluded.game_id'),
              kind: eb.ref('excluded.kind'),
              status: eb.ref('excluded.status'),
              price_fen: eb.ref('excluded.price_fen'),
              listed_at: eb.ref('excluded.listed_at'),
              sold_at: eb.ref('excluded.sold_at'),
              attrs: eb.ref('excluded.attrs'),
              url: eb.ref('excluded.url'),
              demo: eb.ref('excluded.demo'),
              imported_at: eb.ref('excluded.imported_at'),
            })),
          )
          .execute()
      }
      // The caller's audit row commits with the rows it describes.
      await alsoInTransaction?.(trx, games)
    })
    return games
  }

  async count(): Promise<number> {
    return countRows(this.db.selectFrom('market_listing'))
  }

  async gameIds(): Promise<number[]> {
    const rows = await this.db.selectFrom('market_listing').select('game_id').distinct().orderBy('game_id').execute()
    return rows.map((r) => toNumber(r.game_id))
  }

  /** Every row of one game, oldest first (training input). */
  async rowsForGame(gameId: number): Promise<MarketRow[]> {
    const rows = await this.db.selectFrom('market_listing').selectAll().where('game_id', '=', gameId).orderBy('id').execute()
    return rows.map(toMarketRow)
  }

  /** A game's deals sold at or after `since` (UTC ms), oldest first: what a drift check compares its model with. */
  async dealsSince(gameId: number, since: number): Promise<MarketRow[]> {
    const rows = await this.db
      .selectFrom('market_listing')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('sold_at', '>=', since)
      .where('kind', '=', 'deal')
      .orderBy('sold_at')
      .execute()
    return rows.map(toMarketRow)
  }

  async find(source: string, externalId: string): Promise<MarketRow | undefined> {
    const row = await this.db
      .selectFrom('market_listing')
      .selectAll()
      .where('source', '=', source)
      .where('external_id', '=', externalId)
      .executeTakeFirst()
    return row ? toMarketRow(row) : undefined
  }
}
