/**
 * A replica's short-lived cache whose entries carry tags (a session's family and user, a user's id): dropping a tag
 * drops every entry carrying it, and for TOMBSTONE_MS after that no entry with the tag is stored again. Why the
 * tombstone: a change is announced to this process before the writer commits, and a read in between still sees the
 * old row, which must not go back into the cache.
 */
const TOMBSTONE_MS = 2_000
const MAX_ENTRIES = 50_000

interface Entry<V> {
  value: V
  tags: readonly string[]
  until: number
}

export class TaggedCache<V> {
  private readonly entries = new Map<string, Entry<V>>()
  private readonly tombstones = new Map<string, number>()

  /** `ttlMs`: how long an entry is trusted at most, the bound when a change's announcement is lost. */
  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.now() >= entry.until) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /** Keeps `value` for the TTL, or until `expiresAt` when that is sooner; not while one of its tags is buried. */
  set(key: string, value: V, tags: readonly string[], expiresAt = Infinity): void {
    const now = this.now()
    if (tags.some((tag) => this.buried(tag, now))) return
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear()
    this.entries.set(key, { value, tags, until: Math.min(expiresAt, now + this.ttlMs) })
  }

  /** Entries tagged `tag` leave the cache, and stay out for a moment. */
  drop(tag: string): void {
    const now = this.now()
    if (this.tombstones.size > MAX_ENTRIES) for (const [t, until] of this.tombstones) if (until <= now) this.tombstones.delete(t)
    this.tombstones.set(tag, now + TOMBSTONE_MS)
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key)
  }

  /** Everything goes (the replica may have missed announcements). */
  clear(): void {
    this.entries.clear()
  }

  private buried(tag: string, now: number): boolean {
    const until = this.tombstones.get(tag)
    if (until === undefined) return false
    if (now < until) return true
    this.tombstones.delete(tag)
    return false
  }
}
