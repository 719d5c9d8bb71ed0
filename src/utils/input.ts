/**
 * Keeps what a numeric field may hold while the user types: a leading minus, digits and one decimal
 * point. Everything else is dropped, so an input can bind its value straight through this.
 */
export function sanitizeNumberInput(raw: string, allowNegative = true): string {
  let out = ''
  let dot = false
  for (const ch of String(raw ?? '')) {
    if (ch >= '0' && ch <= '9') out += ch
    else if (ch === '.' && !dot) {
      dot = true
      out += ch
    } else if (ch === '-' && allowNegative && out.length === 0) out += ch
  }
  return out
}

/** Cuts text to a maximum number of characters (code points, so emoji are not split). */
export function cutText(text: string, max = 140): string {
  const chars = Array.from(String(text ?? ''))
  return chars.length > max ? chars.slice(0, max).join('') : chars.join('')
}
