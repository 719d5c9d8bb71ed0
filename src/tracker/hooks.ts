import { useRef } from 'react'
import Taro, { useDidHide, useDidShow, useReady } from '@tarojs/taro'
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

type Observer = ReturnType<typeof Taro.createIntersectionObserver>

/** Watches the page's `.track-exposure` elements and reports each exposure under `names[data-exposure]`. */
export function useExposure(names: Record<string, string>): void {
  const observer = useRef<Observer | null>(null)
  const gate = useRef(createExposureGate())
  const start = () => {
    const page = Taro.getCurrentInstance().page
    if (!page || observer.current || typeof Taro.createIntersectionObserver !== 'function') return
    try {
      const io = Taro.createIntersectionObserver(page, {
        thresholds: [TrackerLimit.EXPOSURE_EXIT_RATIO, TrackerLimit.EXPOSURE_ENTRY_RATIO],
        observeAll: true,
      })
      io.relativeToViewport().observe('.track-exposure', (res) => {
        const key = String((res as { dataset?: Record<string, string> }).dataset?.exposure ?? '')
        const name = names[key]
        if (name && gate.current(key, res.intersectionRatio ?? 0)) track(TrackEventType.EXPOSURE, name, { key })
      })
      observer.current = io
    } catch {
      // Old browsers without IntersectionObserver: exposures are not counted, the page is unaffected.
    }
  }
  useReady(start)
  useDidShow(start)
  useDidHide(() => {
    observer.current?.disconnect()
    observer.current = null
  })
}
