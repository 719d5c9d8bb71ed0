import type { ReportListItem } from '../../contract'
import { getGame } from '../../valuation/catalogue'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { ReportKind } from '../../contract/values'
import { type Report, type ReportWarn, gate, warnProblems } from '../reports/report'

/** How many key attributes a record shows: what fits on one line of the card. */
const KEY_ATTRS = 4

/**
 * One row of 我的估价记录: what the owner valued (the key priced attributes of their own input, most valuable
 * first) and, once the report is unlocked, its estimate. A locked report's estimate is locked content: it is
 * read through the lock gate, so it never leaves the service before unlock.
 */
export function reportListItem(report: Report<typeof ReportKind.VALUATION>, gameName: string, warn?: ReportWarn): ReportListItem {
  warnProblems(report, warn)
  const shown = gate(report)
  const level = shown.state === 'locked' || shown.state === 'unlocked' ? shown.teaser.level : undefined
  const game = getGame(report.gameId)
  const estimateFen = shown.state === 'unlocked' ? shown.result.estimateFen : undefined
  return {
    valId: report.id,
    status: report.status,
    evaluateType: report.evaluateType,
    gameId: report.gameId,
    gameName,
    createdAt: report.createdAt,
    ...(level ? { level } : {}),
    ...(estimateFen !== undefined ? { estimateFen } : {}),
    keyAttrs: game ? summarizeAttrs(game, report.input.attrs ?? {}, KEY_ATTRS) : [],
  }
}
