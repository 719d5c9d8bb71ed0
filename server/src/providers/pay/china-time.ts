import { CHINA_OFFSET_MS } from '../../contract/values/china-time'

/** `2026-06-01T12:30:00+08:00`: WeChat Pay's time_expire (RFC 3339, Beijing time). */
export function rfc3339China(ms: number): string {
  return `${new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}

/** `2026-06-01 12:30:00`: Alipay's time_expire (Beijing time). */
export function alipayTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** Whole fen as Alipay's yuan string, without floating point: 990 → '9.90'. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** Alipay's yuan string back to whole fen, exactly: '9.9' → 990; anything else → NaN. */
export function yuanToFen(yuan: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan)
  if (!m) return Number.NaN
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
