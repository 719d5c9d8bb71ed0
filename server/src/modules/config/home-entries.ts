import { Type } from '@sinclair/typebox'
import { GameFeature, Slogan, type GameFeatures } from '../../contract'
import { decodeJson } from '../../lib/schema-decode'

/**
 * The operator-edited entries behind the home page: the slogan (a global config key) and each game's feature
 * list (a column of the game). Here, below both, so the home page reads them and the operator command
 * (config:set) checks them with the same parsers.
 */
export const HOME_SLOGAN_KEY = 'home_slogan'

const SLOGAN_PROBLEM = `config ${HOME_SLOGAN_KEY} is missing or not a valid slogan`
const SloganValue = Type.Object(Slogan.properties, { problem: SLOGAN_PROBLEM })
const FeatureList = Type.Array(GameFeature, { problem: 'game features must be a JSON array of { title, desc }' })

/** Parses the operator-edited slogan; a malformed value is an operator error worth a loud failure. */
export function parseSlogan(raw: string | undefined): Slogan {
  return decodeJson(SloganValue, raw ?? '', SLOGAN_PROBLEM)
}

/** A text that is not JSON throws JSON.parse's message. */
export function parseFeatures(raw: string): GameFeatures['features'] {
  return decodeJson(FeatureList, raw)
}
