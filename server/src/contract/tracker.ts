import { Type, type Static } from '@sinclair/typebox'

/**
 * Tracker batches (spec sections 3 and 9): the app posts its buffered events here, by `navigator.sendBeacon` on H5
 * (a text/plain body) or by request in mini-programs. The body is `{ events: [...] }` or the bare array.
 */
export const TrackerBatchLimit = {
  /** Events in one batch: the app sends at most this many at once. */
  MAX_EVENTS: 50,
  /** A batch's body (the service's body limit is the same 64 KB). */
  MAX_BODY_BYTES: 64 * 1024,
  /** One event's `extra`, as JSON. */
  MAX_EXTRA_BYTES: 2048,
} as const

const Str = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) })

export const TrackerEventType = Type.Union(
  ['pv', 'event', 'custom', 'error', 'duration', 'exposure', 'exposure_percent'].map((t) => Type.Literal(t)),
  { description: 'pv 页面浏览，event 点击等行为，custom 自定义，error 错误，duration 停留时长，exposure 曝光，exposure_percent 进度' },
)

export const TrackerBaseData = Type.Object({
  userId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Integer({ minimum: 0 }), Type.Null()])),
  visitorId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: '访客 id（App 生成 32 位）' }),
  sessionId: Str(64),
  ua: Str(512),
  browser: Type.Optional(Str(32)),
  os: Type.Optional(Str(32)),
  isMobile: Type.Boolean(),
  standalone: Type.Optional(Type.Boolean({ description: '以添加到主屏幕的独立窗口打开' })),
  appCode: Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'App 版本号（version code）' }),
  channel: Str(64),
  terminal: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 6, description: '终端：1 admin 2 web 3 android 4 ios 5 weixin 6 toutiao；缺省取请求头 terminal' }),
  ),
})

export const TrackerEvent = Type.Object({
  eventType: TrackerEventType,
  name: Type.String({ minLength: 1, maxLength: 64 }),
  baseData: TrackerBaseData,
  eventTime: Type.Integer({ minimum: 0, maximum: 9_999_999_999_999, description: '客户端时间（毫秒）' }),
  lastSpm: Type.Optional(Str(128)),
  spm: Type.Optional(Str(128)),
  extra: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), { description: `附加数据，JSON 不超过 ${TrackerBatchLimit.MAX_EXTRA_BYTES} 字节` }),
  ),
})
export type TrackerEvent = Static<typeof TrackerEvent>

export const TrackerReportBody = Type.Object({
  events: Type.Array(TrackerEvent, { minItems: 1, maxItems: TrackerBatchLimit.MAX_EVENTS }),
})
export type TrackerReportBody = Static<typeof TrackerReportBody>

export const TrackerReportData = Type.Object({ accepted: Type.Integer({ description: '存下的事件数' }) })
export type TrackerReportData = Static<typeof TrackerReportData>
