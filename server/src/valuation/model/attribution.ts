import type { GameDef } from '../catalogue/types'
import { getAttribute } from '../catalogue'

/**
 * Who gets the value the attributes create together. The model is multiplicative in price, so an attribute's
 * effect depends on the others: a level worth +3% adds little to an empty account and much to a rich one.
 * Splitting that shared value evenly (plain Shapley) let levels that merely go with spending (冒险等级) take a
 * share of what the characters are worth. The split therefore runs in stages, each measured on top of the
 * ones before, with exact Shapley values inside a stage:
 *  1. `market` — what the model finds worthless (its row reads 不影响估价), measured on the base account and
 *     folded into the base;
 *  2. `weak` — levels (catalogue `weak`), measured on the account without its assets: they get their own
 *     effect and none of the assets' value;
 *  3. `asset` — what players pay for (characters, weapons, skins, counts, currencies, bundles), split among
 *     themselves;
 *  4. `modifier` — server and risk flags, applied to the whole account, so a dead mail shows the full share
 *     it takes (notes rule 3: about a fifth), not half of it;
 *  5. `correction` — the comparables correction, a last adjustment of the whole estimate.
 */
type Stage = 'market' | 'weak' | 'asset' | 'modifier' | 'correction'

const ORDER: Stage[] = ['market', 'weak', 'asset', 'modifier', 'correction']

export const CORRECTION_KEY = 'comparables'

/** The stage of a breakdown group (an attribute key, `bundle:<attr>` or `comparables`). */
export function stageOf(game: GameDef | undefined, key: string): Stage {
  if (key === CORRECTION_KEY) return 'correction'
  if (key.startsWith('bundle:')) return 'asset'
  const a = game ? getAttribute(game, key) : undefined
  if (!a) return 'asset'
  if (a.weak) return 'weak'
  return a.kind === 'flag' || a.kind === 'enum' ? 'modifier' : 'asset'
}

/**
 * Splits start·(exp(Σ logs) − 1) among the groups, stage by stage (see above). Returns amounts in the input
 * order; they sum to the total up to float error.
 */
export function stagedShares(start: number, groups: { stage: Stage; log: number }[]): number[] {
  const out = new Array<number>(groups.length).fill(0)
  let level = start
  for (const stage of ORDER) {
    const idx = groups.flatMap((g, i) => (g.stage === stage ? [i] : []))
    if (!idx.length) continue
    const shares = shapleyShares(
      level,
      idx.map((i) => groups[i].log),
    )
    idx.forEach((i, k) => (out[i] = shares[k]))
    level *= Math.exp(idx.reduce((s, i) => s + groups[i].log, 0))
  }
  return out
}

/**
 * Exact Shapley values of f(S) = base · exp(Σ_{g∈S} L_g): order-independent within a stage, summing to
 * base·(exp(Σ L) − 1). With a_h = exp(L_h), the sum over coalitions of size s without g of Π a_h is the
 * elementary symmetric polynomial e_s of the other groups' a_h, so
 *   φ_g = base · (a_g − 1) · Σ_s s!(G−s−1)!/G! · e_s(a without g),
 * O(G³) instead of the O(G·2^G) of summing over coalitions (16 groups took milliseconds per report).
 */
export function shapleyShares(base: number, logs: number[]): number[] {
  const G = logs.length
  const a = logs.map(Math.exp)
  // weight[s] = s!(G−s−1)!/G!, built without factorials (they overflow nothing here, but lose precision).
  const weight = new Float64Array(G)
  for (let s = 0; s < G; s++) {
    let w = 1 / G
    for (let k = 1; k <= s; k++) w *= k / (G - k)
    weight[s] = w
  }
  return a.map((ag, g) => {
    // e[s] over the other groups, by adding one group at a time.
    const e = new Float64Array(G).fill(0)
    e[0] = 1
    let size = 0
    for (let h = 0; h < G; h++) {
      if (h === g) continue
      size++
      for (let s = size; s >= 1; s--) e[s] += e[s - 1] * a[h]
    }
    let sum = 0
    for (let s = 0; s < G; s++) sum += weight[s] * e[s]
    return base * (ag - 1) * sum
  })
}

/**
 * Integer amounts with the given exact total, each as close as possible to its real share. The total is a
 * difference of estimates rounded to whole yuan, so it differs from the shares' sum by up to a yuan or two;
 * that rest is spread in proportion to the shares' sizes. (Re-scaling would blow it up whenever large gains
 * and losses nearly cancel, as they can in a PK.)
 */
export function roundToTotal(shares: number[], total: number): number[] {
  const rest0 = total - shares.reduce((a, b) => a + b, 0)
  const size = shares.reduce((a, b) => a + Math.abs(b), 0)
  const target = shares.map((s) => s + (size > 1e-9 ? (rest0 * Math.abs(s)) / size : rest0 / Math.max(1, shares.length)))
  const floors = target.map(Math.floor)
  let rest = total - floors.reduce((a, b) => a + b, 0)
  const order = target.map((v, i) => ({ i, frac: v - Math.floor(v) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (let k = 0; rest > 0 && k < order.length; k++, rest--) floors[order[k].i]++
  return floors
}
