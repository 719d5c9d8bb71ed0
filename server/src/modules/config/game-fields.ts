import { FormatRegistry, Type } from '@sinclair/typebox'
import { isHttpsUrl } from '../../contract/values/app-download'
import { decode, type ProblemAt } from '../../lib/schema-decode'
import type { GameUpdate } from '../games/repository'
import { parseFeatures } from './home-entries'

const HTTPS_URL = 'config-https-url'
const FEATURE_LIST = 'config-game-features'
FormatRegistry.Set(HTTPS_URL, isHttpsUrl)
FormatRegistry.Set(FEATURE_LIST, (v) => {
  try {
    parseFeatures(v)
    return true
  } catch {
    return false
  }
})

const FIELDS = 'name, genre, icon, sort, enabled, features'
const text = (max: number) =>
  Type.Optional(Type.String({ maxLength: max, problem: ({ key }: ProblemAt) => `${key} is longer than ${max} characters` }))

/** A game's operator-editable fields as `config:set -- game ID field=value …` writes them. */
const GameFields = (gameId: number) =>
  Type.Object(
    {
      name: text(64),
      genre: text(32),
      // The default name (`game-<id>`, drawn by the app) or an https image the business holds the rights to: the app
      // ships no game logos, so an operator's licensed icon is the only picture a game tile ever shows.
      icon: Type.Optional(
        Type.Union([Type.Literal(`game-${gameId}`), Type.String({ format: HTTPS_URL })], {
          problem: `icon must be game-${gameId} (the drawn tile) or an https image URL of at most 512 characters`,
        }),
      ),
      sort: Type.Optional(Type.String({ pattern: '^\\d{1,6}$', problem: 'sort must be a whole number' })),
      enabled: Type.Optional(
        Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')], {
          problem: 'enabled must be true or false',
        }),
      ),
      features: Type.Optional(
        Type.String({ format: FEATURE_LIST, problem: 'features must be a JSON array of {"title": "...", "desc": "..."}' }),
      ),
    },
    { additionalProperties: false, problem: ({ key }: ProblemAt) => `unknown game field "${key}" (${FIELDS})` },
  )

/** The update that `field=value` pairs make (name, genre and icon trimmed); throws DecodeError with what to fix. */
export function parseGameFields(gameId: number, assignments: Record<string, string>): GameUpdate {
  const trimmed = { ...assignments }
  for (const field of ['name', 'genre', 'icon'] as const) if (trimmed[field] !== undefined) trimmed[field] = trimmed[field].trim()
  const f = decode(GameFields(gameId), trimmed)
  const update: GameUpdate = {}
  if (f.name !== undefined) update.name = f.name
  if (f.genre !== undefined) update.genre = f.genre
  if (f.icon !== undefined) update.icon = f.icon
  if (f.sort !== undefined) update.sort_order = Number(f.sort)
  if (f.enabled !== undefined) update.enabled = f.enabled === 'true' || f.enabled === '1' ? 1 : 0
  if (f.features !== undefined) update.features = f.features
  return update
}
