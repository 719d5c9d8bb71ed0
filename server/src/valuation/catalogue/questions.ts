import type { QuestionFlow } from '../../contract/questions'
import type { AttributeDef, GameDef, ValuationQuestion } from './types'
import { QUESTION_TYPE } from './types'

/**
 * The props-valuation flow's questions (evaluate type 2), one per attribute, derived from the schema so the
 * questions, the validator and the model can never disagree about keys, ranges or options.
 *  count → 2 input; tiers → 6 multi input (one field per tier); named items → 6 multi input (one optional
 *  field per item, empty = that item not owned); flag → 3 boolean choice; enum → 1 single choice; text → 4 text input.
 *  Type 5 (multi choice) is used when a named attribute has no levels (minLevel === maxLevel).
 * Other flows ask the same questions about another account (the one a buyer wants, the one of a deal): only
 * their wording differs (FLOW_COPY).
 * An optional asset question carries `none` (`offersNone`).
 */
export function valuationQuestions(game: GameDef, flow: QuestionFlow = 'valuation'): ValuationQuestion[] {
  return game.attributes.map((a, i) => toQuestion(game.id, a, i + 1, FLOW_COPY[flow]))
}

interface FlowCopy {
  /**
   * Said in the title of every unpriced question (段位, 贵族等级), so nobody answers it believing it moves the
   * estimate (or the match); the free-text remark needs no such note.
   */
  notPriced: string
  /** Before an unpriced question's help (why it is asked at all), when the flow has a use for it. */
  unpricedUse?: string
  /** After the help of a pick-the-items question: whose items are picked. */
  pick: string
}

/** Per flow: the owner describes their own account; a buyer the one they want; a deal's the account traded. */
const FLOW_COPY: Record<QuestionFlow, FlowCopy> = {
  valuation: { notPriced: '不计入估价', unpricedUse: '仅用于 AI创作的账号介绍', pick: '选出你拥有的' },
  aiCreate: { notPriced: '不计入估价', unpricedUse: '写进账号介绍', pick: '选出你拥有的' },
  purpose: { notPriced: '不参与匹配', pick: '选出你想要的' },
  check: { notPriced: '不计入估价', pick: '选出账号拥有的' },
  deal: { notPriced: '不计入估价', pick: '选出账号拥有的' },
}

function helpOf(a: AttributeDef, copy: FlowCopy, picks: boolean): string | undefined {
  if (!a.help) return undefined
  if (picks) return `${a.help}，${copy.pick}`
  if (!a.priced && a.kind !== 'text' && copy.unpricedUse) return `${copy.unpricedUse}：${a.help}`
  return a.help
}

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

function toQuestion(gameId: number, a: AttributeDef, position: number, copy: FlowCopy): ValuationQuestion {
  const picks = a.kind === 'named' && a.minLevel === a.maxLevel
  const help = helpOf(a, copy, picks)
  const base = {
    id: gameId * 100 + position,
    gameId,
    key: a.key,
    required: a.required,
    ...(help ? { help } : {}),
    ...(offersNone(a) ? { none: true as const } : {}),
  }
  const notPriced = !a.priced && a.kind !== 'text'
  switch (a.kind) {
    case 'count': {
      const span = `${a.min}-${a.max}${a.unit}`
      return {
        ...base,
        type: QUESTION_TYPE.input,
        title: `${a.label}（${notPriced ? `${span}，${copy.notPriced}` : span}）`,
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
      if (picks) {
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
        title: notPriced ? `${a.label}（${copy.notPriced}）` : a.label,
        options: a.options.map((o) => ({ ...o })),
      }
    case 'text':
      return { ...base, type: QUESTION_TYPE.textInput, title: a.label, maxLength: a.maxLength }
  }
}
