import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { Observer, observer } from 'mobx-react'
import type { FeedbackItem } from '@/api/feedback'
import PageShell from '@/components/page-shell'
import { EmptyState, Failure, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { track } from '@/tracker'
import { relativeTime } from '@/utils/time'
import { MyFeedbackText, STATUS_TONE, myFeedbackList } from './my-feedback-store'
import './my-feedback.scss'

export const StatusTag = ({ item }: { item: Pick<FeedbackItem, 'status' | 'statusLabel'> }) => (
  <Text className={`myfb-tag myfb-tag--${STATUS_TONE[item.status] ?? 'grey'}`} data-testid='myfb-status'>
    {item.statusLabel}
  </Text>
)

function FeedbackCard({ item }: { item: FeedbackItem }) {
  const open = () => {
    track(
      TrackEventType.EVENT,
      TrackName.MESSAGES,
      { action: 'open', feedbackId: item.feedbackId, unread: item.unread },
      'mine.messages.open',
    )
    void navigateTo('myFeedbackDetail', { feedbackId: item.feedbackId })
  }
  return (
    <View className='myfb-card' data-testid='myfb-card' data-id={item.feedbackId} onClick={open}>
      <View className='myfb-card__head'>
        <Text className='myfb-card__category'>{item.categoryLabel}</Text>
        {item.unread ? <View className='myfb-dot' data-testid='myfb-unread' /> : null}
        <StatusTag item={item} />
      </View>
      <Text className='myfb-card__content'>{item.content}</Text>
      <View className='myfb-card__foot'>
        <Text>
          {relativeTime(item.createdAt)}提交{item.imageCount ? ` · ${item.imageCount} 张截图` : ''}
        </Text>
        <Text className={item.unread ? 'myfb-card__go myfb-card__go--new' : 'myfb-card__go'}>
          {item.unread ? '有新回复 ›' : item.replyCount ? `${item.replyCount} 条回复 ›` : '查看 ›'}
        </Text>
      </View>
    </View>
  )
}

/** 我的反馈: what the player sent, newest first, with its status and a dot on the ones holding an unread reply. */
function MyFeedbackPage() {
  const [list] = useState(myFeedbackList)
  const shown = useRef(false)
  usePagedPage(list)
  useEffect(() => {
    void list.refresh()
  }, [list])
  useDidShow(() => {
    track(TrackEventType.PV, TrackName.MESSAGES, { page: 'my-feedback' }, 'mine.messages.list')
    // Back from a feedback: its dot is gone, and a reply may have come meanwhile.
    if (shown.current && list.status === 'ready') void list.refresh()
    shown.current = true
  })

  const body = () => {
    if (list.showSkeleton) return <ListSkeleton rows={3} testId='myfb-skeleton' />
    if (list.showError)
      return <Failure text={list.errorText} onRetry={() => void list.refresh()} remedy={list.remedy} testId='myfb-error' />
    if (list.isEmpty)
      return (
        <EmptyState
          text={MyFeedbackText.EMPTY}
          sub={MyFeedbackText.EMPTY_SUB}
          testId='myfb-empty'
          button={{ text: MyFeedbackText.EMPTY_ACTION, onClick: () => void navigateTo('feedback'), testId: 'myfb-empty-action' }}
        />
      )
    return (
      <View data-testid='myfb-list'>
        {list.items.map((item) => (
          <FeedbackCard key={item.feedbackId} item={item} />
        ))}
        <ListFooter list={list} testId='myfb-footer' />
      </View>
    )
  }

  return (
    <PageShell>
      <View className='myfb'>
        <Observer>{body}</Observer>
      </View>
    </PageShell>
  )
}

export default observer(MyFeedbackPage)
