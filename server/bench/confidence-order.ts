/**
 * Do the confidence labels order the errors, game by game, on markets of a given size, and how often would they
 * invert from sampling alone? For each seed and game it backtests as `npm run valuation:backtest` does and prints the
 * labels' MdAPE, deal counts and range coverage; then the game-seeds whose 高 < 中 < 低 order fails (where every group
 * has at least --min deals), and, for comparison, how often a sample of the same group sizes drawn from the labels'
 * pooled errors (every game-seed alike, the order true by construction) would fail too (issue 41 point 6).
 *   npx tsx server/bench/confidence-order.ts [--market hard|demo] [--rows-per-game 3000] [--seeds 1,2,3,4] [--min 30]
 */
import { generateDemoMarket } from '../src/market/demo'
import { generateHardMarket } from '../src/market/hard'
import { getGame } from '../src/valuation/catalogue'
import { runBacktest } from '../src/valuation/backtest'
import { median } from '../src/valuation/util/stats'
import { CONFIDENCE_LABELS, type ConfidenceLabel, type DealScore } from '../src/valuation/window-score'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : fallback
}
const market = arg('market', 'hard')
const rowsPerGame = Number(arg('rows-per-game', '3000'))
const seeds = arg('seeds', '1,2,3,4').split(',').map(Number)
const minGroup = Number(arg('min', '30'))
const BOOTSTRAP_DRAWS = 2000

type Cell = { seed: number; gameId: number; scores: DealScore[] }
const cells: Cell[] = []
for (const seed of seeds) {
  const rows = market === 'demo' ? generateDemoMarket({ seed, rowsPerGame }) : generateHardMarket({ seed, rowsPerGame }).rows
  const bySeed = new Map<number, Cell>()
  runBacktest(rows, {
    onScore: (gameId, score) => {
      if (!bySeed.has(gameId)) bySeed.set(gameId, { seed, gameId, scores: [] })
      bySeed.get(gameId)!.scores.push(score)
    },
  })
  cells.push(...bySeed.values())
}

const groupsOf = (scores: DealScore[]) =>
  Object.fromEntries(CONFIDENCE_LABELS.map((l) => [l, scores.filter((s) => s.label === l)])) as Record<ConfidenceLabel, DealScore[]>
const ordered = (m: number[]) => m[0] < m[1] && m[1] < m[2]
const pct = (x: number) => `${(x * 100).toFixed(1)}%`

console.log(`${market} market, ${rowsPerGame} rows per game, seeds ${seeds.join(', ')}: MdAPE (deals, coverage) 高 / 中 / 低`)
let checked = 0
const inverted: string[] = []
const sizes: number[][] = []
for (const cell of cells) {
  const g = groupsOf(cell.scores)
  const n = CONFIDENCE_LABELS.map((l) => g[l].length)
  const m = CONFIDENCE_LABELS.map((l) => median(g[l].map((s) => s.ape)))
  const line = CONFIDENCE_LABELS.map(
    (l, i) => `${pct(m[i])} (${n[i]}, ${pct(g[l].filter((s) => s.covered).length / Math.max(1, n[i]))})`,
  ).join('  ')
  const name = `${cell.seed} ${(getGame(cell.gameId)?.name ?? String(cell.gameId)).padEnd(8)}`
  const counted = n.every((k) => k >= minGroup)
  if (counted) {
    checked++
    sizes.push(n)
    if (!ordered(m)) inverted.push(name)
  }
  console.log(`${name} ${line}${counted && !ordered(m) ? '  out of order' : ''}`)
}

const pooled = groupsOf(cells.flatMap((c) => c.scores))
console.log(
  `pooled: ${CONFIDENCE_LABELS.map((l) => `${l} ${pct(median(pooled[l].map((s) => s.ape)))} (${pooled[l].length}, coverage ${pct(pooled[l].filter((s) => s.covered).length / pooled[l].length)})`).join('  ')}`,
)
console.log(`out of order: ${inverted.length} of ${checked} game-seeds with every group ≥ ${minGroup} deals`)

// Sampling alone: each counted game-seed's group sizes drawn from the pooled errors, where the order holds.
let state = 20241201
const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296
const apes = CONFIDENCE_LABELS.map((l) => pooled[l].map((s) => s.ape))
let expected = 0
for (const n of sizes) {
  let out = 0
  for (let t = 0; t < BOOTSTRAP_DRAWS; t++) {
    const m = apes.map((a, i) => median(Array.from({ length: n[i] }, () => a[Math.floor(random() * a.length)])))
    if (!ordered(m)) out++
  }
  expected += out / BOOTSTRAP_DRAWS
}
console.log(`from sampling alone (pooled errors, the same group sizes): ${expected.toFixed(1)} of ${checked} expected out of order`)
