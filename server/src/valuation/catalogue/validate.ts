import { AnswerText, parseInteger } from '../../contract/values'
import type { AttributeDef, Attrs, GameDef } from './types'
import { getGame } from './index'

export interface FieldError {
  /** Attribute key, or `key.sub` for a tier / named item, or `gameId`. */
  field: string
  /** Chinese message for the user. */
  message: string
}

export type ValidateResult = { ok: true; attrs: Attrs } | { ok: false; errors: FieldError[] }

export interface ValidateOptions {
  /** Enforce answers to required questions (the valuation flow does; market imports of partial data do not). */
  requireRequired?: boolean
  /** Catalogue lookup (defaults to the built-in catalogue; the service passes its override-applied one). */
  game?: GameDef
}

/**
 * Validates answers of the props valuation flow (or a market row's attrs) against the game schema and
 * returns normalised attrs: numbers as integers, flags as booleans, named items as {item: level},
 * unanswered attributes absent. Every problem is reported, not only the first.
 */
export function validateGameAnswers(gameId: number, answers: unknown, opts: ValidateOptions = {}): ValidateResult {
  const game = opts.game ?? getGame(gameId)
  if (!game) return { ok: false, errors: [{ field: 'gameId', message: `不支持的游戏：${gameId}` }] }
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) {
    return { ok: false, errors: [{ field: 'answers', message: '答案格式错误，应为对象' }] }
  }
  const errors: FieldError[] = []
  const attrs: Attrs = {}
  const input = answers as Record<string, unknown>
  const known = new Set(game.attributes.map((a) => a.key))
  for (const key of Object.keys(input)) {
    if (!known.has(key)) errors.push({ field: key, message: `未知的属性：${key}` })
  }
  for (const def of game.attributes) {
    const raw = input[def.key]
    if (raw === undefined || raw === null || raw === '') {
      if (def.required && (opts.requireRequired ?? true)) errors.push({ field: def.key, message: AnswerText.missing(def.label) })
      continue
    }
    const v = normalise(def, raw, errors)
    if (v !== undefined) attrs[def.key] = v
  }
  return errors.length ? { ok: false, errors } : { ok: true, attrs }
}

// Integers arrive as numbers or digit strings (number inputs in mini-programs yield strings): parseInteger takes both.
function checkInt(field: string, label: string, raw: unknown, min: number, max: number, errors: FieldError[]): number | undefined {
  const n = parseInteger(raw)
  if (n === undefined) {
    errors.push({ field, message: AnswerText.notInteger(label) })
    return undefined
  }
  if (n < min || n > max) {
    errors.push({ field, message: AnswerText.outOfRange(label, min, max) })
    return undefined
  }
  return n
}

function normalise(def: AttributeDef, raw: unknown, errors: FieldError[]): Attrs[string] | undefined {
  switch (def.kind) {
    case 'count':
      return checkInt(def.key, def.label, raw, def.min, def.max, errors)
    case 'flag':
      if (typeof raw === 'boolean') return raw
      if (raw === 'true' || raw === 'false') return raw === 'true'
      errors.push({ field: def.key, message: `${def.label}应为“是”或“否”` })
      return undefined
    case 'enum': {
      if (typeof raw !== 'string') {
        errors.push({ field: def.key, message: `${def.label}应为选项之一` })
        return undefined
      }
      if (!def.options.some((o) => o.value === raw)) {
        errors.push({ field: def.key, message: `${def.label}的选项“${raw}”不存在` })
        return undefined
      }
      return raw
    }
    case 'text':
      if (typeof raw !== 'string') {
        errors.push({ field: def.key, message: AnswerText.notText(def.label) })
        return undefined
      }
      // The spec cuts text to the maximum length rather than rejecting it (section 5).
      return raw.slice(0, def.maxLength)
    case 'tiers': {
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        errors.push({ field: def.key, message: `${def.label}格式错误，应按品质填写数量` })
        return undefined
      }
      const out: Record<string, number> = {}
      const obj = raw as Record<string, unknown>
      for (const k of Object.keys(obj)) {
        const tier = def.tiers.find((t) => t.key === k)
        if (!tier) {
          errors.push({ field: `${def.key}.${k}`, message: `${def.label}中没有“${k}”这一档` })
          continue
        }
        if (obj[k] === null || obj[k] === '' || obj[k] === undefined) continue
        const n = checkInt(`${def.key}.${k}`, `${def.label}·${tier.label}`, obj[k], 0, tier.max, errors)
        if (n !== undefined) out[k] = n
      }
      return out
    }
    case 'named': {
      const out: Record<string, number> = {}
      // Multi choice (type 5) answers arrive as a list of owned item keys.
      if (Array.isArray(raw)) {
        for (const k of raw) {
          if (typeof k !== 'string' || !def.items.some((it) => it.key === k)) {
            errors.push({ field: def.key, message: `${def.label}的选项“${String(k)}”不存在` })
            continue
          }
          out[k] = def.minLevel
        }
        return out
      }
      if (typeof raw !== 'object') {
        errors.push({ field: def.key, message: AnswerText.badFormat(def.label) })
        return undefined
      }
      const obj = raw as Record<string, unknown>
      for (const k of Object.keys(obj)) {
        const item = def.items.find((it) => it.key === k)
        if (!item) {
          errors.push({ field: `${def.key}.${k}`, message: `${def.label}中没有“${k}”` })
          continue
        }
        if (obj[k] === null || obj[k] === '' || obj[k] === undefined) continue
        const n = checkInt(`${def.key}.${k}`, `${item.label}`, obj[k], def.minLevel, def.maxLevel, errors)
        if (n !== undefined) out[k] = n
      }
      return out
    }
  }
}
