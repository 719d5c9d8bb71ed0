import { action, makeObservable, observable, runInAction } from 'mobx'
import { isRequestError, remedyOf, type Remedy } from '../http'
import { LIST_LOAD_FAILED_TEXT, type ListStatus } from './paged-list'

/**
 * One record for a detail page (an article, a banner's landing page). An answer in `missingCodes` (the record is
 * unknown or withdrawn) is `missing`, shown as such, not an error to retry; without an id (`fetch` null, the
 * page's query could not be one) it is missing without asking. Subclasses name the record (`get article()`).
 */
export class DetailStore<T> {
  status: ListStatus = 'idle'
  missing = false
  error = ''
  remedy: Remedy = 'retry'
  item: T | null = null

  constructor(
    private readonly fetch: (() => Promise<T>) | null,
    private readonly missingCodes: readonly number[],
  ) {
    makeObservable(this, {
      status: observable,
      missing: observable,
      error: observable,
      remedy: observable,
      item: observable.ref,
      load: action,
    })
  }

  async load(): Promise<void> {
    if (this.fetch === null) {
      this.missing = true
      this.status = 'ready'
      return
    }
    this.status = 'loading'
    this.error = ''
    try {
      const item = await this.fetch()
      runInAction(() => {
        this.item = item
        this.missing = false
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (isRequestError(e) && this.missingCodes.includes(e.code)) {
          this.missing = true
          this.status = 'ready'
        } else {
          this.status = 'error'
          this.error = isRequestError(e) && e.msg ? e.msg : LIST_LOAD_FAILED_TEXT
          this.remedy = remedyOf(e)
        }
      })
    }
  }
}
