/** Pure geometry of the line chart: value scale, point positions (percent of the plot) and segments (px). */

export type ChartPoint = { label: string; value: number }

export type Scale = { min: number; max: number }

/** The value range drawn: the data's range widened by 10% each side (a flat series gets room around it). */
export function valueScale(values: number[]): Scale {
  if (values.length === 0) return { min: 0, max: 1 }
  let min = Math.min(...values)
  let max = Math.max(...values)
  const span = max - min
  const pad = span > 0 ? span * 0.1 : Math.abs(max) * 0.1 || 1
  min -= pad
  max += pad
  return { min, max }
}

/** Position of each point in percent of the plot: x from the left, y from the bottom. */
export function pointPositions(values: number[], scale: Scale): { x: number; y: number }[] {
  const n = values.length
  return values.map((v, i) => ({
    x: n === 1 ? 50 : (i / (n - 1)) * 100,
    y: ((v - scale.min) / (scale.max - scale.min)) * 100,
  }))
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
