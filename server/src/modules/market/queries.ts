import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { insertedId } from '../../db/inserted-id'
import type { Attrs } from '../../valuation/catalogue/types'
import { OWN_SOURCE, ownListingLink } from '../../market/links'

/**
 * What other modules ask of market_listing (src/modules/table-owners.ts): the listings users publish from their
 * reports, and lookups of stored rows. Each takes the Db or transaction of its caller, so publish, unpublish and
 * account deletion keep their lock order (report_account first, then the listing).
 */

/** Database ids of market rows by (source, externalId), so a comparable can open its listing page. */
export async function listingIdsByKey(db: Db, keys: { source: string; externalId: string }[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map()
  const rows = await db
    .selectFrom('market_listing')
    .select(['id', 'source', 'external_id'])
    .where('external_id', 'in', [...new Set(keys.map((k) => k.externalId))])
    .execute()
  return new Map(rows.map((r) => [listingKey(r.source, r.external_id), toNumber(r.id)]))
}

export const listingKey = (source: string, externalId: string) => `${source}\u0000${externalId}`

/** Attributes of the game's on-sale listings within [min, max] fen. */
export async function onSaleAttrsInRange(db: Db, gameId: number, minFen: number, maxFen: number): Promise<Attrs[]> {
  const rows = await db
    .selectFrom('market_listing')
    .select('attrs')
    .where('game_id', '=', gameId)
    .where('kind', '=', 'listing')
    .where('status', '=', 'on_sale')
    .where('price_fen', '>=', minFen)
    .where('price_fen', '<=', maxFen)
    .execute()
  return rows.map((r) => JSON.parse(r.attrs) as Attrs)
}

/** A user's account put on sale as one of this service's own listings (source 游戏估价); its id. */
export async function insertOwnListing(
  db: Db,
  listing: { gameId: number; externalId: string; priceFen: number; attrs: Attrs; listingBase: string; now: number },
): Promise<number> {
  return insertedId(
    db
      .insertInto('market_listing')
      .values({
        game_id: listing.gameId,
        external_id: listing.externalId,
        source: OWN_SOURCE,
        kind: 'listing',
        status: 'on_sale',
        price_fen: listing.priceFen,
        listed_at: listing.now,
        sold_at: null,
        attrs: JSON.stringify(listing.attrs),
        url: ownListingLink(listing.externalId, listing.listingBase),
        demo: 0,
        imported_at: listing.now,
      })
      .returning('id'),
  )
}

/** An own listing published again: back on sale at the new price. */
export async function putListingOnSale(db: Db, id: number, priceFen: number, now: number): Promise<void> {
  await db
    .updateTable('market_listing')
    .set({ price_fen: priceFen, status: 'on_sale', listed_at: now, imported_at: now })
    .where('id', '=', id)
    .execute()
}

/** An own listing unpublished: kept as off_shelf, reused when published again. */
export async function takeListingOffShelf(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('market_listing').set({ status: 'off_shelf', imported_at: now }).where('id', '=', id).execute()
}

/**
 * An own listing its publisher sold: a deal at the price they sold for (the market data's word is `sold`, the spec's
 * goods status 0), which the next training learns from like any other deal.
 */
export async function markListingSold(db: Db, id: number, priceFen: number, now: number): Promise<void> {
  await db
    .updateTable('market_listing')
    .set({ kind: 'deal', status: 'sold', price_fen: priceFen, sold_at: now, imported_at: now })
    .where('id', '=', id)
    .execute()
}

/** Account deletion: those of the listings still on sale go off shelf. */
export async function takeListingsOffSale(db: Db, ids: number[], now: number): Promise<void> {
  if (!ids.length) return
  await db
    .updateTable('market_listing')
    .set({ status: 'off_shelf', imported_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'on_sale')
    .execute()
}

/** The fields an own listing shows its publisher. */
export async function ownListing(db: Db, id: number) {
  return db.selectFrom('market_listing').select(['id', 'url', 'external_id', 'price_fen', 'status']).where('id', '=', id).executeTakeFirst()
}
