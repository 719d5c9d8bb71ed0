import { BusChannel, type ReplicaBus } from '../../bus/replica-bus'
import { onLocalSessionChange } from '../../bus/session-events'

/** How long a replica trusts a session it read, at most: the bound when a revocation's event is lost. */
export const SESSION_CACHE_MS = 30_000
/**
 * After a session change is announced, its sessions are not cached again for this long: the announcement can come
 * before the writer commits (this process hears it at once), and a read in between still sees the old row.
 */
const TOMBSTONE_MS = 2_000
const MAX_ENTRIES = 50_000

interface Entry<S> {
  session: S
  family: string
  userId: number
  until: number
}

/**
 * A replica's cache of live sessions by access-token hash, so a request does not read its session every time.
 * Only a session that authenticates as it is (not rotated, revoked or expired) is kept, for SESSION_CACHE_MS at
 * most and never past its own expiry. A revocation or rotation anywhere (bus event, or this process's own write)
 * drops its family's or user's entries on every replica at once.
 */
export class SessionCache<S> {
  private readonly entries = new Map<string, Entry<S>>()
  private readonly tombstones = new Map<string, number>()

  constructor(
    private readonly now: () => number,
    bus?: ReplicaBus,
  ) {
    const drop = (key: string) => this.drop(key)
    onLocalSessionChange(drop)
    bus?.subscribe(BusChannel.SESSIONS, { onEvent: drop, onReset: () => this.entries.clear() })
  }

  get(hash: string): S | undefined {
    const entry = this.entries.get(hash)
    if (!entry) return undefined
    if (this.now() >= entry.until) {
      this.entries.delete(hash)
      return undefined
    }
    return entry.session
  }

  /** Keeps a live session until `expiresAt` (its access expiry) or SESSION_CACHE_MS, whichever is sooner. */
  set(hash: string, session: S, family: string, userId: number, expiresAt: number): void {
    const now = this.now()
    if (this.buried(`f:${family}`, now) || this.buried(`u:${userId}`, now)) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(hash, { session, family, userId, until: Math.min(expiresAt, now + SESSION_CACHE_MS) })
  }

  /** `f:<familyId>` or `u:<userId>`: its sessions leave the cache, and stay out for a moment. */
  drop(key: string): void {
    const now = this.now()
    if (this.tombstones.size > MAX_ENTRIES) for (const [k, until] of this.tombstones) if (until <= now) this.tombstones.delete(k)
    this.tombstones.set(key, now + TOMBSTONE_MS)
    const [kind, id] = [key.slice(0, 2), key.slice(2)]
    for (const [hash, entry] of this.entries) {
      if ((kind === 'f:' && entry.family === id) || (kind === 'u:' && String(entry.userId) === id)) this.entries.delete(hash)
    }
  }

  private buried(key: string, now: number): boolean {
    const until = this.tombstones.get(key)
    if (until === undefined) return false
    if (now < until) return true
    this.tombstones.delete(key)
    return false
  }
}
