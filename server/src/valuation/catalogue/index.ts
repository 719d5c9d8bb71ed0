import type { AttributeDef, GameDef } from './types'
import { genshin } from './g10026-genshin'
import { starRail } from './g10161-starrail'
import { honorOfKings } from './g10013-honor-of-kings'
import { leagueOfLegends } from './g10012-league-of-legends'
import { peacekeeperElite } from './g10011-peacekeeper-elite'
import { valorant } from './g10148-valorant'
import { crossfire } from './g10039-crossfire'
import { naraka } from './g10023-naraka'
import { naruto } from './g10032-naruto'
import { unnamed10061, unnamed10130 } from './unnamed'

export * from './types'

/** The spec's 11 game ids, in the spec's order (section 9). */
export const GAME_IDS = [10026, 10013, 10012, 10011, 10130, 10023, 10161, 10039, 10032, 10148, 10061] as const

const ALL: GameDef[] = [
  genshin,
  honorOfKings,
  leagueOfLegends,
  peacekeeperElite,
  unnamed10130,
  naraka,
  starRail,
  crossfire,
  naruto,
  valorant,
  unnamed10061,
]

/** The built-in catalogue (frozen: operator edits go through `applyGameOverrides`). */
export const CATALOGUE: readonly GameDef[] = Object.freeze(ALL.map((g) => Object.freeze(g)))

const BY_ID = new Map(CATALOGUE.map((g) => [g.id, g]))

export function getGame(gameId: number): GameDef | undefined {
  return BY_ID.get(gameId)
}

/** Games shown to users: enabled ones only (unnamed ids stay hidden until an operator names them). */
export function listGames(opts: { includeDisabled?: boolean } = {}): GameDef[] {
  return CATALOGUE.filter((g) => opts.includeDisabled || g.enabled)
}

/** Operator-editable fields of a game (stored by the service, e.g. in a config table). */
export interface GameOverride {
  name?: string
  enabled?: boolean
}

/** Returns a catalogue with operator overrides applied (pure: the built-in catalogue is not mutated). */
export function applyGameOverrides(overrides: Record<number, GameOverride>, base: readonly GameDef[] = CATALOGUE): GameDef[] {
  return base.map((g) => {
    const o = overrides[g.id]
    return o ? { ...g, name: o.name ?? g.name, enabled: o.enabled ?? g.enabled } : g
  })
}

export function getAttribute(game: GameDef, key: string): AttributeDef | undefined {
  return game.attributes.find((a) => a.key === key)
}
