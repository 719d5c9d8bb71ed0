import Taro from '@tarojs/taro'

/** Called with an element's `data-exposure` key and how much of it is in view (0–1). */
export type ExposureListener = (key: string, ratio: number) => void

/**
 * Watches the current page's `.track-exposure` elements against the viewport at the given ratios; returns the
 * function that stops it, or null where the platform cannot watch. Mini-programs: the page's intersection
 * observer, whose results carry the element's dataset.
 */
export function watchExposures(thresholds: number[], listener: ExposureListener): (() => void) | null {
  const page = Taro.getCurrentInstance().page
  if (!page || typeof Taro.createIntersectionObserver !== 'function') return null
  const io = Taro.createIntersectionObserver(page, { thresholds, observeAll: true })
  io.relativeToViewport().observe('.track-exposure', (res) => {
    const key = String((res as { dataset?: Record<string, string> }).dataset?.exposure ?? '')
    if (key) listener(key, res.intersectionRatio ?? 0)
  })
  return () => io.disconnect()
}
