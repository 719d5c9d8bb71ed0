import { readFileSync, writeFileSync } from 'node:fs'
import { linkMarketDeals } from '../modules/outcomes/queries'
import type { Db } from '../db/connect'
import { generateDemoMarket } from '../market/demo'
import { formatFromPath, formatMarketRows } from '../market/format'
import type { ImportError, MarketFormat } from '../market/format'
import { importMarketFile, reportMarketText, type ImportSummary } from '../market/import'
import { MarketStore } from '../market/store'
import { rematchPurposeRecords } from '../modules/intention-search/service'
import { trainAndStore } from '../modules/models/registry'
import type { AuditEntry, AuditRecorder as AuditTrail } from '../modules/audit/service'
import { retrainLine } from '../modules/models/retrain'
import { getGame } from '../valuation/catalogue'

export interface MarketImportConnection {
  db: Db
  close: () => Promise<void>
  audit?: (entry: AuditEntry) => Promise<void>
  /** The audit trail automatic promotions of the retrain are recorded in (as system:retrain). */
  trail?: AuditTrail
}

export interface ImportCommandIo {
  out: (line: string) => void
  err: (line: string) => void
  /** Opens the configured, migrated database; called only when something is to be written. */
  /** `audit` records the import in the audit trail, as whoever runs the command. */
  openDb: () => Promise<MarketImportConnection>
  now: () => number
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}

/** The first argument that is neither a flag nor a flag's value: `market:import -- FILE`. */
function positional(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) {
      if (argv[i] !== '--dry-run') i++
      continue
    }
    return argv[i]
  }
  return undefined
}

const yuan = (fen: number) => (fen / 100).toLocaleString('zh-CN', { maximumFractionDigits: 2 })
const day = (t: number) => new Date(t).toISOString().slice(0, 10)

function printErrors(errors: readonly ImportError[], print: (line: string) => void, total = errors.length): void {
  for (const e of errors.slice(0, 100)) print(`  第 ${e.line} 行${e.field ? `（${e.field}）` : ''}：${e.message}`)
  if (total > 100) print(`  ……其余 ${total - 100} 处省略`)
}

function printGames(s: ImportSummary, print: (line: string) => void): void {
  for (const g of s.games) {
    print(
      `  ${getGame(g.gameId)?.name ?? g.gameId}（${g.gameId}）：成交 ${g.deals}，挂牌 ${g.listings}，${day(g.firstAt)} ~ ${day(g.lastAt)}，成交价中位数 ${g.medianDealFen === null ? '-' : `${yuan(g.medianDealFen)} 元`}`,
    )
  }
}

/**
 * `--dry-run`: the report the console's check shows (rows, accepted, each rejected line with its reason, per-game
 * counts), nothing written. Exit 1 when any line is rejected, since a real import of the file would refuse it.
 */
function dryRunReport(file: string, format: MarketFormat | undefined, io: ImportCommandIo): number {
  const fmt = format ?? formatFromPath(file)
  if (!fmt) {
    io.err('无法识别文件格式，请使用 .jsonl 或 .csv（或指定 --format）')
    return 2
  }
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    io.err(`无法读取文件：${(e as Error).message}`)
    return 1
  }
  const { report } = reportMarketText(text, fmt)
  io.out(`检查：${report.rows} 行，可导入 ${report.accepted} 行，被拒绝 ${report.rejected} 行`)
  if (report.rejects.length) {
    io.out('被拒绝的行：')
    printErrors(report.rejects, io.out)
  }
  printGames(report.summary, io.out)
  io.out('仅检查（--dry-run），未写入数据库。')
  return report.rejected ? 1 : 0
}

/**
 * The market:import command as a function (the CLI wrapper only supplies process I/O), so tests can run it
 * against a test database. Returns the exit code.
 */
export async function runMarketImport(argv: string[], io: ImportCommandIo): Promise<number> {
  const format = arg(argv, 'format') as MarketFormat | undefined
  if (format && format !== 'jsonl' && format !== 'csv') {
    io.err('--format 只能是 jsonl 或 csv')
    return 2
  }
  const out = arg(argv, 'write-demo')
  if (out) {
    const fmt = format ?? formatFromPath(out) ?? 'jsonl'
    const seed = arg(argv, 'seed')
    const perGame = arg(argv, 'rows-per-game')
    const rows = generateDemoMarket({ seed: seed ? Number(seed) : undefined, rowsPerGame: perGame ? Number(perGame) : undefined })
    writeFileSync(out, formatMarketRows(rows, fmt))
    io.out(`已写出演示数据 ${rows.length} 行 → ${out}（${fmt}）`)
    return 0
  }
  const file = arg(argv, 'file') ?? positional(argv)
  if (!file) {
    io.err('用法：npm run market:import -- <文件.jsonl|文件.csv> [--format jsonl|csv] [--dry-run]')
    return 2
  }
  const dryRun = argv.includes('--dry-run')
  if (dryRun) return dryRunReport(file, format, io)
  let conn: MarketImportConnection | undefined
  let touched: number[] = []
  let linked = 0
  try {
    const res = await importMarketFile(file, {
      format,
      // The database is opened only once the whole file has validated: a bad file touches nothing.
      writer: async (rows) => {
        conn = await io.openDb()
        const now = io.now()
        // Deals that realise a valuation are linked to its report in the import's transaction.
        touched = await new MarketStore(conn.db).upsertRows(rows, now, async (trx) => {
          linked = await linkMarketDeals(trx, rows, now)
        })
      },
    })
    if (!res.ok) {
      io.err(`文件有 ${res.errors.length} 处错误，未导入任何数据：`)
      printErrors(res.errors, io.err)
      return 1
    }
    const s = res.summary
    io.out(`校验通过：${s.rows} 行（演示数据 ${s.demoRows} 行）`)
    printGames(s, io.out)
    // The writer ran: a valid file always opens the database.
    if (!conn) return 1
    if (linked) io.out(`其中 ${linked} 笔成交对上了估价报告（记为实际成交价）`)
    io.out(`已写入 ${s.rows} 行；正在重新训练 ${touched.length} 个游戏的估价模型……`)
    const outcomes = await trainAndStore(conn.db, touched, { now: io.now(), audit: conn.trail && { trail: conn.trail } })
    for (const o of outcomes) io.out(`  ${getGame(o.gameId)?.name ?? o.gameId}：${retrainLine(o)}`)
    // Intention searches still waiting for a listing in their price range may match now.
    let rematched = 0
    for (const gameId of touched) rematched += await rematchPurposeRecords(conn.db, gameId, io.now())
    if (rematched) io.out(`  ${rematched} 条意向记录已匹配到在售商品`)
    await conn.audit?.({
      action: 'market:import',
      objectType: 'market',
      after: { file, rows: s.rows, demoRows: s.demoRows, games: touched },
    })
    // Running services notice the new trained_at within a minute (checked by their valuation job).
    io.out('完成。运行中的服务会在一分钟内自动加载新模型。')
    return 0
  } finally {
    await conn?.close()
  }
}
