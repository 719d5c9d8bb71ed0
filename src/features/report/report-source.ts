import { useCallback, useState } from 'react'
import { useDidShow, useRouter } from '@tarojs/taro'
import * as reportApi from '@/api/report'
import type { ReportView } from '@/components/report-view'
import { isRequestError } from '@/http'
import { sessionStore } from '@/stores/session'

export interface ReportSource {
  report: ReportView | null
  /** The share token the view was read with (from the URL, or minted for the owner's preview). */
  shareToken: string
  error: string
  /** A report id without a login: the owner must log in first. */
  needLogin: boolean
  reload: () => Promise<ReportView | null>
}

/**
 * The report the H5 share pages show. `?shareToken=` reads the shared view (no login). `?valId=` is the
 * owner's preview: a share token is minted and the shared view read with it, so the owner sees exactly what
 * a holder of the link sees.
 */
export function useReportSource(onLoaded?: (r: ReportView) => void): ReportSource {
  const { params } = useRouter()
  const givenToken = decodeURIComponent(params.shareToken ?? '')
  const valId = decodeURIComponent(params.valId ?? '')
  const [report, setReport] = useState<ReportView | null>(null)
  const [shareToken, setShareToken] = useState(givenToken)
  const [error, setError] = useState('')
  const needLogin = !givenToken && !!valId && !sessionStore.isLoggedIn

  const reload = useCallback(async () => {
    if (!givenToken && !valId) {
      setError('链接无效')
      return null
    }
    if (needLogin) return null
    try {
      const token = givenToken || (await reportApi.shareLink(valId)).shareToken
      setShareToken(token)
      const data = await reportApi.sharedReport(token)
      setReport(data)
      setError('')
      onLoaded?.(data)
      return data
    } catch (e) {
      setError((isRequestError(e) && e.msg) || '报告加载失败')
      return null
    }
  }, [givenToken, valId, needLogin, onLoaded])

  useDidShow(() => {
    void reload()
  })

  return { report, shareToken, error, needLogin, reload }
}
