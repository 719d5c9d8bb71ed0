import type { GameDef } from '../catalogue/types'
import { CORRECTION_KEY, roundToTotal, stageOf, stagedShares } from './attribution'
import { additiveLog, splitLogs } from './breakdown'
import type { BreakdownParts } from './types'

/** A PK's baseline row: the valuation dates and the unanswered attributes' market average. */
export const MARKET_KEY = 'base'

interface PairSide {
  estimateFen: number
  parts: BreakdownParts
}

/**
 * How the gap between two valuations of one game (other − base, in fen) splits by attribute: what changing
 * each attribute from the base account's answer to the other's does to the price. Differencing the two
 * breakdowns, each measured from an empty account, answers another question: a group's amount grows with
 * everything else on the account, so two accounts with the same characters showed a difference for them,
 * and 80 five-stars against 45 came out ¥12 apart.
 *
 * In log price the gap is exact per group: its own features' change, plus its share of the additive value's
 * change in proportion to the amount it changes (the same rule as the breakdown). The groups answered on
 * both sides get rows; everything else (valuation dates, attributes left unanswered on either side) is the
 * `MARKET_KEY` row. The log changes become fen by `stagedShares`, starting from the base account's estimate,
 * and the rows sum to the gap exactly. Returns amounts per group key plus `MARKET_KEY`.
 */
export function pairDiffs(game: GameDef | undefined, base: PairSide, other: PairSide): Map<string, number> {
  const a = base.parts
  const b = other.parts
  const both = Object.keys(b.groups).filter((key) => key in a.groups)
  const change = new Map(both.map((key) => [key, b.groups[key].log - a.groups[key].log]))
  const addA = totalAmount(a)
  const addB = totalAmount(b)
  if (a.additive && b.additive && a.additive.beta === b.additive.beta) {
    // One model on both sides: the additive value changes from V_A to V_B; each group's share of that is in
    // proportion to the amount it changes (its sign is the sign of the change, whatever else moves).
    const va = a.additive.ref + addA
    const vb = b.additive.ref + addB
    const slope =
      Math.abs(vb - va) > 1e-9 * Math.max(1, va, vb)
        ? (a.additive.beta * (Math.log(Math.max(1, vb)) - Math.log(Math.max(1, va)))) / (vb - va)
        : a.additive.beta / Math.max(1, va)
    for (const key of both) change.set(key, (change.get(key) ?? 0) + slope * (b.groups[key].amount - a.groups[key].amount))
  } else {
    // Two models (a retrain between the valuations): each side's own split, differenced.
    const la = splitLogs(a)
    const lb = splitLogs(b)
    const own = (m: Map<string, number>, p: BreakdownParts, key: string) => (m.get(key) ?? 0) - p.groups[key].log
    for (const key of both) change.set(key, (change.get(key) ?? 0) + own(lb, b, key) - own(la, a, key))
  }
  // As in either breakdown: the correction has a row only when one of the two estimates has one.
  if (a.correction !== 0 || b.correction !== 0) change.set(CORRECTION_KEY, b.correction - a.correction)
  const grouped = [...change.values()].reduce((s, v) => s + v, 0)
  change.set(MARKET_KEY, logEstimate(b) - logEstimate(a) - grouped)

  const keys = [...change.keys()]
  const shares = stagedShares(
    Math.exp(logEstimate(a)),
    keys.map((key) => ({ stage: key === MARKET_KEY ? 'market' : stageOf(game, key), log: change.get(key) as number })),
  )
  const amounts = roundToTotal(shares, other.estimateFen - base.estimateFen)
  return new Map(keys.map((key, i) => [key, amounts[i]]))
}

function totalAmount(p: BreakdownParts): number {
  return Object.values(p.groups).reduce((s, g) => s + g.amount, 0)
}

/** log(estimate), unrounded, from the parts. */
function logEstimate(p: BreakdownParts): number {
  const own = Object.values(p.groups).reduce((s, g) => s + g.log, 0)
  return p.baseLog + own + (p.additive ? additiveLog(p.additive, totalAmount(p)) : 0) + p.correction
}
