import { Type, type Static } from '@sinclair/typebox'
import { PageBody } from './market'
import { Paged } from './paging'
import { BUG_REPORT_PAGES, FEEDBACK_ACCEPTED_CATEGORIES, FeedbackLimit } from './values'

/**
 * 意见反馈 and bug reports (category bug_report, from the bug-feedback banner page, with the page it happened on
 * and the device): images are uploaded one by one (multipart), then referenced by id in the submission.
 */

export {
  FEEDBACK_CATEGORIES,
  FeedbackLimit,
  type FeedbackCategory,
  BUG_REPORT_CATEGORY,
  BUG_REPORT_PAGES,
  FeedbackStatus,
  FEEDBACK_STATUS_LABELS,
  FEEDBACK_REPLY_AUTHOR,
} from './values'

export const FeedbackImageId = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^fi_[A-Za-z0-9_-]+$',
  description: '上传得到的图片 id',
})

export const FeedbackUploadData = Type.Object({
  imageId: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ description: '字节数' }),
})
export type FeedbackUploadData = Static<typeof FeedbackUploadData>

export const FeedbackSubmitBody = Type.Object({
  category: Type.Union(
    FEEDBACK_ACCEPTED_CATEGORIES.map((c) => Type.Literal(c.value)),
    {
      description:
        '类别：bug 功能异常，valuation 估价不准，suggestion 产品建议，account 账号问题，other 其他；bug_report Bug反馈（仅 Bug 反馈页使用）',
    },
  ),
  content: Type.String({ minLength: 1, maxLength: FeedbackLimit.CONTENT_MAX, description: '反馈内容，1-140 字' }),
  imageIds: Type.Optional(
    Type.Array(FeedbackImageId, { maxItems: FeedbackLimit.IMAGES_MAX, uniqueItems: true, description: '最多 9 张，须为本人上传且未使用' }),
  ),
  contact: Type.Optional(Type.String({ maxLength: FeedbackLimit.CONTACT_MAX, description: '联系方式（选填）：手机号、邮箱或 QQ 号' })),
  page: Type.Optional(
    Type.Union(
      BUG_REPORT_PAGES.map((p) => Type.Literal(p.value)),
      { description: `问题所在页面（仅 bug_report）：${BUG_REPORT_PAGES.map((p) => `${p.value} ${p.label}`).join('，')}` },
    ),
  ),
  device: Type.Optional(
    Type.String({ maxLength: FeedbackLimit.DEVICE_MAX, description: '设备信息（仅 bug_report，App 填写）：终端、系统、App 版本' }),
  ),
})
export type FeedbackSubmitBody = Static<typeof FeedbackSubmitBody>

export const FeedbackItem = Type.Object({
  feedbackId: Type.Integer(),
  category: Type.String(),
  categoryLabel: Type.String(),
  content: Type.String(),
  contact: Type.String({ description: '已脱敏；未填为空字符串' }),
  imageCount: Type.Integer(),
  page: Type.String({ description: '问题所在页面（Bug反馈）；未填为空字符串' }),
  pageLabel: Type.String({ description: '页面名称，如 首页；未填为空字符串' }),
  device: Type.String({ description: '设备信息（Bug反馈）；未填为空字符串' }),
  status: Type.Integer({ description: '0 待回复，1 已回复，2 已关闭' }),
  statusLabel: Type.String({ description: '状态文字：待回复、已回复、已关闭' }),
  createdAt: Type.Integer(),
  replyCount: Type.Integer({ description: '客服回复条数' }),
  unread: Type.Boolean({ description: '有本人尚未查看的客服回复（打开 feedback/detail 后变为已读）' }),
  lastReplyAt: Type.Union([Type.Integer(), Type.Null()], { description: '最近一次客服回复时间；未回复为 null' }),
})
export type FeedbackItem = Static<typeof FeedbackItem>
export const FeedbackSubmitData = FeedbackItem
export type FeedbackSubmitData = FeedbackItem

export const FeedbackListBody = PageBody
export const FeedbackListData = Paged(FeedbackItem)
export type FeedbackListData = Static<typeof FeedbackListData>

export const FeedbackReplyItem = Type.Object({
  replyId: Type.Integer(),
  author: Type.String({ description: '回复人，对用户统一显示为 客服' }),
  content: Type.String(),
  createdAt: Type.Integer(),
})
export type FeedbackReplyItem = Static<typeof FeedbackReplyItem>

export const FeedbackImageView = Type.Object({
  imageId: Type.String(),
  url: Type.String({ description: '图片地址（服务根路径下的相对地址，带签名，限时有效）' }),
})
export type FeedbackImageView = Static<typeof FeedbackImageView>

export const FeedbackDetailBody = Type.Object({ feedbackId: Type.Integer({ minimum: 1 }) })
export type FeedbackDetailBody = Static<typeof FeedbackDetailBody>
export const FeedbackDetailData = Type.Composite([
  FeedbackItem,
  Type.Object({
    images: Type.Array(FeedbackImageView),
    replies: Type.Array(FeedbackReplyItem, { description: '客服回复，按时间先后' }),
  }),
])
export type FeedbackDetailData = Static<typeof FeedbackDetailData>

export const FeedbackUnreadData = Type.Object({ count: Type.Integer({ description: '有未读客服回复的反馈条数' }) })
export type FeedbackUnreadData = Static<typeof FeedbackUnreadData>
