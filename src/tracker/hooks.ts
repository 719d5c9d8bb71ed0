import { useRef } from 'react'
import { useDidHide, useDidShow, useReady } from '@tarojs/taro'
import { watchExposures } from '../platform/exposure'
import { TrackEventType, TrackerLimit } from '../constants/tracker'
import { track } from './index'

/** A page view each time the page is shown (the tracker throttles repeats within 200 ms). */
export function usePageView(name: string, extra?: Record<string, unknown>): void {
  useDidShow(() => {
    track(TrackEventType.PV, name, extra)
  })
}

/** A tap on something worth counting (a banner, an entry). */
export function trackClick(name: string, extra?: Record<string, unknown>): void {
  track(TrackEventType.EVENT, name, extra)
}

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

/** Watches the page's `.track-exposure` elements and reports each exposure under `names[data-exposure]`. */
export function useExposure(names: Record<string, string>): void {
  const stop = useRef<(() => void) | null>(null)
  const gate = useRef(createExposureGate())
  const start = () => {
    if (stop.current) return
    try {
      stop.current = watchExposures([TrackerLimit.EXPOSURE_EXIT_RATIO, TrackerLimit.EXPOSURE_ENTRY_RATIO], (key, ratio) => {
        const name = names[key]
        if (name && gate.current(key, ratio)) track(TrackEventType.EXPOSURE, name, { key })
      })
    } catch {
      // Old browsers without IntersectionObserver: exposures are not counted, the page is unaffected.
    }
  }
  useReady(start)
  useDidShow(start)
  useDidHide(() => {
    stop.current?.()
    stop.current = null
  })
}
