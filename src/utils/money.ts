/** Money from the service is integer fen; the app shows yuan. */

/** Thousands separators without Intl (not every mini-program engine has it): 1280.5 → `1,280.5`. */
function grouped(yuan: number): string {
  const [int, dec] = (Math.round(yuan * 100) / 100).toString().split('.')
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (dec ? `.${dec}` : '')
}

/** 128000 → `¥1,280`; whole yuan unless `exact` (12345 → `¥123` or, exact, `¥123.45`). */
export function formatYuan(fen: number, exact = false): string {
  const yuan = Math.abs(fen) / 100
  return `${fen < 0 ? '-' : ''}¥${grouped(exact ? yuan : Math.round(yuan))}`
}

/** With an explicit sign: `+¥1,280`, `-¥300`, `¥0`. */
export function formatSignedYuan(fen: number): string {
  return fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen)
}

/** 12.3 → `+12.3%`. */
export function formatSignedPct(pct: number): string {
  return `${pct > 0 ? '+' : ''}${pct}%`
}

/** A yuan amount typed by the user (`1280`, `1,280.5`) → fen, or null when not a positive amount with ≤ 2 decimals. */
export function parseYuanToFen(input: string): number | null {
  const s = input.replace(/[,，\s¥]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null
  const fen = Math.round(Number(s) * 100)
  return fen > 0 ? fen : null
}
