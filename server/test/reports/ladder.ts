/** The ladder of round prices band edges are on (issue 35 point 5), written out apart from the code under test. */
export const LADDER_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8]

/** Every ladder price in fen, 1元 to 800亿元. */
export const ladderPrices: number[] = []
for (let d = 100; d <= 1e12; d *= 10) for (const m of LADDER_STEPS) ladderPrices.push(Math.round(m * d))

/** Whether any band with ladder edges at most 2× apart holds [lowFen, highFen] (by search, not by the rule). */
export function twoFoldFits(lowFen: number, highFen: number): boolean {
  return ladderPrices.some((a) => a <= lowFen && ladderPrices.some((b) => b >= highFen && b <= 2 * a))
}
