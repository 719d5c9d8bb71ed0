import type { Attrs, GameDef } from '../catalogue/types'
import { getAttribute } from '../catalogue'
import type { Prepared } from './core'
import { additiveValue, featureValue } from './features'
import type { BreakdownItem, TrainedModel, ValueBreakdown } from './types'
import { answerSpan, unansweredAttributes } from './unanswered'
import { WhatIf, toYuanFen } from './what-if'

/**
 * Value breakdown: how much each attribute group adds to (or takes from) the estimate, in fen, measured
 * from a reference account (empty, clean, reference server) at today's index.
 *
 * An unanswered attribute is valued by the model at the market average. Measured from the reference, that
 * average would read as a gain or a penalty the user never declared (an unanswered 活邮 as "-¥35"). So the
 * reference keeps the imputed value wherever the account's is imputed: such features contribute exactly 0,
 * the base absorbs the market average, and each unanswered attribute gets its own row with the range of
 * estimates its possible answers give (`answerSpan`).
 */
export function valueBreakdown(
  model: TrainedModel,
  game: GameDef,
  attrs: Attrs,
  at: { prep: Prepared; x: Float64Array; index: number; correction: number; estimateFen: number },
): ValueBreakdown {
  const { x, index, correction, estimateFen } = at
  const features = model.features
  // The reference account, with the account's imputed features in place of the reference values.
  const ref = Float64Array.from(model.reference)
  const imputed = features.map((f) => f.tf.t !== 'additive' && featureValue(f.tf, attrs) === undefined)
  features.forEach((_, j) => {
    if (imputed[j]) ref[j] = x[j]
  })
  features.forEach((f, j) => {
    if (f.tf.t === 'additive') ref[j] = additiveValue(f.tf, ref)
  })

  const groups: string[] = []
  const logs: number[] = []
  const answered: boolean[] = []
  let baseLog = model.intercept + index
  const add = (group: string, v: number) => {
    let g = groups.indexOf(group)
    if (g < 0) {
      groups.push(group)
      logs.push(0)
      answered.push(false)
      g = groups.length - 1
    }
    logs[g] += v
  }
  features.forEach((f, j) => {
    add(f.group, 0)
    if (!imputed[j]) answered[groups.indexOf(f.group)] = true
  })
  features.forEach((f, j) => {
    const b = model.beta[j] / model.sd[j]
    baseLog += b * (ref[j] - model.mean[j])
    const l = b * (x[j] - ref[j])
    const tf = f.tf
    if (tf.t !== 'additive') {
      add(f.group, l)
      return
    }
    // The additive value spans several attributes: split its log effect by each one's share of the
    // additive amount gained over the reference account (imputed terms gain nothing).
    const deltas = tf.terms.map((term) => term.w * (x[term.j] - ref[term.j]))
    const total = deltas.reduce((a, d) => a + d, 0)
    if (Math.abs(total) < 1e-9) return
    tf.terms.forEach((term, k) => add(features[term.j].group, (l * deltas[k]) / total))
  })
  // Groups measured from their imputed values add exactly 0 and leave the split: the unanswered attributes
  // get their own rows below, and a bundle with one side unanswered is covered by that side's row.
  const kept = groups.map((_, i) => i).filter((i) => groups[i] !== 'additive' && answered[i])
  const gs = [...kept.map((i) => groups[i]), 'comparables']
  const ls = [...kept.map((i) => logs[i]), correction]
  const baseFen = toYuanFen(Math.exp(baseLog))
  const amounts = roundToTotal(shapleyShares(Math.exp(baseLog), ls), estimateFen - baseFen)
  const items: BreakdownItem[] = gs.map((g, i) => ({ key: g, label: groupLabel(game, g), contributionFen: amounts[i] }))

  const unanswered = unansweredAttributes(game, attrs)
  if (unanswered.length) {
    const whatIf = new WhatIf(model, at.prep, x, index)
    for (const a of unanswered) {
      items.push({ key: a.key, label: a.label, contributionFen: 0, unanswered: true, ifAnswered: answerSpan(a, model, attrs, whatIf) })
    }
  }
  return { baseFen, items, missingOptional: unanswered.length }
}

function groupLabel(game: GameDef, group: string): string {
  if (group === 'comparables') return '相似成交修正'
  if (group.startsWith('bundle:')) return '角色与专属武器搭配'
  return getAttribute(game, group)?.label ?? group
}

/**
 * The split of estimate − base: the model is additive in log price, i.e. multiplicative in price, so a
 * group's effect depends on the others; we split the difference by exact Shapley values of
 * f(S) = base · exp(Σ_{g∈S} L_g), which is order-independent and sums exactly. Amounts are then rounded to
 * whole fen by largest remainder so that base + Σ contributions = estimate holds to the fen.
 */
export function shapleyShares(base: number, logs: number[]): number[] {
  const G = logs.length
  if (G === 0) return []
  if (G > 16) {
    // Too many groups for exact Shapley: split proportionally to log contributions.
    const total = logs.reduce((a, b) => a + b, 0)
    const diff = base * (Math.exp(total) - 1)
    return logs.map((l) => (Math.abs(total) > 1e-12 ? (diff * l) / total : diff / G))
  }
  const fact = [1]
  for (let i = 1; i <= G; i++) fact[i] = fact[i - 1] * i
  const nSub = 1 << G
  const value = new Float64Array(nSub)
  for (let mask = 0; mask < nSub; mask++) {
    let s = 0
    for (let g = 0; g < G; g++) if (mask & (1 << g)) s += logs[g]
    value[mask] = base * Math.exp(s)
  }
  const popcount = (m: number) => {
    let c = 0
    while (m) {
      m &= m - 1
      c++
    }
    return c
  }
  const out = new Array<number>(G).fill(0)
  for (let mask = 0; mask < nSub; mask++) {
    const size = popcount(mask)
    const w = (fact[size] * fact[G - size - 1]) / fact[G]
    for (let g = 0; g < G; g++) {
      if (mask & (1 << g)) continue
      out[g] += w * (value[mask | (1 << g)] - value[mask])
    }
  }
  return out
}

/** Integer amounts with the given exact total, each as close as possible to its real share. */
export function roundToTotal(shares: number[], total: number): number[] {
  const sum = shares.reduce((a, b) => a + b, 0)
  // Re-scale first so rounding noise from the float Shapley sum cannot leak into the total.
  const target = shares.map((s) => (Math.abs(sum) > 1e-9 ? (s * total) / sum : total / shares.length))
  const floors = target.map(Math.floor)
  let rest = total - floors.reduce((a, b) => a + b, 0)
  const order = target.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) floors[order[k].i]++
  return floors
}
