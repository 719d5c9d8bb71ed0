/** Every local storage key the app uses, so two modules can never pick the same name by accident. */
export const StorageKey = {
  /** Spec keys (section 3), kept verbatim. */
  SHARE_PAY: 'sharePay',
  DRAINAGE_PLATFORM: 'drainage-platform',
  REPORT_PUBLISH: 'report-publish',
  /** Local caches. */
  USER_INFO: 'va-user-info',
  TERMINAL: 'va-terminal',
  CHANNEL: 'va-channel',
  PX_USER_INFO: 'va-px-user-info',
  VISITOR_ID: 'va-visitor-id',
  NOT_FIRST_USE: 'va-not-first-use',
  AI_CREATE: 'va-ai-create',
  TAB_BAR_PARAMS: 'va-tab-bar-params',
  LAUNCH_INFO: 'va-launch-info',
  COUNTRY_AREA: 'va-country-area',
  /** Not in the spec (issue 34): the valuation form's drafts, per user or visitor, game and method. */
  VALUATION_DRAFTS: 'va-valuation-drafts',
} as const
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey]
