/** WCAG 2 contrast for colours the app does not choose itself (operators' banner colours). */

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

function channels(hex: string): [number, number, number] {
  const h = hex.slice(1)
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(channels(a)), luminance(channels(b))].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Contrast ratio of white text on `hex` (1 to 21). */
export const whiteTextContrast = (hex: string): number => contrastRatio(hex, '#ffffff')

/** Body text needs 4.5:1 (WCAG AA). */
export const BODY_CONTRAST = 4.5

/**
 * `hex` darkened just enough (mixed with black, hue kept) for white body text to read on it at 4.5:1; colours that
 * already do are returned as they are. A banner's gradient comes from operators, and a light orange or pink end
 * put its white title at 1.8:1.
 */
export function readableUnderWhite(hex: string): string {
  if (!HEX.test(hex) || whiteTextContrast(hex) >= BODY_CONTRAST) return hex
  const rgb = channels(hex)
  let lo = 0
  let hi = 1
  // Bisection on the share of black: contrast grows with it, and 20 steps are far below one 8-bit step.
  for (let k = 0; k < 20; k++) {
    const mid = (lo + hi) / 2
    const mixed = rgb.map((c) => Math.round(c * (1 - mid))) as [number, number, number]
    if (1.05 / (luminance(mixed) + 0.05) >= BODY_CONTRAST) hi = mid
    else lo = mid
  }
  return `#${rgb
    .map((c) =>
      Math.round(c * (1 - hi))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
