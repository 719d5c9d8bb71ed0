import type { MarketAnalysisData, MarketPeriod } from '@/api/market'
import { shortMonth, type ChartPoint } from '@/components/line-chart/geometry'

/** Market periods by length, shortest first: the chart asks for the shortest that reaches back to the purchase. */
const PERIODS: readonly { months: number; period: MarketPeriod }[] = [
  { months: 3, period: '3m' },
  { months: 6, period: '6m' },
  { months: 12, period: '12m' },
  { months: 24, period: '24m' },
]

/** UTC month number, the way the service buckets its price index (paidAt is noon China time, so the same month). */
const monthNumber = (ms: number) => {
  const d = new Date(ms)
  return d.getUTCFullYear() * 12 + d.getUTCMonth()
}

/** `YYYY-MM` of a time, as the index labels its months. */
export const monthKey = (ms: number) => {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The shortest market period that holds the months from the purchase to today (two years at most). */
export function periodSince(paidAt: number, now = Date.now()): MarketPeriod {
  const months = monthNumber(now) - monthNumber(paidAt) + 1
  return (PERIODS.find((p) => p.months >= months) ?? PERIODS[PERIODS.length - 1]).period
}

export type CheckTrend = {
  /** The account's value in yuan month by month: today's value moved along the game's price index. */
  points: ChartPoint[]
  /** The index does not reach back to the purchase month (bought over two years ago, or before the data). */
  truncated: boolean
}

/**
 * The did-I-lose chart: today's value moved back along the game's monthly price index (latest month = 1, the month
 * the service values the account at), from the purchase month to the latest. The service computed the value at
 * purchase the same way, so the first point is 买入当月的市场价. When the purchase is in the latest month the
 * chart keeps the whole period, so there is a line to read.
 */
export function checkTrend(valueNowFen: number, paidAt: number, index: MarketAnalysisData['priceIndex']): CheckTrend {
  const from = monthKey(paidAt)
  const since = index.filter((p) => p.month >= from)
  const shown = since.length >= 2 ? since : index
  return {
    points: shown.map((p) => ({ label: shortMonth(p.month), value: Math.round((valueNowFen * p.value) / 100) })),
    truncated: index.length > 0 && index[0].month > from,
  }
}
