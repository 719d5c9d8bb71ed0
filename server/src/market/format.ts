import { readFileSync } from 'node:fs'
import { parse as parseCsv } from 'csv-parse/sync'
import type { Attrs } from '../valuation/catalogue/types'
import { validateGameAnswers } from '../valuation/catalogue/validate'

/**
 * Market data rows (listings and deals) and their import format; see docs/market-import-format.md.
 * Money is integer fen; times are UTC epoch milliseconds after parsing.
 */
export type MarketKind = 'listing' | 'deal'
/** deal → sold; listing → on_sale (still listed) or off_shelf (withdrawn without a sale). */
export type MarketStatus = 'sold' | 'on_sale' | 'off_shelf'

export interface MarketRow {
  gameId: number
  externalId: string
  /** Platform name, e.g. 交易猫; demo rows use DEMO_SOURCE. */
  source: string
  kind: MarketKind
  status: MarketStatus
  /** Deal: sold price; listing: asking price. Integer fen. */
  priceFen: number
  listedAt: number
  /** Deals only (null for listings). */
  soldAt: number | null
  attrs: Attrs
  url?: string
  demo: boolean
}

export type MarketFormat = 'jsonl' | 'csv'

export const CSV_COLUMNS = [
  'gameId',
  'externalId',
  'source',
  'kind',
  'status',
  'priceFen',
  'listedAt',
  'soldAt',
  'attrs',
  'url',
  'demo',
] as const

/** Upper bound on a single account price (10,000,000 CNY) to catch unit mistakes (yuan vs fen is the other way). */
const MAX_PRICE_FEN = 1_000_000_000
/** Dates before 2010 or after 2100 are unit mistakes (seconds instead of ms) or typos. */
const MIN_TIME = Date.UTC(2010, 0, 1)
const MAX_TIME = Date.UTC(2100, 0, 1)

export interface ImportError {
  /** 1-based line number in the file. */
  line: number
  field?: string
  message: string
}

export type ParseResult = { ok: true; rows: MarketRow[] } | { ok: false; errors: ImportError[] }

export function formatFromPath(path: string): MarketFormat | undefined {
  if (/\.jsonl$|\.ndjson$/i.test(path)) return 'jsonl'
  if (/\.csv$/i.test(path)) return 'csv'
  return undefined
}

/** Reads and parses a file; format from the extension unless given. */
export function parseMarketFile(path: string, format?: MarketFormat): ParseResult {
  const fmt = format ?? formatFromPath(path)
  if (!fmt) return { ok: false, errors: [{ line: 0, message: '无法识别文件格式，请使用 .jsonl 或 .csv（或指定 --format）' }] }
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    return { ok: false, errors: [{ line: 0, message: `无法读取文件：${(e as Error).message}` }] }
  }
  return parseMarketText(text, fmt)
}

/**
 * Parses the whole text; all-or-nothing: if any row is bad, no rows are returned, only every error
 * found (each with its line number), so an import never half-writes.
 */
export function parseMarketText(text: string, format: MarketFormat): ParseResult {
  const { rows, errors } = parseMarketRows(text, format)
  return errors.length ? { ok: false, errors } : { ok: true, rows }
}

/**
 * Every good row and every bad one's errors (a dry run shows both; the console imports the good rows). A file-level
 * mistake (no header, an unknown column, broken CSV quoting) is one error and no rows.
 */
export function parseMarketRows(text: string, format: MarketFormat): { rows: MarketRow[]; errors: ImportError[]; lines: number } {
  const body = text.replace(/^\uFEFF/, '')
  const raws = format === 'jsonl' ? readJsonl(body) : readCsv(body)
  if ('fatal' in raws) return { rows: [], errors: [raws.fatal], lines: 0 }
  const errors: ImportError[] = []
  const rows: MarketRow[] = []
  const seen = new Map<string, number>()
  for (const r of raws.records) {
    if (r.error) {
      errors.push({ line: r.line, message: r.error })
      continue
    }
    const row = toRow(r.value, r.line, errors, format)
    if (!row) continue
    const key = `${row.source}\u0000${row.externalId}\u0000${row.kind}`
    const first = seen.get(key)
    if (first !== undefined) {
      errors.push({ line: r.line, field: 'externalId', message: `与第 ${first} 行重复（同一来源、同一编号、同一类型）` })
      continue
    }
    seen.set(key, r.line)
    rows.push(row)
  }
  if (!raws.records.length && !errors.length) errors.push({ line: 0, message: '文件中没有数据行' })
  return { rows, errors, lines: raws.records.length }
}

