/** Money on screen: the service speaks integer fen, the user reads and types yuan. */

const group = (n: string) => n.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** 128000 → `¥1,280`; 1250 → `¥12.5`; negative amounts keep their sign (`-¥300`). */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.round(fen))
  const int = Math.floor(abs / 100)
  const cents = abs % 100
  const frac = cents ? `.${String(cents).padStart(2, '0')}`.replace(/0$/, '') : ''
  return `${sign}¥${group(String(int))}${frac}`
}

/** A signed amount for profit and loss: `+¥300`, `-¥1,200`, `¥0`. */
export const formatSignedYuan = (fen: number) => (fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen))

/** A signed percent with at most one decimal: `+12.5%`, `-3%`. */
export function formatPct(pct: number, signed = true): string {
  const v = Math.round(pct * 10) / 10
  return `${signed && v > 0 ? '+' : ''}${v}%`
}

/** Parses what the user typed in yuan (up to 2 decimals) into fen; null when it is not an amount. */
export function yuanToFen(text: string): number | null {
  const t = text.trim()
  if (!/^(0|[1-9]\d{0,7})(\.\d{1,2})?$/.test(t)) return null
  return Math.round(Number(t) * 100)
}

/** Keeps only what an amount input may hold: digits and one decimal point with at most 2 decimals. */
export function sanitizeYuanInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '')
  const [int, ...rest] = cleaned.split('.')
  if (!rest.length) return int.slice(0, 8)
  return `${int.slice(0, 8)}.${rest.join('').slice(0, 2)}`
}
