import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import PageShell from '@/components/page-shell'
import { LoadState } from '@/components/list-states/states'
import type { AccountInfoData } from '@/api/account-info'
import type { AccountInfo } from './store'

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

/**
 * The frame both pages share: the account information's load state, then `body` once it has loaded. A plain
 * function, not a component, so the page's observer tracks everything read here as before.
 */
export function accountFrame(info: AccountInfo, body: (data: AccountInfoData) => ReactNode) {
  return (
    <PageShell>
      <View className='cp'>
        <LoadState
          testId='load'
          status={info.loadStatus}
          error={info.loadError}
          onRetry={info.valId ? () => void info.load() : undefined}
          remedy={info.loadRemedy}
          next='evaluate'
        >
          {() => info.data && <View>{body(info.data)}</View>}
        </LoadState>
      </View>
    </PageShell>
  )
}