interface RawRecord {
  line: number
  value: Record<string, unknown>
  error?: string
}

function readJsonl(text: string): { records: RawRecord[] } {
  const records: RawRecord[] = []
  text.split(/\r?\n/).forEach((l, i) => {
    if (!l.trim()) return
    try {
      const v: unknown = JSON.parse(l)
      if (v === null || typeof v !== 'object' || Array.isArray(v)) records.push({ line: i + 1, value: {}, error: '每行应为一个 JSON 对象' })
      else records.push({ line: i + 1, value: v as Record<string, unknown> })
    } catch {
      records.push({ line: i + 1, value: {}, error: 'JSON 格式错误' })
    }
  })
  return { records }
}

function readCsv(text: string): { records: RawRecord[] } | { fatal: ImportError } {
  let parsed: { record: string[]; info: { lines: number } }[]
  try {
    parsed = parseCsv(text, { info: true, skip_empty_lines: true, relax_column_count: true, bom: true }) as {
      record: string[]
      info: { lines: number }
    }[]
  } catch (e) {
    const err = e as { lines?: number; message: string }
    return { fatal: { line: err.lines ?? 0, message: `CSV 格式错误：${err.message}` } }
  }
  if (!parsed.length) return { records: [] }
  const header = parsed[0].record.map((h) => h.trim())
  const missing = CSV_COLUMNS.filter((c) => c !== 'url' && c !== 'soldAt' && !header.includes(c))
  if (missing.length) return { fatal: { line: 1, message: `表头缺少列：${missing.join(', ')}` } }
  const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h))
  if (unknown.length) return { fatal: { line: 1, field: unknown[0], message: `未知的列：${unknown.join(', ')}` } }
  const records: RawRecord[] = []
  for (const { record, info } of parsed.slice(1)) {
    const line = info.lines
    if (record.length !== header.length) {
      records.push({ line, value: {}, error: `列数应为 ${header.length}，实际为 ${record.length}` })
      continue
    }
    const value: Record<string, unknown> = {}
    header.forEach((h, i) => {
      if (record[i] !== '') value[h] = record[i]
    })
    records.push({ line, value })
  }
  return { records }
}

