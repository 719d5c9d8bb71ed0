import { Value } from '@sinclair/typebox/value'
import { Type } from '@sinclair/typebox'
import { GameFeature, Slogan, type GameFeatures } from '../../contract'

/**
 * The operator-edited entries behind the home page: the slogan (a global config key) and each game's feature
 * list (a column of the game). Here, below both, so the home page reads them and the operator command
 * (config:set) checks them with the same parsers.
 */
export const HOME_SLOGAN_KEY = 'home_slogan'

const FeatureList = Type.Array(GameFeature)

/** Parses the operator-edited slogan; a malformed value is an operator error worth a loud failure. */
export function parseSlogan(raw: string | undefined): Slogan {
  let value: unknown
  try {
    value = raw === undefined ? undefined : JSON.parse(raw)
  } catch {
    value = undefined
  }
  if (!Value.Check(Slogan, value)) throw new Error(`config ${HOME_SLOGAN_KEY} is missing or not a valid slogan`)
  return value
}

export function parseFeatures(raw: string): GameFeatures['features'] {
  const value: unknown = JSON.parse(raw)
  if (!Value.Check(FeatureList, value)) throw new Error('game features must be a JSON array of { title, desc }')
  return value
}
