import type { AccuracyData, GameAccuracy } from '../../server/src/contract'
import { callData } from './endpoint'

export type { AccuracyData, GameAccuracy }

/**
 * How accurate each game's valuations are on deals the model never saw (public, no login). Silent: the page
 * shows a failure itself.
 */
export const valuationAccuracy = (gameId?: number) => callData('valAccuracy', gameId === undefined ? {} : { gameId }, { silent: true })
