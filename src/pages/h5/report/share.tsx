import { routeUrl } from '@/constants/routes'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { switchTab } from '@/router'
import { SharedReportBody } from './shared-view'
import { useReportSource } from '@/features/report/report-source'

/** A shared report, public: anyone holding the link sees what the owner allows. */
function SharePage() {
  const source = useReportSource()
  return (
    <PageShell>
      <View className='sv-page' data-testid='share-page'>
        <SharedReportBody source={source} loginFrom={routeUrl('reportShare')} />
      </View>
      <View className='rv-bar'>
        <View className='sv-bar__btn sv-bar__btn--primary' data-testid='share-cta' onClick={() => void switchTab('evaluate')}>
          <Text>我也要估价</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(SharePage)
