import { TrackerLimit } from '../constants/tracker'

/**
 * Exposure of one element (spec section 9): it counts once it is fully in view (entry ratio 1) and may count
 * again only after it left the view (below the exit ratio 0.2), at most once per 2 s. Mark elements with the
 * class `track-exposure` and `data-exposure="<key>"`; `names[key]` is the event name.
 */
export function createExposureGate(now: () => number = Date.now) {
  const shown = new Set<string>()
  const last = new Map<string, number>()
  return (key: string, ratio: number): boolean => {
    if (ratio <= TrackerLimit.EXPOSURE_EXIT_RATIO) {
      shown.delete(key)
      return false
    }
    if (ratio < TrackerLimit.EXPOSURE_ENTRY_RATIO || shown.has(key)) return false
    const t = now()
    if (t - (last.get(key) ?? -Infinity) < TrackerLimit.EXPOSURE_THROTTLE_MS) return false
    shown.add(key)
    last.set(key, t)
    return true
  }
}
