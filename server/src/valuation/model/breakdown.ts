import type { Attrs, GameDef } from '../catalogue/types'
import { getAttribute } from '../catalogue'
import type { Prepared } from './core'
import { additiveValue, featureValue } from './features'
import type { BreakdownItem, BreakdownParts, TrainedModel, ValueBreakdown } from './types'
import { CORRECTION_KEY, roundToTotal, stageOf, stagedShares } from './attribution'
import { unansweredAttributes } from './unanswered'
import { toYuanFen } from './what-if'
import type { Spread } from './answer-spread'

/**
 * Value breakdown: how much each attribute group adds to (or takes from) the estimate, in fen, measured
 * from a reference account (empty, clean, reference server) at today's index.
 *
 * An unanswered attribute is valued by the model at the market average. Measured from the reference, that
 * average would read as a gain or a penalty the user never declared (an unanswered 活邮 as "-¥35"). So the
 * reference keeps the imputed value wherever the account's is imputed: such features contribute exactly 0,
 * the base absorbs the market average, and each unanswered attribute gets its own row with the range of
 * estimates the answers of similar sold accounts give (`answerSpreads`, computed by `predict`).
 *
 * A level (`weak` in the catalogue: 冒险等级, 开拓等级) is measured from the market's typical level, not from
 * level 1: no sold account is level 1, and the model's curve below the levels it has seen is a guess that
 * made "level 1 → 58" worth +14% of a rich account. Who gets the value attributes create together follows
 * `stagedShares` (levels, then assets, then server and risk flags, then the comparables correction).
 */
export function valueBreakdown(
  model: TrainedModel,
  game: GameDef,
  attrs: Attrs,
  at: { prep: Prepared; x: Float64Array; index: number; correction: number; estimateFen: number; spreads: Map<string, Spread> },
): ValueBreakdown {
  const { x, index, correction, estimateFen } = at
  const features = model.features
  // The reference account, with the account's imputed features in place of the reference values and the
  // levels at the market's typical value.
  const ref = Float64Array.from(model.reference)
  const imputed = features.map((f) => f.tf.t !== 'additive' && featureValue(f.tf, attrs) === undefined)
  features.forEach((f, j) => {
    if (imputed[j]) ref[j] = x[j]
    else if (f.tf.t !== 'additive' && getAttribute(game, f.group)?.weak) ref[j] = model.mean[j]
  })
  features.forEach((f, j) => {
    if (f.tf.t === 'additive') ref[j] = additiveValue(f.tf, ref)
  })

  const parts: BreakdownParts = { baseLog: model.intercept + index, groups: {}, additive: null, correction }
  const answered = new Set<string>()
  const group = (key: string) => (parts.groups[key] ??= { log: 0, amount: 0 })
  features.forEach((f, j) => {
    const b = model.beta[j] / model.sd[j]
    parts.baseLog += b * (ref[j] - model.mean[j])
    const tf = f.tf
    if (tf.t !== 'additive') {
      if (!imputed[j]) answered.add(f.group)
      group(f.group).log += b * (x[j] - ref[j])
      return
    }
    // The additive value spans several attributes: each gets the amount (CNY) it adds over the reference
    // (imputed terms add nothing); `splitLogs` turns amounts into shares of the log effect.
    parts.additive = { beta: b, ref: tf.terms.reduce((v, term) => v + term.w * ref[term.j], tf.base) }
    for (const term of tf.terms) group(features[term.j].group).amount += term.w * (x[term.j] - ref[term.j])
  })
  // Groups measured from their imputed values add exactly 0 and leave the split: the unanswered attributes
  // get their own rows below, and a bundle with one side unanswered is covered by that side's row.
  for (const key of Object.keys(parts.groups)) if (!answered.has(key)) delete parts.groups[key]

  const logs = splitLogs(parts)
  // A model that turned the comparables correction off (or an account with no similar deals) has nothing to say
  // there: no "相似成交修正 ¥0" row.
  const keys = [...Object.keys(parts.groups), ...(correction !== 0 ? [CORRECTION_KEY] : [])]
  const baseFen = toYuanFen(Math.exp(parts.baseLog))
  const shares = stagedShares(
    Math.exp(parts.baseLog),
    keys.map((key) => ({ stage: stageOf(game, key), log: key === CORRECTION_KEY ? correction : (logs.get(key) ?? 0) })),
  )
  const amounts = roundToTotal(shares, estimateFen - baseFen)
  const items: BreakdownItem[] = keys.map((key, i) => ({ key, label: groupLabel(game, key), contributionFen: amounts[i] }))

  const unanswered = unansweredAttributes(game, attrs)
  for (const a of unanswered) {
    const ifAnswered = at.spreads.get(a.key)
    items.push({ key: a.key, label: a.label, contributionFen: 0, unanswered: true, ...(ifAnswered ? { ifAnswered } : {}) })
  }
  return { baseFen, items, missingOptional: unanswered.length, parts }
}

/**
 * The rows a report shows. Reports stored before model `/7` carry a 相似成交修正 row even where the correction was off
 * (¥0); that row goes, so old and new reports read alike and a PK of the two has no row that only one side explains.
 * Without stored parts (older still) a ¥0 correction row is the sign.
 */
export function shownItems(breakdown: Pick<ValueBreakdown, 'items' | 'parts'>): BreakdownItem[] {
  const moved = (i: BreakdownItem) => (breakdown.parts ? breakdown.parts.correction !== 0 : i.contributionFen !== 0)
  return breakdown.items.filter((i) => i.key !== CORRECTION_KEY || moved(i))
}

/**
 * Each group's log effect on the estimate: its own features plus its share of the additive value's, in
 * proportion to the amount it adds (the additive value is log(reference + Σ amounts)).
 */
export function splitLogs(parts: BreakdownParts): Map<string, number> {
  const entries = Object.entries(parts.groups)
  const total = entries.reduce((s, [, g]) => s + g.amount, 0)
  const add = parts.additive && Math.abs(total) > 1e-9 ? additiveLog(parts.additive, total) : 0
  return new Map(entries.map(([key, g]) => [key, g.log + (add ? (add * g.amount) / total : 0)]))
}

/** The additive value's log effect when the answered groups add `amount` to the reference's value. */
export function additiveLog(additive: NonNullable<BreakdownParts['additive']>, amount: number): number {
  return additive.beta * (Math.log(Math.max(1, additive.ref + amount)) - Math.log(Math.max(1, additive.ref)))
}

function groupLabel(game: GameDef, key: string): string {
  if (key === CORRECTION_KEY) return '相似成交修正'
  if (key.startsWith('bundle:')) {
    const side = getAttribute(game, key.slice('bundle:'.length))?.label.replace(/（.*）$/, '')
    return side ? `角色与${side}搭配` : '角色与专属武器搭配'
  }
  return getAttribute(game, key)?.label ?? key
}
