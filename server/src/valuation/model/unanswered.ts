import type { Attrs, AttributeDef, GameDef } from '../catalogue/types'

/**
 * Priced attributes the account leaves unanswered. The model values each at the market average (the mean of
 * its features over the deals), which is nobody's real answer: the breakdown shows them as unanswered rows
 * and the report counts them (the 缺项 questions are exactly these).
 */
export function unansweredAttributes(game: GameDef, attrs: Attrs): AttributeDef[] {
  return game.attributes.filter((a) => a.priced && a.kind !== 'text' && attrs[a.key] === undefined)
}
