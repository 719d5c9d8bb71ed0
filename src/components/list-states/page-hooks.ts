import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'

/** What a page's pull-down and bottom act on: a PagedList, or the page's own choice of what to reload. */
export interface PageListActions {
  refresh(): Promise<unknown>
  loadMore(): unknown
}

/**
 * Wires the page's native pull-down (page config `enablePullDownRefresh: true`) to `refresh`, stopping the
 * indicator once it settles either way, and reaching the bottom to `loadMore`. Call it once per page, from any
 * component inside the page (Taro's page hooks find their page through context).
 */
export function usePagedPage(actions: PageListActions): void {
  usePullDownRefresh(() => {
    void actions.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void actions.loadMore()
  })
}
