import { View, Text, Button } from '@tarojs/components'
import type { ReactNode } from 'react'

/** Both completion pages: a skeleton while loading, the reason with 重试 on failure, else the content. */
export function LoadState({ error, loading, onRetry, children }: { error: string; loading: boolean; onRetry?: () => void; children: () => ReactNode }) {
  if (error) {
    return (
      <View className='cp-card cp-state' data-testid='load-error'>
        <Text className='cp-state__text'>{error}</Text>
        {onRetry ? (
          <Button className='cp-btn cp-btn--small' onClick={onRetry}>
            重试
          </Button>
        ) : null}
      </View>
    )
  }
  if (loading) {
    return (
      <View className='cp-card' data-testid='loading'>
        <View className='cp-sk' />
        <View className='cp-sk cp-sk--short' />
        <View className='cp-sk' />
      </View>
    )
  }
  return <>{children()}</>
}
