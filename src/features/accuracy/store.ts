import * as accuracyApi from '@/api/accuracy'
import type { AccuracyData } from '@/api/accuracy'
import { DetailStore } from '@/stores/detail'

/** `gameId` from the page's query: a positive whole number, or none. */
export function gameIdOf(raw: string | undefined): number | undefined {
  const n = Number(raw)
  return raw && Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * 估价准确度: every open game's figures. Always the whole table (the game the page came from is only marked),
 * so a reader can compare games; no answer is "missing", every failure is an error to retry.
 */
export class AccuracyStore extends DetailStore<AccuracyData> {
  constructor(readonly gameId: number | undefined) {
    super(() => accuracyApi.valuationAccuracy(), [])
  }

  get data(): AccuracyData | null {
    return this.item
  }

  /** Loaded, yet no game has a model or a refusal to show (models not trained yet). */
  get isEmpty(): boolean {
    return this.status === 'ready' && !!this.item && !this.item.list.length && !this.item.refused.length
  }
}
