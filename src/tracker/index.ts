import Taro from '@tarojs/taro'
import { APP_VERSION_CODE } from '../constants/app'
import { TrackEventType, TrackerLimit } from '../constants/tracker'
import { visitorId } from '../platform/caches'
import { userAgent } from '../platform/env'
import { randomId } from '../utils/id'

/**
 * Analytics events (spec section 3). The spec does not show the collector's path, so events are only sent
 * when TARO_APP_TRACKER_URL is set at build time; otherwise they stay in a small in-memory buffer (handy in
 * tests and the debug console) and nothing hits the network.
 */

export interface TrackEvent {
  eventType: TrackEventType
  name: string
  baseData: {
    userId?: string | number
    visitorId: string
    sessionId: string
    ua: string
    isMobile: boolean
    appCode: number
    channel: string
  }
  eventTime: number
  lastSpm?: string
  spm?: string
  extra?: Record<string, unknown>
}

const sessionId = randomId(16)
let context: { userId?: () => string | number | undefined; channel?: () => string } = {}
let lastSpm: string | undefined
let inflight = 0
const lastPv = new Map<string, number>()
export const recentEvents: TrackEvent[] = []

export function configureTracker(c: typeof context) {
  context = { ...context, ...c }
}

function endpoint(): string {
  return process.env.TARO_APP_TRACKER_URL || ''
}

export function track(eventType: TrackEventType, name: string, extra?: Record<string, unknown>, spm?: string): TrackEvent | null {
  if (eventType === TrackEventType.PV) {
    const now = Date.now()
    if (now - (lastPv.get(name) ?? 0) < TrackerLimit.PV_THROTTLE_MS) return null
    lastPv.set(name, now)
  }
  const ua = userAgent()
  const ev: TrackEvent = {
    eventType,
    name,
    baseData: {
      userId: context.userId?.(),
      visitorId: visitorId(),
      sessionId,
      ua,
      isMobile: !ua || /Mobile|Android|iPhone/i.test(ua),
      appCode: APP_VERSION_CODE,
      channel: context.channel?.() ?? '',
    },
    eventTime: Date.now(),
    lastSpm,
    spm,
    extra,
  }
  if (spm) lastSpm = spm
  recentEvents.push(ev)
  if (recentEvents.length > 100) recentEvents.shift()
  send(ev)
  return ev
}

function send(ev: TrackEvent) {
  const url = endpoint()
  if (!url || inflight >= TrackerLimit.MAX_CONCURRENT) return
  inflight++
  // Analytics must never disturb the user: no toast, no retry, errors dropped.
  Promise.resolve(Taro.request({ url, method: 'POST', data: ev, header: { 'Content-Type': 'application/json' } }))
    .catch(() => undefined)
    .finally(() => {
      inflight--
    })
}
