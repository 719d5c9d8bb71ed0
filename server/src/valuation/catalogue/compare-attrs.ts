import { attrText } from './attr-text'
import type { AttributeDef, Attrs, GameDef } from './types'

/** same: both answered alike; differs: both answered, differently; unknown: either side left it unanswered. */
export type AttrMatch = 'same' | 'differs' | 'unknown'

/** One named item or tier held by either account; null = not held. */
export interface ItemComparison {
  label: string
  mine: string | null
  theirs: string | null
}

export interface AttrComparison {
  key: string
  label: string
  match: AttrMatch
  mine: string
  theirs: string
  /** Named items and tiers: each item either account holds, the shared ones first. */
  items?: ItemComparison[]
}

const recOf = (v: unknown) => (v !== null && typeof v === 'object' ? (v as Record<string, number>) : {})

function itemsOf(def: AttributeDef, mine: Attrs, theirs: Attrs): ItemComparison[] | undefined {
  if (def.kind !== 'named' && def.kind !== 'tiers') return undefined
  const a = recOf(mine[def.key])
  const b = recOf(theirs[def.key])
  const entries =
    def.kind === 'named'
      ? def.items.map((it) => ({ key: it.key, label: it.label, fmt: (n: number) => def.levelFormat.replace('{n}', String(n)) || '有' }))
      : [...def.tiers].reverse().map((t) => ({ key: t.key, label: t.label, fmt: (n: number) => `×${n}` }))
  const held = (r: Record<string, number>, k: string) => (def.kind === 'named' ? r[k] !== undefined : (r[k] ?? 0) > 0)
  const rows = entries
    .filter((e) => held(a, e.key) || held(b, e.key))
    .map((e) => ({ label: e.label, mine: held(a, e.key) ? e.fmt(a[e.key]) : null, theirs: held(b, e.key) ? e.fmt(b[e.key]) : null }))
  const rank = (r: ItemComparison) => (r.mine !== null && r.theirs !== null ? 0 : r.mine !== null ? 1 : 2)
  return rows
    .map((r, i) => ({ r, i }))
    .sort((x, y) => rank(x.r) - rank(y.r) || x.i - y.i)
    .map(({ r }) => r)
}

function sameValue(def: AttributeDef, a: unknown, b: unknown): boolean {
  if (def.kind !== 'named' && def.kind !== 'tiers') return a === b
  const ra = recOf(a)
  const rb = recOf(b)
  // A tier held 0 times is a tier not held; a named item at level 0 is held.
  const get = (r: Record<string, number>, k: string) => (def.kind === 'tiers' ? (r[k] ?? 0) : r[k])
  return [...new Set([...Object.keys(ra), ...Object.keys(rb)])].every((k) => get(ra, k) === get(rb, k))
}

/**
 * Every priced attribute of the game, the account's answer beside a comparable deal's, marked alike, different or
 * unknown, so a player can check what the similarity rests on.
 */
export function compareAttrs(game: GameDef, mine: Attrs, theirs: Attrs): AttrComparison[] {
  return game.attributes
    .filter((def) => def.priced)
    .map((def) => {
      const a = mine[def.key]
      const b = theirs[def.key]
      const match: AttrMatch = a === undefined || b === undefined ? 'unknown' : sameValue(def, a, b) ? 'same' : 'differs'
      const items = itemsOf(def, mine, theirs)
      return {
        key: def.key,
        label: def.label,
        match,
        mine: attrText(game, def.key, a),
        theirs: attrText(game, def.key, b),
        ...(items ? { items } : {}),
      }
    })
}
