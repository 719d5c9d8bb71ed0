import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { WidgetText } from '@/constants/app'
import { LIST_LOAD_FAILED_TEXT as LOAD_FAILED_TEXT, type ListStatus, type PagedList } from '@/stores/paged-list'
import './index.scss'

export { usePagedPage } from './page-hooks'

/** The spec's widget texts (section 8). */
export const NO_MORE_TEXT = WidgetText.NO_MORE
export const LOADING_TEXT = WidgetText.LOADING
export const RETRY_TEXT = '重新加载'

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

/** Bottom of a paged list: loading more, its failure (tap to retry), 没有更多了, or a tap to load more. */
export const ListFooter = observer(function ListFooter<T>({ list, testId = 'list-footer' }: { list: PagedList<T>; testId?: string }) {
  if (list.status !== 'ready' || list.items.length === 0) return null
  let body: ReactNode
  if (list.loadingMore) body = <Text>{LOADING_TEXT}</Text>
  else if (list.moreError)
    body = (
      <Text className='ls-footer__retry' onClick={() => void list.loadMore()}>
        {list.moreError}，点击重试
      </Text>
    )
  else if (list.hasMore)
    body = (
      <Text className='ls-footer__more' data-testid={`${testId}-more`} onClick={() => void list.loadMore()}>
        加载更多
      </Text>
    )
  else body = <Text>{NO_MORE_TEXT}</Text>
  return (
    <View className='ls-footer' data-testid={testId}>
      {body}
    </View>
  )
})
