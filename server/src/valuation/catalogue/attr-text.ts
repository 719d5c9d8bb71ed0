import type { AttrValue, GameDef, TiersAttr } from './types'

/** A human-readable attribute value for the side-by-side view. */
export function attrText(game: GameDef | undefined, key: string, v: AttrValue | undefined): string {
  if (v === undefined) return '未填写'
  const def = game?.attributes.find((a) => a.key === key)
  if (!def) return typeof v === 'object' ? JSON.stringify(v) : String(v)
  switch (def.kind) {
    case 'tiers': {
      const rec = v as Record<string, number>
      const parts = [...def.tiers]
        .reverse()
        .filter((t) => (rec[t.key] ?? 0) > 0)
        .map((t) => `${t.label}×${rec[t.key]}`)
      return parts.join('、') || '无'
    }
    case 'named': {
      const rec = v as Record<string, number>
      const parts = def.items
        .filter((it) => rec[it.key] !== undefined)
        .map((it) => `${it.label}${def.levelFormat.replace('{n}', String(rec[it.key]))}`)
      return parts.join('、') || '无'
    }
    case 'flag':
      return v ? '是' : '否'
    case 'enum':
      return def.options.find((o) => o.value === v)?.label ?? String(v)
    case 'count':
      return `${v}${def.unit}`
    case 'text':
    default:
      return String(v)
  }
}

/**
 * A tier named on its own ("传说（皮肤数量（按品质））"): with its attribute's label unless that already says it, as the
 * market's hot attributes and hot values name a tier owned.
 */
export function tierLabel(def: TiersAttr, tier: TiersAttr['tiers'][number]): string {
  return `${tier.label}${def.label.includes(tier.label) ? '' : `（${def.label}）`}`
}
