import { Type, type Static } from '@sinclair/typebox'

/** 意见反馈: images are uploaded one by one (multipart), then referenced by id in the submission. */

export const FEEDBACK_CATEGORIES = [
  { value: 'bug', label: '功能异常' },
  { value: 'valuation', label: '估价不准' },
  { value: 'suggestion', label: '产品建议' },
  { value: 'account', label: '账号问题' },
  { value: 'other', label: '其他' },
] as const
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number]['value']

/** Text maximum = the spec's textarea maximum (140); images per feedback; bytes per image. */
export const FeedbackLimit = {
  CONTENT_MAX: 140,
  IMAGES_MAX: 9,
  IMAGE_MAX_BYTES: 5 * 1024 * 1024,
  /** Uploaded but not yet submitted images a user may hold (the spec's upload maximum, 52 files). */
  PENDING_IMAGES_MAX: 52,
  /** Feedbacks per user in any 24 hours. */
  PER_DAY_MAX: 20,
  CONTACT_MAX: 64,
} as const

export const FeedbackImageId = Type.String({ minLength: 1, maxLength: 40, pattern: '^fi_[A-Za-z0-9_-]+$', description: '上传得到的图片 id' })

export const FeedbackUploadData = Type.Object({
  imageId: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ description: '字节数' }),
})
export type FeedbackUploadData = Static<typeof FeedbackUploadData>

export const FeedbackSubmitBody = Type.Object({
  category: Type.Union(
    FEEDBACK_CATEGORIES.map((c) => Type.Literal(c.value)),
    { description: '类别：bug 功能异常，valuation 估价不准，suggestion 产品建议，account 账号问题，other 其他' },
  ),
  content: Type.String({ minLength: 1, maxLength: FeedbackLimit.CONTENT_MAX, description: '反馈内容，1-140 字' }),
  imageIds: Type.Optional(Type.Array(FeedbackImageId, { maxItems: FeedbackLimit.IMAGES_MAX, uniqueItems: true, description: '最多 9 张，须为本人上传且未使用' })),
  contact: Type.Optional(Type.String({ maxLength: FeedbackLimit.CONTACT_MAX, description: '联系方式（选填）：手机号、邮箱或 QQ 号' })),
})
export type FeedbackSubmitBody = Static<typeof FeedbackSubmitBody>

export const FeedbackItem = Type.Object({
  feedbackId: Type.Integer(),
  category: Type.String(),
  categoryLabel: Type.String(),
  content: Type.String(),
  contact: Type.String({ description: '已脱敏；未填为空字符串' }),
  imageCount: Type.Integer(),
  status: Type.Integer({ description: '0 已提交，1 已处理' }),
  createdAt: Type.Integer(),
})
export type FeedbackItem = Static<typeof FeedbackItem>
export const FeedbackSubmitData = FeedbackItem
export type FeedbackSubmitData = FeedbackItem

export const FeedbackListBody = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export const FeedbackListData = Type.Object({ list: Type.Array(FeedbackItem), total: Type.Integer() })
export type FeedbackListData = Static<typeof FeedbackListData>
