import { TraderIdentity } from '../../contract/values'
import { bandByLabel } from '../reports/band'

// The verdicts of a did-I-lose check: the full one from its figures, and the one a locked report shows from its
// price band and the price paid only (the check's creation and its view both give them).

/** Within ±5% of the price paid counts as 持平 (break-even): below the model's own error. */
export const BREAK_EVEN_PCT = 5

export function verdictOf(profitPct: number): '亏了' | '赚了' | '持平' {
  return Math.abs(profitPct) < BREAK_EVEN_PCT ? '持平' : profitPct < 0 ? '亏了' : '赚了'
}

/** The teaser's verdict when the band alone cannot tell (a state, not an outcome: never read as 持平). */
export const LOCKED_VERDICT = '待解锁'

/**
 * The verdict shown before unlock, from the band of today's value and the price only, so it is the same for every
 * account with that band and never contradicts the full one: the value (and its 80% range) lies within the band,
 * so with price × 0.95 above the band's top the value is more than 5% under the price (a buyer 亏了, a seller
 * 赚了), and with price × 1.05 below its bottom more than 5% over (a buyer 赚了, a seller 亏了). Otherwise 待解锁:
 * a price inside the band, or near it, is never given a verdict (nor is a label that is not a band).
 */
export function teaserVerdict(
  bandLabel: string,
  paidFen: number,
  identity: TraderIdentity = TraderIdentity.BUYER,
): '亏了' | '赚了' | typeof LOCKED_VERDICT {
  const band = bandByLabel(bandLabel)
  if (!band) return LOCKED_VERDICT
  // A seller gains exactly where a buyer loses: the price was well above what the account is worth today.
  const [above, below] = identity === TraderIdentity.SELLER ? (['赚了', '亏了'] as const) : (['亏了', '赚了'] as const)
  if (band.highFen !== null && paidFen * (1 - BREAK_EVEN_PCT / 100) > band.highFen) return above
  if (paidFen * (1 + BREAK_EVEN_PCT / 100) < band.lowFen) return below
  return LOCKED_VERDICT
}
