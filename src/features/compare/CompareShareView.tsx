import { useRouteParams } from '@/router/params'
import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { SharedCompare } from './shared-compare'
import { navigateTo } from '@/router'
import { routeUrl } from '@/constants/routes'
import { FORWARDED_PK_TITLE } from './share-card'
import { useShareCards } from '@/platform/share-card'
import { buildQuery } from '@/utils/query'
import './shared-compare-page.scss'

/**
 * Landing page of a shared comparison (`?token=`): the comparison, then an invitation to value one's own account.
 * The PK page itself needs a login, so Moments, which opens pages without one, shares from here.
 */
function CompareSharePage() {
  const params = useRouteParams('compareShare')
  // Passed on as it came: the same token, to a chat or to Moments (which reopens this page with it).
  const token = params.token
  useShareCards({
    chat: () => (token ? { title: FORWARDED_PK_TITLE, path: routeUrl('compareShare', { token }) } : null),
    moments: () => (token ? { title: FORWARDED_PK_TITLE, query: buildQuery({ token }) } : null),
  })
  return (
    <PageShell>
      <View className='h5cmp'>
        <View className='h5cmp-head'>
          <Text className='h5cmp-head__title'>好友分享了一份账号PK</Text>
          <Text className='h5cmp-head__desc'>两个账号估值差多少、差在哪里，一看便知</Text>
        </View>
        <SharedCompare params={{ token: params.token }} source='h5-compare-share' />
        <View className='h5cmp-cta'>
          <Text className='h5cmp-cta__text'>你的账号值多少钱？</Text>
          <Button className='h5cmp-cta__btn' data-testid='cta' onClick={() => void navigateTo('evaluate')}>
            我也要估价
          </Button>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(CompareSharePage)
