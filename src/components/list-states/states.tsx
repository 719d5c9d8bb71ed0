import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { LIST_LOAD_FAILED_TEXT as LOAD_FAILED_TEXT } from '@/constants/app'
import type { ListStatus } from '@/stores/paged-list'
import './index.scss'

const RETRY_TEXT = '重新加载'

/** Grey placeholder cards while a list or a result loads. */
export function ListSkeleton({ rows = 3, testId = 'list-skeleton' }: { rows?: number; testId?: string }) {
  return (
    <View className='ls-skeleton' data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='ls-skeleton__card'>
          <View className='ls-sk ls-sk--title' />
          <View className='ls-sk ls-sk--line' />
          <View className='ls-sk ls-sk--short' />
        </View>
      ))}
    </View>
  )
}

export function EmptyState({
  text,
  sub,
  action,
  testId = 'list-empty',
}: {
  text: string
  sub?: string
  action?: ReactNode
  testId?: string
}) {
  return (
    <View className='ls-empty' data-testid={testId}>
      <View className='ls-empty__icon'>
        <Text>空</Text>
      </View>
      <Text className='ls-empty__text'>{text}</Text>
      {sub ? <Text className='ls-empty__sub'>{sub}</Text> : null}
      {action}
    </View>
  )
}

export function ErrorRetry({ text, onRetry, testId = 'list-error' }: { text: string; onRetry: () => void; testId?: string }) {
  return (
    <View className='ls-error' data-testid={testId}>
      <View className='ls-error__icon'>
        <Text>!</Text>
      </View>
      <Text className='ls-error__text'>{text}</Text>
      <View className='ls-btn' data-testid={`${testId}-retry`} onClick={onRetry}>
        <Text>{RETRY_TEXT}</Text>
      </View>
    </View>
  )
}

/**
 * The one loading / error / empty / content switch every page uses, so a failure always offers 重新加载 and a
 * load always shows the same skeleton. `children` is a function so content that reads loaded data never runs
 * before the data is there. An error without `onRetry` (a missing id, a link that cannot work) shows no button.
 */
export function LoadState({
  status,
  error,
  onRetry,
  empty,
  rows,
  testId = 'load',
  children,
}: {
  status: ListStatus
  error?: string
  onRetry?: () => void
  /** Shown instead of the content when ready but there is nothing to show. */
  empty?: { text: string; sub?: string; action?: ReactNode } | null
  rows?: number
  testId?: string
  children: () => ReactNode
}) {
  if (status === 'error') {
    return onRetry ? (
      <ErrorRetry text={error || LOAD_FAILED_TEXT} onRetry={onRetry} testId={`${testId}-error`} />
    ) : (
      <EmptyState text={error || LOAD_FAILED_TEXT} testId={`${testId}-error`} />
    )
  }
  if (status !== 'ready') return <ListSkeleton rows={rows} testId={`${testId}-skeleton`} />
  if (empty) return <EmptyState text={empty.text} sub={empty.sub} action={empty.action} testId={`${testId}-empty`} />
  return <>{children()}</>
}
