import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import { WidgetText } from '../../constants/app'
import type { PagedListState } from './use-paged-list'
import './index.scss'

export { usePagedList, LOAD_FAILED_TEXT, type Page, type PageFetcher, type PagedListState } from './use-paged-list'
export { usePagedPageHooks } from './page-hooks'

export const RETRY_TEXT = '重新加载'
export const LOAD_MORE_TEXT = '上拉加载更多'
export const MORE_FAILED_TEXT = '加载失败，点击重试'
export const REFRESHING_TEXT = '正在刷新...'

export interface PagedListProps<T> {
  list: PagedListState<T>
  keyOf: (item: T) => string | number
  renderItem: (item: T, index: number) => ReactNode
  /** Empty state: a line of text and an optional action (e.g. 去估价). */
  emptyText: string
  emptyAction?: { text: string; onClick: () => void }
  /** Number of skeleton rows while the first page loads. */
  skeletonRows?: number
  /** Prefix of the test ids: `${testId}-skeleton`, `-error`, `-retry`, `-empty`, `-more`, `-item`. */
  testId?: string
}

export function ListSkeleton({ rows = 4, testId }: { rows?: number; testId?: string }) {
  return (
    <View className='paged-list__skeleton' data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='paged-list__sk-card'>
          <View className='paged-list__sk paged-list__sk--title' />
          <View className='paged-list__sk paged-list__sk--line' />
          <View className='paged-list__sk paged-list__sk--short' />
        </View>
      ))}
    </View>
  )
}

/**
 * A paged list with the states every list needs: skeleton while the first page loads, an error with
 * 重新加载, an empty state, the rows, and a footer (加载中 / 上拉加载更多 (tap works too) / retry / 没有更多了).
 */
export default function PagedList<T>(props: PagedListProps<T>) {
  const { list, keyOf, renderItem, emptyText, emptyAction, skeletonRows = 4, testId = 'list' } = props

  if (list.status === 'loading') return <ListSkeleton rows={skeletonRows} testId={`${testId}-skeleton`} />

  if (list.status === 'error')
    return (
      <View className='paged-list__state' data-testid={`${testId}-error`}>
        <View className='paged-list__state-icon paged-list__state-icon--error'>
          <Text>!</Text>
        </View>
        <Text className='paged-list__state-text'>{list.errorText}</Text>
        <View className='paged-list__btn' data-testid={`${testId}-retry`} onClick={() => void list.retry()}>
          <Text>{RETRY_TEXT}</Text>
        </View>
      </View>
    )

  if (!list.items.length)
    return (
      <View className='paged-list__state' data-testid={`${testId}-empty`}>
        <View className='paged-list__state-icon' />
        <Text className='paged-list__state-text'>{emptyText}</Text>
        {emptyAction ? (
          <View className='paged-list__btn' data-testid={`${testId}-empty-action`} onClick={emptyAction.onClick}>
            <Text>{emptyAction.text}</Text>
          </View>
        ) : null}
      </View>
    )

  const seen = new Set<string | number>()
  const rows: ReactNode[] = []
  list.items.forEach((item, i) => {
    const key = keyOf(item)
    if (seen.has(key)) return
    seen.add(key)
    rows.push(
      <View key={key} className='paged-list__item' data-testid={`${testId}-item`}>
        {renderItem(item, i)}
      </View>,
    )
  })

  let footer: ReactNode
  if (list.loadingMore) footer = <Text>{WidgetText.LOADING}</Text>
  else if (list.moreFailed)
    footer = (
      <Text className='paged-list__footer-link' onClick={() => void list.loadMore()}>
        {MORE_FAILED_TEXT}
      </Text>
    )
  else if (list.hasMore)
    footer = (
      <Text className='paged-list__footer-link' onClick={() => void list.loadMore()}>
        {LOAD_MORE_TEXT}
      </Text>
    )
  else footer = <Text>{WidgetText.NO_MORE}</Text>

  return (
    <View className='paged-list' data-testid={testId}>
      {list.refreshing ? (
        <View className='paged-list__refreshing' data-testid={`${testId}-refreshing`}>
          <Text>{REFRESHING_TEXT}</Text>
        </View>
      ) : null}
      {rows}
      <View className='paged-list__footer' data-testid={`${testId}-more`}>
        {footer}
      </View>
    </View>
  )
}
