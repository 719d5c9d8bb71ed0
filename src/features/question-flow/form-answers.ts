import type { Question } from '../../../server/src/contract/questions'
import { NONE_ANSWER, QuestionType, type Answers, type AnswerValue } from '../../components/question-form/validate'
import { cutText, sanitizeNumberInput } from '../../utils/input'

/**
 * Values from outside the form (a saved draft, or the attributes a report was valued from) as the form's answers
 * for the game's current questions. Both may be older than the questions: an answer whose question is gone, an
 * option or field that no longer exists, or a value of the wrong kind is dropped, so the form only ever shows what
 * its own inputs could hold. Reports send integers, booleans and `{key: integer}` (`{}` / `[]`: 没有); drafts hold the
 * form's strings.
 */

const TEXT_MAX_DEFAULT = 140
/** Longer than any count a question asks for: a stored number field longer than this is not one the form made. */
const NUMBER_MAX_CHARS = 16

function numberText(raw: unknown): string | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? String(raw) : undefined
  if (typeof raw !== 'string' || raw === '' || raw.length > NUMBER_MAX_CHARS) return undefined
  return sanitizeNumberInput(raw) === raw ? raw : undefined
}

function optionOf(q: Question, raw: unknown): string | undefined {
  const v = typeof raw === 'boolean' && q.type === QuestionType.BOOLEAN ? String(raw) : raw
  return typeof v === 'string' && (q.options ?? []).some((o) => o.value === v) ? v : undefined
}

/** 没有 as drafts keep it, or as a report stores it: no item chosen (`[]`, `{}`); a count of 0 stays the number 0. */
function isNone(q: Question, raw: unknown): boolean {
  if (!q.none) return false
  if (raw === NONE_ANSWER) return true
  if (q.type !== QuestionType.MULTI_CHOICE && q.type !== QuestionType.MULTI_INPUT) return false
  return Array.isArray(raw) ? raw.length === 0 : !!raw && typeof raw === 'object' && Object.keys(raw).length === 0
}

function answerOf(q: Question, raw: unknown): AnswerValue | undefined {
  if (isNone(q, raw)) return NONE_ANSWER
  switch (q.type) {
    case QuestionType.SINGLE:
    case QuestionType.BOOLEAN:
      return optionOf(q, raw)
    case QuestionType.INPUT:
      return numberText(raw)
    case QuestionType.TEXT:
      return typeof raw === 'string' && raw !== '' ? cutText(raw, q.maxLength ?? TEXT_MAX_DEFAULT) : undefined
    case QuestionType.MULTI_CHOICE: {
      // A report stores owned items as {item: level}; the form lists the owned items.
      const picked = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.keys(raw) : []
      const list = [...new Set(picked.map((x) => optionOf(q, x)).filter((x): x is string => x !== undefined))]
      return list.length ? list : undefined
    }
    case QuestionType.MULTI_INPUT: {
      if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined
      const obj = raw as Record<string, unknown>
      const out: Record<string, string> = {}
      for (const f of q.fields ?? []) {
        const v = numberText(obj[f.key])
        if (v !== undefined) out[f.key] = v
      }
      return Object.keys(out).length ? out : undefined
    }
    default:
      return undefined
  }
}

export function formAnswersOf(questions: readonly Question[], raw: unknown): Answers {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const values = raw as Record<string, unknown>
  const out: Answers = {}
  for (const q of questions) {
    if (!Object.prototype.hasOwnProperty.call(values, q.key)) continue
    const v = answerOf(q, values[q.key])
    if (v !== undefined) out[q.key] = v
  }
  return out
}

/** Answers without the empty ones (a cleared input, an emptied list), as a draft keeps them. */
export function filledAnswers(answers: Answers): Answers {
  const out: Answers = {}
  for (const [k, v] of Object.entries(answers)) {
    if (v === undefined) continue
    if (typeof v === 'string' && v === '') continue
    if (Array.isArray(v) && v.length === 0) continue
    if (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => x === undefined || x === '')) continue
    out[k] = v
  }
  return out
}
