import { Type, type Static } from '@sinclair/typebox'
import { PageBody } from './market'
import { Paged } from './paging'
import { BUG_REPORT_PAGES, FEEDBACK_ACCEPTED_CATEGORIES, FeedbackLimit } from './values'

/**
 * 意见反馈 and bug reports (category bug_report, from the bug-feedback banner page, with the page it happened on
 * and the device): images are uploaded one by one (multipart), then referenced by id in the submission.
 */

export { FEEDBACK_CATEGORIES, FeedbackLimit, type FeedbackCategory, BUG_REPORT_CATEGORY, BUG_REPORT_PAGES } from './values'

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
  status: Type.Integer({ description: '0 已提交，1 已处理' }),
  createdAt: Type.Integer(),
})
export type FeedbackItem = Static<typeof FeedbackItem>
export const FeedbackSubmitData = FeedbackItem
export type FeedbackSubmitData = FeedbackItem

export const FeedbackListBody = PageBody
export const FeedbackListData = Paged(FeedbackItem)
export type FeedbackListData = Static<typeof FeedbackListData>
