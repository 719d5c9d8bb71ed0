import { routeUrl } from '@/constants/routes'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { useShareCards } from '@/platform/share-card'
import { switchTab } from '@/router'
import { buildQuery } from '@/utils/query'
import { SharedReportBody } from './shared-view'
import { useReportSource } from '../report-source'
import { reportShareCover, sharedReportTitle } from '../share-card'

/**
 * A shared report, public: anyone holding the link sees what the owner allows, and may pass it on (a chat card
 * with the same token, or Moments, which reopens the page with it). The body of the share page, and of the
 * report page opened from Moments (pages/report/index.tsx); a page module must not import another page's.
 */
function SharedReportPage() {
  const source = useReportSource()
  const { report, shareToken } = source
  const card = report && shareToken ? { title: sharedReportTitle(report), cover: reportShareCover(report) } : null
  useShareCards({
    chat: () => (card ? { ...card, path: routeUrl('reportShare', { shareToken }) } : null),
    moments: () => (card ? { ...card, query: buildQuery({ shareToken }) } : null),
    covers: [card?.cover],
  })
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

export default observer(SharedReportPage)
