import type { PlayerTag } from '../contract/console'
import { maskPhone } from '../lib/pii'
import type { ConsoleDeps } from './types'

/** A digit string of a GET query as a number (the contract's patterns have checked it). */
export const numberOf = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text))

/** A list's page and size from its query (defaults 1 and 20). */
export const pagingOf = (query: { page?: string; pageSize?: string }) => ({
  page: Number(query.page ?? '1'),
  pageSize: Number(query.pageSize ?? '20'),
})

/**
 * The players of a list by user id, phone masked, in one query: `tag(userId)`. A user the table no longer has (never
 * expected: rows keep their users) still gets a tag, with an empty uid.
 */
export async function playerTags(deps: Pick<ConsoleDeps, 'playersByIds'>, userIds: number[]): Promise<(userId: number) => PlayerTag> {
  const players = await deps.playersByIds(userIds)
  return (userId) => {
    const p = players.get(userId)
    return { userId, uid: p?.uid ?? '', phone: maskPhone(p?.phone) }
  }
}
