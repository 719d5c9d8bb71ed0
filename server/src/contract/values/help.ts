/**
 * Friend help's rules (issue 33: three accounts unlocked ten reports of one owner). Help is a growth mechanic, so
 * each unlock must cost new friends: a friend counts once per owner per 30 days across all the owner's reports,
 * and helps at most 3 reports a day. Per network address and per device the day's helps are capped too, so one
 * phone or one address cannot run a farm of accounts. The service enforces them; the help card states them.
 */
export const HelpRule = {
  /** A friend's help counts at most once per owner in this many days (rolling, from the last counted help). */
  OWNER_INTERVAL_DAYS: 30,
  /** Reports one friend may help in a Beijing day. */
  PER_HELPER_PER_DAY: 3,
  /** Helps from one client IP in a Beijing day: as many as the accounts an address may sign up a day can give. */
  PER_IP_PER_DAY: 50,
  /** Helps from one device (the app's visitor id) in a Beijing day: two accounts' worth. */
  PER_DEVICE_PER_DAY: 6,
} as const

/** The rules line of the help card (邀请好友助力). */
export const HELP_RULES_TEXT = `每位好友${HelpRule.OWNER_INTERVAL_DAYS}天内只能为你助力1次，每人每天最多助力${HelpRule.PER_HELPER_PER_DAY}份报告`

/** Refusals of a help by the per-IP and per-device caps (42900). */
export const HelpLimitMessage = {
  IP: '当前网络今日助力次数已达上限，请明天再试',
  DEVICE: '该设备今日助力次数已达上限，请明天再试',
} as const

/** Help codes: 15 digits without a leading zero (a number the app's scene parser keeps exactly); 8-digit codes made before issue 33 stay valid until they expire. */
export const HELP_CODE_PATTERN = '^[1-9][0-9]{7}([0-9]{7})?$'
export const HELP_CODE_LENGTH = 15

/** The request header the app carries its visitor id in (the device a help is counted on). */
export const VISITOR_ID_HEADER = 'Va-Visitor-Id'
