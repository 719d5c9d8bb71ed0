import { demoAccount } from '../market/demo'
import { makeRng, type Rng } from '../market/prng'
import { getGame } from '../valuation/catalogue'
import type { AttributeDef, AttrValue, Attrs } from '../valuation/catalogue/types'
import { scanAreas } from '../valuation/catalogue/scan-types'
import { validateGameAnswers } from '../valuation/catalogue/validate'
import type { ScanType } from '../contract/values'

/** A plausible value for one attribute, from its schema alone (games without a demo generator). */
function schemaValue(def: AttributeDef, rng: Rng): AttrValue | undefined {
  switch (def.kind) {
    case 'count':
      // Skewed towards the low end, as real accounts are.
      return def.min + Math.floor((def.max - def.min) * rng.next() ** 3)
    case 'tiers':
      return Object.fromEntries(def.tiers.map((t, i) => [t.key, Math.floor(t.max * rng.next() ** (2 + i))]))
    case 'named': {
      const owned = def.items.filter(() => rng.chance(0.3))
      return Object.fromEntries(owned.map((it) => [it.key, rng.int(def.minLevel, def.maxLevel)]))
    }
    case 'flag':
      return rng.chance(0.85) ? def.default : !def.default
    case 'enum':
      return rng.pick(def.options).value
    case 'text':
      return undefined
  }
}

/**
 * The attributes the authorization sandbox "reads" from an account: deterministic in (game, seed), drawn like a
 * demo-market account where the game has a demo generator (realistic values and correlations), otherwise from
 * the catalogue schema; always normalised by `validateGameAnswers`, so they value like a props answer. A scanned
 * account (`scanType`) sits in an area of the scanning app where the game has such areas.
 */
export function sandboxAccountAttrs(gameId: number, seed: number, scanType?: ScanType): Attrs {
  const game = getGame(gameId)
  if (!game) throw new Error(`sandbox authorization for an unknown game ${gameId}`)
  let attrs = demoAccount(gameId, seed)
  if (!attrs) {
    const rng = makeRng(seed)
    attrs = {}
    for (const def of game.attributes) {
      const value = schemaValue(def, rng)
      if (value !== undefined) attrs[def.key] = value
    }
  }
  // A scanned account is one of the scanning app's: its area is a QQ one after a QQ scan, a WeChat one after WeChat's.
  const areas = scanType ? scanAreas(game, scanType) : []
  if (areas.length) attrs = { ...attrs, server: areas[seed % areas.length] }
  const res = validateGameAnswers(gameId, attrs)
  if (!res.ok) throw new Error(`sandbox attributes do not validate for game ${gameId}: ${res.errors.map((e) => e.field).join(', ')}`)
  return res.attrs
}
