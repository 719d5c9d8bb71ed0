import type { ValReportData, ValuationAccuracy } from '../../contract'
import type { ReportKind } from '../../contract/values'
import { getGame } from '../../valuation/catalogue'
import { emptyAccountText } from '../../valuation/catalogue/terms'
import { shownItems, withFactors } from '../../valuation/model/breakdown'
import type { ModelRegistry } from '../models/registry'
import type { ReportExtrasRepository } from '../reports/extras-repository'
import { listingKey } from '../market/queries'
import type { StoredValuation } from '../reports/kinds'
import { type Report, type ReportWarn, type Viewer, gate, warnProblems } from '../reports/report'
import { publicAccuracy } from './accuracy'

type ValuationReport = Report<typeof ReportKind.VALUATION>

/** What a holder of a share link sees: the owner's view without the report id and the property confirmation. */
export type SharedValuationView = Omit<ValReportData, 'valId' | 'propertyConfirm'>

/** What the valuation view reads besides the report: the game's name as the read found it, and the service's own parts. */
export interface ValuationViewSources {
  gameName: string
  /** Models in memory: a report made before accuracy was measured shows its game's current model's. */
  registry: ModelRegistry
  /** Property confirmations; absent in tools that show no report. */
  extras?: ReportExtrasRepository
  /** Database ids of market rows by (source, externalId), so a comparable can open its listing page (market's query). */
  listingIds?: (keys: { source: string; externalId: string }[]) => Promise<Map<string, number>>
  warn?: ReportWarn
}

/**
 * The valuation kind's view: what a report shows at its status (the lock gate: the locked content only once
 * unlocked), to its owner with its id and their property confirmation, to a holder of its share link without them.
 */
export async function valuationView(report: ValuationReport, viewer: 'owner', sources: ValuationViewSources): Promise<ValReportData>
export async function valuationView(report: ValuationReport, viewer: 'shared', sources: ValuationViewSources): Promise<SharedValuationView>
export async function valuationView(
  report: ValuationReport,
  viewer: Viewer,
  sources: ValuationViewSources,
): Promise<ValReportData | SharedValuationView> {
  warnProblems(report, sources.warn)
  const shown = await gated(report, sources)
  if (viewer === 'shared') return shown
  const owned: ValReportData = { valId: report.id, ...shown }
  return sources.extras ? { ...owned, propertyConfirm: await sources.extras.propertyConfirm(report.id) } : owned
}

async function gated(report: ValuationReport, sources: ValuationViewSources): Promise<SharedValuationView> {
  const base: SharedValuationView = {
    status: report.status,
    evaluateType: report.evaluateType,
    createdAt: report.createdAt,
    gameId: report.gameId,
    gameName: sources.gameName,
  }
  const shown = gate(report)
  if (shown.state === 'failed') return { ...base, reason: shown.reason ?? '估价失败' }
  if (shown.state === 'generating') return base
  const { teaser } = shown
  const teased: SharedValuationView = {
    ...base,
    level: teaser.level,
    band: teaser.band,
    comparableCount: teaser.comparableCount,
    demo: teaser.demo,
    ...(teaser.percentile !== undefined ? { percentile: teaser.percentile } : {}),
    ...(teaser.driver !== undefined ? { driver: teaser.driver } : {}),
  }
  if (shown.state === 'locked') return teased
  const { result: r, unlockedAt } = shown
  return {
    ...teased,
    estimateFen: r.estimateFen,
    range: r.range,
    confidence: r.confidence,
    lowConfidence: r.lowConfidence,
    breakdown: withoutParts(r.breakdown, report.gameId, r.range),
    comparables: await withListingIds(r.comparables, sources.listingIds),
    reportQuestions: r.reportQuestions,
    trend: r.trend,
    ...accuracyOf(r, report.gameId, sources.registry),
    ...(unlockedAt !== null ? { unlockedAt } : {}),
  }
}

/**
 * The figures of the model that made the estimate; a report made before accuracy was measured shows the
 * game's current model instead (the same engine, retrained), or nothing when the game has none.
 */
function accuracyOf(result: StoredValuation, gameId: number, registry: ModelRegistry): { accuracy?: ValuationAccuracy } {
  if (result.accuracy) return { accuracy: result.accuracy }
  const loaded = registry.get(gameId)
  return loaded?.model.status === 'trained' ? { accuracy: publicAccuracy({ ...loaded, model: loaded.model }) } : {}
}

/** Comparables carry the listing id of their market row (when it is still stored) so the app can open it. */
async function withListingIds(
  list: StoredValuation['comparables'],
  listingIds: ValuationViewSources['listingIds'],
): Promise<NonNullable<ValReportData['comparables']>> {
  if (!listingIds) return list
  const ids = await listingIds(list)
  return list.map((c) => {
    const id = ids.get(listingKey(c.source, c.externalId))
    return id === undefined ? c : { listingId: id, ...c }
  })
}

/**
 * The breakdown as clients get it: its log parts are the service's own (a PK splits gaps with them); what 空号
 * means is the game's own (its catalogue's assets). A report stored before issue 35 may state what answering could
 * change as the extremes of every possible answer, beyond its own range; that line goes (the row still says the
 * attribute was left out), so no report announces a spread its range says is unlikely.
 */
function withoutParts(
  breakdown: StoredValuation['breakdown'],
  gameId: number,
  range: StoredValuation['range'],
): ValReportData['breakdown'] {
  if (!breakdown) return breakdown
  const { parts: _parts, ...shown } = breakdown
  const game = getGame(gameId)
  const inRange = (s: { lowFen: number; highFen: number }) => !range || (s.lowFen >= range.lowFen && s.highFen <= range.highFen)
  const items = withFactors(game, breakdown.parts, shownItems(breakdown)).map(({ ifAnswered, ...item }) =>
    ifAnswered && inRange(ifAnswered) ? { ...item, ifAnswered } : item,
  )
  return { ...shown, items, ...(game ? { emptyAccount: emptyAccountText(game) } : {}) }
}
