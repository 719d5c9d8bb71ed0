import { makeAutoObservable, runInAction } from 'mobx'
import { isRequestError, remedyOf, type Remedy } from '../http'

export type Page<T> = { list: T[]; total: number }
export type PageFetcher<T> = (page: number, pageSize: number) => Promise<Page<T>>
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error'

import { LIST_LOAD_FAILED_TEXT } from '../constants/app'

export { LIST_LOAD_FAILED_TEXT }

const errorText = (e: unknown) => (isRequestError(e) && e.msg ? e.msg : LIST_LOAD_FAILED_TEXT)

/**
 * One paged list on screen: first load (skeleton, or error with retry), pull-to-refresh (keeps the items until
 * the new page arrives; a failed one keeps them), load more at the bottom (its own error, retried from the footer).
 * With `keyOf`, a row that shifted onto the next page (a new one arrived at the top) is not appended twice.
 */
export class PagedList<T> {
  items: T[] = []
  total = 0
  page = 0
  status: ListStatus = 'idle'
  errorText = ''
  /** What can mend the first page's failure (LoadState / pages choose 重新加载 or another way on from it). */
  remedy: Remedy = 'retry'
  loadingMore = false
  moreError = ''
  private seq = 0

  constructor(
    private readonly fetcher: PageFetcher<T>,
    readonly pageSize = 20,
    readonly keyOf?: (t: T) => string | number,
  ) {
    makeAutoObservable<PagedList<T>, 'fetcher' | 'seq'>(this, { fetcher: false, seq: false, keyOf: false })
  }

  get hasMore(): boolean {
    return this.items.length < this.total
  }

  get showSkeleton(): boolean {
    return this.page === 0 && (this.status === 'loading' || this.status === 'idle')
  }

  get showError(): boolean {
    return this.page === 0 && this.status === 'error'
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0
  }

  /** First page again (first load, retry, pull-to-refresh). A newer call wins over an older one. */
  async refresh(): Promise<void> {
    const seq = ++this.seq
    this.status = 'loading'
    this.errorText = ''
    this.moreError = ''
    try {
      const r = await this.fetcher(1, this.pageSize)
      runInAction(() => {
        if (seq !== this.seq) return
        this.items = r.list
        this.total = r.total
        this.page = 1
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (seq !== this.seq) return
        // Rows already on screen stay usable; only a list that never loaded shows the error state.
        this.status = this.page > 0 ? 'ready' : 'error'
        this.errorText = errorText(e)
        this.remedy = remedyOf(e)
      })
    }
  }

  /** Back to the skeleton and the first page (e.g. the list now answers a different question). */
  reload(): Promise<void> {
    this.reset()
    return this.refresh()
  }

  async loadMore(): Promise<void> {
    if (this.loadingMore || this.status !== 'ready' || !this.hasMore) return
    const seq = this.seq
    this.loadingMore = true
    this.moreError = ''
    try {
      const r = await this.fetcher(this.page + 1, this.pageSize)
      runInAction(() => {
        if (seq !== this.seq) return
        const keyOf = this.keyOf
        let fresh = r.list
        if (keyOf) {
          const seen = new Set(this.items.map(keyOf))
          fresh = r.list.filter((t) => !seen.has(keyOf(t)))
        }
        this.items = [...this.items, ...fresh]
        // An empty page means the list shrank meanwhile: stop asking.
        this.total = r.list.length ? r.total : this.items.length
        this.page += 1
      })
    } catch (e) {
      runInAction(() => {
        if (seq === this.seq) this.moreError = errorText(e)
      })
    } finally {
      runInAction(() => {
        this.loadingMore = false
      })
    }
  }

  /** Replaces one item in place (e.g. a favourite toggled). */
  update(match: (t: T) => boolean, patch: Partial<T>) {
    this.items = this.items.map((t) => (match(t) ? { ...t, ...patch } : t))
  }

  /** Drops items locally after a change the service confirmed (e.g. a favourite removed); the total follows. */
  remove(match: (t: T) => boolean) {
    const kept = this.items.filter((t) => !match(t))
    this.total = Math.max(0, this.total - (this.items.length - kept.length))
    this.items = kept
  }

  reset() {
    this.seq++
    this.items = []
    this.total = 0
    this.page = 0
    this.status = 'idle'
    this.errorText = ''
    this.loadingMore = false
    this.moreError = ''
  }
}
