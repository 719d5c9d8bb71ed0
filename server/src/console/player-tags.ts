import type { PlayerTag } from '../contract/console'
import { maskPhone } from '../lib/pii'
import type { ConsoleDeps } from './types'

/**
 * The players of a list by user id, phone masked, in one query: `tag(userId)`. A user the table no longer has (never
 * expected: rows keep their users) still gets a tag, with an empty uid.
 */
export async function playerTags(deps: Pick<ConsoleDeps, 'playerRefs'>, userIds: number[]): Promise<(userId: number) => PlayerTag> {
  const players = await deps.playerRefs.refsOf(userIds)
  return (userId) => {
    const p = players.get(userId)
    return { uid: p?.uid ?? '', phone: maskPhone(p?.phone) }
  }
}
