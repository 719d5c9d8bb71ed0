import type { Slogan } from '../../server/src/contract/home'
import { COUNT_SHOWN_FROM, SLOGAN_OVERRIDE } from '../constants/home'

/**
 * The client-side slogan override (spec section 1): the service's slogan keeps its icons and item spans,
 * while the title, the span and the three item titles are replaced by the app's fixed texts. Missing items
 * are filled so the home page always shows three.
 */
export function applySloganOverride(slogan: Slogan | null | undefined): Slogan {
  const items = slogan?.div ?? []
  const byIcon = SLOGAN_OVERRIDE.itemIcons.map((icons) => items.find((d) => (icons as readonly string[]).includes(d.icon)))
  // Items with an icon no title claims fill the titles left without one, in order.
  const rest = items.filter((d) => !byIcon.includes(d))
  return {
    title: SLOGAN_OVERRIDE.title,
    span: SLOGAN_OVERRIDE.span,
    div: SLOGAN_OVERRIDE.itemTitles.map((title, i) => {
      const item = byIcon[i] ?? rest.shift()
      return { icon: item?.icon ?? '', span: item?.span ?? '', title }
    }),
  }
}

/** 12345 → '12,345' (no Intl: mini-program engines differ in locale support). */
export function formatCount(n: number): string {
  const v = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
  return String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Whether a usage count is worth showing (see COUNT_SHOWN_FROM). */
export const isCountShown = (n: number) => Number.isFinite(n) && n >= COUNT_SHOWN_FROM

/** The home page's total line, e.g. 已累计估价 12,345 次. */
export const valuationCountText = (n: number) => `已累计估价 ${formatCount(n)} 次`
