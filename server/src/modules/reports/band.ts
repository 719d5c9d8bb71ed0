/**
 * Coarse price bands shown before a report is unlocked, on a 1-2-5 grid (1元, 2元, 5元, 10元 … 1万, 2万, 5万 …).
 *
 * An account's band holds its own 80% range (and so its estimate), so the full report never contradicts it. Its top
 * is the range's top rounded up to the grid; its bottom covers the range wherever that top could fall within the
 * top grid step. So, for a range of a given width, the band says only which grid step its top is in: even to
 * someone who knows the width (it is much the same across a game's accounts), the estimate can be anywhere within a
 * factor of 2 to 2.5, as with the fixed buckets of the estimate used before. Rounding both ends outward instead pins
 * the estimate to a few per cent when the range spans about one grid step (960-2,016元 → 5百-5千元 happens only
 * for ranges of that width whose bottom is 952-1,000元) and to about 10% when it sits within one step.
 *
 * The band is also the most a free route may tell about a locked estimate: deal/evaluate, goods/detail and the
 * did-I-lose teaser answer from the band's bounds only (`PriceBand`), so accounts whose ranges are alike and whose
 * tops fall in one grid step get the same answer whatever their estimates.
 */

/** A band with its bounds in fen; highFen is null only for the open top band of labels stored before the grid. */
export interface PriceBand {
  label: string
  lowFen: number
  highFen: number | null
}

/** The grid in fen, from 1元 to 500亿元 (far past any price the service accepts). */
const GRID: number[] = []
for (let power = 100; power <= 1_000_000_000_000; power *= 10) GRID.push(power, power * 2, power * 5)

/** A range of no width still gets two grid steps, as every range narrower than one step does. */
const MIN_STEPS = 2

/** Index of the largest grid value ≤ fen; -1 below 1元 (the band then starts at 0). */
function stepAtOrBelow(fen: number): number {
  let i = GRID.length - 1
  while (i >= 0 && GRID[i] > fen) i--
  return i
}

/** Index of the smallest grid value ≥ fen (the top of the grid past it). */
function stepAtOrAbove(fen: number): number {
  const i = GRID.findIndex((g) => g >= fen)
  return i === -1 ? GRID.length - 1 : i
}

const valueAt = (step: number): number => (step < 0 ? 0 : GRID[step])

/**
 * The teaser band of a valuation (see above): the top is the range's top rounded up to the grid; the bottom is
 * where the range's bottom would be with its top slid down to the grid line below, rounded down. The range's top is
 * above that line, so its bottom is above the band's. The estimate is covered too, in case it ever left its range.
 */
export function accountBand(v: { estimateFen: number; range: { lowFen: number; highFen: number } }): PriceBand {
  const lowFen = Math.min(v.range.lowFen, v.estimateFen)
  const highFen = Math.max(v.range.highFen, v.estimateFen)
  let top = stepAtOrAbove(highFen)
  // A range whose ends are exactly a grid ratio apart (102-204元) puts the bottom on a grid line, where float
  // error would pick either side depending on the range's level: such a bottom counts as on the line.
  let bottom = stepAtOrBelow(((valueAt(top - 1) * lowFen) / highFen) * (1 + 1e-9))
  while (top - bottom < MIN_STEPS) {
    if (bottom >= 0) bottom--
    else top++
  }
  return bandOf(valueAt(bottom), GRID[top])
}

/**
 * The grid step a single price falls in (≥ lowFen, < highFen): one listing's asking price in a teaser, which a
 * fixed cell describes without naming the price.
 */
export function priceBand(priceFen: number): string {
  const low = stepAtOrBelow(priceFen)
  return bandOf(valueAt(low), GRID[Math.min(low + 1, GRID.length - 1)]).label
}

const UNITS: Array<{ char: string; yuan: number }> = [
  { char: '万', yuan: 10_000 },
  { char: '千', yuan: 1_000 },
  { char: '百', yuan: 100 },
]

/** 500 → 5百, 2000 → 2千, 50000 → 5万, 100000 → 10万, 20 → 20 (the style of the labels stored before the grid). */
function amountText(fen: number): string {
  const yuan = Math.round(fen / 100)
  const unit = UNITS.find((u) => yuan >= u.yuan && yuan % u.yuan === 0)
  return unit ? `${yuan / unit.yuan}${unit.char}` : String(yuan)
}

function bandOf(lowFen: number, highFen: number): PriceBand {
  const label = lowFen === 0 ? `${amountText(highFen)}元以下` : `${amountText(lowFen)}-${amountText(highFen)}元`
  return { label, lowFen, highFen }
}

const AMOUNT = String.raw`(\d+)([百千万]?)`
const LABEL_FORMS: Array<{ re: RegExp; bounds: (a: number, b: number) => [number, number | null] }> = [
  { re: new RegExp(`^${AMOUNT}-${AMOUNT}元$`), bounds: (a, b) => [a, b] },
  { re: new RegExp(`^${AMOUNT}元以下$`), bounds: (a) => [0, a] },
  { re: new RegExp(`^${AMOUNT}元以上$`), bounds: (a) => [a, null] },
]

function amountFen(digits: string, unit: string): number {
  return Number(digits) * (UNITS.find((u) => u.char === unit)?.yuan ?? 1) * 100
}

/**
 * A stored label back to its band: teasers store the label only, in the grid's form or the fixed buckets of before
 * (1千-3千元, 100元以下, 10万元以上), which read the same way. Undefined for a label that is not a band.
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
