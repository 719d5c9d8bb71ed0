/** 意见反馈: categories (values fixed by the service, labels shown by the app) and limits. */

export const FEEDBACK_CATEGORIES = [
  { value: 'bug', label: '功能异常' },
  { value: 'valuation', label: '估价不准' },
  { value: 'suggestion', label: '产品建议' },
  { value: 'account', label: '账号问题' },
  { value: 'other', label: '其他' },
] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]['value']

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
  CONTACT_MAX: 64,
} as const
