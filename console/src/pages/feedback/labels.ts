import { FEEDBACK_STATUS_LABELS, FeedbackStatus } from '../../../../server/src/contract/values/feedback'

/** Status tags: what still needs an answer stands out. */
const STATUS_COLORS: Record<FeedbackStatus, string> = { 0: 'orange', 1: 'blue', 2: 'default' }

export const statusTag = (status: number) => ({
  label: FEEDBACK_STATUS_LABELS[status as FeedbackStatus] ?? String(status),
  color: STATUS_COLORS[status as FeedbackStatus] ?? 'default',
})

export const statusOptions = [FeedbackStatus.NEW, FeedbackStatus.REPLIED, FeedbackStatus.CLOSED].map((s) => ({
  value: s,
  label: FEEDBACK_STATUS_LABELS[s],
}))

export const isClosed = (status: number): boolean => status === FeedbackStatus.CLOSED
