import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'

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
