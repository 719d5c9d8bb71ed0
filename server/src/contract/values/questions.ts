import type { EnumValue } from './enum'

/** Question types of the valuation flow (spec section 5). */
export const QuestionType = { SINGLE: 1, INPUT: 2, BOOLEAN: 3, TEXT: 4, MULTI_CHOICE: 5, MULTI_INPUT: 6 } as const
export type QuestionType = EnumValue<typeof QuestionType>

/** Fixed input kinds of the question flow (spec section 5). */
export const FIXED_INPUT_KINDS = ['landId', 'username', 'password', 'mobile', 'code'] as const
export type FixedInputKind = (typeof FIXED_INPUT_KINDS)[number]
