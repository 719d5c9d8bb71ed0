import { View, Text } from '@tarojs/components'
import PageShell from '../page-shell'
import './index.scss'

/**
 * Body of a page whose content belongs to a later issue (see the README's status table). It still has its
 * route, title, navigation bar and back behaviour, and tells the user plainly that the feature is coming.
 */
export default function ComingSoon() {
  return (
    <PageShell>
      <View className='coming-soon'>
        <View className='coming-soon__icon' />
        <Text className='coming-soon__title'>功能建设中</Text>
        <Text className='coming-soon__desc'>该页面即将上线，敬请期待</Text>
      </View>
    </PageShell>
  )
}
