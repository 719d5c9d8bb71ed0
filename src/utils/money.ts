/** Money from the service is integer fen; the app shows yuan with thousands separators. */
export function yuanText(fen: number): string {
  const yuan = Math.round(fen / 100)
  return String(Math.abs(yuan)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** `¥1,280` (negative amounts as `-¥1,280`). */
export function formatYuan(fen: number): string {
  return `${fen < 0 ? '-' : ''}¥${yuanText(fen)}`
}

/** A range as `¥1,100 - ¥1,500`. */
export function formatYuanRange(lowFen: number, highFen: number): string {
  return `${formatYuan(lowFen)} - ${formatYuan(highFen)}`
}
