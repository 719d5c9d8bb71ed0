import { Type, type Static } from '@sinclair/typebox'
import { GameId, PropsAnswers } from './market'

/** The tones a seller can pick for the copy (AI创作). */
export const AiTone = Type.Union([Type.Literal('简洁'), Type.Literal('详细'), Type.Literal('活泼')], {
  description: '文案语气：简洁、详细或活泼',
})
export type AiTone = Static<typeof AiTone>

/**
 * ai/create: the account is one of the caller's valuation reports (`valId`) or a game and its property answers
 * (validated like a props valuation). `seed` picks among the wordings (the same seed gives the same copy from
 * the local generator); 重新生成 sends another.
 */
export const AiCreateBody = Type.Object({
  valId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: '调用者自己的估价报告 id' })),
  gameId: Type.Optional(GameId),
  answers: Type.Optional(PropsAnswers),
  tone: AiTone,
  seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: '措辞随机种子；不传则随机' })),
})
export type AiCreateBody = Static<typeof AiCreateBody>

export const AiPriceRange = Type.Object({
  lowFen: Type.Integer({ description: '建议挂牌价下限（分）' }),
  highFen: Type.Integer({ description: '建议挂牌价上限（分）' }),
})

/**
 * The copy: a title, selling points from the account's real attributes (risks said honestly), a description in
 * the tone. `priceRange` only from an unlocked report (its stored 80% range); a locked report or answers never
 * carry a price, in any field.
 */
export const AiCreateData = Type.Object({
  title: Type.String(),
  sellingPoints: Type.Array(Type.String()),
  description: Type.String(),
  priceRange: Type.Optional(AiPriceRange),
  aiGenerated: Type.Literal(true),
  provider: Type.String({ description: '生成方：local（本地模板）或 openai（兼容接口）' }),
  tone: AiTone,
  gameId: Type.Integer(),
  gameName: Type.String(),
  valId: Type.Optional(Type.String()),
})
export type AiCreateData = Static<typeof AiCreateData>
