import type { Clock } from '../clock'

/**
 * One cached value with a time-to-live. Concurrent misses share one load. `invalidate()` covers changes made
 * in this process; the TTL bounds staleness for changes made elsewhere (the config CLI, another replica).
 */
export class TtlCache<T> {
  private value: { data: T; loadedAt: number } | null = null
  private pending: Promise<T> | null = null

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly load: () => Promise<T>,
  ) {}

  get(): Promise<T> | T {
    const now = this.clock.now()
    if (this.value && now - this.value.loadedAt < this.ttlMs) return this.value.data
    if (!this.pending) {
      this.pending = this.load().then(
        (data) => {
          this.value = { data, loadedAt: now }
          this.pending = null
          return data
        },
        (err) => {
          this.pending = null
          throw err
        },
      )
    }
    return this.pending
  }

  /** When the value held now was loaded (the clock's ms), or null when none is held. */
  loadedAt(): number | null {
    return this.value?.loadedAt ?? null
  }

  invalidate(): void {
    this.value = null
  }
}
