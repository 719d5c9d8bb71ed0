import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PagedListState } from './use-paged-list'

/**
 * Wires a paged list to its page: the native pull-down (page config `enablePullDownRefresh: true`) refreshes,
 * reaching the bottom loads the next page. Call it from the page component itself, not from a child.
 */
export function usePagedPageHooks<T>(list: PagedListState<T>): void {
  usePullDownRefresh(() => {
    void list.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void list.loadMore()
  })
}
