import { QuestionType } from '../questions'

/**
 * Answer rules of the props valuation flow with their Chinese messages, written once: the app checks the form
 * with `validateAnswers` before sending, and the service's catalogue validation (which also normalises the
 * values and knows each game's attribute schema) builds its messages with the same `AnswerText`.
 */

export const AnswerText = {
  missing: (label: string) => `请填写${label}`,
  choose: (label: string) => `请选择${label}`,
  missingCounts: (label: string) => `请填写${label}，没有请填 0`,
  missingField: (label: string, field: string) => `请填写${label}·${field}`,
  notInteger: (label: string) => `${label}应为整数`,
  outOfRange: (label: string, min: number | undefined, max: number | undefined) => `${label}应在 ${min ?? '-∞'} 到 ${max ?? '∞'} 之间`,
  notText: (label: string) => `${label}应为文字`,
  tooLong: (label: string, max: number) => `${label}最多 ${max} 个字`,
  badOption: (label: string) => `${label}的选项无效`,
  badFormat: (label: string) => `${label}格式错误`,
} as const

/** What the rules read of a question (the contract's `Question` has more). */
export interface AnswerQuestion {
  key: string
  type: number
  title: string
  required: boolean
  options?: readonly { value: string }[]
  fields?: readonly { key: string; label: string; min: number; max: number; optional: boolean }[]
  min?: number
  max?: number
  maxLength?: number
  /** The question offers 没有 apart from 不确定 (left out). */
  none?: boolean
}

/**
 * The form's value for 没有 on a question that offers it (`none`); `toAnswerPayload` sends it as the question type's
 * empty answer: 0, `[]` or `{}`. Not an option or field key of any game.
 */
export const NONE_ANSWER = '__none__'

export const isNoneAnswer = (q: Pick<AnswerQuestion, 'none'>, v: AnswerValue | undefined) => q.none === true && v === NONE_ANSWER

/**
 * Answers as the user entered them (inputs stay strings until `toAnswerPayload`): 1/3 single option value
 * (3: 'true' | 'false'), 2 number text, 4 text, 5 option values, 6 `{[field key]: number text}`.
 */
export type AnswerValue = string | string[] | Record<string, string>
export type Answers = Record<string, AnswerValue | undefined>
export type AnswerErrors = Record<string, string>

/** The title without its trailing note: 英雄数量（0-130个） → 英雄数量. */
export const questionLabel = (q: Pick<AnswerQuestion, 'title'>) => q.title.replace(/（[^（）]*）$/, '')

const INT = /^-?\d+$/

/** An integer as text or number, or undefined when it is not one. */
export function parseInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : undefined
  if (typeof raw === 'string' && INT.test(raw.trim())) return Number(raw.trim())
  return undefined
}

/** The message for an integer answer outside [min, max] or not an integer; undefined when it is fine. */
export function integerError(label: string, raw: unknown, min: number | undefined, max: number | undefined): string | undefined {
  const n = parseInteger(raw)
  if (n === undefined) return AnswerText.notInteger(label)
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) return AnswerText.outOfRange(label, min, max)
  return undefined
}

/** Nothing entered (an answer of 不确定 where the question offers 没有). */
export function isUnanswered(v: AnswerValue | undefined): boolean {
  if (v === undefined || v === null) return true
  if (typeof v === 'string') return v.trim() === ''
  if (Array.isArray(v)) return v.length === 0
  return Object.values(v).every((x) => x === undefined || String(x).trim() === '')
}

