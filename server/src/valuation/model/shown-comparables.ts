import type { Attrs } from '../catalogue/types'
import { itemValues, profileOf, type ItemValues, type Profile } from './item-values'
import type { TrainedModel } from './types'

/**
 * The comparables a report shows, chosen for a player to check rather than for the estimate (the correction's
 * neighbours in `core.ts` are near in predicted price, which two accounts holding different characters can be).
 *
 * Similarity is the share of value the two accounts hold in common: Σ min / Σ max over what each named item, tier
 * and count is worth (`item-values.ts`; a weighted Jaccard index), times the price ratio their servers and risk
 * flags make (a B服 deal for an 官服 account counts at 0.55). Attributes either side left unanswered are left
 * out. A deal is shown only when it holds the account's key items: its most valuable one, and at least half of what
 * the key items (the most valuable ones making up half of what its items are worth, at most three) are worth.
 */

/** Below this share of value in common a deal is not shown as similar. */
export const MIN_SHOWN_SIMILARITY = 0.3
/** Key items: the account's most valuable items covering this share of its items' value. */
const KEY_SHARE = 0.5
const MAX_KEY_ITEMS = 3

const anchorCache = new WeakMap<TrainedModel, Profile[]>()

function anchorProfiles(model: TrainedModel): Profile[] {
  const hit = anchorCache.get(model)
  if (hit) return hit
  const out = model.anchors.attrs.map((a) => profileOf(model, a))
  anchorCache.set(model, out)
  return out
}

/** Share of value in common of two profiles, times the price ratio of their flags and servers (1 = alike). */
export function valueSimilarity(L: ItemValues, a: Profile, b: Profile): number {
  let sa = 0
  let sb = 0
  let mult = 0
  const compared = new Uint8Array(L.attrs.length)
  for (let k = 0; k < L.attrs.length; k++) {
    if (L.multiplicative[k]) {
      if (!Number.isNaN(a.multLog[k]) && !Number.isNaN(b.multLog[k])) mult += Math.abs(a.multLog[k] - b.multLog[k])
    } else if (!Number.isNaN(a.attrSum[k]) && !Number.isNaN(b.attrSum[k])) {
      compared[k] = 1
      sa += a.attrSum[k]
      sb += b.attrSum[k]
    }
  }
  let shared = 0
  for (let c = 0; c < a.value.length; c++) if (compared[L.attrOf[c]]) shared += Math.min(a.value[c], b.value[c])
  const union = sa + sb - shared
  return (union > 0 ? shared / union : 1) * Math.exp(-mult)
}

/**
 * The account's key items (component indices, most valuable first): named items and tiers when it holds any,
 * otherwise its counts (a game that only counts its assets, as 无畏契约's 限定皮肤套装).
 */
export function keyItems(L: ItemValues, p: Profile): number[] {
  const pick = (items: boolean) => {
    const cs: number[] = []
    for (let c = 0; c < p.value.length; c++) {
      const k = L.attrOf[c]
      if (p.value[c] > 0 && !L.multiplicative[k] && Boolean(L.itemAttr[k]) === items) cs.push(c)
    }
    return cs.sort((x, y) => p.value[y] - p.value[x] || x - y)
  }
  const ranked = pick(true).length ? pick(true) : pick(false)
  const total = ranked.reduce((s, c) => s + p.value[c], 0)
  const out: number[] = []
  let covered = 0
  for (const c of ranked) {
    if (out.length === MAX_KEY_ITEMS || covered >= KEY_SHARE * total) break
    out.push(c)
    covered += p.value[c]
  }
  return out
}

/** The deal holds the account's most valuable item and at least half of what its key items are worth. */
function sharesKey(a: Profile, b: Profile, key: number[]): boolean {
  if (!key.length) return true
  if (!(b.value[key[0]] > 0)) return false
  let shared = 0
  let total = 0
  for (const c of key) {
    shared += Math.min(a.value[c], b.value[c])
    total += a.value[c]
  }
  return shared >= KEY_SHARE * total
}

export interface ShownMatch {
  anchor: number
  similarity: number
}

/** The most similar deals holding one of the account's key items, at most `max`, most similar first. */
export function similarDeals(model: TrainedModel, attrs: Attrs, max: number): ShownMatch[] {
  const L = itemValues(model)
  const me = profileOf(model, attrs)
  const key = keyItems(L, me)
  const profiles = anchorProfiles(model)
  const out: ShownMatch[] = []
  profiles.forEach((b, anchor) => {
    if (!sharesKey(me, b, key)) return
    const similarity = valueSimilarity(L, me, b)
    if (similarity >= MIN_SHOWN_SIMILARITY) out.push({ anchor, similarity })
  })
  // Newest deals first among equals: anchors are in time order.
  return out.sort((x, y) => y.similarity - x.similarity || y.anchor - x.anchor).slice(0, max)
}
