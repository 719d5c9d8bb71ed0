import { makeAutoObservable } from 'mobx'
import * as compareApi from '@/api/compare'
import type { CompareData, LockedCompareData } from '@/api/compare'
import type { ListStatus } from '@/stores/paged-list'
import { TrackName } from '@/constants/tracker'
import { CompareMode } from '@/constants/valuation'
import { isRequestError } from '@/http'
import { Resource } from '@/stores/resource'
import { trackClick } from '@/tracker/hooks'

export const SharedText = {
  NO_TOKEN: '链接不完整，请向好友重新获取分享链接',
  FAILED: '对比加载失败',
} as const

export interface SharedCompareParams {
  token?: string
  valIdA?: string
  valIdB?: string
  mode?: string
}

/** A comparison opened from a link: by share token (no login), or the owner's two reports and base side. */
export class SharedCompareStore {
  /** A shared comparison is always full; the owner's own view by report ids may have a report still locked. */
  /** Its remedy: a network failure can be retried; a business answer (no token, an unknown or stale share) cannot. */
  readonly source = new Resource<CompareData | LockedCompareData>(() => this.fetch(), {
    textOf: (e) => (isRequestError(e) && e.code > 0 && e.msg) || SharedText.FAILED,
  })

  constructor(
    private readonly params: SharedCompareParams,
    private readonly origin: string,
  ) {
    makeAutoObservable<SharedCompareStore, 'params' | 'origin' | 'fetch'>(this, {
      params: false,
      origin: false,
      source: false,
      fetch: false,
    })
  }

  get data(): CompareData | LockedCompareData | null {
    return this.source.data
  }

  get status(): ListStatus {
    return this.source.shown === 'idle' ? 'loading' : this.source.shown
  }

  private fetch(): Promise<CompareData | LockedCompareData> {
    const { token, valIdA, valIdB, mode } = this.params
    if (token) return compareApi.sharedCompare(token)
    return compareApi.compare({ valIdA: valIdA as string, valIdB: valIdB as string, mode: Number(mode) === CompareMode.TARGET ? 1 : 0 })
  }

  async load(): Promise<void> {
    const { token, valIdA, valIdB } = this.params
    if (!token && !(valIdA && valIdB)) return this.source.fail(SharedText.NO_TOKEN)
    const d = await this.source.load()
    if (d) trackClick(TrackName.PK_REPORT, { action: 'view', source: this.origin, gameId: d.gameId })
  }
}
