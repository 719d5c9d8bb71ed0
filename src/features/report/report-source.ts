import { useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import * as reportApi from '@/api/report'
import type { ReportView } from '@/components/report-view'
import type { Remedy } from '@/http'
import { routeUrl } from '@/constants/routes'
import { shareLink } from '@/platform/share-link'
import { Resource, type ResourceStatus } from '@/stores/resource'
import { sessionStore } from '@/stores/session'
import { useRouteParams } from '@/router/params'
import { makeAutoObservableExcept } from '@/stores/unobserved'

/**
 * The report the H5 share pages show. `?shareToken=` reads the shared view (no login). `?valId=` is the
 * owner's preview: a share token is minted and the shared view read with it, so the owner sees exactly what
 * a holder of the link sees.
 */
export class SharedReportStore {
  private readonly source = new Resource<ReportView>(() => this.read(), { failedText: '报告加载失败' })
  /** The share token the view was read with (from the URL, or minted for the owner's preview). */
  shareToken: string
  /**
   * The share page's full address, for a QR code: the service's (`val/shareLink`'s `url`) when a token was minted,
   * else this site's on H5; '' on a mini-program opened with a token (it has no web address of its own).
   */
  shareUrl = ''

  constructor(
    private readonly givenToken: string,
    private readonly valId: string,
    private readonly onLoaded?: (r: ReportView, shareUrl: string) => void,
  ) {
    this.shareToken = givenToken
    makeAutoObservableExcept<SharedReportStore, 'givenToken' | 'valId' | 'onLoaded' | 'source' | 'read'>(
      this,
      'source',
      'read',
      'givenToken',
      'valId',
      'onLoaded',
    )
  }

  /** A report id without a login: the owner must log in first. */
  get needLogin(): boolean {
    return !this.givenToken && !!this.valId && !sessionStore.isLoggedIn
  }

  get report(): ReportView | null {
    return this.source.data
  }

  get status(): ResourceStatus {
    return this.source.status
  }

  get error(): string {
    return this.source.errorText
  }

  /** What can mend the error: a reload (network), a login, or neither (no link, an unknown or expired one). */
  get remedy(): Remedy {
    return this.source.remedy
  }

  reload = async (): Promise<ReportView | null> => {
    if (!this.givenToken && !this.valId) {
      this.source.fail('链接无效')
      return null
    }
    if (this.needLogin) return null
    const data = await this.source.load()
    if (data) this.onLoaded?.(data, this.shareUrl)
    return data
  }

  /** The token the view is read with (minted for the owner's preview), then the view. */
  private async read(): Promise<ReportView> {
    const minted = this.givenToken ? null : await reportApi.shareLink(this.valId)
    const token = minted?.shareToken ?? this.givenToken
    this.takeToken(token, minted?.url ?? shareLink(routeUrl('reportShare', { shareToken: token })))
    return reportApi.sharedReport(token)
  }

  private takeToken(token: string, url: string): void {
    this.shareToken = token
    this.shareUrl = /^https?:\/\//.test(url) ? url : ''
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
