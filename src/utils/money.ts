/** Money on screen: the service speaks integer fen, the user reads and types yuan. */

/** Thousands separators without Intl (not every mini-program engine has it). */
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

/** A price to pay, always with fen: 490 → `¥4.90`. */
export const formatPrice = (fen: number) =>
  `¥${group(String(Math.floor(Math.abs(fen) / 100)))}.${String(Math.abs(fen) % 100).padStart(2, '0')}`

/** Rounds to whole yuan: estimates are far coarser than a fen. */
export const toWholeFen = (fen: number) => Math.round(fen / 100) * 100

/** An estimate in whole yuan: 211741 → `¥2,117`. */
export const formatWholeYuan = (fen: number) => formatYuan(toWholeFen(fen))

/** An estimate range in whole yuan: `¥1,100 - ¥1,500`. */
export const formatYuanRange = (lowFen: number, highFen: number) => `${formatWholeYuan(lowFen)} - ${formatWholeYuan(highFen)}`

/** A signed amount for profit and loss: `+¥300`, `-¥1,200`, `¥0`. */
export const formatSignedYuan = (fen: number) => (fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen))

/** A signed contribution in whole yuan; one that rounds to nothing reads `¥0`, not `+¥0`: 92437 → `+¥924`. */
export const formatSignedWholeYuan = (fen: number) => formatSignedYuan(toWholeFen(fen))

/** A signed percent with at most one decimal: `+12.5%`, `-3%`. */
export function formatPct(pct: number, signed = true): string {
  const v = Math.round(pct * 10) / 10
  return `${signed && v > 0 ? '+' : ''}${v}%`
}

/**
 * What the user typed in yuan (`1280`, `1,280.5`, `¥99.9`, up to 2 decimals) → fen; null when it is not an
 * amount. Zero is an amount (a price range may start at 0); callers that need a price check `> 0`.
 */
export function yuanToFen(text: string): number | null {
  const t = text.replace(/[,，\s¥]/g, '')
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

export const PriceText = {
  INVALID: '请输入正确的金额（元，最多两位小数）',
  MAX_MISSING: '请输入最高价',
  MAX_ZERO: '最高价需大于0',
  MIN_OVER_MAX: '最低价不能高于最高价',
  PAID_MISSING: '请输入购买价格',
  ASK_MISSING: '请输入卖家要价',
  ZERO: '金额需大于0',
} as const

/** A price range typed in yuan: min may stay empty (0), max is required; min > max is refused. */
export function parsePriceRange(minText: string, maxText: string): { minFen: number; maxFen: number } | { error: string } {
  if (!maxText.trim()) return { error: PriceText.MAX_MISSING }
  const minFen = minText.trim() ? yuanToFen(minText) : 0
  const maxFen = yuanToFen(maxText)
  if (minFen === null || maxFen === null) return { error: PriceText.INVALID }
  if (maxFen <= 0) return { error: PriceText.MAX_ZERO }
  if (minFen > maxFen) return { error: PriceText.MIN_OVER_MAX }
  return { minFen, maxFen }
}

/** One positive amount typed in yuan. */
export function parseAmount(text: string, missing: string): { fen: number } | { error: string } {
  if (!text.trim()) return { error: missing }
  const fen = yuanToFen(text)
  if (fen === null) return { error: PriceText.INVALID }
  if (fen <= 0) return { error: PriceText.ZERO }
  return { fen }
}
