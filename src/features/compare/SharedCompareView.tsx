import { useRouteParams } from '@/router/params'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { SharedCompare } from './shared-compare'
import './shared-compare-page.scss'

/** The public comparison view: `?token=` of a shared comparison, or the owner's `?valIdA=&valIdB=&mode=`. */
function H5ComparePage() {
  const params = useRouteParams('sharedCompare')
  return (
    <PageShell>
      <View className='h5cmp'>
        <SharedCompare params={{ ...params, mode: params.mode?.toString() }} source='h5-compare' />
      </View>
    </PageShell>
  )
}

export default observer(H5ComparePage)
