import { Type, type Static } from '@sinclair/typebox'
import { FeedbackItem } from '../feedback'
import { FEEDBACK_REPLY_MAX } from '../values/feedback'
import { OperatorId } from './operators'
import { PlayerTag } from './player-tag'
import { ConsolePage, digits, pageQueryFields, querySpan } from './query'
import { ConsoleRule } from './values'

const FeedbackId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })

export const FeedbackInboxQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('2')], { description: '0 待回复，1 已回复，2 已关闭' }),
  ),
  type: Type.Optional(Type.Union([Type.Literal('feedback'), Type.Literal('bug')], { description: 'feedback 意见反馈，bug Bug反馈' })),
  assigned: Type.Optional(
    Type.Union([Type.Literal('me'), Type.Literal('none'), digits('操作员 id')], { description: 'me 分配给我，none 未分配，或操作员 id' }),
  ),
  ...querySpan,
  ...pageQueryFields(),
})
export type FeedbackInboxQuery = Static<typeof FeedbackInboxQuery>

/** Who a feedback is assigned to. */
export const FeedbackAssignee = Type.Object({ id: Type.Integer(), name: Type.String() })
export type FeedbackAssignee = Static<typeof FeedbackAssignee>

/** A feedback as the inbox lists it: the player's view (contact masked) and who sent it, who has it, what they read. */
export const InboxFeedback = Type.Composite([
  Type.Omit(FeedbackItem, ['unread']),
  Type.Object({
    type: Type.Union([Type.Literal('feedback'), Type.Literal('bug')]),
    player: PlayerTag,
    assignedTo: Type.Union([FeedbackAssignee, Type.Null()], { description: '处理人；未分配为 null' }),
    playerRead: Type.Boolean({ description: '用户已看过全部回复' }),
  }),
])
export type InboxFeedback = Static<typeof InboxFeedback>

export const FeedbackInboxPage = ConsolePage(InboxFeedback)
export type FeedbackInboxPage = Static<typeof FeedbackInboxPage>

export const InboxReply = Type.Object({
  replyId: Type.Integer(),
  operatorId: Type.Union([Type.Integer(), Type.Null()]),
  operatorName: Type.String({ description: '回复的操作员；用户看到的署名统一为 客服' }),
  content: Type.String(),
  createdAt: Type.Integer(),
})
export type InboxReply = Static<typeof InboxReply>

export const InboxFeedbackDetail = Type.Composite([
  InboxFeedback,
  Type.Object({
    images: Type.Array(
      Type.Object({
        imageId: Type.String(),
        mime: Type.String(),
        size: Type.Integer({ description: '字节数' }),
        url: Type.String({ description: '带签名的图片地址（/media/feedback/…），1-2 小时内有效' }),
      }),
    ),
    replies: Type.Array(InboxReply, { description: '回复，按时间先后' }),
  }),
])
export type InboxFeedbackDetail = Static<typeof InboxFeedbackDetail>

export const FeedbackDetailQuery = Type.Object({ feedbackId: digits('反馈 id') })
export type FeedbackDetailQuery = Static<typeof FeedbackDetailQuery>

export const FeedbackReplyBody = Type.Object({
  feedbackId: FeedbackId,
  content: Type.String({
    minLength: 1,
    maxLength: FEEDBACK_REPLY_MAX,
    description: `回复内容，1-${FEEDBACK_REPLY_MAX} 字，用户看到的署名为 客服`,
  }),
})
export type FeedbackReplyBody = Static<typeof FeedbackReplyBody>

/** Closing and reopening: the reason is optional and goes to the audit trail. */
export const FeedbackStateBody = Type.Object({
  feedbackId: FeedbackId,
  reason: Type.Optional(Type.String({ maxLength: ConsoleRule.REASON_MAX, description: '原因（选填），记入审计日志' })),
})
export type FeedbackStateBody = Static<typeof FeedbackStateBody>

export const FeedbackAssignBody = Type.Object({
  feedbackId: FeedbackId,
  operatorId: Type.Union([OperatorId, Type.Null()], { description: '处理人；null 取消分配' }),
})
export type FeedbackAssignBody = Static<typeof FeedbackAssignBody>

export const FeedbackAssigneesData = Type.Object({
  list: Type.Array(FeedbackAssignee, { description: '可处理反馈的操作员（启用的客服与管理员）' }),
})
export type FeedbackAssigneesData = Static<typeof FeedbackAssigneesData>
