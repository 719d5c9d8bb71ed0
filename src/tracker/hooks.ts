import { useEffect, useRef } from 'react'
import Taro, { useDidHide, useDidShow, useReady } from '@tarojs/taro'
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
  const refreshing = useRef(false)
  // The names of this render: keys drawn later (a banner loaded after the watch started) count under theirs.
  const current = useRef(names)
  current.current = names
  // After the render reached the view (Taro's next tick follows its setData), where the observer looks.
  const refreshSoon = () => {
    if (!watch.current || refreshing.current) return
    refreshing.current = true
    Taro.nextTick(() => {
      refreshing.current = false
      watch.current?.refresh()
    })
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
    return () => void targetListeners.delete(refreshSoon)
  }, [])
  useReady(start)
  useDidShow(start)
  useDidHide(() => {
    watch.current?.stop()
    watch.current = null
  })
}
