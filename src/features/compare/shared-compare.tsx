import { useEffect, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import * as compareApi from '@/api/compare'
import type { CompareData } from '@/api/compare'
import { TrackName } from '@/constants/tracker'
import { CompareMode } from '@/constants/valuation'
import { isRequestError } from '@/http'
import { trackClick, usePageView } from '@/tracker/hooks'
import CompareView from '@/components/compare-view'

export const SharedText = {
  NO_TOKEN: '链接不完整，请向好友重新获取分享链接',
  FAILED: '对比加载失败',
} as const

/**
 * A comparison opened from a link: `token` (a shared comparison, no login) or, for the owner's own embedded
 * view, `valIdA` + `valIdB` (+ `mode`). Shows a skeleton, then the comparison or the reason it cannot be shown.
 */
export function SharedCompare({ params, source }: { params: Record<string, string | undefined>; source: string }) {
  const [data, setData] = useState<CompareData | null>(null)
  const [error, setError] = useState('')
  const [retryable, setRetryable] = useState(false)

  const load = async () => {
    setError('')
    try {
      let d: CompareData
      if (params.token) d = await compareApi.sharedCompare(params.token)
      else if (params.valIdA && params.valIdB)
        d = await compareApi.compare({
          valIdA: params.valIdA,
          valIdB: params.valIdB,
          mode: Number(params.mode) === CompareMode.TARGET ? 1 : 0,
        })
      else {
        setError(SharedText.NO_TOKEN)
        return
      }
      setData(d)
      trackClick(TrackName.PK_REPORT, { action: 'view', source, gameId: d.gameId })
    } catch (e) {
      // A network failure can be retried; a business answer (unknown or stale share) cannot.
      setRetryable(!isRequestError(e) || e.code < 0)
      setError((isRequestError(e) && e.code > 0 && e.msg) || SharedText.FAILED)
    }
  }

  usePageView(TrackName.PK_REPORT, { source })
  useEffect(() => {
    void load()
  }, [])

  if (error) {
    return (
      <View className='cmp-card cmp-state' data-testid='shared-error'>
        <Text className='cmp-state__text'>{error}</Text>
        {retryable ? (
          <Button className='cmp-state__btn' onClick={() => void load()}>
            重试
          </Button>
        ) : null}
      </View>
    )
  }
  if (!data) {
    return (
      <View className='cmp-card' data-testid='loading'>
        <View className='cmp-sk cmp-sk--tall' />
        <View className='cmp-sk' />
        <View className='cmp-sk' />
      </View>
    )
  }
  return <CompareView data={data} />
}
