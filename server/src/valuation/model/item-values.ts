import type { Attrs } from '../catalogue/types'
import { featureValue } from './features'
import type { TrainedModel } from './types'

/**
 * What each thing an account holds is worth (CNY), by the model's additive value (value = base + Σ v_k·quantity_k,
 * fitted to the deals' prices): one component per named item (a character, a weapon, a named skin), per tier of a
 * tiered attribute (荣耀典藏, 至臻) and per count (黄数, 英雄数量). A named item carries its further copies (the
 * summed levels term, at its own level) and half of each bundle it completes. Risk flags and servers scale the whole
 * price instead: `multLog` is their log effect per attribute.
 */
export interface ItemValues {
  /** Component key: `attr.item`, `attr.tier` or `attr`. */
  keys: string[]
  /** The attribute (index into `attrs`) each component belongs to. */
  attrOf: Int32Array
  /** Priced attributes, in catalogue order of the model's features. */
  attrs: string[]
  /** Attributes whose components are items players collect (named items, tiers), as opposed to counts. */
  itemAttr: Uint8Array
  /** Attributes that multiply the price (flags, enums). */
  multiplicative: Uint8Array
}

export interface Profile {
  /** Value per component (CNY); 0 when not held. */
  value: Float64Array
  /** Per attribute: Σ of its components' values, NaN when unanswered. */
  attrSum: Float64Array
  /** Per multiplicative attribute: its log effect on the price, NaN when unanswered. */
  multLog: Float64Array
  /** The components with a value other than 0, in increasing order (an account holds few of a game's items). */
  held: Int32Array
}

interface Term {
  /** Component index, or -1 for terms spread over items (levels, bundles). */
  c: number
  w: number
  j: number
}

interface Layout extends ItemValues {
  terms: Term[]
  index: Map<string, number>
}

const cache = new WeakMap<TrainedModel, Layout>()

export function itemValues(model: TrainedModel): Layout {
  const hit = cache.get(model)
  if (hit) return hit
  const attrs: string[] = []
  const attrIndex = new Map<string, number>()
  const keys: string[] = []
  const attrOf: number[] = []
  const index = new Map<string, number>()
  const attrId = (a: string) => {
    if (!attrIndex.has(a)) {
      attrIndex.set(a, attrs.length)
      attrs.push(a)
    }
    return attrIndex.get(a) as number
  }
  const component = (attr: string, sub?: string) => {
    const key = sub ? `${attr}.${sub}` : attr
    if (!index.has(key)) {
      index.set(key, keys.length)
      keys.push(key)
      attrOf.push(attrId(attr))
    }
    return index.get(key) as number
  }
  for (const f of model.features) if (f.tf.t !== 'additive') attrId(f.tf.attr)
  const itemAttr = new Uint8Array(attrs.length)
  const multiplicative = new Uint8Array(attrs.length)
  for (const f of model.features) {
    const tf = f.tf
    if (tf.t === 'additive') continue
    const a = attrIndex.get(tf.attr) as number
    if (tf.t === 'owned' || tf.t === 'any') itemAttr[a] = 1
    if (tf.t === 'flag' || tf.t === 'is') multiplicative[a] = 1
  }
  const terms: Term[] = []
  const additive = model.features.find((f) => f.tf.t === 'additive')
  if (additive && additive.tf.t === 'additive') {
    for (const { j, w } of additive.tf.terms) {
      const tf = model.features[j].tf
      if (tf.t === 'owned' || tf.t === 'linear') terms.push({ c: component(tf.attr, tf.sub), w, j })
      else if (tf.t === 'ge') terms.push({ c: component(tf.attr), w, j })
      else if (tf.t === 'levels' || tf.t === 'bundles') terms.push({ c: -1, w, j })
    }
  }
  const layout: Layout = {
    keys,
    attrOf: Int32Array.from(attrOf),
    attrs,
    itemAttr,
    multiplicative,
    terms,
    index,
  }
  cache.set(model, layout)
  return layout
}

const recOf = (v: unknown) => (v !== null && typeof v === 'object' ? (v as Record<string, number>) : {})

/** The account's profile: what each component is worth and the log effect of each flag and enum. */
export function profileOf(model: TrainedModel, attrs: Attrs): Profile {
  const L = itemValues(model)
  const value = new Float64Array(L.keys.length)
  const add = (key: string, v: number) => {
    const c = L.index.get(key)
    if (c !== undefined) value[c] += v
  }
  for (const { c, w, j } of L.terms) {
    const tf = model.features[j].tf
    if (tf.t === 'levels') {
      for (const [item, l] of Object.entries(recOf(attrs[tf.attr]))) add(`${tf.attr}.${item}`, w * (l - tf.min))
    } else if (tf.t === 'bundles') {
      if (attrs[tf.attr2] === undefined) continue
      const own = recOf(attrs[tf.attr])
      const other = recOf(attrs[tf.attr2])
      for (const [sub, sub2] of tf.pairs) {
        if (own[sub] === undefined || other[sub2] === undefined) continue
        add(`${tf.attr}.${sub}`, w / 2)
        add(`${tf.attr2}.${sub2}`, w / 2)
      }
    } else {
      const x = featureValue(tf, attrs)
      if (x !== undefined) value[c] += w * x
    }
  }
  const attrSum = new Float64Array(L.attrs.length).fill(NaN)
  L.attrs.forEach((a, k) => {
    if (attrs[a] !== undefined && !L.multiplicative[k]) attrSum[k] = 0
  })
  for (let c = 0; c < value.length; c++) if (!Number.isNaN(attrSum[L.attrOf[c]])) attrSum[L.attrOf[c]] += value[c]
  const multLog = new Float64Array(L.attrs.length).fill(NaN)
  model.features.forEach((f, j) => {
    const tf = f.tf
    if (tf.t !== 'flag' && tf.t !== 'is') return
    const k = L.attrs.indexOf(tf.attr)
    const x = featureValue(tf, attrs)
    if (x === undefined) return
    if (Number.isNaN(multLog[k])) multLog[k] = 0
    multLog[k] += (model.beta[j] / model.sd[j]) * x
  })
  const held: number[] = []
  for (let c = 0; c < value.length; c++) if (value[c] !== 0) held.push(c)
  return { value, attrSum, multLog, held: Int32Array.from(held) }
}
