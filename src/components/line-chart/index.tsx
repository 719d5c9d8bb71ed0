import { View, Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { axisLabelIndexes, pointPositions, segments, valueScale, yPercent, type Baseline, type ChartPoint } from './geometry'
import { measure, type Size } from './measure'
import './index.scss'

export type { ChartPoint } from './geometry'
export { shortMonth } from './geometry'

/** A horizontal line across the plot at a value, labelled (the price paid against a value over time). */
export type RefLine = { value: number; label: string; testId?: string }

export type LineChartProps = {
  points: ChartPoint[]
  /** Plot height in design px (375 wide design). */
  height?: number
  formatValue?: (v: number) => string
  /** The last point's label; the formatted value by default. */
  formatLast?: (v: number) => string
  /** Where the value axis starts: zero (the default) or just below the data with a break mark. */
  baseline?: Baseline
  refLines?: RefLine[]
  testId?: string
}

/** Width assumed until the plot is measured (a card on a 375 design, minus the y axis). */
const FALLBACK_WIDTH = 260
let seq = 0

const defaultFormat = (v: number) => (Math.abs(v) >= 100 ? String(Math.round(v)) : String(Math.round(v * 100) / 100))

/**
 * A dependency-free line chart made of Views only (absolute-positioned points, rotated segments), so it
 * renders the same on weapp, tt and H5 without canvas or SVG. The value axis is honest: it starts at zero, or
 * shows a break mark where it does not; its labels are round values, each on its grid line. The last point is
 * highlighted with its value.
 */
export default function LineChart({
  points,
  height = 160,
  formatValue = defaultFormat,
  formatLast = formatValue,
  baseline = 'zero',
  refLines = [],
  testId = 'line-chart',
}: LineChartProps) {
  const [plotId] = useState(() => `line-chart-plot-${++seq}`)
  const [size, setSize] = useState<Size | null>(null)

  const values = points.map((p) => p.value)
  const scale = valueScale([...values, ...refLines.map((r) => r.value)], baseline)
  const pos = pointPositions(values, scale)

  // Segment angles depend on the plot's real aspect ratio: measure it once laid out (weapp, tt and H5 alike).
  useEffect(() => {
    let alive = true
    measure(plotId, (s) => {
      if (alive) setSize(s)
    })
    return () => {
      alive = false
    }
  }, [plotId, points.length])

  // Inline px: close to design px on phones; the segments use the measured size anyway.
  const plotHeight = `${height}px`
  const w = size?.width ?? FALLBACK_WIDTH
  const h = size?.height ?? height
  const segs = segments(pos, w, h)
  const last = points.length - 1
  const top = scale.ticks.length - 1

  if (points.length === 0)
    return (
      <View className='line-chart line-chart--empty' data-testid={testId}>
        <Text className='line-chart__empty'>暂无数据</Text>
      </View>
    )

  return (
    <View className='line-chart' data-testid={testId} data-axis-min={scale.min}>
      <View className='line-chart__body'>
        {/* Ticks are evenly spaced from min to max, so spread labels sit each on its grid line. */}
        <View className='line-chart__y-axis' style={{ height: plotHeight }}>
          {[...scale.ticks].reverse().map((t, i) => (
            <Text
              key={t}
              className='line-chart__y-label'
              data-testid={i === 0 ? `${testId}-y-max` : i === top ? `${testId}-y-min` : `${testId}-y-label`}
            >
              {formatValue(t)}
            </Text>
          ))}
        </View>
        <View className='line-chart__main'>
          <View className='line-chart__plot' id={plotId} style={{ height: plotHeight }}>
            {scale.ticks.map((t, i) => (
              <View
                key={t}
                className={`line-chart__grid${i === 0 && !scale.broken ? ' line-chart__grid--base' : ''}`}
                style={{ bottom: `${yPercent(t, scale)}%` }}
              />
            ))}
            {scale.broken ? <View className='line-chart__break' data-testid={`${testId}-break`} /> : null}
            {refLines.map((r) => (
              <View
                key={r.label}
                className='line-chart__ref'
                data-testid={r.testId ?? `${testId}-ref`}
                style={{ bottom: `${yPercent(r.value, scale)}%` }}
              >
                <Text className='line-chart__ref-label'>{r.label}</Text>
              </View>
            ))}
            {segs.map((s, i) => (
              <View
                key={`s${i}`}
                className='line-chart__segment'
                data-testid={`${testId}-segment`}
                data-angle={s.angle.toFixed(1)}
                style={{
                  left: `${s.x}%`,
                  bottom: `${s.y}%`,
                  width: `${s.length}px`,
                  transform: `rotate(${s.angle}deg)`,
                }}
              />
            ))}
            {pos.map((p, i) => (
              <View
                key={`p${i}`}
                className={`line-chart__point${i === last ? ' line-chart__point--last' : ''}`}
                data-testid={`${testId}-point`}
                style={{ left: `${p.x}%`, bottom: `${p.y}%` }}
              />
            ))}
            <View
              className={`line-chart__bubble${pos[last].x > 70 ? ' line-chart__bubble--left' : ''}`}
              data-testid={`${testId}-last`}
              style={{ left: `${pos[last].x}%`, bottom: `${pos[last].y}%` }}
            >
              <Text className='line-chart__bubble-text'>{formatLast(points[last].value)}</Text>
            </View>
          </View>
          <View className='line-chart__x-axis'>
            {axisLabelIndexes(points.length).map((i) => (
              <Text key={i} className='line-chart__x-label' data-testid={`${testId}-x-label`} style={{ left: `${pos[i].x}%` }}>
                {points[i].label}
              </Text>
            ))}
          </View>
        </View>
      </View>
    </View>
  )
}
