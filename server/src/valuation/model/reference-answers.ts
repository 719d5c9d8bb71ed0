import type { AttrValue, Attrs, AttributeDef, GameDef } from '../catalogue/types'
import { attrText } from '../catalogue/attr-text'
import { featureValue, vectorize } from './features'
import type { TrainedModel } from './types'
import { spanAnswers } from './unanswered'

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
function linearLog(model: TrainedModel, attrs: Attrs): number {
  const x = vectorize(model.features, attrs, model.mean)
  let s = model.intercept
  for (let j = 0; j < x.length; j++) s += (model.beta[j] * (x[j] - model.mean[j])) / model.sd[j]
  return s
}
