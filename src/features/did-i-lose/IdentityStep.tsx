import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Card } from '@/components/form-card'
import type { TraderIdentity } from '@/features/question-flow'
import { checkStore } from './store'

const IDENTITIES: ReadonlyArray<{ identity: TraderIdentity; title: string; desc: string }> = [
  { identity: 'buyer', title: '我是买家', desc: '买了号，看看买贵了没有' },
  { identity: 'seller', title: '我是卖家', desc: '卖了号，看看卖便宜了没有' },
]

/** The flow's trader identity stage: whose side of the trade the check reads from. */
export const IdentityStep = observer(function IdentityStep() {
  const picked = checkStore.flow.identity
  return (
    <Card title='你是买家还是卖家？' sub='买家对比买价，卖家对比卖价，都和账号今天的估值比' testId='check-identity'>
      {IDENTITIES.map((i) => (
        <View
          key={i.identity}
          className={`ck-choice${picked === i.identity ? ' ck-choice--on' : ''}`}
          data-testid={`check-identity-${i.identity}`}
          onClick={() => checkStore.pickIdentity(i.identity)}
        >
          <Text className='ck-choice__title'>{i.title}</Text>
          <Text className='ck-choice__desc'>{i.desc}</Text>
        </View>
      ))}
    </Card>
  )
})

/** Over the form: the identity picked, with the way back to change it. */
export const PickedIdentity = observer(function PickedIdentity() {
  const identity = checkStore.flow.identity
  const title = IDENTITIES.find((i) => i.identity === identity)?.title ?? ''
  return (
    <View className='ck-picked' data-testid='check-picked-identity'>
      <Text className='ck-picked__text'>{title}</Text>
      <Text className='ck-picked__change' data-testid='check-change-identity' onClick={() => checkStore.changeIdentity()}>
        修改
      </Text>
    </View>
  )
})
