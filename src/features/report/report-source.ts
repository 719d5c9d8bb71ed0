import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as reportApi from '@/api/report'
import type { ReportView } from '@/components/report-view'
import { isRequestError, remedyOf, type Remedy } from '@/http'
import { routeUrl } from '@/constants/routes'
import { shareLink } from '@/platform/share-link'
import { sessionStore } from '@/stores/session'
import { useRouteParams } from '@/router/params'

/**
 * The report the H5 share pages show. `?shareToken=` reads the shared view (no login). `?valId=` is the
 * owner's preview: a share token is minted and the shared view read with it, so the owner sees exactly what
 * a holder of the link sees.
 */
export class SharedReportStore {
  report: ReportView | null = null
  /** The share token the view was read with (from the URL, or minted for the owner's preview). */
  shareToken: string
  /**
   * The share page's full address, for a QR code: the service's (`val/shareLink`'s `url`) when a token was minted,
   * else this site's on H5; '' on a mini-program opened with a token (it has no web address of its own).
   */
  shareUrl = ''
  error = ''
  /** What can mend the error: a reload (network), a login, or neither (no link, an unknown or expired one). */
  remedy: Remedy = 'retry'

  constructor(
    private readonly givenToken: string,
    private readonly valId: string,
    private readonly onLoaded?: (r: ReportView, shareUrl: string) => void,
  ) {
    this.shareToken = givenToken
    makeAutoObservable<SharedReportStore, 'givenToken' | 'valId' | 'onLoaded'>(this, {
      givenToken: false,
      valId: false,
      onLoaded: false,
    })
  }

  /** A report id without a login: the owner must log in first. */
  get needLogin(): boolean {
    return !this.givenToken && !!this.valId && !sessionStore.isLoggedIn
  }

  reload = async (): Promise<ReportView | null> => {
    if (!this.givenToken && !this.valId) {
      this.error = '链接无效'
      this.remedy = 'none'
      return null
    }
    if (this.needLogin) return null
    try {
      const minted = this.givenToken ? null : await reportApi.shareLink(this.valId)
      const token = minted?.shareToken ?? this.givenToken
      const url = minted?.url ?? shareLink(routeUrl('reportShare', { shareToken: token }))
      runInAction(() => {
        this.shareToken = token
        this.shareUrl = /^https?:\/\//.test(url) ? url : ''
      })
      const data = await reportApi.sharedReport(token)
      runInAction(() => {
        this.report = data
        this.error = ''
      })
      this.onLoaded?.(data, this.shareUrl)
      return data
    } catch (e) {
      runInAction(() => {
        this.error = (isRequestError(e) && e.msg) || '报告加载失败'
        this.remedy = remedyOf(e)
      })
      return null
    }
  }
}

export type ReportSource = SharedReportStore

/** The page's SharedReportStore, read again each time the page shows. */
export function useReportSource(onLoaded?: (r: ReportView, shareUrl: string) => void): ReportSource {
  const params = useRouteParams('reportShare')
  const [store] = useState(() => new SharedReportStore(params.shareToken ?? '', params.valId ?? '', onLoaded))
  useDidShow(() => {
    void store.reload()
  })
  return store
}
