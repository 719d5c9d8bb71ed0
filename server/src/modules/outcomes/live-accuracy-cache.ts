import type { LiveAccuracy } from '../../contract'
import type { Db } from '../../db/connect'
import { liveAccuracyByGame, liveSince } from './live-accuracy'
import { outcomesMark, outcomesSince } from './queries'

/**
 * val/accuracy is public and asked by every visit to the 估价准确度 page: the figures of every game are computed once
 * per change of the period's realised prices (one count query per call tells) instead of reading six months of
 * outcomes on every call. Always current: a new outcome on any replica changes the mark.
 */
export class LiveAccuracyCache {
  private held: { mark: string; byGame: Map<number, LiveAccuracy> } | null = null
  private pending: { mark: string; load: Promise<Map<number, LiveAccuracy>> } | null = null

  constructor(private readonly db: Db) {}

  async byGame(now: number): Promise<Map<number, LiveAccuracy>> {
    const since = liveSince(now)
    const mark = await outcomesMark(this.db, since)
    if (this.held?.mark === mark) return this.held.byGame
    // Callers that miss together share one read.
    if (this.pending?.mark !== mark) {
      const load = outcomesSince(this.db, since).then((rows) => liveAccuracyByGame(rows))
      this.pending = { mark, load }
      load.then(
        (byGame) => {
          this.held = { mark, byGame }
          if (this.pending?.load === load) this.pending = null
        },
        () => {
          if (this.pending?.load === load) this.pending = null
        },
      )
    }
    return this.pending.load
  }
}
