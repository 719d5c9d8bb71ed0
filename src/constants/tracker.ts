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
} as const

/** Event names the spec's tracking hints name; the launch event is reported from app start. */
export const TrackName = {
  APP_LAUNCH: 'app_launch',
  GUIDE: 'guide',
  INDEX: 'index',
  INDEX_BANNER: 'index_banner',
  INDEX_INFORMATION: 'index_information',
  INDEX_TASK: 'index_task',
  INDEX_TOP: 'index_top',
  INDEX_ANALYSIS: 'index_analysis',
  INDEX_PRICE_TREND: 'index_price_trend',
  INDEX_HOT_VALUE: 'index_hot_value',
  VALUATION: 'valuation',
  VALUATION_REPORT: 'valuation_report',
  PURPOSE: 'purpose',
  PURPOSE_REPORT: 'purpose_report',
  PK_REPORT: 'pk_report',
  CHECK: 'check',
  CHECK_REPORT: 'check_report',
  MINE: 'mine',
  MINE_SETTING: 'mine_setting',
  MINE_REAL_NAME_AUTH: 'mine_real_name_auth',
  MINE_RECORDS: 'mine_records',
  MINE_MESSAGES: 'mine_messages',
  TASK_INVITE: 'task_invite',
  LOGIN: 'login',
} as const
export type TrackName = (typeof TrackName)[keyof typeof TrackName]
