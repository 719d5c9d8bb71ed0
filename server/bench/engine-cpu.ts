/**
 * CPU seconds of the valuation engine's heavy work, as its slowest tests do it, and a fingerprint of every output
 * (backtest reports, trained models): speed work on the engine must leave the fingerprints unchanged.
 *   npx tsx server/bench/engine-cpu.ts [hard] [demo] [models]   (all three without arguments)
 */
import { createHash } from 'node:crypto'
import { generateDemoMarket } from '../src/market/demo'
import { generateHardMarket } from '../src/market/hard'
import { formatBacktest, runBacktest } from '../src/valuation/backtest'
import { trainGame } from '../src/valuation/model/train'

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

function cpuSeconds<T>(label: string, work: () => T): T {
  const start = process.cpuUsage()
  const out = work()
  const used = process.cpuUsage(start)
  console.log(`${label}: ${((used.user + used.system) / 1e6).toFixed(1)} CPU-s`)
  return out
}

const phases = process.argv.slice(2)
const want = (phase: string) => !phases.length || phases.includes(phase)

if (want('hard')) {
  const market = cpuSeconds('hard market: generate', () => generateHardMarket())
  const report = cpuSeconds('hard market: backtest', () => runBacktest(market.rows, { truth: market.truth }))
  console.log(`hard report ${hash(report)} table ${hash(formatBacktest(report))}`)
}
if (want('demo')) {
  const rows = cpuSeconds('demo market: generate', () => generateDemoMarket({ rowsPerGame: 12000 }))
  const report = cpuSeconds('demo market: backtest', () => runBacktest(rows))
  console.log(`demo report ${hash(report)} table ${hash(formatBacktest(report))}`)
}
if (want('models')) {
  const market = generateDemoMarket({ seed: 11, rowsPerGame: 2500 })
  for (const gameId of [10013, 10026, 10148]) {
    const model = cpuSeconds(`demo model ${gameId}: train`, () => trainGame(market, { gameId, now: 0 }))
    console.log(`model ${gameId} ${hash(model)}`)
  }
  const { rows } = generateHardMarket({ seed: 11, rowsPerGame: 6000, games: [10013] })
  const model = cpuSeconds('hard model 10013: train', () => trainGame(rows, { gameId: 10013, now: 0 }))
  console.log(`hard model 10013 ${hash(model)}`)
}
