import { makeAutoObservable, runInAction } from 'mobx'
import * as messagesApi from '@/api/messages'
import type { MessageItem } from '@/api/messages'
import { mineStore } from '@/stores/mine'
import { PagedList } from '@/stores/paged-list'

export const MessagesText = {
  EMPTY: '暂无消息',
  EMPTY_SUB: '报告生成、好友助力、支付退款、解锁券和客服回复都会通知你',
  READ_ALL: '全部已读',
  KEPT: '仅显示最近 90 天的消息',
} as const

/**
 * 消息: the caller's messages, newest first, paged, and how many are unread. Opening one marks it read at once on
 * screen (the service is told in the background: a failure there only leaves it unread for the next visit), and the
 * count on Mine follows without asking the service again.
 */
export class MessagesStore {
  unread = 0
  readonly list: PagedList<MessageItem>

  constructor() {
    this.list = new PagedList<MessageItem>(
      async (page, pageSize) => {
        const data = await messagesApi.messagePage(page, pageSize)
        this.setUnread(data.unread)
        return data
      },
      20,
      (m) => m.messageId,
    )
    makeAutoObservable<MessagesStore>(this, { list: false })
  }

  private setUnread(count: number): void {
    this.unread = count
    mineStore.setMessagesUnread(count)
  }

  /** Marks the message read on screen and at the service. */
  open(message: MessageItem): void {
    if (message.read) return
    this.markOnScreen((m) => m.messageId === message.messageId)
    this.setUnread(Math.max(0, this.unread - 1))
    void messagesApi.readMessage(message.messageId).then(
      (left) => this.setUnread(left),
      () => undefined,
    )
  }

  /** 全部已读: every message read, on screen at once; a failure puts the count back as the service has it. */
  async readAll(): Promise<void> {
    if (!this.unread) return
    this.markOnScreen(() => true)
    this.setUnread(0)
    try {
      await messagesApi.readAllMessages()
    } catch {
      await this.list.refresh()
    }
  }

  private markOnScreen(which: (m: MessageItem) => boolean): void {
    runInAction(() => {
      this.list.items = this.list.items.map((m) => (which(m) && !m.read ? { ...m, read: true } : m))
    })
  }
}
