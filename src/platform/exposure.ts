import Taro from '@tarojs/taro'
import { document as taroDocument } from '@tarojs/runtime'

/** Called with an element's `data-exposure` key and how much of it is in view (0–1). */
export type ExposureListener = (key: string, ratio: number) => void

/** A running watch: `refresh` takes in elements drawn since it started, `stop` ends it. */
export interface ExposureWatch {
  refresh(): void
  stop(): void
}

interface ObserveResult {
  id?: string
  dataset?: Record<string, string>
  intersectionRatio?: number
}

/**
 * The element's `data-exposure` key. The host's result carries only the data-* attributes its template writes,
 * and Taro's templates write `data-sid` alone, so the key is read from Taro's own element of that sid.
 */
function exposureKey(res: ObserveResult): string {
  if (res.dataset?.exposure) return res.dataset.exposure
  const sid = res.dataset?.sid ?? res.id
  const element = sid ? taroDocument.getElementById(sid) : null
  return String(element?.dataset?.exposure ?? '')
}

/**
 * Watches the current page's `.track-exposure` elements against the viewport at the given ratios; null where the
 * platform cannot watch. Mini-programs: the page's intersection observer, which sees only the elements drawn when
 * it starts observing: `refresh` starts a new one when elements appeared (the gate drops repeats).
 */
export function watchExposures(thresholds: number[], listener: ExposureListener): ExposureWatch | null {
  const page = Taro.getCurrentInstance().page
  if (!page || typeof Taro.createIntersectionObserver !== 'function') return null
  let io: Taro.IntersectionObserver | null = null
  const observe = () => {
    io?.disconnect()
    io = Taro.createIntersectionObserver(page, { thresholds, observeAll: true })
    io.relativeToViewport().observe('.track-exposure', (res) => {
      const key = exposureKey(res as ObserveResult)
      if (key) listener(key, res.intersectionRatio ?? 0)
    })
  }
  observe()
  return { refresh: observe, stop: () => io?.disconnect() }
}
