import type { Static } from '@sinclair/typebox'
import { PlayerRef } from './orders'

/**
 * A player as a console list names them: uid and the masked phone (the full number only through pii/unmask), never
 * the internal user id. The same shape as the money pages' PlayerRef.
 */
export const PlayerTag = PlayerRef
export type PlayerTag = Static<typeof PlayerTag>