function checkOne(q: AnswerQuestion, v: AnswerValue): string | undefined {
  if (isNoneAnswer(q, v)) return undefined
  const label = questionLabel(q)
  const values = new Set((q.options ?? []).map((o) => o.value))
  switch (q.type) {
    case QuestionType.SINGLE:
    case QuestionType.BOOLEAN:
      return typeof v === 'string' && values.has(v) ? undefined : AnswerText.badOption(label)
    case QuestionType.MULTI_CHOICE:
      return Array.isArray(v) && v.every((x) => values.has(x)) ? undefined : AnswerText.badOption(label)
    case QuestionType.INPUT:
      return typeof v === 'string' ? integerError(label, v, q.min, q.max) : AnswerText.notInteger(label)
    case QuestionType.TEXT:
      if (typeof v !== 'string') return AnswerText.notText(label)
      return q.maxLength !== undefined && v.length > q.maxLength ? AnswerText.tooLong(label, q.maxLength) : undefined
    case QuestionType.MULTI_INPUT: {
      if (typeof v !== 'object' || Array.isArray(v)) return AnswerText.badFormat(label)
      for (const f of q.fields ?? []) {
        const raw = v[f.key]
        if (raw === undefined || String(raw).trim() === '') {
          if (!f.optional) return AnswerText.missingField(label, f.label)
          continue
        }
        const err = integerError(f.label, String(raw), f.min, f.max)
        if (err) return err
      }
      return undefined
    }
    default:
      return undefined
  }
}

function missingText(q: AnswerQuestion): string {
  const label = questionLabel(q)
  switch (q.type) {
    case QuestionType.SINGLE:
    case QuestionType.BOOLEAN:
    case QuestionType.MULTI_CHOICE:
      return AnswerText.choose(label)
    case QuestionType.MULTI_INPUT:
      return AnswerText.missingCounts(label)
    default:
      return AnswerText.missing(label)
  }
}

/** A required multi input is answered once any field is filled; fields that admit 0 must be filled (0 = none). */
function requiresAnswer(q: AnswerQuestion): boolean {
  if (!q.required) return false
  if (q.type !== QuestionType.MULTI_INPUT) return true
  return (q.fields ?? []).some((f) => f.min <= 0)
}

/**
 * Checks answers against the questions and returns one Chinese message per question key; `{}` means valid.
 * `partial` checks only what is given (intention search asks for any subset of attributes), so required
 * questions may stay empty.
 */
export function validateAnswers(questions: readonly AnswerQuestion[], answers: Answers, opts: { partial?: boolean } = {}): AnswerErrors {
  const errors: AnswerErrors = {}
  for (const q of questions) {
    const v = answers[q.key]
    if (isUnanswered(v)) {
      if (!opts.partial && requiresAnswer(q)) errors[q.key] = missingText(q)
      continue
    }
    const err = checkOne(q, v as AnswerValue)
    if (err) errors[q.key] = err
  }
  return errors
}

/**
 * Answers in the shape `val/valuation` (and purpose / check) expect: integers as numbers, flags as booleans,
 * multi inputs without empty fields, empty answers left out (不确定), 没有 as the type's empty answer. Call after
 * validateAnswers returned `{}`.
 */
export function toAnswerPayload(questions: readonly AnswerQuestion[], answers: Answers): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const q of questions) {
    const v = answers[q.key]
    if (isUnanswered(v)) continue
    if (isNoneAnswer(q, v)) {
      out[q.key] = noneFor(q.type)
      continue
    }
    switch (q.type) {
      case QuestionType.INPUT:
        out[q.key] = Number(String(v).trim())
        break
      case QuestionType.BOOLEAN:
        out[q.key] = v === 'true'
        break
      case QuestionType.MULTI_INPUT: {
        const obj: Record<string, number> = {}
        for (const [k, raw] of Object.entries(v as Record<string, string>)) {
          if (raw !== undefined && String(raw).trim() !== '') obj[k] = Number(String(raw).trim())
        }
        out[q.key] = obj
        break
      }
      case QuestionType.TEXT:
        out[q.key] = String(v).trim()
        break
      default:
        out[q.key] = v
    }
  }
  return out
}

/** 没有 as `val/valuation` takes it: a count of 0, no option chosen, no field filled. */
function noneFor(type: number): unknown {
  if (type === QuestionType.INPUT) return 0
  return type === QuestionType.MULTI_CHOICE ? [] : {}
}
