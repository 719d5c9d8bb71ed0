import LineChart from './index'
import { shortMonth } from './geometry'

const indexText = (v: number) => (v * 100).toFixed(0)

/**
 * A game's monthly price index (latest month = 1), read as latest = 100. An index is read for its moves, not its
 * level: the axis starts near the data, marked as broken.
 */
export function PriceIndexChart({
  series,
  height,
  testId,
}: {
  series: { month: string; value: number }[]
  height: number
  testId: string
}) {
  return (
    <LineChart
      testId={testId}
      height={height}
      baseline='break'
      points={series.map((p) => ({ label: shortMonth(p.month), value: p.value }))}
      formatValue={indexText}
    />
  )
}
