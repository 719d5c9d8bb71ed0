import type { Attrs, GameDef } from '../../valuation/catalogue/types'
import { presenceTokens } from '../market/analysis'

/** One thing the wanted account asks for; a listing matches only when it meets every one. */
export interface Criterion {
  label: string
  /** `tokens` are the listing's presence tokens (computed once per listing). */
  met: (has: Attrs, tokens: Map<string, string>) => boolean
}

const attrOf = (token: string) => token.split(/[.=>]/)[0]

/**
 * The criteria of a wanted account, in the game's attribute order: each priced tier, named item and option it
 * has (the market's presence tokens), and for a priced count (英雄数量) at least the wanted number. A count's
 * thresholds (全英雄) follow from its floor, so they are not listed twice; a floor at a threshold keeps its name.
 */
export function wantedCriteria(game: GameDef, wanted: Attrs): Criterion[] {
  const tokens = [...presenceTokens(game, wanted)]
  const out: Criterion[] = []
  for (const def of game.attributes) {
    const v = wanted[def.key]
    if (def.kind === 'count' && def.priced && typeof v === 'number' && v > def.min) {
      out.push({
        label: def.thresholds?.find((th) => th.at === v)?.label ?? `${def.label}≥${v}${def.unit}`,
        met: (has) => typeof has[def.key] === 'number' && (has[def.key] as number) >= v,
      })
      continue
    }
    for (const [key, label] of tokens) if (attrOf(key) === def.key) out.push({ label, met: (_, got) => got.has(key) })
  }
  return out
}

/** Criteria the listing meets and misses (labels), in the criteria's order. */
export function meetCriteria(game: GameDef, criteria: Criterion[], has: Attrs): { had: string[]; missing: string[] } {
  const had: string[] = []
  const missing: string[] = []
  if (!criteria.length) return { had, missing }
  const tokens = presenceTokens(game, has)
  for (const c of criteria) (c.met(has, tokens) ? had : missing).push(c.label)
  return { had, missing }
}
