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

interface Anchors {
  profiles: Profile[]
  /** Every anchor's components are worth 0 or more (what the similarity's upper bound needs). */
  nonNegative: boolean
}

const anchorCache = new WeakMap<TrainedModel, Anchors>()

function anchorProfiles(model: TrainedModel): Anchors {
  const hit = anchorCache.get(model)
  if (hit) return hit
  const profiles = model.anchors.attrs.map((a) => profileOf(model, a))
  const out = { profiles, nonNegative: profiles.every(nonNegative) }
  anchorCache.set(model, out)
  return out
}

const nonNegative = (p: Profile) => p.value.every((v) => v >= 0)

/** Relative slack of the upper bound: the similarity is computed in another order than the bound's sums. */
const BOUND_MARGIN = 1e-9

/** One profile's answered attributes: the ones that multiply the price and the ones whose items are summed. */
interface Answered {
  mult: Int32Array
  summed: Int32Array
}

function answeredOf(L: ItemValues, a: Profile): Answered {
  const mult: number[] = []
  const summed: number[] = []
  for (let k = 0; k < L.attrs.length; k++) {
    if (L.multiplicative[k]) {
      if (!Number.isNaN(a.multLog[k])) mult.push(k)
    } else if (!Number.isNaN(a.attrSum[k])) summed.push(k)
  }
  return { mult: Int32Array.from(mult), summed: Int32Array.from(summed) }
}

/**
 * What the two profiles' answered attributes are worth (`out[0]`, `out[1]`) and how far apart their flags and servers
 * put them (`out[2]`): the similarity's parts that need no component-by-component comparison. `compared` gets the
 * attributes both answered. Summed in attribute order, as over every attribute.
 */
function totals(a: Profile, answered: Answered, b: Profile, compared: Uint8Array, out: Float64Array): Float64Array {
  let sa = 0
  let sb = 0
  let mult = 0
  compared.fill(0)
  for (const k of answered.mult) if (!Number.isNaN(b.multLog[k])) mult += Math.abs(a.multLog[k] - b.multLog[k])
  for (const k of answered.summed) {
    if (Number.isNaN(b.attrSum[k])) continue
    compared[k] = 1
    sa += a.attrSum[k]
    sb += b.attrSum[k]
  }
  out[0] = sa
  out[1] = sb
  out[2] = mult
  return out
}

/** The similarity from the two profiles' `totals` and the attributes both answered. */
function similarityOf(L: ItemValues, a: Profile, b: Profile, t: Float64Array, compared: Uint8Array): number {
  // Σ min over the components either profile holds, in component order: the others add min(0, 0), so the sum is
  // the one over every component, bit for bit.
  let shared = 0
  const ha = a.held
  const hb = b.held
  let i = 0
  let j = 0
  while (i < ha.length || j < hb.length) {
    const c = j >= hb.length || (i < ha.length && ha[i] < hb[j]) ? ha[i] : hb[j]
    if (i < ha.length && ha[i] === c) i++
    if (j < hb.length && hb[j] === c) j++
    if (compared[L.attrOf[c]]) shared += Math.min(a.value[c], b.value[c])
  }
  const union = t[0] + t[1] - shared
  return (union > 0 ? shared / union : 1) * Math.exp(-t[2])
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

/**
 * The most similar deals holding one of the account's key items, at most `max`, most similar first (newest first
 * among equals: anchors are in time order).
 *
 * Where no component is worth less than 0, what two accounts hold in common is at most the smaller one's worth, so
 * the similarity is at most min/max of their worths times the flags' ratio: an anchor whose bound is below the
 * `max`-th best so far is passed over without comparing its items (the result is exactly that of comparing all).
 */
export function similarDeals(model: TrainedModel, attrs: Attrs, max: number): ShownMatch[] {
  const L = itemValues(model)
  const me = profileOf(model, attrs)
  const key = keyItems(L, me)
  const anchors = anchorProfiles(model)
  const bounded = anchors.nonNegative && nonNegative(me)
  const top: ShownMatch[] = []
  const compared = new Uint8Array(L.attrs.length)
  const answered = answeredOf(L, me)
  const t = new Float64Array(3)
  if (max <= 0) return top
  anchors.profiles.forEach((b, anchor) => {
    if (!sharesKey(me, b, key)) return
    totals(me, answered, b, compared, t)
    const floor = top.length === max ? top[max - 1].similarity : MIN_SHOWN_SIMILARITY
    if (bounded) {
      const hi = Math.max(t[0], t[1])
      const bound = (hi > 0 ? Math.min(t[0], t[1]) / hi : 1) * Math.exp(-t[2])
      if (bound * (1 + BOUND_MARGIN) < floor) return
    }
    const similarity = similarityOf(L, me, b, t, compared)
    if (!(similarity >= MIN_SHOWN_SIMILARITY)) return
    // Later anchors win ties (newest first among equals).
    let pos = top.length
    while (pos > 0 && top[pos - 1].similarity <= similarity) pos--
    if (pos >= max) return
    top.splice(pos, 0, { anchor, similarity })
    if (top.length > max) top.pop()
  })
  return top
}
