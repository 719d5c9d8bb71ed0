import { BusChannel, type ReplicaBus } from '../../bus/replica-bus'
import { onLocalUserChange } from '../../bus/user-events'
import type { UserBaseInfo } from '../../contract'
import { TaggedCache } from '../../lib/tagged-cache'

/** How long a replica trusts a user's info it read, at most: the bound when a change's announcement is lost. */
export const USER_INFO_CACHE_MS = 30_000

/**
 * A replica's copy of each user's base info (user/userInfo, asked on every app start and page show), dropped on
 * every replica the moment a write to what it holds is announced (announceUserChange: inviter bound, real name
 * verified, account deleted, a mini-program identity added).
 */
export class UserInfoCache {
  private readonly cache: TaggedCache<UserBaseInfo>

  constructor(now: () => number, bus?: ReplicaBus) {
    const cache = (this.cache = new TaggedCache<UserBaseInfo>(now, USER_INFO_CACHE_MS))
    onLocalUserChange((userId) => cache.drop(userId))
    bus?.subscribe(BusChannel.USERS, { onEvent: (userId) => cache.drop(userId), onReset: () => cache.clear() })
  }

  get(userId: number): UserBaseInfo | undefined {
    return this.cache.get(String(userId))
  }

  set(userId: number, info: UserBaseInfo): void {
    const key = String(userId)
    this.cache.set(key, Object.freeze(info), [key])
  }
}
