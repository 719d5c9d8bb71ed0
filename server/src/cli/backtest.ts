/**
 * npm run valuation:backtest -- [--market demo|hard] [--file F] [--format jsonl|csv] [--game ID] [--seed N]
 *   [--rows-per-game N] [--walk-forward] [--json]
 * Without --file a generated market is used: the demo market (default) or the hard test market, which knows
 * its truth, so the table adds the noise floor and the model's ratio to it. --walk-forward retrains at the start of
 * each held-out month, as the service does while deals arrive. Exit code 1 when the file is invalid.
 */
import { generateDemoMarket } from '../market/demo'
import { generateHardMarket } from '../market/hard'
import { parseMarketFile } from '../market/format'
import type { MarketFormat, MarketRow } from '../market/format'
import { formatBacktest, runBacktest, type BacktestOptions } from '../valuation/backtest'

/**
 * Rows per game of a generated market: about 1,440 held-out deals per game, enough that the per-game and
 * per-confidence figures are not sampling noise (at the app's 4,000 they move by about a point between seeds).
 */
const BACKTEST_ROWS_PER_GAME = 12000

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

function main(): number {
  const file = arg('file')
  const game = arg('game')
  let rows: MarketRow[]
  let truth: Map<string, number> | undefined
  let unforeseen: BacktestOptions['unforeseen']
  const market = arg('market') ?? 'demo'
  if (market !== 'demo' && market !== 'hard') {
    console.error(`未知的市场：${market}（可选 demo、hard）`)
    return 1
  }
  if (file) {
    const parsed = parseMarketFile(file, arg('format') as MarketFormat | undefined)
    if (!parsed.ok) {
      for (const e of parsed.errors.slice(0, 50)) console.error(`第 ${e.line} 行${e.field ? `（${e.field}）` : ''}：${e.message}`)
      if (parsed.errors.length > 50) console.error(`……共 ${parsed.errors.length} 处错误`)
      return 1
    }
    rows = parsed.rows
  } else {
    const seed = arg('seed')
    const perGame = arg('rows-per-game')
    const gen = {
      seed: seed ? Number(seed) : undefined,
      rowsPerGame: perGame ? Number(perGame) : BACKTEST_ROWS_PER_GAME,
      games: game ? [Number(game)] : undefined,
    }
    if (market === 'hard') {
      ;({ rows, truth, unforeseen } = generateHardMarket(gen))
      console.log(`困难测试市场：${rows.length} 行${seed ? `（seed ${seed}）` : ''}；噪声下限 = 知道真实定价规则的完美模型的 MdAPE`)
    } else {
      rows = generateDemoMarket(gen)
      console.log(`演示数据：${rows.length} 行${seed ? `（seed ${seed}）` : ''}`)
    }
  }
  const t0 = Date.now()
  const retrainMonthly = process.argv.includes('--walk-forward')
  const report = runBacktest(rows, { games: game ? [Number(game)] : undefined, truth, unforeseen, retrainMonthly })
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
  else console.log(formatBacktest(report))
  console.log(
    `\n按时间切分：最早约 70% 训练、其后 10% 校准区间、最新 20% 检验${retrainMonthly ? '（检验期每月初用此前全部成交重新训练）' : ''}；区间名义覆盖率 80%。用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`,
  )
  return 0
}

process.exitCode = main()
