import { useCallback, useEffect, useRef, useState } from 'react'
import { isRequestError } from '../../http'

/** One page of a list as every paged service call answers it: `{list, total}`. */
export interface Page<T> {
  list: T[]
  total: number
}
export type PageFetcher<T> = (page: number, pageSize: number) => Promise<Page<T>>

export const LOAD_FAILED_TEXT = '加载失败，请检查网络后重试'

export type ListStatus = 'loading' | 'ready' | 'error'

export interface PagedListState<T> {
  items: T[]
  total: number
  /** First load (or a reload from the error state): skeleton; `error`: nothing on screen and the load failed. */
  status: ListStatus
  errorText: string
  refreshing: boolean
  loadingMore: boolean
  /** A load-more failed: the footer offers a retry, the items stay. */
  moreFailed: boolean
  hasMore: boolean
  refresh: () => Promise<void>
  loadMore: () => Promise<void>
  /** Reload from page 1 showing the skeleton again (the error state's retry). */
  retry: () => Promise<void>
  /** Local edits after a successful mutation (e.g. removing an unfavourited listing). */
  update: (fn: (items: T[]) => T[]) => void
}

export interface PagedListOptions {
  pageSize?: number
  /** Load on mount (default true). Pages that must wait for something else pass false and call retry(). */
  auto?: boolean
}

const errorText = (e: unknown) => (isRequestError(e) && e.msg ? e.msg : LOAD_FAILED_TEXT)

/**
 * Paging state of one list: first page with a skeleton, pull-to-refresh keeping the items on screen,
 * load-more appending the next page, and retry after a failure. A newer load supersedes an older one
 * (a refresh during a load-more wins), so stale pages never mix into the list.
 */
export function usePagedList<T>(fetcher: PageFetcher<T>, options: PagedListOptions = {}): PagedListState<T> {
  const pageSize = options.pageSize ?? 20
  const [items, setItems] = useState<T[]>([])
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<ListStatus>('loading')
  const [errText, setErrText] = useState('')
  const [refreshing, setRefreshing] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreFailed, setMoreFailed] = useState(false)
  const page = useRef(0)
  const seq = useRef(0)
  const busyMore = useRef(false)
  const fetchRef = useRef(fetcher)
  fetchRef.current = fetcher
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const loadFirst = useCallback(
    async (mode: 'skeleton' | 'refresh') => {
      const my = ++seq.current
      busyMore.current = false
      setLoadingMore(false)
      setMoreFailed(false)
      if (mode === 'skeleton') setStatus('loading')
      else setRefreshing(true)
      try {
        const res = await fetchRef.current(1, pageSize)
        if (!mounted.current || my !== seq.current) return
        setItems(res.list ?? [])
        setTotal(res.total ?? 0)
        page.current = 1
        setStatus('ready')
        setErrText('')
      } catch (e) {
        if (!mounted.current || my !== seq.current) return
        setErrText(errorText(e))
        // A failed refresh keeps what is on screen; only a list that never loaded shows the error state.
        setStatus((s) => (mode === 'refresh' && s === 'ready' ? 'ready' : 'error'))
      } finally {
        if (mounted.current && my === seq.current) setRefreshing(false)
      }
    },
    [pageSize],
  )

  const hasMore = status === 'ready' && items.length < total

  const loadMore = useCallback(async () => {
    if (busyMore.current || status !== 'ready' || items.length >= total) return
    busyMore.current = true
    const my = seq.current
    setLoadingMore(true)
    setMoreFailed(false)
    try {
      const next = page.current + 1
      const res = await fetchRef.current(next, pageSize)
      if (!mounted.current || my !== seq.current) return
      page.current = next
      setTotal(res.total ?? 0)
      // A row shifts onto the next page when a new one arrives at the top; PagedList renders each key once.
      setItems((prev) => [...prev, ...(res.list ?? [])])
      // An empty page means the total shrank meanwhile: stop asking.
      if (!res.list?.length) setTotal((t) => Math.min(t, items.length))
    } catch {
      if (mounted.current && my === seq.current) setMoreFailed(true)
    } finally {
      if (mounted.current && my === seq.current) setLoadingMore(false)
      if (my === seq.current) busyMore.current = false
    }
  }, [status, items.length, total, pageSize])

  const refresh = useCallback(() => loadFirst('refresh'), [loadFirst])
  const retry = useCallback(() => loadFirst('skeleton'), [loadFirst])
  const itemsRef = useRef(items)
  itemsRef.current = items
  const update = useCallback((fn: (items: T[]) => T[]) => {
    const prev = itemsRef.current
    const next = fn(prev)
    itemsRef.current = next
    setItems(next)
    setTotal((t) => Math.max(0, t - (prev.length - next.length)))
  }, [])

  useEffect(() => {
    if (options.auto !== false) void loadFirst('skeleton')
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return {
    items,
    total,
    status,
    errorText: errText,
    refreshing,
    loadingMore,
    moreFailed,
    hasMore,
    refresh,
    loadMore,
    retry,
    update,
  }
}
