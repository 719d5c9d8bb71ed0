import type { CompareData } from '../../contract'
import { getAttribute } from '../../valuation/catalogue'
import { attrText } from '../../valuation/catalogue/attr-text'
import type { GameDef } from '../../valuation/catalogue/types'
import { shownItems } from '../../valuation/model/breakdown'
import type { BreakdownItem, Valuation } from '../../valuation/model/types'

type Row = CompareData['items'][number]

/** The key of the report's 空号底价 row in a PK. */
export const BASE_KEY = 'base'

const hasUnanswered = (v: Valuation) => v.breakdown.items.some((i) => i.unanswered)

/** A report's rows as its 价值构成 shows them: 空号底价, then the attribute rows (unanswered ones at 0). */
function reportRows(v: Valuation, baseLabel: string): Map<string, BreakdownItem> {
  const base: BreakdownItem = { key: BASE_KEY, label: baseLabel, contributionFen: v.breakdown.baseFen }
  return new Map([base, ...shownItems(v.breakdown)].map((i) => [i.key, i]))
}

const state = (i: BreakdownItem | undefined) => (!i ? 'absent' : i.unanswered ? 'unanswered' : undefined)

/**
 * The PK's rows: every row of either report, matched by key, with both reports' amounts and their difference
 * (other − base). A row one report lacks counts 0 there. Each report's rows sum to its estimate, so the
 * differences sum to the gap of the two estimates, and each one can be checked against the two reports.
 */
export function pkRows(game: GameDef | undefined, base: Valuation, other: Valuation): Row[] {
  // Named as the report names it; when either side counts unanswered answers in it, so does the PK.
  const baseLabel = hasUnanswered(base) || hasUnanswered(other) ? '空号底价（含未填写项）' : '空号底价'
  const rb = reportRows(base, baseLabel)
  const ro = reportRows(other, baseLabel)
  const keys = [...new Set([...rb.keys(), ...ro.keys()])]
  const rows = keys.map((key): Row => {
    const b = rb.get(key)
    const o = ro.get(key)
    const baseContributionFen = b?.contributionFen ?? 0
    const otherContributionFen = o?.contributionFen ?? 0
    // Rows that are not an answer (空号底价, 相似成交修正, a character with her weapon) have no value to show.
    const answer = game !== undefined && getAttribute(game, key) !== undefined
    const baseState = state(b)
    const otherState = state(o)
    return {
      key,
      label: o?.label ?? b?.label ?? key,
      baseValue: answer ? attrText(game, key, base.attrs?.[key]) : '',
      otherValue: answer ? attrText(game, key, other.attrs?.[key]) : '',
      baseContributionFen,
      otherContributionFen,
      diffFen: otherContributionFen - baseContributionFen,
      ...(baseState ? { baseState } : {}),
      ...(otherState ? { otherState } : {}),
    }
  })
  // Largest difference first; a row without difference keeps its report order.
  return rows.sort((x, y) => Math.abs(y.diffFen) - Math.abs(x.diffFen))
}
