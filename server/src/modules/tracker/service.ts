import type { Clock } from '../../clock'
import { TrackerBatchLimit, type TrackerEvent } from '../../contract'
import { fixedWindow, type LimitCounter } from '../../db/limit-counter'
import { BizCode, BizError, badParameter } from '../../errors'
import type { NewTrackerEvent, TrackerRepository } from './repository'

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60_000

/**
 * Tracker spam limits, counted in batches per minute with the database counters (so every replica shares them).
 * The app flushes at most every few seconds and on page hide, so a real visitor stays far below the first; the
 * second allows a few dozen visitors behind one NAT address.
 */
export const TrackerRate = {
  VISITOR_BATCHES_PER_MINUTE: 30,
  IP_BATCHES_PER_MINUTE: 300,
} as const

export const TRACKER_SPAM_MESSAGE = '上报太频繁，请稍后再试'

/** What the route learned from the request besides the body. */
export interface TrackerRequestMeta {
  /** request.ip: the socket's address, or the client's as TRUST_PROXY allows. */
  ip: string
  /** The `terminal` header (1..6), used when an event does not carry its own. */
  terminal: number | null
}

const bool = (v: boolean | undefined) => (v ? 1 : 0)

/** Stores tracker batches (validated by the contract's schema, then the checks here), rate-limited and kept N days. */
export class TrackerService {
  constructor(
    private readonly repo: TrackerRepository,
    private readonly limits: LimitCounter,
    private readonly clock: Clock,
    private readonly retentionDays: number,
  ) {}

  async report(events: TrackerEvent[], meta: TrackerRequestMeta): Promise<{ accepted: number }> {
    if (events.length === 0) throw badParameter('参数错误：events 不能为空')
    if (events.length > TrackerBatchLimit.MAX_EVENTS) throw badParameter(`参数错误：一次最多上报 ${TrackerBatchLimit.MAX_EVENTS} 条`)
    const visitorId = events[0].baseData.visitorId
    events.forEach((ev, i) => {
      if (ev.baseData.visitorId !== visitorId) throw badParameter('参数错误：一批事件须来自同一访客')
      if (ev.extra !== undefined && Buffer.byteLength(JSON.stringify(ev.extra)) > TrackerBatchLimit.MAX_EXTRA_BYTES)
        throw badParameter(`参数错误：events.${i}.extra 不能超过 ${TrackerBatchLimit.MAX_EXTRA_BYTES} 字节`)
    })

    const now = this.clock.now()
    const window = fixedWindow(now, MINUTE_MS)
    // The IP first: a flood of made-up visitor ids from one address is stopped without a counter row per id.
    if (!(await this.limits.take(`tracker:ip:${meta.ip}`, window, TrackerRate.IP_BATCHES_PER_MINUTE)))
      throw new BizError(BizCode.TOO_MANY_REQUESTS, TRACKER_SPAM_MESSAGE)
    if (!(await this.limits.take(`tracker:visitor:${visitorId}`, window, TrackerRate.VISITOR_BATCHES_PER_MINUTE)))
      throw new BizError(BizCode.TOO_MANY_REQUESTS, TRACKER_SPAM_MESSAGE)

    const rows: NewTrackerEvent[] = events.map((ev) => {
      const b = ev.baseData
      return {
        event_type: ev.eventType,
        name: ev.name,
        user_id: b.userId === undefined || b.userId === null || b.userId === '' ? null : String(b.userId),
        visitor_id: b.visitorId,
        session_id: b.sessionId,
        ip: meta.ip.slice(0, 64),
        ua: b.ua,
        browser: b.browser ?? '',
        os: b.os ?? '',
        is_mobile: bool(b.isMobile),
        standalone: bool(b.standalone),
        app_code: b.appCode,
        channel: b.channel,
        terminal: b.terminal ?? meta.terminal ?? 0,
        event_time: ev.eventTime,
        last_spm: ev.lastSpm ?? null,
        spm: ev.spm ?? null,
        extra: ev.extra === undefined ? null : JSON.stringify(ev.extra),
        created_at: now,
      }
    })
    await this.repo.insertMany(rows)
    return { accepted: rows.length }
  }

  /** Deletes events older than the retention period (the recurring TRACKER_PRUNE job). */
  async prune(): Promise<number> {
    return this.repo.deleteBefore(this.clock.now() - this.retentionDays * DAY_MS)
  }
}
