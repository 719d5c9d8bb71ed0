import type { AttrValue, Attrs, GameDef } from '../catalogue/types'
import { getAttribute } from '../catalogue'
import type { Prepared } from './core'
import { additiveValue, featureValue } from './features'
import type { BreakdownItem, BreakdownParts, TrainedModel, ValueBreakdown } from './types'
import { CORRECTION_KEY, roundToTotal, stageOf, stagedShares } from './attribution'
import { unansweredAttributes } from './unanswered'
import { WhatIf, toYuanFen } from './what-if'
import { answerText, hasNoEffect, lowestAnswer, noEffectWhy, referenceAnswer } from './reference-answers'
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
 *
 * Rows players believe (issue 35): each names the answer it prices, gains come before losses (`rowRank`), a server or
 * flag at the base's own answer states the estimate with the lowest-priced answer (`atBase`), and what the model finds
 * worthless reads 不影响估价 (`noEffect`), its tiny share measured first and folded into the base.
 */
export function valueBreakdown(
  model: TrainedModel,
  game: GameDef,
  attrs: Attrs,
  at: { prep: Prepared; x: Float64Array; index: number; correction: number; estimateFen: number; spreads: Map<string, Spread> },
): ValueBreakdown {
  const { x, index, correction, estimateFen } = at
  const features = model.features
  const answeredDefs = game.attributes.filter((a) => a.priced && a.kind !== 'text' && attrs[a.key] !== undefined)
  const noEffect = new Set(answeredDefs.filter((a) => hasNoEffect(model, a, attrs)).map((a) => a.key))
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
  // What the model finds worthless is measured first, on the base account, and joins the base: its row says
  // 不影响估价 rather than "+¥1".
  const stageFor = (key: string) => (noEffect.has(key) ? 'market' : stageOf(game, key))
  const staged = keys.map((key) => ({ stage: stageFor(key), log: key === CORRECTION_KEY ? correction : (logs.get(key) ?? 0) }))
  const shares = stagedShares(Math.exp(parts.baseLog), staged)
  let baseFen = toYuanFen(Math.exp(parts.baseLog))
  const amounts = roundToTotal(shares, estimateFen - baseFen)
  keys.forEach((key, i) => {
    if (!noEffect.has(key)) return
    baseFen += amounts[i]
    amounts[i] = 0
  })

  let whatIf: WhatIf | undefined
  const whatIfOf = () => (whatIf ??= new WhatIf(model, at.prep, x, index))
  const items: BreakdownItem[] = keys.map((key, i) => {
    const item: BreakdownItem = { key, label: groupLabel(game, key), contributionFen: amounts[i] }
    if (staged[i].stage === 'modifier' || staged[i].stage === 'correction') item.factorPct = factorPct(staged[i].log)
    const def = getAttribute(game, key)
    if (key.startsWith('bundle:')) item.answer = `${bundleCount(model, x, key)} 组`
    if (!def) return item
    const own = attrs[key] as AttrValue
    item.answer = answerText(game, def, own)
    if (noEffect.has(key)) return { ...item, noEffect: true, why: noEffectWhy(def) }
    // A server or flag at the base's own answer adds nothing: the row says what the worst answer would give instead.
    const worst = stageOf(game, key) === 'modifier' && sameAnswer(referenceAnswer(def), own) ? lowestAnswer(model, def) : undefined
    if (worst !== undefined && !sameAnswer(worst, own))
      item.atBase = { answer: answerText(game, def, worst), estimateFen: whatIfOf().estimateFen({ ...attrs, [key]: worst }) }
    return item
  })
  items.sort((p, q) => rowRank(p) - rowRank(q) || Math.abs(q.contributionFen) - Math.abs(p.contributionFen))

  const unanswered = unansweredAttributes(game, attrs)
  for (const a of unanswered) {
    const ifAnswered = at.spreads.get(a.key)
    items.push({ key: a.key, label: a.label, contributionFen: 0, unanswered: true, ...(ifAnswered ? { ifAnswered } : {}) })
  }
  return { baseFen, items, missingOptional: unanswered.length, parts }
}

/**
 * The order rows are shown in: gains, largest first; then losses (risk flags off their safe value, a discounted
 * server, a negative correction), which apply to the whole account; then the answers that add nothing and what the
 * model finds worthless. Every loss comes after every gain, so reading down from the base the running total is the
 * value of a real account (first the account without its losses) and never drops below the estimate (issue 35).
 */
function rowRank(i: BreakdownItem): number {
  if (i.noEffect) return 3
  return i.contributionFen > 0 ? 0 : i.contributionFen < 0 ? 1 : 2
}

/**
 * A server, risk flag or the correction multiplies the whole account by exp(log): that factor as a percentage change,
 * whole percent (one decimal below 1%, so a factor that moves the amount never reads 0%), and above −100%, so no row
 * reads as an account worth nothing or less (issue 35).
 */
export function factorPct(log: number): number {
  const pct = (Math.exp(log) - 1) * 100
  if (pct === 0) return 0
  const shown = Math.abs(pct) >= 0.95 ? Math.round(pct) : Math.sign(pct) * Math.max(0.1, Math.round(Math.abs(pct) * 10) / 10)
  return Math.max(-99, shown)
}

function sameAnswer(a: AttrValue | undefined, b: AttrValue | undefined): boolean {
  return a !== undefined && JSON.stringify(a) === JSON.stringify(b)
}

/** How many characters (or light cones' owners) come with their signature item: the bundle feature's value. */
function bundleCount(model: TrainedModel, x: Float64Array, key: string): number {
  const j = model.features.findIndex((f) => f.group === key && f.tf.t === 'bundles')
  return j < 0 ? 0 : Math.round(x[j])
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
 * Reports stored before `factorPct` keep their log parts: their server, flag and correction rows get the factor from
 * them, so a report reopened after the change reads 大区 −15% like a new one (issue 35).
 */
export function withFactors(game: GameDef | undefined, parts: BreakdownParts | undefined, items: BreakdownItem[]): BreakdownItem[] {
  if (!parts) return items
  let logs: Map<string, number> | undefined
  return items.map((i) => {
    if (i.factorPct !== undefined || i.unanswered || i.noEffect) return i
    const stage = stageOf(game, i.key)
    const log = stage === 'correction' ? parts.correction : stage === 'modifier' ? (logs ??= splitLogs(parts)).get(i.key) : undefined
    return log === undefined ? i : { ...i, factorPct: factorPct(log) }
  })
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
