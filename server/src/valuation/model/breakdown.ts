/**
 * Value breakdown: how much each attribute group adds to (or takes from) the estimate, in fen, measured
 * from a reference account (empty, clean, reference server) at today's index. The model is additive in log
 * price, i.e. multiplicative in price, so a group's effect depends on the others; we split the difference
 * estimate − base by exact Shapley values of f(S) = base · exp(Σ_{g∈S} L_g), which is order-independent and
 * sums exactly. Amounts are then rounded to whole fen by largest remainder so that
 * base + Σ contributions = estimate holds to the fen.
 */
export function shapleyShares(base: number, logs: number[]): number[] {
  const G = logs.length
  if (G === 0) return []
  if (G > 16) {
    // Too many groups for exact Shapley: split proportionally to log contributions.
    const total = logs.reduce((a, b) => a + b, 0)
    const diff = base * (Math.exp(total) - 1)
    return logs.map((l) => (Math.abs(total) > 1e-12 ? (diff * l) / total : diff / G))
  }
  const fact = [1]
  for (let i = 1; i <= G; i++) fact[i] = fact[i - 1] * i
  const nSub = 1 << G
  const value = new Float64Array(nSub)
  for (let mask = 0; mask < nSub; mask++) {
    let s = 0
    for (let g = 0; g < G; g++) if (mask & (1 << g)) s += logs[g]
    value[mask] = base * Math.exp(s)
  }
  const popcount = (m: number) => {
    let c = 0
    while (m) {
      m &= m - 1
      c++
    }
    return c
  }
  const out = new Array<number>(G).fill(0)
  for (let mask = 0; mask < nSub; mask++) {
    const size = popcount(mask)
    const w = (fact[size] * fact[G - size - 1]) / fact[G]
    for (let g = 0; g < G; g++) {
      if (mask & (1 << g)) continue
      out[g] += w * (value[mask | (1 << g)] - value[mask])
    }
  }
  return out
}

/** Integer amounts with the given exact total, each as close as possible to its real share. */
export function roundToTotal(shares: number[], total: number): number[] {
  const sum = shares.reduce((a, b) => a + b, 0)
  // Re-scale first so rounding noise from the float Shapley sum cannot leak into the total.
  const target = shares.map((s) => (Math.abs(sum) > 1e-9 ? (s * total) / sum : total / shares.length))
  const floors = target.map(Math.floor)
  let rest = total - floors.reduce((a, b) => a + b, 0)
  const order = target.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) floors[order[k].i]++
  return floors
}
