import { roundToTotal, shapleyShares, stagedShares } from '../../src/valuation/model/attribution'

/** Shapley values of f(S) = base·exp(Σ_{g∈S} L_g) by summing over every coalition. */
function bruteShapley(base: number, logs: number[]): number[] {
  const G = logs.length
  const fact = [1]
  for (let i = 1; i <= G; i++) fact[i] = fact[i - 1] * i
  const out = new Array<number>(G).fill(0)
  for (let mask = 0; mask < 1 << G; mask++) {
    let sum = 0
    let size = 0
    for (let g = 0; g < G; g++)
      if (mask & (1 << g)) {
        sum += logs[g]
        size++
      }
    for (let g = 0; g < G; g++) {
      if (mask & (1 << g)) continue
      out[g] += ((fact[size] * fact[G - size - 1]) / fact[G]) * base * Math.exp(sum) * (Math.exp(logs[g]) - 1)
    }
  }
  return out
}

describe('value attribution', () => {
  test('Shapley shares equal the sum over every coalition, for 1 to 16 groups of gains and losses', () => {
    for (const G of [1, 2, 3, 7, 12, 16]) {
      const logs = Array.from({ length: G }, (_, i) => 0.5 * Math.sin(1 + i * 7.3))
      const fast = shapleyShares(2_000, logs)
      bruteShapley(2_000, logs).forEach((v, g) => expect(fast[g]).toBeCloseTo(v, 6))
      const total = 2_000 * (Math.exp(logs.reduce((s, l) => s + l, 0)) - 1)
      expect(fast.reduce((s, v) => s + v, 0)).toBeCloseTo(total, 6)
    }
  })

  test('many groups stay exact (no proportional fallback): 40 equal groups share equally', () => {
    const shares = shapleyShares(100, new Array(40).fill(0.05))
    for (const s of shares) expect(s).toBeCloseTo((100 * (Math.exp(2) - 1)) / 40, 6)
  })

  test('stages: a level measured before the assets takes none of their value', () => {
    const [level, asset] = stagedShares(1_000, [
      { stage: 'weak', log: Math.log(1.1) },
      { stage: 'asset', log: Math.log(3) },
    ])
    expect(level).toBeCloseTo(100, 6)
    expect(asset).toBeCloseTo(2_200, 6)
  })

  test('rounding keeps the exact total', () => {
    expect(roundToTotal([10.4, 20.4, -5.2], 26).reduce((s, v) => s + v, 0)).toBe(26)
  })
})
