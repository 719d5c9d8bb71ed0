import type { Migration } from 'kysely'
import { autoId, bigint, createTables, int, varchar } from './helpers'

/**
 * Dated price campaigns (issue 38 point 3): an operator's campaign runs from `starts_at` to `ends_at` (UTC ms, end
 * exclusive) and sets a campaign price per pay scene, with the list price charged before it was created (the only
 * honest source of a struck-through 原价). Ending one early moves `ends_at` to the moment it was ended and names who
 * did it. `price_campaign_lock` holds one row per scene, upserted by every create so that concurrent creates for a
 * scene wait for each other before checking overlaps (PostgreSQL's read committed would let both pass a plain read).
 */
export const priceCampaigns: Migration = createTables({
  price_campaign: {
    columns: {
      id: autoId,
      name: varchar(40),
      starts_at: bigint,
      ends_at: bigint,
      created_by: varchar(64),
      created_at: bigint,
      ended_by: varchar(64).nullable(),
      ended_at: bigint.nullable(),
    },
    indexes: { price_campaign_ends_idx: ['ends_at'] },
  },
  price_campaign_price: {
    columns: {
      campaign_id: int.references('price_campaign.id'),
      scene: int,
      price_fen: int,
      list_fen: int,
    },
    primaryKey: { price_campaign_price_pk: ['campaign_id', 'scene'] },
  },
  price_campaign_lock: {
    columns: {
      scene: int.primaryKey(),
      creates: int,
    },
  },
})
