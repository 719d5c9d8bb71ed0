import { makeAutoObservable, runInAction } from 'mobx'
import * as compareApi from '@/api/compare'
import type { CompareData, LockedCompareData } from '@/api/compare'
import type { ListStatus } from '@/stores/paged-list'
import { TrackName } from '@/constants/tracker'
import { CompareMode } from '@/constants/valuation'
import { isRequestError, remedyOf, type Remedy } from '@/http'
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
  data: CompareData | LockedCompareData | null = null
  error = ''
  /** A network failure can be retried; a business answer (no token, an unknown or stale share) cannot. */
  remedy: Remedy = 'none'

  constructor(
    private readonly params: SharedCompareParams,
    private readonly source: string,
  ) {
    makeAutoObservable<SharedCompareStore, 'params' | 'source'>(this, { params: false, source: false })
  }

  get status(): ListStatus {
    return this.error ? 'error' : this.data ? 'ready' : 'loading'
  }

  async load(): Promise<void> {
    this.error = ''
    const { token, valIdA, valIdB, mode } = this.params
    try {
      let d: CompareData | LockedCompareData
      if (token) d = await compareApi.sharedCompare(token)
      else if (valIdA && valIdB) d = await compareApi.compare({ valIdA, valIdB, mode: Number(mode) === CompareMode.TARGET ? 1 : 0 })
      else {
        this.error = SharedText.NO_TOKEN
        this.remedy = 'none'
        return
      }
      runInAction(() => {
        this.data = d
      })
      trackClick(TrackName.PK_REPORT, { action: 'view', source: this.source, gameId: d.gameId })
    } catch (e) {
      runInAction(() => {
        this.remedy = remedyOf(e)
        this.error = (isRequestError(e) && e.code > 0 && e.msg) || SharedText.FAILED
      })
    }
  }
}
