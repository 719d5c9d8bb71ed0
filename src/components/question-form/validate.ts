import type { Question } from '../../../server/src/contract/questions'

/**
 * Answers of the question form, keyed by question key, as the user entered them (inputs stay strings until
 * `toAnswerPayload`): 1/3 single option value (3: 'true' | 'false'), 2 number text, 4 text, 5 option values,
 * 6 `{[field key]: number text}`.
 */
export type AnswerValue = string | string[] | Record<string, string>
export type Answers = Record<string, AnswerValue | undefined>
export type AnswerErrors = Record<string, string>

export const QuestionType = { SINGLE: 1, INPUT: 2, BOOLEAN: 3, TEXT: 4, MULTI_CHOICE: 5, MULTI_INPUT: 6 } as const

/** The title without its trailing note: 英雄数量（0-130个） → 英雄数量. */
export const questionLabel = (q: Pick<Question, 'title'>) => q.title.replace(/（[^（）]*）$/, '')

const INT = /^-?\d+$/

function isEmpty(v: AnswerValue | undefined): boolean {
  if (v === undefined || v === null) return true
  if (typeof v === 'string') return v.trim() === ''
  if (Array.isArray(v)) return v.length === 0
  return Object.values(v).every((x) => x === undefined || String(x).trim() === '')
}

function intError(label: string, raw: string, min: number | undefined, max: number | undefined): string | undefined {
  const s = raw.trim()
  if (!INT.test(s)) return `${label}应为整数`
  const n = Number(s)
  if ((min !== undefined && n < min) || (max !== undefined && n > max)) return `${label}应在 ${min ?? '-∞'} 到 ${max ?? '∞'} 之间`
  return undefined
}

function checkOne(q: Question, v: AnswerValue): string | undefined {
  const label = questionLabel(q)
  const values = new Set((q.options ?? []).map((o) => o.value))
  switch (q.type) {
    case QuestionType.SINGLE:
    case QuestionType.BOOLEAN:
      return typeof v === 'string' && values.has(v) ? undefined : `${label}的选项无效`
    case QuestionType.MULTI_CHOICE:
      return Array.isArray(v) && v.every((x) => values.has(x)) ? undefined : `${label}的选项无效`
    case QuestionType.INPUT:
      return typeof v === 'string' ? intError(label, v, q.min, q.max) : `${label}应为整数`
    case QuestionType.TEXT:
      if (typeof v !== 'string') return `${label}应为文字`
      return q.maxLength !== undefined && v.length > q.maxLength ? `${label}最多 ${q.maxLength} 个字` : undefined
    case QuestionType.MULTI_INPUT: {
      if (typeof v !== 'object' || Array.isArray(v)) return `${label}格式错误`
      for (const f of q.fields ?? []) {
        const raw = v[f.key]
        if (raw === undefined || String(raw).trim() === '') {
          if (!f.optional) return `请填写${label}·${f.label}`
          continue
        }
        const err = intError(`${f.label}`, String(raw), f.min, f.max)
        if (err) return err
      }
      return undefined
    }
    default:
      return undefined
  }
}

function missingText(q: Question): string {
  const label = questionLabel(q)
  switch (q.type) {
    case QuestionType.SINGLE:
    case QuestionType.BOOLEAN:
    case QuestionType.MULTI_CHOICE:
      return `请选择${label}`
    case QuestionType.MULTI_INPUT:
      return `请填写${label}，没有请填 0`
    default:
      return `请填写${label}`
  }
}

/** A required multi input is answered once any field is filled; fields that admit 0 must be filled (0 = none). */
function requiresAnswer(q: Question): boolean {
  if (!q.required) return false
  if (q.type !== QuestionType.MULTI_INPUT) return true
  return (q.fields ?? []).some((f) => f.min <= 0)
}

/**
 * Checks answers against the questions with the service's rules (val/valuation checks them again) and
 * returns one Chinese message per question key; `{}` means valid. `partial` checks only what is given
 * (intention search asks for any subset of attributes), so required questions may stay empty.
 */
export function validateAnswers(questions: readonly Question[], answers: Answers, opts: { partial?: boolean } = {}): AnswerErrors {
  const errors: AnswerErrors = {}
  for (const q of questions) {
    const v = answers[q.key]
    if (isEmpty(v)) {
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
 * multi inputs without empty fields, empty answers left out. Call after validateAnswers returned `{}`.
 */
export function toAnswerPayload(questions: readonly Question[], answers: Answers): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const q of questions) {
    const v = answers[q.key]
    if (isEmpty(v)) continue
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
