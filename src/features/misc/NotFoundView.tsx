import { View } from '@tarojs/components'
import PageShell from '@/components/page-shell'
import { DeadEnd } from '@/components/list-states/states'
import './not-found.scss'

/** Where an H5 address the app has no page for lands (a mistyped or outdated link): says so and leads home. */
export default function NotFoundPage() {
  return (
    <PageShell>
      <View className='not-found'>
        <DeadEnd testId='not-found' text='页面不存在' sub='链接可能有误或页面已下线' next='home' />
      </View>
    </PageShell>
  )
}
