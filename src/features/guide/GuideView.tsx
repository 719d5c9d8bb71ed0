import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Brand } from '@/components/brand'
import { Timeout } from '@/constants/app'
import { firstUse } from '@/platform/caches'
import { switchTab } from '@/router/navigation'
import { TrackName } from '@/constants/tracker'
import { usePageView } from '@/tracker/hooks'
import './guide.scss'

/**
 * Entry page ('/'). First use: the 1,600 ms launch animation, then home. Later launches skip it, since
 * the spec's first-use flag exists exactly so the animation is shown once.
 */
function GuidePage() {
  const [seen] = useState(() => firstUse.seen())
  usePageView(TrackName.GUIDE, { firstUse: !seen })

  useEffect(() => {
    if (seen) {
      void switchTab('home')
      return
    }
    const timer = setTimeout(() => {
      firstUse.markSeen()
      void switchTab('home')
    }, Timeout.LAUNCH_ANIMATION)
    return () => clearTimeout(timer)
  }, [seen])

  if (seen) return <View className='guide guide--blank' />
  return (
    <View className='guide'>
      <Brand block='guide' />
      <View className='guide__bar'>
        <View className='guide__bar-fill' />
      </View>
    </View>
  )
}

export default observer(GuidePage)
