import type { ImportError, MarketFormat, MarketRow } from './format'
import { parseMarketFile, parseMarketRows } from './format'

/** Writes validated rows (wired by the service to its market repository; one transaction per import). */
export type MarketWriter = (rows: MarketRow[]) => Promise<void> | void

export interface ImportSummaryGame {
  gameId: number
  deals: number
  listings: number
  firstAt: number
  lastAt: number
  medianDealFen: number | null
}

export interface ImportSummary {
  rows: number
  demoRows: number
  games: ImportSummaryGame[]
}

export type ImportResult = { ok: true; summary: ImportSummary; written: boolean } | { ok: false; errors: ImportError[] }

export function summarize(rows: MarketRow[]): ImportSummary {
  const byGame = new Map<number, MarketRow[]>()
  for (const r of rows) {
    const list = byGame.get(r.gameId) ?? []
    list.push(r)
    byGame.set(r.gameId, list)
  }
  const games = [...byGame.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([gameId, list]) => {
      const deals = list.filter((r) => r.kind === 'deal')
      const prices = deals.map((r) => r.priceFen).sort((a, b) => a - b)
      const times = list.map((r) => r.soldAt ?? r.listedAt)
      return {
        gameId,
        deals: deals.length,
        listings: list.length - deals.length,
        firstAt: Math.min(...times),
        lastAt: Math.max(...times),
        medianDealFen: prices.length ? prices[Math.floor(prices.length / 2)] : null,
      }
    })
  return { rows: rows.length, demoRows: rows.filter((r) => r.demo).length, games }
}

/**
 * Validates a whole file, then hands all rows to the writer in one call (all-or-nothing: nothing is written
 * when any row is bad). Without a writer it only validates (dry run).
 */
export async function importMarketFile(path: string, opts: { format?: MarketFormat; writer?: MarketWriter } = {}): Promise<ImportResult> {
  const parsed = parseMarketFile(path, opts.format)
  if (!parsed.ok) return parsed
  if (opts.writer) await opts.writer(parsed.rows)
  return { ok: true, summary: summarize(parsed.rows), written: Boolean(opts.writer) }
}

/** Rejects listed in a dry-run report; the count says how many there were in all. */
export const REPORT_REJECTS_MAX = 500

/** What a dry run of a market file shows: every row counted, each reject with its line and reason, per game. */
export interface MarketFileReport {
  format: MarketFormat
  /** Data lines read (the CSV header and blank lines not counted). */
  rows: number
  accepted: number
  rejected: number
  /** The first REPORT_REJECTS_MAX errors (a line may have several). */
  rejects: ImportError[]
  summary: ImportSummary
}

/** Parses a market file's text and reports it; the accepted rows are what an import writes. */
export function reportMarketText(text: string, format: MarketFormat): { report: MarketFileReport; rows: MarketRow[] } {
  const { rows, errors, lines } = parseMarketRows(text, format)
  const rejectedLines = new Set(errors.map((e) => e.line))
  return {
    rows,
    report: {
      format,
      rows: lines,
      accepted: rows.length,
      rejected: lines ? rejectedLines.size : 0,
      rejects: errors.slice(0, REPORT_REJECTS_MAX),
      summary: summarize(rows),
    },
  }
}
