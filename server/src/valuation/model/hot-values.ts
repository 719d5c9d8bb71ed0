import { tierLabel } from '../catalogue/attr-text'
import type { Attrs, GameDef } from '../catalogue/types'
import { monthLabel, monthOf, quantileSorted } from '../util/stats'
import { linearLog } from './reference-answers'
import { latestIndex } from './time-index'
import type { TrainedModel } from './types'

/** What owning one thing adds to this month's typical accounts: the middle half of its amounts (fen). */
export interface HotValue {
  /** `attr.tier` or `attr.item`, as the market analysis names presence tokens. */
  key: string
  label: string
  lowFen: number
  highFen: number
}

export interface HotValues {
  /** The month the accounts were sold in (`2026-10`): the model's latest. */
  month: string
  /** How many sold accounts the amounts were measured on. */
  accounts: number
  items: HotValue[]
}

/** The accounts measured: the latest month's deals, or at least this many of the most recent ones. */
const MIN_ACCOUNTS = 30
/** And at most this many (the cost is holdings × accounts regressions; a month of a big game has thousands). */
const MAX_ACCOUNTS = 300
/** The range shown: the 25th to the 75th percentile of the amounts over the accounts. */
const RANGE = [0.25, 0.75] as const

/** One thing an account can hold, and that account with and without it (the other answers unchanged). */
interface Holding {
  key: string
  label: string
  attr: string
  give: (attrs: Attrs) => Attrs
  take: (attrs: Attrs) => Attrs
}

const recOf = (v: unknown) => ({ ...(v as Record<string, number>) })

/**
 * The things players collect and pay for: one more item of a tier (a further 荣耀典藏: the tiers are counts, and all
 * of an account's 史诗 together say nothing about one) and each named item (a character, a weapon), held or not. Counts, servers and risk flags are left out: a count is not held or not, a server or flag
 * scales the whole account rather than adding to it.
 */
function holdings(game: GameDef): Holding[] {
  const out: Holding[] = []
  for (const def of game.attributes) {
    if (!def.priced) continue
    if (def.kind === 'tiers') {
      for (const t of def.tiers)
        out.push({
          key: `${def.key}.${t.key}`,
          label: `${tierLabel(def, t)} 每多1${def.unit}`,
          attr: def.key,
          give: (a) => ({ ...a, [def.key]: { ...recOf(a[def.key]), [t.key]: (recOf(a[def.key])[t.key] ?? 0) + 1 } }),
          take: (a) => a,
        })
    } else if (def.kind === 'named') {
      for (const it of def.items)
        out.push({
          key: `${def.key}.${it.key}`,
          label: it.label,
          attr: def.key,
          give: (a) => ({ ...a, [def.key]: { [it.key]: def.minLevel, ...recOf(a[def.key]) } }),
          take: (a) => {
            const rec = recOf(a[def.key])
            delete rec[it.key]
            return { ...a, [def.key]: rec }
          },
        })
    }
  }
  return out
}

/** The model's latest month's sold accounts (at least the MIN_ACCOUNTS most recent, at most MAX_ACCOUNTS). */
function latestAccounts(model: TrainedModel): { month: number; attrs: Attrs[] } {
  const month = model.priceIndex.startMonth + model.priceIndex.values.length - 1
  const order = model.anchors.soldAt.map((t, i) => ({ t, i })).sort((p, q) => q.t - p.t || p.i - q.i)
  const inMonth = order.filter((o) => monthOf(o.t) >= month).length
  const n = Math.min(MAX_ACCOUNTS, Math.max(MIN_ACCOUNTS, inMonth))
  return { month, attrs: order.slice(0, n).map((o) => model.anchors.attrs[o.i]) }
}

/**
 * What owning each collectable adds to a typical account this month, by the model: for every account sold in the
 * latest month, its regression price at today's index with the thing minus without it (a holder loses a named item,
 * anyone else gets it at the lowest level; a tier gets one more; all other answers as sold), and the middle half of those amounts as the range.
 * The comparables correction is left out: it belongs to one account, not to the thing. An account that did not
 * answer the attribute is not measured for it (giving it one would also answer the rest of the attribute). Only
 * things that add value to most accounts (the range's low end above ¥0) are kept, the largest typical amount
 * (the median) first.
 */
export function hotValues(model: TrainedModel, game: GameDef, limit: number): HotValues {
  const { month, attrs } = latestAccounts(model)
  const index = latestIndex(model.priceIndex)
  // The model's log prices are in fen.
  const price = (a: Attrs) => Math.exp(linearLog(model, a) + index)
  const found: (HotValue & { median: number })[] = []
  for (const h of holdings(game)) {
    const amounts = attrs.filter((a) => a[h.attr] !== undefined).map((a) => price(h.give(a)) - price(h.take(a)))
    if (amounts.length < MIN_ACCOUNTS / 2) continue
    const sorted = Float64Array.from(amounts).sort()
    const lowFen = roundFen(quantileSorted(sorted, RANGE[0]))
    const highFen = roundFen(quantileSorted(sorted, RANGE[1]))
    if (lowFen <= 0) continue
    found.push({ key: h.key, label: h.label, lowFen, highFen, median: quantileSorted(sorted, 0.5) })
  }
  found.sort((p, q) => q.median - p.median || p.key.localeCompare(q.key))
  return { month: monthLabel(month), accounts: attrs.length, items: found.slice(0, limit).map(({ median: _, ...v }) => v) }
}

/**
 * Whole yuan at two significant digits (¥1,234 → ¥1,200, ¥86 → ¥86): a typical amount is an estimate, and a range
 * of ¥1,187–¥3,452 claims a precision the model does not have.
 */
export function roundFen(fen: number): number {
  const yuan = fen / 100
  if (Math.abs(yuan) < 1) return 0
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.abs(yuan))) - 1)
  return Math.round(yuan / step) * step * 100
}
