import * as feedbackApi from '@/api/feedback'
import type { FeedbackDetailData, FeedbackItem } from '@/api/feedback'
import { absoluteUrl, BizCode } from '@/http'
import { DetailStore } from '@/stores/detail'
import { PagedList } from '@/stores/paged-list'

export const MyFeedbackText = {
  EMPTY: '还没有提交过反馈',
  EMPTY_SUB: '遇到问题或有建议，随时告诉我们',
  EMPTY_ACTION: '去反馈',
  MISSING: '反馈不存在',
  MISSING_SUB: '可能已被删除，回到我的反馈看看',
  WAITING: '我们已收到你的反馈，客服回复后会显示在这里',
  CLOSED: '这条反馈已处理完毕。如还有问题，欢迎再提一条反馈',
} as const

/** The tag tone of each status: waiting (待回复), answered (已回复), done (已关闭). */
export const STATUS_TONE: Record<number, 'orange' | 'blue' | 'grey'> = { 0: 'orange', 1: 'blue', 2: 'grey' }

/** 我的反馈: the caller's feedback, newest first, paged. */
export const myFeedbackList = () => new PagedList<FeedbackItem>(feedbackApi.myFeedbackPage, 20, (f) => f.feedbackId)

/**
 * One feedback with its images and the replies (`pages/my-feedback/detail?feedbackId=…`). Someone else's or an
 * unknown id is `missing` (the service's 40004), not an error to retry; a query that is no id is missing unasked.
 */
export class FeedbackDetailStore extends DetailStore<FeedbackDetailData> {
  constructor(readonly id: number | null) {
    super(id === null ? null : () => feedbackApi.feedbackDetail(id), [BizCode.NOT_FOUND, BizCode.BAD_PARAMETER])
  }

  get feedback(): FeedbackDetailData | null {
    return this.item
  }

  /** Image addresses as the `<Image>` loads them: the service answers paths, mini-programs need the origin. */
  get imageUrls(): string[] {
    return (this.item?.images ?? []).map((i) => absoluteUrl(i.url))
  }
}

/** `feedbackId` from the page's query, or null when it cannot be one. */
export function feedbackIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return raw && /^\d{1,12}$/.test(raw) && id > 0 ? id : null
}
