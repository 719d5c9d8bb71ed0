import type { AttrValue, Attrs, AttributeDef, GameDef } from '../catalogue/types'
import type { TrainedModel } from './types'
import type { WhatIf } from './what-if'

/**
 * Priced attributes the account leaves unanswered. The model values each at the market average (the mean of
 * its features over the deals), which is nobody's real answer: the breakdown shows them as unanswered rows
 * and the report counts them (the 缺项 questions are exactly these).
 */
export function unansweredAttributes(game: GameDef, attrs: Attrs): AttributeDef[] {
  return game.attributes.filter((a) => a.priced && a.kind !== 'text' && attrs[a.key] === undefined)
}

/**
 * The answers whose estimates bound what answering the attribute could change. Each costs a small fraction
 * of a prediction (`WhatIf`), and there are two for most attributes:
 *  - flag: both values; enum: every option. These are all the possible answers, so any answer lands in the span.
 *  - count: the lowest and the highest value in the deals (`model.ranges`, within the question's limits).
 *    The market does not cover values outside, and the model only extrapolates there. The regression is
 *    monotone in a count with a direction, so the ends bound it. A count without one (account levels) may
 *    peak inside, so its middle is tried too. The comparables correction is not monotone, so an answer in
 *    between can land slightly outside the span.
 *  - tiers: none vs. every tier at the most any deal has.
 *  - named items: none vs. the richest holding the deals show: as many items as the most any deal owns
 *    (`model.ranges`), the ones the model values most, at the highest level. (Every item of a 55-character
 *    roster at 6命 would be an account no one has sold.)
 */
export function spanAnswers(a: AttributeDef, model: TrainedModel): AttrValue[] {
  switch (a.kind) {
    case 'flag':
      return [false, true]
    case 'enum':
      return a.options.map((o) => o.value)
    case 'count': {
      const [seenLow, seenHigh] = model.ranges[a.key] ?? [a.min, a.max]
      const lo = Math.max(a.min, Math.min(a.max, seenLow))
      const hi = Math.max(lo, Math.min(a.max, seenHigh))
      return a.monotone === 'none' ? [lo, Math.round((lo + hi) / 2), hi] : [lo, hi]
    }
    case 'tiers':
      return [{}, Object.fromEntries(a.tiers.map((t) => [t.key, Math.min(t.max, model.ranges[`${a.key}.${t.key}`]?.[1] ?? t.max)]))]
    case 'named': {
      const most = Math.min(a.items.length, model.ranges[a.key]?.[1] ?? a.items.length)
      const worth = itemWorth(model, a.key)
      const top = [...a.items].sort((x, y) => (worth.get(y.key) ?? 0) - (worth.get(x.key) ?? 0)).slice(0, most)
      return [{}, Object.fromEntries(top.map((it) => [it.key, a.maxLevel]))]
    }
    case 'text':
      return []
  }
}

/** What owning each item of a named attribute adds to the model's additive value (CNY). */
function itemWorth(model: TrainedModel, key: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const f of model.features) {
    if (f.tf.t !== 'additive') continue
    for (const term of f.tf.terms) {
      const tf = model.features[term.j].tf
      if (tf.t === 'owned' && tf.attr === key) out.set(tf.sub, term.w)
    }
  }
  return out
}

/** Lowest and highest estimate (fen) over the attribute's span answers, the other answers unchanged. */
export function answerSpan(a: AttributeDef, model: TrainedModel, attrs: Attrs, whatIf: WhatIf): { lowFen: number; highFen: number } {
  let lowFen = Infinity
  let highFen = -Infinity
  for (const value of spanAnswers(a, model)) {
    const e = whatIf.estimateFen({ ...attrs, [a.key]: value })
    lowFen = Math.min(lowFen, e)
    highFen = Math.max(highFen, e)
  }
  return { lowFen, highFen }
}
