import { Type, type Static } from '@sinclair/typebox'
import { WxCode } from './common'
import { PageBody } from './market'
import { Paged } from './paging'
import { MessageKind, MessageTarget, SubscribeTopic } from './values/messages'

/** 消息: the player's inbox (additions to the spec, issue 40). */

const literals = <T extends string>(values: readonly T[], description: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    { description },
  )

export const MessageItem = Type.Object({
  messageId: Type.Integer(),
  kind: literals(Object.values(MessageKind), '消息类型：报告、助力、支付与退款、解锁券、奖品、反馈回复、系统通知'),
  title: Type.String(),
  body: Type.String(),
  createdAt: Type.Integer(),
  read: Type.Boolean({ description: '已读' }),
  target: Type.Union(
    [
      Type.Object({
        type: literals(
          Object.values(MessageTarget),
          '去向：report 估价报告、purpose 意向报告、check 盈亏报告（id 为报告 id）；coupons 券使用记录；prize 中奖记录；feedback 我的反馈',
        ),
        id: Type.String({ description: '报告 id、中奖记录 id 或反馈 id；coupons 为空字符串' }),
      }),
      Type.Null(),
    ],
    { description: '点击后打开的页面；系统通知为 null' },
  ),
})
export type MessageItem = Static<typeof MessageItem>

export const MessageListBody = PageBody
export const MessageListData = Type.Composite([
  Paged(MessageItem),
  Type.Object({ unread: Type.Integer({ description: '90 天内的未读消息条数（与 message/unread 相同）' }) }),
])
export type MessageListData = Static<typeof MessageListData>

export const MessageUnreadData = Type.Object({ count: Type.Integer({ description: '90 天内的未读消息条数' }) })
export type MessageUnreadData = Static<typeof MessageUnreadData>

export const MessageReadBody = Type.Object({ messageId: Type.Integer({ minimum: 1 }) })
export type MessageReadBody = Static<typeof MessageReadBody>

export const MessageReadData = Type.Object({ unread: Type.Integer({ description: '标记后剩余的未读条数' }) })
export type MessageReadData = Static<typeof MessageReadData>

export const MessageSubscribeBody = Type.Object({
  topic: literals(Object.values(SubscribeTopic), 'report：估价结果通知；help：好友助力通知'),
  code: Type.Optional(WxCode),
})
export type MessageSubscribeBody = Static<typeof MessageSubscribeBody>

export const MessageSubscribeData = Type.Object({
  credits: Type.Integer({ description: '这一主题还可发送的订阅消息条数（每次同意加一）' }),
})
export type MessageSubscribeData = Static<typeof MessageSubscribeData>
