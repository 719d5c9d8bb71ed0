/** Pure geometry of the line chart: value axis, point positions (percent of the plot) and segments (px). */

export type ChartPoint = { label: string; value: number }

/**
 * Where the value axis starts. `zero`: at zero, so a line's height is in proportion to its value and a 5% move looks
 * like 5%. `break`: at a round value just below the data, drawn with a break mark on the axis, for series whose
 * level is not the point (an index around 100).
 */
export type Baseline = 'zero' | 'break'

/** The value range drawn, the round values labelled on the axis (bottom to top), and whether it starts above zero. */
export type Scale = { min: number; max: number; ticks: number[]; broken: boolean }

/**
 * A broken axis still spans at least this share of the data's top value, so a 2% wobble does not fill the plot
 * the way a truncated axis (¥1,102-1,192) makes it.
 */
export const MIN_BROKEN_SPAN = 0.2

/** About this many intervals between the axis labels (five labels fit a 150 px plot). */
const PARTS = 4
const NICE = [1, 2, 2.5, 5, 10]

/** Drops float noise (0.1 + 0.2) so ticks print as the round numbers they are. */
const clean = (v: number) => Number(v.toPrecision(12))

/** The round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into about PARTS intervals. */
export function niceStep(span: number): number {
  const raw = clean(span / PARTS)
  const power = 10 ** Math.floor(Math.log10(raw))
  return clean(power * (NICE.find((n) => clean(n * power) >= raw) ?? 10))
}

/**
 * The value axis for `values` (and any reference values drawn with them): from zero, or from a round value below
 * the data when `baseline` is `break` and the data sit well above zero; up to a round value at or above the top.
 */
export function valueScale(values: number[], baseline: Baseline = 'zero'): Scale {
  if (values.length === 0) return { min: 0, max: 1, ticks: [0, 1], broken: false }
  let lo = Math.min(...values)
  let hi = Math.max(...values)
  if (baseline === 'zero' || lo <= 0) {
    lo = Math.min(0, lo)
    hi = Math.max(0, hi)
  } else if (hi - lo < hi * MIN_BROKEN_SPAN) {
    const mid = (hi + lo) / 2
    lo = Math.max(0, mid - (hi * MIN_BROKEN_SPAN) / 2)
    hi = lo + hi * MIN_BROKEN_SPAN
  }
  if (hi === lo) hi = lo + 1
  const step = niceStep(hi - lo)
  // A break that would skip no more than one step of the axis is no help: start at zero then.
  const floor = clean(Math.floor(clean(lo / step)) * step)
  const min = floor <= step && floor > 0 ? 0 : floor
  const max = clean(Math.ceil(clean(hi / step)) * step)
  const ticks: number[] = []
  for (let i = 0; clean(min + i * step) <= max; i++) ticks.push(clean(min + i * step))
  return { min, max, ticks, broken: min > 0 }
}

/** Height of `value` in percent of the plot, from the bottom. */
export const yPercent = (value: number, scale: Pick<Scale, 'min' | 'max'>) => ((value - scale.min) / (scale.max - scale.min)) * 100

/** Position of each point in percent of the plot: x from the left, y from the bottom. */
export function pointPositions(values: number[], scale: Pick<Scale, 'min' | 'max'>): { x: number; y: number }[] {
  const n = values.length
  return values.map((v, i) => ({ x: n === 1 ? 50 : (i / (n - 1)) * 100, y: yPercent(v, scale) }))
}

export type Segment = { x: number; y: number; length: number; angle: number }

/**
 * Segments between consecutive points for a plot of `width` x `height` px: each starts at a point (percent
 * position), has a length in px and an angle in degrees (CSS rotate, clockwise positive, so rising lines are
 * negative).
 */
export function segments(pos: { x: number; y: number }[], width: number, height: number): Segment[] {
  const out: Segment[] = []
  for (let i = 0; i + 1 < pos.length; i++) {
    const dx = ((pos[i + 1].x - pos[i].x) / 100) * width
    const dy = ((pos[i + 1].y - pos[i].y) / 100) * height
    out.push({
      x: pos[i].x,
      y: pos[i].y,
      length: Math.sqrt(dx * dx + dy * dy),
      angle: (-Math.atan2(dy, dx) * 180) / Math.PI,
    })
  }
  return out
}

/** Indexes of the x-axis labels shown: first, middle and last (no more than fit under a phone-width chart). */
export function axisLabelIndexes(n: number): number[] {
  if (n <= 0) return []
  if (n <= 3) return Array.from({ length: n }, (_, i) => i)
  return [0, Math.floor((n - 1) / 2), n - 1]
}

/** `2026-10` → `26.10`: a month under a chart, year included so a series across new year reads in order. */
export const shortMonth = (month: string) => {
  const m = /^(\d{4})-(\d{2})/.exec(month)
  return m ? `${m[1].slice(2)}.${m[2]}` : month
}
