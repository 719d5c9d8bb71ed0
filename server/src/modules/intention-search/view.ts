import type { PurposeReportBody, PurposeReportData, PurposeSort, PurposeTeaser } from '../../contract'
import type { ReportKind } from '../../contract/values'
import { getGame } from '../../valuation/catalogue'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { CollectRepository } from '../collect/repository'
import type { MarketContext } from '../market/context'
import { type Report, type ReportWarn, gate, warnProblems } from '../reports/report'
import { wantedCriteria } from './criteria'
import type { PurposeRecordRepository } from './repository'

type PurposeReport = Report<typeof ReportKind.PURPOSE>

/** What the intention view reads besides the report: listings as they are now, the owner's record and favourites. */
export interface PurposeViewSources {
  ctx: MarketContext
  records: PurposeRecordRepository
  collects: CollectRepository
  warn?: ReportWarn
}

/** Page orders of purpose/report; each orders the matches, then the near misses. */
const ORDERS: Record<PurposeSort, (a: Ordered, b: Ordered) => number> = {
  match: (a, b) => b.score - a.score || a.priceFen - b.priceFen || a.listingId - b.listingId,
  value: (a, b) => b.estimateFen * a.priceFen - a.estimateFen * b.priceFen || b.score - a.score || a.listingId - b.listingId,
  price: (a, b) => a.priceFen - b.priceFen || b.score - a.score || a.listingId - b.listingId,
}
interface Ordered {
  listingId: number
  score: number
  priceFen: number
  estimateFen: number
  meetsAll: boolean
}

/**
 * The intention kind's view, for its owner (purpose/report) and a generated report (it has its teaser): the teaser
 * while not unlocked; once unlocked also a page of the ranked matches, each with the listing's current price and
 * status and whether the owner collected it.
 */
export async function purposeView(
  report: PurposeReport & { teaser: NonNullable<PurposeReport['teaser']> },
  _viewer: 'owner',
  body: PurposeReportBody,
  sources: PurposeViewSources,
): Promise<PurposeReportData> {
  warnProblems(report, sources.warn)
  const { ctx, collects } = sources
  const shown = gate(report)
  const head = {
    ...(await fullTeaser(report, sources.records)),
    reportId: report.id,
    status: report.status,
    unlockedAt: report.unlockedAt,
  }
  if (shown.state !== 'unlocked') return head
  const { matches } = shown.result
  const page = body.page ?? 1
  const pageSize = body.pageSize ?? 20
  // The whole stored ranking is read so the order by current price (or value for money) holds across pages.
  const listings = await ctx.listingsByIds(matches.map((m) => m.listingId))
  const order = ORDERS[body.sort ?? 'match']
  const ordered = matches
    .flatMap((m) => {
      const l = listings.get(m.listingId)
      if (!l) return []
      return [{ ...m, listing: l, priceFen: l.priceFen, valueRatio: valueRatio(m.estimateFen, l.priceFen), meetsAll: m.meetsAll !== false }]
    })
    .sort((a, b) => Number(b.meetsAll) - Number(a.meetsAll) || order(a, b))
  const slice = ordered.slice((page - 1) * pageSize, page * pageSize)
  const collected = await collects.collectedIds(
    report.userId,
    slice.map((m) => m.listingId),
  )
  const game = getGame(report.gameId)
  const list = slice.map(({ listing, priceFen: _current, ...m }) => ({
    ...ctx.listingView(listing, game ? summarizeAttrs(game, listing.attrs) : []),
    ...m,
    collected: collected.has(m.listingId),
  }))
  return { ...head, list, listTotal: ordered.length }
}

/**
 * The stored teaser with every field. One stored before the criteria were lacks them: its criteria come from the
 * record's wanted attributes, its search type from the report's input, and it has no near misses (those reports
 * kept matches only).
 */
async function fullTeaser(
  report: PurposeReport & { teaser: NonNullable<PurposeReport['teaser']> },
  records: PurposeRecordRepository,
): Promise<Omit<PurposeTeaser, 'reportId' | 'status'>> {
  const { teaser } = report
  const { criteria: stored, nearTotal = 0, searchType: type } = teaser
  if (stored && type !== undefined) return { ...teaser, criteria: stored, nearTotal, searchType: type }
  const { searchType } = report.input
  const wanted = await records.wantedAttrs(report.userId, teaser.recordId)
  const game = getGame(teaser.gameId)
  const criteria = game && wanted ? wantedCriteria(game, wanted).map((c) => c.label) : []
  return { ...teaser, searchType, nearTotal: 0, criteria }
}

/** Estimate over the current ask, 3 decimals: above 1 the account asks less than it is worth. */
const valueRatio = (estimateFen: number, priceFen: number) => Math.round((estimateFen / Math.max(priceFen, 1)) * 1000) / 1000
