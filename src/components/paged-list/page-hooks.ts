import { useRef } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PagedListState } from './use-paged-list'

/**
 * Wires a paged list to its page: the native pull-down (page config `enablePullDownRefresh: true`) refreshes,
 * reaching the bottom loads the next page, and coming back to the page (e.g. from a report whose status
 * changed meanwhile) refreshes quietly. Call it once per page, from any component inside the page (Taro's page
 * hooks find their page through context).
 */
export function usePagedPageHooks<T>(list: PagedListState<T>, options: { refreshOnReturn?: boolean } = {}): void {
  const shown = useRef(false)
  usePullDownRefresh(() => {
    void list.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void list.loadMore()
  })
  useDidShow(() => {
    if (shown.current && options.refreshOnReturn !== false && list.status === 'ready') void list.refresh()
    shown.current = true
  })
}
