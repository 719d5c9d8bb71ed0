import { View, Text, Button } from '@tarojs/components'
import type { ReactNode } from 'react'

/** Both completion pages: a skeleton while loading, the reason with 重试 on failure, else the content. */
export function LoadState({
  error,
  loading,
  onRetry,
  children,
}: {
  error: string
  loading: boolean
  onRetry?: () => void
  children: () => ReactNode
}) {
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

/** Both completion pages open with the game and whether its report is unlocked; `children` say what comes next. */
export function AccountHead({
  gameName,
  locked,
  testId,
  badgeTestId,
  children,
}: {
  gameName: string
  locked: boolean
  testId?: string
  badgeTestId?: string
  children?: ReactNode
}) {
  return (
    <View className='cp-head' data-testid={testId}>
      <View className='cp-head__row'>
        <Text className='cp-head__game'>{gameName}</Text>
        <Text className={`cp-badge ${locked ? 'cp-badge--locked' : ''}`} data-testid={badgeTestId}>
          {locked ? '报告未解锁' : '报告已解锁'}
        </Text>
      </View>
      {children}
    </View>
  )
}
