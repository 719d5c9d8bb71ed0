import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ReactNode } from 'react'
import { WidgetText } from '@/constants/app'
import type { PagedList } from '@/stores/paged-list'
import './index.scss'

export { usePagedPage } from './page-hooks'
export { ListSkeleton, EmptyState, ErrorRetry, Failure, LoadState, type NextStep } from './states'

/** The spec's widget texts (section 8). */
export const NO_MORE_TEXT = WidgetText.NO_MORE
export const LOADING_TEXT = WidgetText.LOADING

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
