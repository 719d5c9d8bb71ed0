import type { MessageItem, MessageSubscribeBody } from '../../server/src/contract/messages'
import { callData } from './endpoint'

export type { MessageItem }

/** 消息: the caller's messages of the last 90 days, newest first. */
export const messagePage = (page: number, pageSize: number) => callData('messageList', { page, pageSize })
/** How many of them are unread (the count on Mine's 消息). */
export const messageUnread = () => callData('messageUnread', {}).then((d) => d.count)
/** One read (again is fine); answers the unread count left. */
export const readMessage = (messageId: number) => callData('messageRead', { messageId }).then((d) => d.unread)
export const readAllMessages = () => callData('messageReadAll', {}).then((d) => d.unread)
/** The player accepted a subscribe message of the topic on this mini-program (silent: it never interrupts a flow). */
export const recordSubscription = (body: MessageSubscribeBody) => callData('messageSubscribe', { ...body }, { silent: true })
