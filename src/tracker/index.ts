import Taro from '@tarojs/taro'
import { endpointUrl } from '../../server/src/contract/values/endpoints'
import { APP_VERSION_CODE } from '../constants/app'
import { TrackEventType, TrackName, TrackerLimit } from '../constants/tracker'
import { absoluteUrl, hooks, setHttpHooks } from '../http/hooks'
import { visitorId } from '../platform/caches'
import { userAgent } from '../platform/env'
import { systemInfo } from '../platform/system-info'
import { randomId } from '../utils/id'
import { isStandalone, parseUserAgent, type UaInfo } from './base-data'

/**
 * Analytics events (spec sections 3 and 9). Events are buffered and sent in batches (at most 50 events) to the
 * service's tracker/report under the API base, or to TARO_APP_TRACKER_URL when set: by `navigator.sendBeacon` in
 * browsers (it survives the page being hidden or closed), by Taro.request in mini-programs with at most 50 reports
 * in flight. A batch leaves when 20 events are buffered, 5 s after the first, and at once when the page hides.
 * Page views within 200 ms of the same page's last are dropped. Besides what pages report, the tracker emits
 * `duration` (time on a page: from its page view to the next page view or the page hiding), `error` (uncaught
 * errors, rejected promises and failed requests) and a `custom` session event at launch. The client IP is not
 * looked up: the service takes it from the request. Nothing is sent before configureTracker (app launch).
 */

export interface TrackEvent {
  eventType: TrackEventType
  name: string
  baseData: {
    userId?: string | number
    visitorId: string
    sessionId: string
    ua: string
    browser: string
    os: string
    isMobile: boolean
    standalone: boolean
    appCode: number
    channel: string
    terminal: number
  }
  eventTime: number
  lastSpm?: string
  spm?: string
  extra?: Record<string, unknown>
}

interface Context {
  userId?: () => string | number | undefined
  channel?: () => string
}

const sessionId = randomId(16)
let context: Context = {}
let lastSpm: string | undefined
let inflight = 0
let installed = false
let timer: ReturnType<typeof setTimeout> | null = null
let hostInfo: (UaInfo & { standalone: boolean }) | null = null
/** The page being viewed and since when (null while the app is hidden). */
let viewing: { name: string; since: number } | null = null
const lastPv = new Map<string, number>()
const buffer: TrackEvent[] = []
/** The last events tracked (debug console, tests); not what is sent. */
export const recentEvents: TrackEvent[] = []

/** Where batches go: TARO_APP_TRACKER_URL, else the service's tracker/report under the API base. */
function endpoint(): string {
  return process.env.TARO_APP_TRACKER_URL || absoluteUrl(endpointUrl('trackerReport'))
}

type Beacon = (url: string, data: string) => boolean

/** navigator.sendBeacon where the host has it (browsers); mini-programs do not. */
function beacon(): Beacon | null {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null
  return (url, data) => navigator.sendBeacon(url, data)
}

function host(): UaInfo & { standalone: boolean } {
  if (hostInfo) return hostInfo
  const ua = userAgent()
  if (ua) {
    hostInfo = { ...parseUserAgent(ua), standalone: isStandalone() }
    return hostInfo
  }
  // A mini-program: the host app is the browser, the system info gives the OS.
  hostInfo = { browser: String(Taro.getEnv?.() ?? '').toLowerCase(), os: systemInfo().os, isMobile: true, standalone: false }
  return hostInfo
}

/** The spec's 2 KB bound on extra data: a larger one is cut to a marker rather than refused with the batch. */
function boundedExtra(extra: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!extra) return undefined
  try {
    const size = byteLength(JSON.stringify(extra))
    return size <= TrackerLimit.EXTRA_MAX_BYTES ? extra : { truncated: true, size }
  } catch {
    return { unserializable: true }
  }
}

const byteLength = (s: string) => (typeof TextEncoder === 'undefined' ? s.length * 3 : new TextEncoder().encode(s).length)

export function configureTracker(c: Context): void {
  context = { ...context, ...c }
  install()
}

export function track(eventType: TrackEventType, name: string, extra?: Record<string, unknown>, spm?: string): TrackEvent | null {
  const now = Date.now()
  if (eventType === TrackEventType.PV) {
    if (now - (lastPv.get(name) ?? -Infinity) < TrackerLimit.PV_THROTTLE_MS) return null
    lastPv.set(name, now)
    // Time on the previous page ends where this one starts.
    endView(now)
    viewing = { name, since: now }
  }
  const info = host()
  const ev: TrackEvent = {
    eventType,
    name,
    baseData: {
      userId: context.userId?.(),
      visitorId: visitorId(),
      sessionId,
      ua: userAgent().slice(0, 512),
      browser: info.browser,
      os: info.os,
      isMobile: info.isMobile,
      standalone: info.standalone,
      appCode: APP_VERSION_CODE,
      channel: context.channel?.() ?? hooks.channel(),
      terminal: hooks.terminalCode(),
    },
    eventTime: now,
    lastSpm,
    spm,
    extra: boundedExtra(extra),
  }
  if (spm) lastSpm = spm
  recentEvents.push(ev)
  if (recentEvents.length > 100) recentEvents.shift()
  enqueue(ev)
  return ev
}

/** A custom event: something worth counting that is neither a page view nor a tap. */
export function trackCustom(name: string, extra?: Record<string, unknown>): TrackEvent | null {
  return track(TrackEventType.CUSTOM, name, extra)
}

