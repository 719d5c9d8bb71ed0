/** 意见反馈 and bug reports: categories (values fixed by the service, labels shown by the app) and limits. */

export const FEEDBACK_CATEGORIES = [
  { value: 'bug', label: '功能异常' },
  { value: 'valuation', label: '估价不准' },
  { value: 'suggestion', label: '产品建议' },
  { value: 'account', label: '账号问题' },
  { value: 'other', label: '其他' },
] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]['value']

/**
 * Bug reports from the bug-feedback banner page (`pages/h5/banner/bug-feedback`): a category of their own that
 * the regular feedback page does not offer, so operators can tell them apart.
 */
export const BUG_REPORT_CATEGORY = { value: 'bug_report', label: 'Bug反馈' } as const

/** Every category the service accepts: the feedback page's and the bug report's. */
export const FEEDBACK_ACCEPTED_CATEGORIES = [...FEEDBACK_CATEGORIES, BUG_REPORT_CATEGORY] as const

/** Where a reported bug happened: the product areas the bug report's picker offers. */
export const BUG_REPORT_PAGES = [
  { value: 'home', label: '首页' },
  { value: 'valuation', label: '估价' },
  { value: 'report', label: '报告' },
  { value: 'market', label: '找号与行情' },
  { value: 'payment', label: '支付' },
  { value: 'mission', label: '任务中心' },
  { value: 'love', label: '爱心值' },
  { value: 'draw', label: '抽奖' },
  { value: 'mine', label: '我的' },
  { value: 'login', label: '登录' },
  { value: 'other', label: '其他' },
] as const
export type BugReportPage = (typeof BUG_REPORT_PAGES)[number]['value']

export const FeedbackLimit = {
  /** The spec's textarea maximum. */
  CONTENT_MAX: 140,
  /** Images per feedback. */
  IMAGES_MAX: 9,
  IMAGE_MAX_MB: 5,
  IMAGE_MAX_BYTES: 5 * 1024 * 1024,
  /** Uploaded but not yet submitted images a user may hold (the spec's upload maximum, 52 files). */
  PENDING_IMAGES_MAX: 52,
  /** Feedbacks per user in any 24 hours. */
  PER_DAY_MAX: 20,
  /** Image bytes a user may upload in any 24 hours (ten full-size images; most screenshots are well under 1 MB). */
  DAY_BYTES_MAX: 50 * 1024 * 1024,
  CONTACT_MAX: 64,
  /** A bug report's device description (terminal, OS, app version, filled by the app). */
  DEVICE_MAX: 120,
} as const

/** A feedback's place in the support inbox; the player's 我的反馈 shows the label. */
export const FeedbackStatus = { NEW: 0, REPLIED: 1, CLOSED: 2 } as const
export type FeedbackStatus = (typeof FeedbackStatus)[keyof typeof FeedbackStatus]
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = { 0: '待回复', 1: '已回复', 2: '已关闭' }

/** How a support reply is signed to the player, whoever on the team wrote it. */
export const FEEDBACK_REPLY_AUTHOR = '客服'
/** A support reply's length, in characters. */
export const FEEDBACK_REPLY_MAX = 1000
