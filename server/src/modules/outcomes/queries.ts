import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { MarketRow } from '../../market/format'
import type { Attrs } from '../../valuation/catalogue/types'
import { canonicalAttrs, valuedReports, type ValuedReport } from '../reports/account-reports'

/**
 * Realised prices linked to the valuation reports that estimated them (issue 41 point 1). Each function takes the
 * caller's Db or transaction, so a link commits with what caused it (a listing marked sold, an import, a 我亏了吗
 * entry).
 */

export const OutcomeSource = { LISTING: 'listing', MARKET: 'market', CHECK: 'check' } as const
export type OutcomeSource = (typeof OutcomeSource)[keyof typeof OutcomeSource]

const DAY_MS = 86_400_000
/**
 * How far a deal may lie from its valuation and still judge it: a report values the account at the market of its
 * day, and the app calls a report current for 30 days (a price from further away measures the market's move, not
 * the estimate).
 */
export const OUTCOME_WINDOW_MS = 30 * DAY_MS

export interface Deal {
  source: OutcomeSource
  sourceRef: string
  priceFen: number
  dealtAt: number
}

/** Links `deal` to `report` unless the report has an outcome already or the deal is outside its window. */
export async function linkOutcome(db: Db, report: ValuedReport, deal: Deal, now: number): Promise<boolean> {
  if (Math.abs(deal.dealtAt - report.createdAt) > OUTCOME_WINDOW_MS) return false
  const v = report.valuation
  const result = await db
    .insertInto('valuation_outcome')
    .values({
      report_id: report.id,
      user_id: report.userId,
      game_id: report.gameId,
      source: deal.source,
      source_ref: deal.sourceRef.slice(0, 200),
      price_fen: deal.priceFen,
      dealt_at: deal.dealtAt,
      estimate_fen: v.estimateFen,
      low_fen: v.range.lowFen,
      high_fen: v.range.highFen,
      confidence: v.confidence?.label ?? '',
      model_version: v.modelVersion ?? '',
      valued_at: report.createdAt,
      created_at: now,
    })
    .onConflict((oc) => oc.column('report_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Links the report `reportId` (a finished, not deleted valuation) to `deal`; false when there is no such report. */
export async function linkReportOutcome(db: Db, reportId: string, deal: Deal, now: number): Promise<boolean> {
  const [report] = await valuedReports(db, { id: reportId })
  return report ? linkOutcome(db, report, deal, now) : false
}

const listingKey = (source: string, externalId: string) => `${source}\u0000${externalId}`

/**
 * The deals of a market import matched to the valuations they realise: a report that valued that very listing (its
 * link), or one that valued the same game and attributes within the window. Demo rows never count. Returns how many
 * reports got an outcome.
 */
export async function linkMarketDeals(db: Db, rows: MarketRow[], now: number): Promise<number> {
  const deals = rows.filter((r) => r.kind === 'deal' && r.soldAt !== null && !r.demo)
  let linked = 0
  for (const gameId of new Set(deals.map((d) => d.gameId))) {
    const ofGame = deals.filter((d) => d.gameId === gameId)
    const times = ofGame.map((d) => d.soldAt as number)
    const reports = await valuedReports(db, {
      gameId,
      from: Math.min(...times) - OUTCOME_WINDOW_MS,
      to: Math.max(...times) + OUTCOME_WINDOW_MS,
    })
    const byListing = groupBy(
      reports.filter((r) => r.input.source && r.input.externalId),
      (r) => listingKey(r.input.source as string, r.input.externalId as string),
    )
    const byAttrs = groupBy(
      reports.filter((r) => r.input.attrs),
      (r) => canonicalAttrs(r.input.attrs ?? {}),
    )
    for (const d of ofGame) {
      const same = byListing.get(listingKey(d.source, d.externalId)) ?? byAttrs.get(canonicalAttrs(d.attrs)) ?? []
      const deal = {
        source: OutcomeSource.MARKET,
        sourceRef: `${d.source}:${d.externalId}`,
        priceFen: d.priceFen,
        dealtAt: d.soldAt as number,
      }
      for (const r of same) if (await linkOutcome(db, r, deal, now)) linked++
    }
  }
  return linked
}

/** `items` by `keyOf`, each list in the items' order. */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const list = out.get(key)
    if (list) list.push(item)
    else out.set(key, [item])
  }
  return out
}

/** One realised price with what its report said, for live accuracy. */
export interface OutcomeRow {
  gameId: number
  source: OutcomeSource
  priceFen: number
  dealtAt: number
  estimateFen: number
  lowFen: number
  highFen: number
  confidence: string
}

/** Realised prices dealt at or after `since`, of every game. */
export async function outcomesSince(db: Db, since: number): Promise<OutcomeRow[]> {
  const rows = await db
    .selectFrom('valuation_outcome')
    .select(['game_id', 'source', 'price_fen', 'dealt_at', 'estimate_fen', 'low_fen', 'high_fen', 'confidence'])
    .where('dealt_at', '>=', since)
    .orderBy('dealt_at')
    .execute()
  return rows.map((r) => ({
    gameId: toNumber(r.game_id),
    source: r.source as OutcomeSource,
    priceFen: toNumber(r.price_fen),
    dealtAt: toNumber(r.dealt_at),
    estimateFen: toNumber(r.estimate_fen),
    lowFen: toNumber(r.low_fen),
    highFen: toNumber(r.high_fen),
    confidence: r.confidence,
  }))
}

/** A price a player entered in 我亏了吗 for an account they valued, with the account's attributes. */
export interface CheckedDeal {
  attrs: Attrs
  priceFen: number
  dealtAt: number
}

/**
 * A game's 我亏了吗 prices dealt at or after `since`, with the attributes their reports valued (a drift check values
 * them again with the served model). The other sources are market deals already: a listing marked sold is a deal of
 * the market data, and a market outcome is an imported deal. Reports deleted since are left out.
 */
export async function checkedDealsSince(db: Db, gameId: number, since: number): Promise<CheckedDeal[]> {
  const rows = await db
    .selectFrom('valuation_outcome')
    .select(['report_id', 'price_fen', 'dealt_at'])
    .where('game_id', '=', gameId)
    .where('source', '=', OutcomeSource.CHECK)
    .where('dealt_at', '>=', since)
    .orderBy('dealt_at')
    .execute()
  const out: CheckedDeal[] = []
  for (const r of rows) {
    const [report] = await valuedReports(db, { id: r.report_id })
    const attrs = report?.input.attrs
    if (attrs) out.push({ attrs, priceFen: toNumber(r.price_fen), dealtAt: toNumber(r.dealt_at) })
  }
  return out
}

/** Account deletion: the player's outcomes stay for accuracy, no longer tied to them. */
export async function forgetOutcomesOfUser(trx: Db, userId: number): Promise<void> {
  await trx.updateTable('valuation_outcome').set({ user_id: 0 }).where('user_id', '=', userId).execute()
}

/**
 * What tells whether the period's realised prices changed: their count and newest id. Outcomes are only ever added
 * (one per report, never edited but for the owner's id on account deletion), so equal marks mean equal figures.
 */
export async function outcomesMark(db: Db, since: number): Promise<string> {
  const row = await db
    .selectFrom('valuation_outcome')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('id').as('last')])
    .where('dealt_at', '>=', since)
    .executeTakeFirstOrThrow()
  return `${since}:${toNumber(row.n)}:${row.last === null ? 0 : toNumber(row.last)}`
}
