import type { ReportListItem } from '../../contract'
import type { ReportRow } from '../../db/schema'
import { getGame } from '../../valuation/catalogue'
import { summarizeAttrs } from '../../valuation/catalogue/summarize'
import type { Attrs } from '../../valuation/catalogue/types'
import type { Level } from '../../valuation/model/types'
import { ReportStatus } from '../reports/repository'

/** How many key attributes a record shows: what fits on one line of the card. */
const KEY_ATTRS = 4

/**
 * One row of 我的估价记录: what the owner valued (the key priced attributes of their own input, most valuable
 * first) and, once the report is unlocked, its estimate. A locked report's estimate is locked content: it is
 * read from the stored result only at status 2, so it never leaves the service before unlock.
 */
export function reportListItem(row: ReportRow, gameName: string): ReportListItem {
  const level = row.teaser ? (JSON.parse(row.teaser) as { level?: Level }).level : undefined
  const game = getGame(row.game_id)
  const attrs = (JSON.parse(row.input) as { attrs?: Attrs }).attrs ?? {}
  const estimateFen =
    row.status === ReportStatus.UNLOCKED && row.result ? (JSON.parse(row.result) as { estimateFen?: number }).estimateFen : undefined
  return {
    valId: row.id,
    status: row.status,
    evaluateType: row.evaluate_type,
    gameId: row.game_id,
    gameName,
    createdAt: row.created_at,
    ...(level ? { level } : {}),
    ...(estimateFen !== undefined ? { estimateFen } : {}),
    keyAttrs: game ? summarizeAttrs(game, attrs, KEY_ATTRS) : [],
  }
}