/** An error event; the message is cut to 200 characters. */
export function trackError(name: string, message: string, extra?: Record<string, unknown>): TrackEvent | null {
  return track(TrackEventType.ERROR, name, { message: message.slice(0, 200), ...extra })
}

function endView(now: number): void {
  if (!viewing) return
  const ms = now - viewing.since
  const { name } = viewing
  viewing = null
  if (ms > 0) track(TrackEventType.DURATION, name, { ms })
}

function enqueue(ev: TrackEvent): void {
  buffer.push(ev)
  if (buffer.length > TrackerLimit.BUFFER_MAX_EVENTS) buffer.splice(0, buffer.length - TrackerLimit.BUFFER_MAX_EVENTS)
  if (buffer.length >= TrackerLimit.FLUSH_AT_EVENTS) flush()
  else if (!timer) timer = later(flush)
}

/** A flush timer that does not keep Node (tests, tools) alive; browsers have no unref. */
function later(fn: () => void): ReturnType<typeof setTimeout> {
  const t = setTimeout(fn, TrackerLimit.FLUSH_DELAY_MS)
  ;(t as { unref?: () => void }).unref?.()
  return t
}

/** Cuts the buffer's head into a batch: one visitor, at most 50 events and 60 KB. */
function takeBatch(): TrackEvent[] {
  const batch: TrackEvent[] = []
  let size = 2
  while (buffer.length && batch.length < TrackerLimit.BATCH_MAX_EVENTS) {
    const ev = buffer[0]
    if (batch.length && ev.baseData.visitorId !== batch[0].baseData.visitorId) break
    const n = byteLength(JSON.stringify(ev)) + 1
    if (batch.length && size + n > TrackerLimit.BATCH_MAX_BYTES) break
    batch.push(buffer.shift() as TrackEvent)
    size += n
  }
  return batch
}

/** Sends everything buffered now, as batches. Events that cannot leave (50 reports in flight) wait for the next flush. */
export function flush(): void {
  // Nothing leaves before the app launched (configureTracker): the user and channel are not known yet, and tests
  // that render a page without launching the app see no tracker traffic.
  if (!installed) return
  if (timer) {
    clearTimeout(timer)
    timer = null
  }
  const url = endpoint()
  const send = beacon()
  while (buffer.length) {
    const batch = takeBatch()
    const body = JSON.stringify({ events: batch })
    // sendBeacon answers false when the browser's beacon queue is full: then a request, like mini-programs.
    if (send?.(url, body)) continue
    if (inflight >= TrackerLimit.MAX_CONCURRENT) {
      buffer.unshift(...batch)
      timer = later(flush)
      return
    }
    inflight++
    // Analytics must never disturb the user: no toast, no retry, errors dropped.
    Promise.resolve(Taro.request({ url, method: 'POST', data: body, header: { 'Content-Type': 'application/json' } }))
      .catch(() => undefined)
      .finally(() => {
        inflight--
      })
  }
}

/** The page or app was hidden: the current page's time ends and the buffer leaves at once. */
function onHide(): void {
  endView(Date.now())
  flush()
}

/** Shown again: the page last viewed counts its time from now. */
function onShow(name: string | undefined): void {
  if (!viewing && name) viewing = { name, since: Date.now() }
}

/** Hooks into the host once: page hide/show, uncaught errors, failed requests. */
function install(): void {
  if (installed) return
  installed = true
  let lastViewed: string | undefined
  const hide = () => {
    lastViewed = viewing?.name ?? lastViewed
    onHide()
  }
  const show = () => onShow(lastViewed)
  if (beacon() && typeof document !== 'undefined' && typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? hide() : show()))
    window.addEventListener('pagehide', hide)
    window.addEventListener('error', (e: ErrorEvent) =>
      trackError(TrackName.SCRIPT_ERROR, String(e.message || 'error'), { source: e.filename, line: e.lineno }),
    )
    window.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) =>
      trackError(TrackName.SCRIPT_ERROR, reason(e.reason), { kind: 'unhandledrejection' }),
    )
  } else {
    Taro.onAppHide?.(hide)
    Taro.onAppShow?.(show)
    Taro.onError?.((error) => trackError(TrackName.SCRIPT_ERROR, reason(error)))
    Taro.onUnhandledRejection?.((res: { reason?: unknown }) =>
      trackError(TrackName.SCRIPT_ERROR, reason(res?.reason), { kind: 'unhandledrejection' }),
    )
  }
  setHttpHooks({
    onRequestFailed: (failure) => {
      trackError(TrackName.REQUEST_ERROR, failure.message, { url: failure.url.split('?')[0], status: failure.status })
    },
  })
  trackCustom(TrackName.SESSION, sessionExtra())
}

function reason(value: unknown): string {
  if (typeof value === 'string') return value
  const message = (value as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : 'unknown error'
}

function sessionExtra(): Record<string, unknown> {
  const info = systemInfo()
  return info.screenWidth ? { screen: `${info.screenWidth}x${info.screenHeight}`, language: info.language } : {}
}

/** Tests: forget buffered events, throttles and hooks. */
export function resetTrackerForTests(): void {
  buffer.splice(0)
  recentEvents.splice(0)
  lastPv.clear()
  if (timer) clearTimeout(timer)
  timer = null
  viewing = null
  inflight = 0
  installed = false
  hostInfo = null
  lastSpm = undefined
}
