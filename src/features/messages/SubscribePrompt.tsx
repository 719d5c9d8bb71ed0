import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SubscribeTopic } from '../../../server/src/contract/values/messages'
import { askSubscribe, subscribeTemplate, type SubscribeOutcome } from './subscribe'
import './subscribe-prompt.scss'

const COPY: Record<SubscribeTopic, { title: string; sub: string; on: string; off: string }> = {
  report: {
    title: '报告生成后提醒我',
    sub: '离开页面也能第一时间收到结果',
    on: '已开启提醒，报告生成后会通知你',
    off: '未开启提醒，结果也会发到「我的 › 消息」',
  },
  help: {
    title: '好友助力后提醒我',
    sub: '有好友为你助力时第一时间知道',
    on: '已开启提醒，有好友助力时会通知你',
    off: '未开启提醒，助力进度也会发到「我的 › 消息」',
  },
}

/**
 * The ask for a subscribe message at the moment it matters (a valuation just started, a help request just shared):
 * one line and 开启提醒, on the mini-programs whose service offers the topic's template; nothing elsewhere. The
 * player's tap shows the host's dialog; whatever they choose, the page carries on.
 */
function SubscribePrompt({ topic }: { topic: SubscribeTopic }) {
  const [state, setState] = useState<'idle' | 'asking' | SubscribeOutcome>('idle')
  if (!subscribeTemplate(topic)) return null
  const copy = COPY[topic]
  if (state === 'accepted' || state === 'declined' || state === 'unrecorded')
    return (
      <View className='sub-prompt sub-prompt--done' data-testid={`subscribe-${topic}-done`}>
        <Text className='sub-prompt__note'>{state === 'accepted' ? copy.on : copy.off}</Text>
      </View>
    )
  const ask = () => {
    if (state === 'asking') return
    setState('asking')
    void askSubscribe(topic).then(setState)
  }
  return (
    <View className='sub-prompt' data-testid={`subscribe-${topic}`}>
      <View className='sub-prompt__text'>
        <Text className='sub-prompt__title'>{copy.title}</Text>
        <Text className='sub-prompt__sub'>{copy.sub}</Text>
      </View>
      <View className='sub-prompt__btn' data-testid={`subscribe-${topic}-btn`} onClick={ask}>
        <Text>开启提醒</Text>
      </View>
    </View>
  )
}

export default observer(SubscribePrompt)
