import { BusChannel, type ReplicaBus } from '../../bus/replica-bus'
import { familyKey, onLocalSessionChange, userKey } from '../../bus/session-events'
import { TaggedCache } from '../../lib/tagged-cache'

/** How long a replica trusts a session it read, at most: the bound when a revocation's event is lost. */
export const SESSION_CACHE_MS = 30_000

/**
 * A replica's cache of live sessions by access-token hash, so a request does not read its session every time.
 * Only a session that authenticates as it is (not rotated, revoked or expired) is kept, for SESSION_CACHE_MS at
 * most and never past its own expiry. A revocation or rotation anywhere (bus event, or this process's own write)
 * drops its family's or user's entries on every replica at once.
 */
export class SessionCache<S> {
  private readonly cache: TaggedCache<S>

  constructor(now: () => number, bus?: ReplicaBus) {
    const cache = (this.cache = new TaggedCache<S>(now, SESSION_CACHE_MS))
    onLocalSessionChange((key) => cache.drop(key))
    bus?.subscribe(BusChannel.SESSIONS, { onEvent: (key) => cache.drop(key), onReset: () => cache.clear() })
  }

  get(hash: string): S | undefined {
    return this.cache.get(hash)
  }

  /** Keeps a live session until `expiresAt` (its access expiry) or SESSION_CACHE_MS, whichever is sooner. */
  set(hash: string, session: S, family: string, userId: number, expiresAt: number): void {
    this.cache.set(hash, session, [familyKey(family), userKey(userId)], expiresAt)
  }
}
