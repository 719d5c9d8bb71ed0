/**
 * npm run bench:valuation — 50,000 demo listings/deals across the games, train every game, then time
 * 2,000 props valuations with the full report (breakdown, comparables). Prints figures only (targets:
 * training < 60 s, p99 < 5 ms).
 */
import { generateDemoMarket } from '../src/market/demo'
import { trainAll } from '../src/valuation/model/train'
import { predict } from '../src/valuation/model/predict'
import { loadModel, serializeModel } from '../src/valuation/model/serialize'
import type { TrainedModel } from '../src/valuation/model/types'
import { quantile } from '../src/valuation/util/stats'

const TOTAL = Number(process.env.BENCH_ROWS ?? 50_000)
const QUERIES = Number(process.env.BENCH_QUERIES ?? 2_000)
const OPTIONAL_FLAGS = ['liveMail', 'realNameChangeable', 'violation']

let t = performance.now()
const rows = generateDemoMarket({ totalRows: TOTAL, seed: 7 })
console.log(
  `market rows: ${rows.length} (deals ${rows.filter((r) => r.kind === 'deal').length}), generated in ${((performance.now() - t) / 1000).toFixed(2)} s`,
)

t = performance.now()
const models = trainAll(rows)
const trainSec = (performance.now() - t) / 1000
const trained = Object.values(models).filter((m): m is TrainedModel => m.status === 'trained')
console.log(`train all: ${trainSec.toFixed(2)} s (${trained.length} games trained, ${Object.keys(models).length - trained.length} refused)`)

// Serve from the serialized form, as replicas do.
t = performance.now()
const json = trained.map((m) => serializeModel(m))
const served = json.map((s) => loadModel(s) as TrainedModel)
console.log(
  `model JSON: ${(json.reduce((a, s) => a + s.length, 0) / 1e6).toFixed(1)} MB total, load ${(performance.now() - t).toFixed(0)} ms`,
)

// Query accounts: attrs of held market rows (listings), spread over the games.
const listings = rows.filter((r) => r.kind === 'listing')
const times: number[] = []
for (let q = 0; q < QUERIES; q++) {
  const r = listings[(q * 7919) % listings.length]
  const model = served.find((m) => m.gameId === r.gameId)
  if (!model) continue
  // Every third account leaves the optional risk flags unanswered (the breakdown then prices what answering could change).
  const attrs = q % 3 ? r.attrs : Object.fromEntries(Object.entries(r.attrs).filter(([k]) => !OPTIONAL_FLAGS.includes(k)))
  const t0 = performance.now()
  predict(model, attrs, { asOf: model.dataThrough })
  times.push(performance.now() - t0)
}
console.log(
  `predict x${times.length}: p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`,
)
