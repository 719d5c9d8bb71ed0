import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Observer, observer } from 'mobx-react'
import type { MessageItem } from '@/api/messages'
import PageShell from '@/components/page-shell'
import { EmptyState, Failure, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import { Coupon, Feedback, Gift, IconTile, Notice, Order, UserAdd, Wallet, type IconComponent, type Tone } from '@/components/icon'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { track } from '@/tracker'
import { relativeTime } from '@/utils/time'
import { MessagesStore, MessagesText } from './messages-store'
import './messages.scss'

/** Each kind's glyph and tile colour: reports blue, friends green, money orange, prizes purple, support cyan. */
const LOOK: Record<MessageItem['kind'], { icon: IconComponent; tone: Tone }> = {
  report_ready: { icon: Order, tone: 'blue' },
  report_failed: { icon: Order, tone: 'orange' },
  help_progress: { icon: UserAdd, tone: 'green' },
  help_unlocked: { icon: UserAdd, tone: 'green' },
  pay_success: { icon: Wallet, tone: 'orange' },
  refund: { icon: Wallet, tone: 'orange' },
  coupon_granted: { icon: Coupon, tone: 'red' },
  coupon_expiring: { icon: Coupon, tone: 'red' },
  prize_shipped: { icon: Gift, tone: 'purple' },
  feedback_replied: { icon: Feedback, tone: 'cyan' },
  system: { icon: Notice, tone: 'blue' },
}

/** Where a message leads; the page opened says itself when what it shows is gone. */
function go(target: NonNullable<MessageItem['target']>): void {
  const { type, id } = target
  if (type === 'report') void navigateTo('report', { valId: id })
  else if (type === 'purpose') void navigateTo('purpose', { reportId: id })
  else if (type === 'check') void navigateTo('check', { reportId: id })
  else if (type === 'coupons') void navigateTo('vouchersList')
  else if (type === 'prize') void navigateTo('h5CjActiveDrawPhysical', { recordId: id })
  else void navigateTo('myFeedbackDetail', { feedbackId: id })
}

const MessageCard = observer(function MessageCard({ item, store }: { item: MessageItem; store: MessagesStore }) {
  const look = LOOK[item.kind] ?? LOOK.system
  const open = () => {
    track(
      TrackEventType.EVENT,
      TrackName.MESSAGES,
      { action: 'open', page: 'inbox', kind: item.kind, messageId: item.messageId, unread: !item.read },
      'mine.messages.inbox.open',
    )
    store.open(item)
    if (item.target) go(item.target)
  }
  return (
    <View className={`msg-card${item.read ? '' : ' msg-card--unread'}`} data-testid='msg-card' data-id={item.messageId} onClick={open}>
      <View className='msg-card__icon'>
        <IconTile icon={look.icon} tone={look.tone} size='md' />
        {item.read ? null : <View className='msg-card__dot' data-testid='msg-unread' />}
      </View>
      <View className='msg-card__main'>
        <View className='msg-card__head'>
          <Text className='msg-card__title'>{item.title}</Text>
          <Text className='msg-card__time'>{relativeTime(item.createdAt)}</Text>
        </View>
        <Text className='msg-card__body'>{item.body}</Text>
        {item.target ? <Text className='msg-card__go'>查看详情 ›</Text> : null}
      </View>
    </View>
  )
})

/** 消息 (Mine › 消息): what happened to the player's reports, helps, money, coupons, prizes and feedback, newest first. */
function MessagesPage() {
  const [store] = useState(() => new MessagesStore())
  const { list } = store
  const shown = useRef(false)
  usePagedPage(list)
  useEffect(() => {
    void list.refresh()
  }, [list])
  useDidShow(() => {
    track(TrackEventType.PV, TrackName.MESSAGES, { page: 'inbox' }, 'mine.messages.inbox')
    // Back from where a message led: something new may have come meanwhile.
    if (shown.current && list.status === 'ready') void list.refresh()
    shown.current = true
  })

  const readAll = () => {
    track(
      TrackEventType.EVENT,
      TrackName.MESSAGES,
      { action: 'read_all', page: 'inbox', unread: store.unread },
      'mine.messages.inbox.read_all',
    )
    void store.readAll()
  }

  const body = () => {
    if (list.showSkeleton) return <ListSkeleton rows={4} testId='msg-skeleton' />
    if (list.showError) return <Failure text={list.errorText} onRetry={() => void list.refresh()} remedy={list.remedy} testId='msg-error' />
    if (list.isEmpty) return <EmptyState text={MessagesText.EMPTY} sub={MessagesText.EMPTY_SUB} testId='msg-empty' />
    return (
      <>
        <View className='msg-bar'>
          <Text className='msg-bar__count' data-testid='msg-unread-count'>
            {store.unread ? `${store.unread} 条未读` : '全部已读'}
          </Text>
          {store.unread ? (
            <Text className='msg-bar__action' data-testid='msg-read-all' onClick={readAll}>
              {MessagesText.READ_ALL}
            </Text>
          ) : null}
        </View>
        <View data-testid='msg-list'>
          {list.items.map((item) => (
            <MessageCard key={item.messageId} item={item} store={store} />
          ))}
        </View>
        {/* At the end of the list, say how far back it goes rather than just 没有更多了. */}
        {list.hasMore || list.loadingMore || list.moreError ? (
          <ListFooter list={list} testId='msg-footer' />
        ) : (
          <Text className='msg-kept' data-testid='msg-kept'>
            {MessagesText.KEPT}
          </Text>
        )}
      </>
    )
  }

  return (
    <PageShell>
      <View className='msg'>
        <Observer>{body}</Observer>
      </View>
    </PageShell>
  )
}

export default observer(MessagesPage)
