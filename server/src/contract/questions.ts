import { Type, type Static } from '@sinclair/typebox'
import { QuestionType } from './values'

/**
 * The questions of the props valuation flow (evaluate type 2), one per attribute of the game's schema
 * (docs/valuation.md §1). Spec section 5 question types: 1 single choice, 2 input, 3 boolean choice,
 * 4 text input, 5 multi choice, 6 multi input. Answers go to `val/valuation` as `{[key]: value}`:
 *  1/3 → option value (3: `true`/`false`), 2 → integer in [min, max], 4 → text up to maxLength,
 *  5 → list of option values, 6 → `{[field.key]: integer}` (empty fields left out). A question with `none` takes
 *  没有 as 0 (2), `[]` (5) or `{}` (6); left out it is 不确定 (unanswered), as answers stored before it read.
 */
/**
 * Where the questions are asked: the same attributes describe the owner's account (valuation, AI创作), the account
 * a buyer wants (purpose) or the account of a deal (check, deal), and their hints say so.
 */
export const QUESTION_FLOWS = ['valuation', 'purpose', 'check', 'deal', 'aiCreate'] as const
export type QuestionFlow = (typeof QUESTION_FLOWS)[number]

export const QuestionsBody = Type.Object({
  gameId: Type.Integer({ minimum: 1, maximum: 99999999 }),
  flow: Type.Optional(
    Type.Union(
      QUESTION_FLOWS.map((f) => Type.Literal(f)),
      { description: '提问场景：valuation 属性估价（默认），purpose 找号，check 我亏了吗，deal 交易评估，aiCreate AI创作' },
    ),
  ),
})
export type QuestionsBody = Static<typeof QuestionsBody>

export const QuestionTypeSchema = Type.Union(
  Object.values(QuestionType).map((n) => Type.Literal(n)),
  {
    description: '1 单选，2 输入，3 是否，4 文本输入，5 多选，6 多项输入',
  },
)

export const QuestionOptionSchema = Type.Object({ value: Type.String(), label: Type.String() })

export const QuestionFieldSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  min: Type.Integer(),
  max: Type.Integer(),
  optional: Type.Boolean({ description: '可留空（已命名物品：留空 = 未拥有该物品）' }),
})

export const QuestionSchema = Type.Object({
  id: Type.Integer({ description: '稳定 id：gameId × 100 + 序号' }),
  gameId: Type.Integer(),
  key: Type.String({ description: '答案所在的属性键' }),
  type: QuestionTypeSchema,
  title: Type.String(),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(QuestionOptionSchema)),
  fields: Type.Optional(Type.Array(QuestionFieldSchema)),
  min: Type.Optional(Type.Integer()),
  max: Type.Optional(Type.Integer()),
  unit: Type.Optional(Type.String()),
  maxLength: Type.Optional(Type.Integer()),
  help: Type.Optional(Type.String()),
  none: Type.Optional(
    Type.Literal(true, {
      description: '可答“没有”（一个都没有：类型 2 填 0，类型 5 传 []，类型 6 传 {}）；不填 = 不确定，按市场平均计且区间更宽',
    }),
  ),
})
export type Question = Static<typeof QuestionSchema>

export const QuestionsData = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  list: Type.Array(QuestionSchema),
})
export type QuestionsData = Static<typeof QuestionsData>
