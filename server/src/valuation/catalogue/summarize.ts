import type { Attrs, GameDef } from './types'

/**
 * Short Chinese key-attribute strings for comparables and listings, most valuable first
 * (higher tiers before lower ones), e.g. ['荣耀典藏×2', '传说×15', '安卓QQ', '死邮'].
 */
export function summarizeAttrs(game: GameDef, attrs: Attrs, max = 6): string[] {
  const out: string[] = []
  for (const def of game.attributes) {
    const v = attrs[def.key]
    if (v === undefined || !def.priced) continue
    switch (def.kind) {
      case 'tiers': {
        const rec = v as Record<string, number>
        for (const t of [...def.tiers].reverse()) if ((rec[t.key] ?? 0) > 0) out.push(`${t.label}×${rec[t.key]}`)
        break
      }
      case 'named': {
        const rec = v as Record<string, number>
        for (const it of def.items) {
          if (rec[it.key] !== undefined) out.push(`${it.label}${def.levelFormat.replace('{n}', String(rec[it.key]))}`)
        }
        break
      }
      case 'count':
        if ((v as number) > 0) out.push(`${def.label}${v}`)
        break
      case 'enum':
        out.push(String(v))
        break
      case 'flag':
        // Only deviations from the safe default are worth showing.
        if (v !== def.default) out.push(def.key === 'liveMail' ? '死邮' : def.key === 'realNameChangeable' ? '实名不可改' : def.label)
        break
      case 'text':
      default:
        break
    }
  }
  return out.slice(0, max)
}

/** Only the attributes the model prices (no remarks, ranks or VIP levels): what a comparable is compared on. */
export function pricedAttrs(game: GameDef, attrs: Attrs): Attrs {
  const out: Attrs = {}
  for (const def of game.attributes) if (def.priced && attrs[def.key] !== undefined) out[def.key] = attrs[def.key]
  return out
}
