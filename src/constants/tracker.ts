/** Tracker constants of spec sections 3 and 9. */

export const TrackEventType = {
  PV: 'pv',
  EVENT: 'event',
  CUSTOM: 'custom',
  ERROR: 'error',
  DURATION: 'duration',
  EXPOSURE: 'exposure',
  EXPOSURE_PERCENT: 'exposure_percent',
} as const
export type TrackEventType = (typeof TrackEventType)[keyof typeof TrackEventType]

export const TrackerLimit = {
  MAX_CONCURRENT: 50,
  EXPOSURE_ENTRY_RATIO: 1,
  EXPOSURE_EXIT_RATIO: 0.2,
  EXPOSURE_THROTTLE_MS: 2000,
  PV_THROTTLE_MS: 200,
  VISITOR_ID_LENGTH: 32,
  /** Events per batch and a batch's JSON size (the service refuses more than 50 events or 64 KB). */
  BATCH_MAX_EVENTS: 50,
  BATCH_MAX_BYTES: 60 * 1024,
  /** One event's extra data as JSON (the service refuses more than 2 KB). */
  EXTRA_MAX_BYTES: 2048,
  /** A batch leaves once this many events are buffered, or this long after the first one. */
  FLUSH_AT_EVENTS: 20,
  FLUSH_DELAY_MS: 5000,
  /** Events kept while nothing can be sent (offline, 50 reports in flight); the oldest go first. */
  BUFFER_MAX_EVENTS: 500,
} as const

/**
 * Event names: the spec's tracking hints (section 2) as written there ("price-trend", "valuation-report", ...);
 * the parts of a screen are `<screen>-<part>`. The launch event is reported from app start.
 */
export const TrackName = {
  APP_LAUNCH: 'app_launch',
  GUIDE: 'guide',
  INDEX: 'index',
  INDEX_BANNER: 'index-banner',
  INDEX_INFORMATION: 'index-information',
  INDEX_TASK: 'index-task',
  INDEX_TOP: 'index-top',
  INDEX_ANALYSIS: 'index-analysis',
  INDEX_PRICE_TREND: 'index-price-trend',
  INDEX_HOT_VALUE: 'index-hot-value',
  /** Market analysis page and its parts. */
  ANALYSIS: 'analysis',
  PRICE_TREND: 'price-trend',
  HOT_VALUE: 'hot-value',
  TOP: 'top',
  VALUATION: 'valuation',
  VALUATION_REPORT: 'valuation-report',
  PURPOSE: 'purpose',
  PURPOSE_REPORT: 'purpose-report',
  PK_REPORT: 'pk-report',
  CHECK: 'check',
  CHECK_REPORT: 'check-report',
  /** Not named by the spec; follows the same pattern. */
  DEAL_EVALUATE: 'deal-evaluate',
  DEAL_EVALUATE_REPORT: 'deal-evaluate-report',
  /** Mine tab and its parts (spec: mine with setting, real-name-auth, records, messages). */
  MINE: 'mine',
  SETTING: 'setting',
  REAL_NAME_AUTH: 'real-name-auth',
  RECORDS: 'records',
  /** The feedback form: the user's messages to the operator. */
  MESSAGES: 'messages',
  /** 任务中心 (spec "task") and its invite tab ("task invite"); 爱心值 follows the same pattern. */
  TASK: 'task',
  TASK_INVITE: 'task-invite',
  LOVE_VALUE: 'love-value',
  /** The pay page and the coupon records (not named by the spec; same pattern). */
  PAY: 'pay',
  VOUCHERS: 'vouchers',
  LOGIN: 'login',
  /** The download-app pages (not named by the spec; same pattern). */
  DOWNLOAD_APP: 'download-app',
  /** custom: the session's environment (screen, language, how the app was opened), once per launch. */
  SESSION: 'session',
  /** error: an uncaught script error or rejected promise, and a request that failed (network or HTTP status). */
  SCRIPT_ERROR: 'script-error',
  REQUEST_ERROR: 'request-error',
} as const
export type TrackName = (typeof TrackName)[keyof typeof TrackName]
