import { MIN_GROUP_COUNT, MIN_LIVE_COUNT, liveAccuracy, liveAccuracyByGame, liveSince } from '../../src/modules/outcomes/live-accuracy'
import type { OutcomeRow } from '../../src/modules/outcomes/queries'

/** Live accuracy's arithmetic on realised prices made to known errors (issue 41 point 2). */
const AT = Date.UTC(2026, 10, 15)
const row = (error: number, extra: Partial<OutcomeRow> = {}): OutcomeRow => ({
  gameId: 1,
  source: 'listing',
  priceFen: 100_000,
  dealtAt: AT,
  estimateFen: Math.round(100_000 * (1 + error)),
  lowFen: 90_000,
  highFen: 110_000,
  confidence: '高',
  ...extra,
})

test('below the minimum count a game shows nothing', () => {
  expect(liveAccuracy(Array.from({ length: MIN_LIVE_COUNT - 1 }, () => row(0.05)))).toBeNull()
  expect(liveAccuracyByGame(Array.from({ length: MIN_LIVE_COUNT - 1 }, () => row(0.05))).size).toBe(0)
})

test('MdAPE, shares within 10% / 20%, range coverage and sources', () => {
  const rows = [
    ...Array.from({ length: 10 }, () => row(0.05)),
    ...Array.from({ length: 6 }, () => row(0.15, { source: 'market' })),
    ...Array.from({ length: 4 }, () => row(-0.4, { source: 'check', lowFen: 50_000, highFen: 70_000 })),
  ]
  const live = liveAccuracy(rows)!
  expect(live).toMatchObject({ count: 20, within10: 0.5, within20: 0.8, sources: { listing: 10, market: 6, check: 4 } })
  expect(live.mdape).toBeCloseTo(0.1, 4)
  // The price (100,000) is in the range of all but the 40% ones (50,000-70,000): 16 of 20.
  expect(live.coverage).toBe(0.8)
})

test('months with too few deals are left out of the monthly rows, and China time decides the month', () => {
  const lastNov = Date.UTC(2026, 10, 30, 17) // 01:00 on 1 December in Beijing
  const rows = [
    ...Array.from({ length: MIN_GROUP_COUNT }, () => row(0.05)),
    ...Array.from({ length: MIN_GROUP_COUNT }, () => row(0.05, { dealtAt: lastNov })),
  ]
  rows.push(row(0.05, { dealtAt: Date.UTC(2026, 8, 10) }))
  expect(liveAccuracy(rows)!.months.map((m) => [m.month, m.count])).toEqual([
    ['2026-11', MIN_GROUP_COUNT],
    ['2026-12', MIN_GROUP_COUNT],
  ])
})

test('confidence labels: ordered when the errors grow from 高 to 低, not when they invert, null with one group', () => {
  const group = (label: string, error: number) => Array.from({ length: MIN_GROUP_COUNT }, () => row(error, { confidence: label }))
  expect(liveAccuracy([...group('高', 0.05), ...group('中', 0.1), ...group('低', 0.2)])!.labelsOrdered).toBe(true)
  expect(liveAccuracy([...group('高', 0.2), ...group('低', 0.05)])!.labelsOrdered).toBe(false)
  expect(liveAccuracy([...group('高', 0.05), ...group('高', 0.05)])!.labelsOrdered).toBeNull()
})

test('the period starts at the first day of the month five months back, in China time', () => {
  expect(liveSince(Date.UTC(2026, 10, 28))).toBe(Date.UTC(2026, 5, 1) - 8 * 3_600_000)
})
