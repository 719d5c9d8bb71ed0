import { useEffect, useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { EmptyState, Failure, ListSkeleton } from '@/components/list-states'
import { FeedbackStatus } from '@/constants/feedback'
import { TrackName } from '@/constants/tracker'
import { redirectTo } from '@/router'
import { useRouteParams } from '@/router/params'
import { usePageView } from '@/tracker/hooks'
import { formatDateTime } from '@/utils/time'
import { StatusTag } from './MyFeedbackView'
import { FeedbackDetailStore, MyFeedbackText, feedbackIdOf } from './my-feedback-store'
import './my-feedback.scss'

/** The player's own message, then the replies, as a conversation: theirs on the right, 客服 on the left. */
const Conversation = observer(function Conversation({ store }: { store: FeedbackDetailStore }) {
  const f = store.feedback
  if (!f) return null
  const urls = store.imageUrls
  const preview = (current: string) => void Taro.previewImage({ urls, current }).catch(() => undefined)
  return (
    <View className='myfb-detail' data-testid='myfb-detail'>
      <View className='myfb-detail__head'>
        <Text className='myfb-detail__category'>{f.categoryLabel}</Text>
        <StatusTag item={f} />
      </View>

      <View className='myfb-msg myfb-msg--mine' data-testid='myfb-own'>
        <Text className='myfb-msg__who'>我 · {formatDateTime(f.createdAt)}</Text>
        <View className='myfb-msg__bubble'>
          <Text className='myfb-msg__text' userSelect>
            {f.content}
          </Text>
          {urls.length ? (
            <View className='myfb-shots'>
              {urls.map((url) => (
                <Image
                  key={url}
                  className='myfb-shots__img'
                  src={url}
                  mode='aspectFill'
                  data-testid='myfb-shot'
                  onClick={() => preview(url)}
                />
              ))}
            </View>
          ) : null}
        </View>
        {f.pageLabel || f.contact ? (
          <Text className='myfb-msg__meta'>
            {[f.pageLabel && `问题页面：${f.pageLabel}`, f.contact && `联系方式：${f.contact}`].filter(Boolean).join('　')}
          </Text>
        ) : null}
      </View>

      {f.replies.map((r) => (
        <View key={r.replyId} className='myfb-msg myfb-msg--staff' data-testid='myfb-reply'>
          <Text className='myfb-msg__who'>
            {r.author} · {formatDateTime(r.createdAt)}
          </Text>
          <View className='myfb-msg__bubble'>
            <Text className='myfb-msg__text' userSelect>
              {r.content}
            </Text>
          </View>
        </View>
      ))}

      <Text className='myfb-detail__note' data-testid='myfb-note'>
        {f.status === FeedbackStatus.CLOSED ? MyFeedbackText.CLOSED : f.replies.length ? '' : MyFeedbackText.WAITING}
      </Text>
    </View>
  )
})

const toList = () => void redirectTo('myFeedback')

/** A feedback of the player's (`pages/my-feedback/detail?feedbackId=…`); opening it marks its replies read. */
function FeedbackDetailPage() {
  const params = useRouteParams('myFeedbackDetail')
  const [store] = useState(() => new FeedbackDetailStore(feedbackIdOf(params.feedbackId)))
  usePageView(TrackName.MESSAGES, { page: 'my-feedback-detail', feedbackId: store.id })
  useEffect(() => {
    void store.load()
  }, [store])

  let body
  if (store.status === 'error')
    body = <Failure text={store.error} onRetry={() => void store.load()} remedy={store.remedy} testId='myfb-detail-error' />
  else if (store.status !== 'ready') body = <ListSkeleton rows={2} testId='myfb-detail-skeleton' />
  else if (store.missing)
    body = (
      <EmptyState
        text={MyFeedbackText.MISSING}
        sub={MyFeedbackText.MISSING_SUB}
        testId='myfb-detail-missing'
        button={{ text: '我的反馈', onClick: toList, testId: 'myfb-detail-to-list' }}
      />
    )
  else body = <Conversation store={store} />

  return (
    <PageShell>
      <View className='myfb'>{body}</View>
    </PageShell>
  )
}

export default observer(FeedbackDetailPage)
