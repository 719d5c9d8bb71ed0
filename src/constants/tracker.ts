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
  LOGIN: 'login',
  VALUATION_REPORT: 'valuation-report',
} as const
