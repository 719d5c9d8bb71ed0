import type { AttrValue, Attrs, AttributeDef, GameDef } from '../catalogue/types'
import { attrText } from '../catalogue/attr-text'
import { featureValue, vectorize } from './features'
import type { TrainedModel } from './types'

/**
 * An answered attribute whose possible answers move the model's price by less than this (log, about 1%) over the
 * range the deals show: the report says 不影响估价 instead of "+¥1".
 */
export const NO_EFFECT_LOG = 0.01

/** A row's answer text is cut after this many named items (a roster of 20 characters does not fit a row). */
const NAMED_SHOWN = 3

/** The answer the breakdown's base account takes for a server or risk flag: the catalogue's reference (safe) one. */
export function referenceAnswer(def: AttributeDef): AttrValue | undefined {
  return def.kind === 'flag' || def.kind === 'enum' ? def.default : undefined
}

/** The answer the model prices lowest among the attribute's possible ones (苹果微信, 非活邮, 有违规记录). */
export function lowestAnswer(model: TrainedModel, def: AttributeDef): AttrValue | undefined {
  const answers = spanAnswers(def, model)
  const effects = answers.map((v) => ownEffect(model, def.key, v))
  return answers[effects.indexOf(Math.min(...effects))]
}

/**
 * Whether the model finds the attribute worthless for this account: its possible answers (`spanAnswers`), the
 * others unchanged, move the regression's log price by less than `NO_EFFECT_LOG`.
 */
export function hasNoEffect(model: TrainedModel, def: AttributeDef, attrs: Attrs): boolean {
  const logs = spanAnswers(def, model).map((v) => linearLog(model, { ...attrs, [def.key]: v }))
  return logs.length > 0 && Math.max(...logs) - Math.min(...logs) < NO_EFFECT_LOG
}

/** One line on why an attribute does not move the price (shown under 不影响估价). */
export function noEffectWhy(def: AttributeDef): string {
  return def.weak
    ? '等级随投入自然增长，成交价看的是账号里的角色与道具，等级本身几乎不改变价格'
    : '成交数据里这一项不同的账号，其他条件相同时成交价几乎一样'
}

/** The answer a breakdown row prices, as the report shows it next to the label ("否", "荣耀典藏×2、传说×15"). */
export function answerText(game: GameDef, def: AttributeDef, value: AttrValue): string {
  if (def.kind === 'named') {
    const owned = def.items.filter((it) => (value as Record<string, number>)[it.key] !== undefined)
    if (owned.length > NAMED_SHOWN) {
      const shown = Object.fromEntries(owned.slice(0, NAMED_SHOWN).map((it) => [it.key, (value as Record<string, number>)[it.key]]))
      return `${attrText(game, def.key, shown)}等 ${owned.length} 个`
    }
  }
  return attrText(game, def.key, value)
}

/** The regression's log effect of the features of one attribute at one answer (server and flags: no additive part). */
function ownEffect(model: TrainedModel, key: string, value: AttrValue): number {
  let s = 0
  model.features.forEach((f, j) => {
    if (f.group !== key) return
    const v = featureValue(f.tf, { [key]: value })
    if (v !== undefined) s += (model.beta[j] / model.sd[j]) * v
  })
  return s
}

/** The regression's log price of an account (without index and comparables correction). */
export function linearLog(model: TrainedModel, attrs: Attrs): number {
  const x = vectorize(model.features, attrs, model.mean)
  let s = model.intercept
  for (let j = 0; j < x.length; j++) s += (model.beta[j] * (x[j] - model.mean[j])) / model.sd[j]
  return s
}

/**
 * The answers that span what an attribute can say (for 不影响估价 and the lowest-priced answer). Each costs a small
 * fraction of a prediction (`WhatIf`), and there are two for most attributes:
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
