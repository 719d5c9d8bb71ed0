import { monthOf, round4, round4All } from '../../src/valuation/util/stats'

/** What `monthOf` computes by arithmetic, as a `Date` gives it. */
const byDate = (t: number) => {
  const d = new Date(t)
  return d.getUTCFullYear() * 12 + d.getUTCMonth()
}

describe('monthOf', () => {
  it('is the UTC month a Date gives, at every month boundary from 1600 to 2500 and around it', () => {
    for (let year = 1600; year < 2500; year++) {
      for (let month = 0; month < 12; month++) {
        const start = Date.UTC(year, month)
        for (const t of [start - 1, start - 0.5, start, start + 0.5, start + 86_399_999]) expect([t, monthOf(t)]).toEqual([t, byDate(t)])
      }
    }
  })

  it('agrees with a Date across its whole range, and is NaN outside it', () => {
    // A fixed spread of times (no randomness: a failure names its time every run).
    for (let k = -1000; k <= 1000; k++) {
      const t = k * 8.64e12 + k * 7919
      expect([t, monthOf(t)]).toEqual([t, byDate(t)])
    }
    for (const t of [NaN, Infinity, -Infinity, 8.64e15 + 1, -8.64e15 - 1]) expect(monthOf(t)).toBeNaN()
    expect(monthOf(8.64e15)).toBe(byDate(8.64e15))
    expect(monthOf(-8.64e15)).toBe(byDate(-8.64e15))
  })
})

describe('round4All', () => {
  it('rounds every value as round4 does', () => {
    const xs = Float64Array.from([0, -0.00005, 0.00005, 1.23456789, -9.87654321, 1e9 + 0.123456])
    expect(round4All(xs)).toEqual(Array.from(xs, round4))
  })
})
