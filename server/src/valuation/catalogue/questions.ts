import type { AttributeDef, GameDef, ValuationQuestion } from './types'
import { QUESTION_TYPE } from './types'

/**
 * The props-valuation flow's questions (evaluate type 2), one per attribute, derived from the schema so the
 * questions, the validator and the model can never disagree about keys, ranges or options.
 *  count → 2 input; tiers → 6 multi input (one field per tier); named items → 6 multi input (one optional
 *  field per item, empty = that item not owned); flag → 3 boolean choice; enum → 1 single choice; text → 4 text input.
 *  Type 5 (multi choice) is used when a named attribute has no levels (minLevel === maxLevel).
 *  An optional asset question carries `none` (`offersNone`).
 */
export function valuationQuestions(game: GameDef): ValuationQuestion[] {
  return game.attributes.map((a, i) => toQuestion(game.id, a, i + 1))
}

/**
 * Said in the title of every unpriced question (段位, 贵族等级), so nobody answers it believing it moves the
 * estimate; its help says what it is used for. The free-text remark needs no such note.
 */
const NOT_PRICED = '不计入估价'

/**
 * An optional question about what the account owns (counts, tiers, named items; not a level, which every account
 * has) offers 没有 apart from 不确定: 没有 is an answer, sent as 0, `[]` or `{}` and valued as owning nothing, while a
 * question left out (不确定) is valued at the market average with a wider range. Without it a player who owns none of
 * the items could only leave the question out and never get an estimate of the account they have (issue 35).
 */
export function offersNone(a: AttributeDef): boolean {
  if (a.required || !a.priced || a.weak) return false
  return a.kind === 'tiers' || a.kind === 'named' || (a.kind === 'count' && a.min <= 0)
}

function toQuestion(gameId: number, a: AttributeDef, position: number): ValuationQuestion {
  const base = {
    id: gameId * 100 + position,
    gameId,
    key: a.key,
    required: a.required,
    help: a.help,
    ...(offersNone(a) ? { none: true as const } : {}),
  }
  const notPriced = !a.priced && a.kind !== 'text'
  switch (a.kind) {
    case 'count': {
      const span = `${a.min}-${a.max}${a.unit}`
      return {
        ...base,
        type: QUESTION_TYPE.input,
        title: `${a.label}（${notPriced ? `${span}，${NOT_PRICED}` : span}）`,
        min: a.min,
        max: a.max,
        unit: a.unit,
      }
    }
    case 'tiers':
      return {
        ...base,
        type: QUESTION_TYPE.multiInput,
        title: a.label,
        unit: a.unit,
        fields: a.tiers.map((t) => ({ key: t.key, label: t.label, min: 0, max: t.max, optional: true })),
      }
    case 'named':
      if (a.minLevel === a.maxLevel) {
        return {
          ...base,
          type: QUESTION_TYPE.multiChoice,
          title: a.label,
          options: a.items.map((it) => ({ value: it.key, label: it.label })),
        }
      }
      return {
        ...base,
        type: QUESTION_TYPE.multiInput,
        title: a.label,
        fields: a.items.map((it) => ({ key: it.key, label: it.label, min: a.minLevel, max: a.maxLevel, optional: true })),
      }
    case 'flag':
      return {
        ...base,
        type: QUESTION_TYPE.booleanChoice,
        title: a.label,
        options: [
          { value: 'true', label: '是' },
          { value: 'false', label: '否' },
        ],
      }
    case 'enum':
      return {
        ...base,
        type: QUESTION_TYPE.singleChoice,
        title: notPriced ? `${a.label}（${NOT_PRICED}）` : a.label,
        options: a.options.map((o) => ({ ...o })),
      }
    case 'text':
      return { ...base, type: QUESTION_TYPE.textInput, title: a.label, maxLength: a.maxLength }
  }
}
