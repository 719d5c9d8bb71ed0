import { useEffect, useRef } from 'react'
import { useDidHide, useDidShow, useReady } from '@tarojs/taro'
import { watchExposures, type ExposureWatch } from '../platform/exposure'
import { TrackEventType, TrackerLimit } from '../constants/tracker'
import { track } from './index'
import { createExposureGate } from './exposure-gate'

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

const targetListeners = new Set<() => void>()
/** How long the watch waits after an element appeared before it looks again (the pulses of one render are one). */
const EXPOSURE_REFRESH_MS = 300

/**
 * Called by a component that draws `.track-exposure` elements, with whether it draws them now: a mini-program's
 * observer sees only the elements drawn when it started, so the page's watch starts again when one appears.
 */
export function useExposureTarget(shown = true): void {
  useEffect(() => {
    if (shown) for (const listener of targetListeners) listener()
  }, [shown])
}

/** Watches the page's `.track-exposure` elements and reports each exposure under `names[data-exposure]`. */
export function useExposure(names: Record<string, string>): void {
  const watch = useRef<ExposureWatch | null>(null)
  const gate = useRef(createExposureGate())
  // The names of this render: keys drawn later (a banner loaded after the watch started) count under theirs.
  const current = useRef(names)
  current.current = names
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // Once the elements that appeared are drawn: Taro defers an observer's `observe` until the page's pending setData
  // is applied, and one refresh for the pulses of a render spares observers made and dropped before they observe.
  const refreshSoon = () => {
    if (!watch.current) return
    if (refreshTimer.current) clearTimeout(refreshTimer.current)
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null
      watch.current?.refresh()
    }, EXPOSURE_REFRESH_MS)
  }
  const start = () => {
    if (watch.current) return
    try {
      watch.current = watchExposures([TrackerLimit.EXPOSURE_EXIT_RATIO, TrackerLimit.EXPOSURE_ENTRY_RATIO], (key, ratio) => {
        const name = current.current[key]
        if (name && gate.current(key, ratio)) track(TrackEventType.EXPOSURE, name, { key })
      })
    } catch {
      // Old browsers without IntersectionObserver: exposures are not counted, the page is unaffected.
    }
    // Elements that appeared while the page was not watching may not be drawn yet.
    refreshSoon()
  }
  useEffect(() => {
    targetListeners.add(refreshSoon)
    return () => {
      targetListeners.delete(refreshSoon)
      if (refreshTimer.current) clearTimeout(refreshTimer.current)
    }
  }, [])
  useReady(start)
  useDidShow(start)
  useDidHide(() => {
    if (refreshTimer.current) clearTimeout(refreshTimer.current)
    refreshTimer.current = null
    watch.current?.stop()
    watch.current = null
  })
}
