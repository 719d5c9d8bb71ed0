import type { FeedbackCategory } from '../../server/src/contract/feedback'

/** 意见反馈 categories (values as the service's contract fixes them) and limits. */
export const FEEDBACK_CATEGORIES: readonly { value: FeedbackCategory; label: string }[] = [
  { value: 'bug', label: '功能异常' },
  { value: 'valuation', label: '估价不准' },
  { value: 'suggestion', label: '产品建议' },
  { value: 'account', label: '账号问题' },
  { value: 'other', label: '其他' },
]

export const FeedbackLimit = {
  /** The spec's textarea maximum. */
  CONTENT_MAX: 140,
  /** Per feedback; the spec's upload widget maximum (52) is the per-user cap of pending uploads on the service. */
  IMAGES_MAX: 9,
  IMAGE_MAX_MB: 5,
} as const
