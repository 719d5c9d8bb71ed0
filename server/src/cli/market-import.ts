/**
 * npm run market:import -- --file F [--format jsonl|csv]
 *   Validates a market file (docs/market-import-format.md), prints a summary, exits 1 with line-numbered
 *   errors when any row is bad (nothing is imported then). Writing to the database is wired by the service
 *   through `importMarketFile(path, { writer })`; until then this command is a validator (dry run).
 * npm run market:import -- --write-demo OUT [--format jsonl|csv] [--seed N] [--rows-per-game N]
 *   Writes the deterministic demo market in the import format (every row demo: true, source 演示数据).
 */
import { writeFileSync } from 'node:fs'
import { generateDemoMarket } from '../market/demo'
import { formatFromPath, formatMarketRows } from '../market/format'
import type { MarketFormat } from '../market/format'
import { importMarketFile } from '../market/import'
import { getGame } from '../valuation/catalogue'

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { maximumFractionDigits: 2 })
const day = (t: number) => new Date(t).toISOString().slice(0, 10)

async function main(): Promise<number> {
  const format = arg('format') as MarketFormat | undefined
  if (format && format !== 'jsonl' && format !== 'csv') {
    console.error('--format 只能是 jsonl 或 csv')
    return 2
  }
  const out = arg('write-demo')
  if (out) {
    const fmt = format ?? formatFromPath(out) ?? 'jsonl'
    const seed = arg('seed')
    const perGame = arg('rows-per-game')
    const rows = generateDemoMarket({ seed: seed ? Number(seed) : undefined, rowsPerGame: perGame ? Number(perGame) : undefined })
    writeFileSync(out, formatMarketRows(rows, fmt))
    console.log(`已写出演示数据 ${rows.length} 行 → ${out}（${fmt}）`)
    return 0
  }
  const file = arg('file')
  if (!file) {
    console.error('用法：npm run market:import -- --file <文件.jsonl|文件.csv> [--format jsonl|csv]')
    return 2
  }
  const res = await importMarketFile(file, { format })
  if (!res.ok) {
    console.error(`文件有 ${res.errors.length} 处错误，未导入任何数据：`)
    for (const e of res.errors.slice(0, 100)) console.error(`  第 ${e.line} 行${e.field ? `（${e.field}）` : ''}：${e.message}`)
    if (res.errors.length > 100) console.error(`  ……其余 ${res.errors.length - 100} 处省略`)
    return 1
  }
  const s = res.summary
  console.log(`校验通过：${s.rows} 行（演示数据 ${s.demoRows} 行）`)
  for (const g of s.games) {
    console.log(`  ${getGame(g.gameId)?.name ?? g.gameId}（${g.gameId}）：成交 ${g.deals}，挂牌 ${g.listings}，${day(g.firstAt)} ~ ${day(g.lastAt)}，成交价中位数 ${g.medianDealFen === null ? '-' : `${yuan(g.medianDealFen)} 元`}`)
  }
  console.log(res.written ? '已写入。' : '仅校验，未写入数据库（写入由服务端接入）。')
  return 0
}

main().then((code) => {
  process.exitCode = code
})
