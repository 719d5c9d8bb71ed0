import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import PageShell from '@/components/page-shell'
import { switchTab } from '@/router'
import './index.scss'

/** An activity number worth showing: what activity QR codes carry (`0_<activityId>`), nothing else. */
const shownId = (id: string | undefined) => (id && /^[A-Za-z0-9-]{1,32}$/.test(id) ? id : '')

/**
 * Prize draw (抽奖活动), opened by an activity QR code with its `activityId`. Until the prize-draw issue builds it,
 * the page says plainly that the activity is not open yet.
 */
export default function ActivityDrawPage() {
  const activityId = shownId(useRouter().params.activityId)
  return (
    <PageShell>
      <View className='cj-draw'>
        <View className='cj-draw__card' data-testid='activity-card'>
          <Text className='cj-draw__title'>抽奖活动</Text>
          <Text className='cj-draw__text' data-testid='activity-text'>
            {activityId ? `活动（编号 ${activityId}）暂未开放，敬请期待` : '活动暂未开放，敬请期待'}
          </Text>
          <View className='cj-draw__home' data-testid='activity-home' onClick={() => void switchTab('home')}>
            <Text>返回首页</Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}
