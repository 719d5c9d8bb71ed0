import { action, computed, makeObservable, observable } from 'mobx'
import { isRequestError, type Remedy } from '../http'
import type { ListStatus } from './paged-list'
import { Resource } from './resource'

/**
 * One record for a detail page (an article, a banner's landing page). An answer in `missingCodes` (the record is
 * unknown or withdrawn) is `missing`, shown as such, not an error to retry; without an id (`fetch` null, the
 * page's query could not be one) it is missing without asking. Subclasses name the record (`get article()`).
 */
export class DetailStore<T> {
  private readonly resource: Resource<T>
  /** Set once `load` found there is no id to ask with. */
  private noId = false
  private readonly withoutId: boolean

  constructor(
    fetch: (() => Promise<T>) | null,
    private readonly missingCodes: readonly number[],
  ) {
    this.withoutId = fetch === null
    this.resource = new Resource(fetch)
    makeObservable<DetailStore<T>, 'noId'>(this, {
      noId: observable,
      status: computed,
      missing: computed,
      error: computed,
      remedy: computed,
      item: computed,
      load: action,
    })
  }

  private get missingAnswer(): boolean {
    const e = this.resource.error
    return isRequestError(e) && this.missingCodes.includes(e.code)
  }

  get status(): ListStatus {
    if (this.noId) return 'ready'
    return this.resource.status === 'error' && this.missingAnswer ? 'ready' : this.resource.status
  }

  get missing(): boolean {
    return this.noId || this.missingAnswer
  }

  get error(): string {
    return this.status === 'error' ? this.resource.errorText : ''
  }

  get remedy(): Remedy {
    return this.resource.remedy
  }

  get item(): T | null {
    return this.resource.data
  }

  async load(): Promise<void> {
    if (this.withoutId) this.noId = true
    else await this.resource.load()
  }
}