function toRow(v: Record<string, unknown>, line: number, errors: ImportError[], format: MarketFormat): MarketRow | undefined {
  const before = errors.length
  const err = (field: string, message: string) => errors.push({ line, field, message })
  for (const k of Object.keys(v)) if (!(CSV_COLUMNS as readonly string[]).includes(k)) err(k, `未知的字段：${k}`)

  const gameId = toInteger(v.gameId)
  if (gameId === undefined) err('gameId', 'gameId 应为整数游戏编号')
  const externalId = typeof v.externalId === 'string' || typeof v.externalId === 'number' ? String(v.externalId).trim() : ''
  if (!externalId) err('externalId', 'externalId 不能为空')
  const source = typeof v.source === 'string' ? v.source.trim() : ''
  if (!source) err('source', 'source（来源平台）不能为空')
  const kind = v.kind
  if (kind !== 'listing' && kind !== 'deal') err('kind', "kind 应为 'listing' 或 'deal'")
  const status = v.status
  if (kind === 'deal' && status !== 'sold') err('status', "成交（deal）的 status 应为 'sold'")
  if (kind === 'listing' && status !== 'on_sale' && status !== 'off_shelf')
    err('status', "挂牌（listing）的 status 应为 'on_sale' 或 'off_shelf'")
  const priceFen = toInteger(v.priceFen)
  if (priceFen === undefined || priceFen <= 0 || priceFen > MAX_PRICE_FEN) err('priceFen', 'priceFen 应为正整数（单位：分）')
  const listedAt = toTime(v.listedAt)
  if (listedAt === undefined) err('listedAt', 'listedAt 应为 ISO 日期或毫秒时间戳')
  let soldAt: number | null = null
  if (kind === 'deal') {
    const t = toTime(v.soldAt)
    if (t === undefined) err('soldAt', '成交（deal）必须有 soldAt（ISO 日期或毫秒时间戳）')
    else if (listedAt !== undefined && t < listedAt) err('soldAt', 'soldAt 不能早于 listedAt')
    else soldAt = t
  } else if (v.soldAt !== undefined && v.soldAt !== null) err('soldAt', '挂牌（listing）不应有 soldAt')
  let url: string | undefined
  if (v.url !== undefined && v.url !== null && v.url !== '') {
    if (typeof v.url !== 'string' || !/^https?:\/\/\S+$/i.test(v.url)) err('url', 'url 应为 http(s) 链接')
    else url = v.url
  }
  const demo = toBool(v.demo)
  if (demo === undefined) err('demo', 'demo 应为 true 或 false')

  let attrsRaw: unknown = v.attrs
  if (format === 'csv' && typeof attrsRaw === 'string') {
    try {
      attrsRaw = JSON.parse(attrsRaw)
    } catch {
      err('attrs', 'attrs 列应为 JSON 对象')
      attrsRaw = undefined
    }
  }
  let attrs: Attrs = {}
  if (attrsRaw === undefined) {
    if (errors.length === before) err('attrs', 'attrs 不能为空')
  } else if (gameId !== undefined) {
    const res = validateGameAnswers(gameId, attrsRaw, { requireRequired: false })
    if (res.ok) attrs = res.attrs
    else for (const e of res.errors) err(e.field === 'gameId' ? 'gameId' : `attrs.${e.field}`, e.message)
  }
  if (errors.length > before) return undefined
  return {
    gameId: gameId as number,
    externalId,
    source,
    kind: kind as MarketKind,
    status: status as MarketStatus,
    priceFen: priceFen as number,
    listedAt: listedAt as number,
    soldAt,
    attrs,
    url,
    demo: demo as boolean,
  }
}

function toInteger(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) {
    const n = Number(v.trim())
    return Number.isSafeInteger(n) ? n : undefined
  }
  return undefined
}

/** ISO date / date-time (UTC unless it carries an offset) or epoch milliseconds. */
export function toTime(v: unknown): number | undefined {
  let t: number | undefined
  const asInt = toInteger(v)
  if (asInt !== undefined) t = asInt
  else if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v.trim())) {
    const s = v.trim()
    // Date-only and offset-less date-times are read as UTC so imports do not depend on the server's zone.
    const iso = /Z|[+-]\d{2}:?\d{2}$/.test(s) || s.length === 10 ? s : `${s.replace(' ', 'T')}Z`
    const p = Date.parse(iso)
    t = Number.isNaN(p) ? undefined : p
  }
  return t !== undefined && t >= MIN_TIME && t <= MAX_TIME ? t : undefined
}

function toBool(v: unknown): boolean | undefined {
  if (v === undefined) return false
  if (typeof v === 'boolean') return v
  if (v === 'true' || v === '1') return true
  if (v === 'false' || v === '0') return false
  return undefined
}

/** Serialises rows in the import format (times as ISO strings), e.g. to write the demo market to a file. */
export function formatMarketRows(rows: MarketRow[], format: MarketFormat): string {
  const obj = (r: MarketRow) => ({
    gameId: r.gameId,
    externalId: r.externalId,
    source: r.source,
    kind: r.kind,
    status: r.status,
    priceFen: r.priceFen,
    listedAt: new Date(r.listedAt).toISOString(),
    soldAt: r.soldAt === null ? null : new Date(r.soldAt).toISOString(),
    attrs: r.attrs,
    url: r.url,
    demo: r.demo,
  })
  if (format === 'jsonl') return rows.map((r) => JSON.stringify(obj(r))).join('\n') + '\n'
  const esc = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)
  const lines = [CSV_COLUMNS.join(',')]
  for (const r of rows) {
    const o = obj(r)
    lines.push(
      [
        String(o.gameId),
        esc(o.externalId),
        esc(o.source),
        o.kind,
        o.status,
        String(o.priceFen),
        o.listedAt,
        o.soldAt ?? '',
        esc(JSON.stringify(o.attrs)),
        esc(o.url ?? ''),
        String(o.demo),
      ].join(','),
    )
  }
  return lines.join('\n') + '\n'
}
