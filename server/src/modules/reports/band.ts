/**
 * Price bands shown before a report is unlocked (issue 35 point 5; issue 19 point 1 before it).
 *
 * An account's band holds its own 80% range (and so its estimate), so the full report never contradicts it. Its
 * edges are on a fixed ladder of round prices (1元, 1.2元, 1.5元, 2元, 2.5元, 3元, 4元, 5元, 6元, 8元, 10元 … 1200元,
 * 1500元 … 1.2万, 1.5万 …), never the estimate scaled. Its top is the range's top rounded up to the ladder; its bottom
 * is the lowest ladder price at least half that top, so the band is at most 2× wide (1500-3000元) and depends on the
 * step the range's top falls in only. Only a range too wide for any 2× ladder band (the ladder's own edges around it
 * would be more than 2× apart) gets a wider one, its bottom rounded down to the ladder.
 *
 * So the band says which ladder step the range's top is in, a step of 1.2-1.33×: knowing how wide ranges usually
 * are, an estimate is known to within that factor, no closer. Any band at most 2× wide that holds a range about 1.5×
 * wide cannot say less (2 / 1.5 = 1.33). The grid of before (1千-5千元 for every account of 1,000-3,000元) said
 * little enough to read the same for accounts far apart.
 *
 * The band is also the most a free route may tell about a locked estimate: deal/evaluate, goods/detail and the
 * did-I-lose teaser answer from the band's bounds only (`PriceBand`), so accounts whose ranges' tops fall in one
 * ladder step get the same answer whatever their estimates.
 */

/** A band with its bounds in fen; highFen is null only for the open top band of labels stored before the grid. */
export interface PriceBand {
  label: string
  lowFen: number
  highFen: number | null
}

/** Powers of ten in fen, from 1元 to 100亿元 (far past any price the service accepts). */
const DECADES: number[] = []
for (let power = 100; power <= 1_000_000_000_000; power *= 10) DECADES.push(power)

/** The 1-2-5 grid in fen: the step a single price falls in (`priceBand`). */
const GRID = DECADES.flatMap((d) => [d, d * 2, d * 5])

/** Round prices a band's edges may be, as multiples of a power of ten: steps of 1.2-1.33×. */
const LADDER_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8]
const LADDER = DECADES.flatMap((d) => LADDER_STEPS.map((m) => Math.round(m * d)))

/** The widest a band gets when the range fits (bottom to top). */
export const BAND_MAX_RATIO = 2

/** Index of the largest value of `scale` ≤ fen; -1 below its first value (the band then starts at 0). */
function stepAtOrBelow(scale: number[], fen: number): number {
  let i = scale.length - 1
  while (i >= 0 && scale[i] > fen) i--
  return i
}

/** Index of the smallest value of `scale` ≥ fen (its last value past it). */
function stepAtOrAbove(scale: number[], fen: number): number {
  const i = scale.findIndex((g) => g >= fen)
  return i === -1 ? scale.length - 1 : i
}

/**
 * The teaser band of a valuation (see above). A 2× ladder band holding the range exists only if the one topped at
 * the range's top rounded up does: any higher top also has a higher bottom.
 */
export function accountBand(v: { estimateFen: number; range: { lowFen: number; highFen: number } }): PriceBand {
  const lowFen = Math.min(v.range.lowFen, v.estimateFen)
  const highFen = Math.max(v.range.highFen, v.estimateFen)
  const top = LADDER[stepAtOrAbove(LADDER, highFen)]
  const half = LADDER[stepAtOrAbove(LADDER, top / BAND_MAX_RATIO)]
  if (half <= lowFen && half < top) return bandOf(half, top)
  const below = stepAtOrBelow(LADDER, lowFen)
  return bandOf(below < 0 || LADDER[below] >= top ? 0 : LADDER[below], top)
}

/**
 * The grid step a single price falls in (≥ lowFen, < highFen): one listing's asking price in a teaser, which a
 * fixed cell describes without naming the price.
 */
export function priceBand(priceFen: number): string {
  const low = stepAtOrBelow(GRID, priceFen)
  return bandOf(low < 0 ? 0 : GRID[low], GRID[Math.min(low + 1, GRID.length - 1)]).label
}

const WAN = 10_000

/**
 * 1500 → 1500, 8000 → 8000, 12000 → 1.2万, 100000 → 10万: yuan as digits below 1万 and in 万 from there, as
 * prices are written. Ladder prices such as 1500 have no short form in 千 (the labels stored before used 1千, 5百).
 */
function amountText(fen: number): string {
  const yuan = Math.round(fen) / 100
  return yuan >= WAN ? `${Math.round((yuan / WAN) * 100) / 100}万` : String(yuan)
}

function bandOf(lowFen: number, highFen: number): PriceBand {
  const label = lowFen === 0 ? `${amountText(highFen)}元以下` : `${amountText(lowFen)}-${amountText(highFen)}元`
  return { label, lowFen, highFen }
}

const UNITS: Array<{ char: string; yuan: number }> = [
  { char: '万', yuan: WAN },
  { char: '千', yuan: 1_000 },
  { char: '百', yuan: 100 },
]

const AMOUNT = String.raw`(\d+(?:\.\d+)?)([百千万]?)`
const LABEL_FORMS: Array<{ re: RegExp; bounds: (a: number, b: number) => [number, number | null] }> = [
  { re: new RegExp(`^${AMOUNT}-${AMOUNT}元$`), bounds: (a, b) => [a, b] },
  { re: new RegExp(`^${AMOUNT}元以下$`), bounds: (a) => [0, a] },
  { re: new RegExp(`^${AMOUNT}元以上$`), bounds: (a) => [a, null] },
]

function amountFen(digits: string, unit: string): number {
  return Math.round(Number(digits) * (UNITS.find((u) => u.char === unit)?.yuan ?? 1) * 100)
}

/**
 * A stored label back to its band: teasers store the label only, in the ladder's form (1500-3000元, 1.2万-2.4万元)
 * or those of before (1千-5千元 on the 1-2-5 grid, fixed buckets such as 100元以下, 10万元以上), which read the same
 * way. Undefined for a label that is not a band.
 */
export function bandByLabel(label: string): PriceBand | undefined {
  for (const form of LABEL_FORMS) {
    const m = form.re.exec(label)
    if (!m) continue
    const amounts = [amountFen(m[1], m[2]), ...(m[3] === undefined ? [] : [amountFen(m[3], m[4])])]
    const [lowFen, highFen] = form.bounds(amounts[0], amounts[1])
    return highFen !== null && highFen <= lowFen ? undefined : { label, lowFen, highFen }
  }
  return undefined
}
