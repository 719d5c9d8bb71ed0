import { routeUrl } from '@/constants/routes'
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidHide, useDidShow, useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { View, Text, Button, Textarea } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import ReportPopup from '@/components/report-popup'
import {
  DemoMark,
  Failed,
  FullReport,
  Generating,
  ReportError,
  ReportHead,
  ReportSkeleton,
  Teaser,
  dateText,
} from '@/components/report-view'
import * as reportApi from '@/api/report'
import type { ReportComparable, ReportData } from '@/api/report'
import { isRequestError } from '@/http'
import { AppEvent } from '@/constants/navigation'
import { PayScene } from '@/constants/pay'
import {
  PROPERTY_FEEDBACK_MAX,
  PopupKey,
  PropertyConfirmStatus,
  REPORT_POLL_MS,
  CompleteFromType,
  ReportLockStatus,
  ReportStatus,
  UnlockPerfectStatus,
} from '@/constants/report'
import { TrackEventType, TrackName } from '@/constants/tracker'
import { SHARE_CAPS, copyShareLink } from '@/platform/share'
import { loginUrl, navigateTo, reLaunch, switchTab } from '@/router'
import { sessionStore } from '@/stores/session'
import { track } from '@/tracker'
import { trackClick, usePageView } from '@/tracker/hooks'
import { formatWholeYuan } from '@/utils/money'
import './report.scss'

const errorText = (e: unknown) => (isRequestError(e) && e.msg) || '报告加载失败'

/**
 * Completing the account information (unlock-perfect status): a must when the valuation lacks a required
 * attribute, an offer when it can still help; nothing once it is done or not needed.
 */
function CompleteCard({ report }: { report: ReportData }) {
  const must = report.perfectStatus === UnlockPerfectStatus.MUST
  if (!must && report.perfectStatus !== UnlockPerfectStatus.CAN) return null
  const open = () =>
    void navigateTo('complete', {
      valId: report.valId,
      gameId: report.gameId,
      type: report.evaluateType,
      fromType: CompleteFromType.REPORT,
      locked: report.status === ReportStatus.UNLOCKED ? ReportLockStatus.UNLOCKED : ReportLockStatus.LOCKED,
    })
  return (
    <View className='rv-card rp-complete' data-testid='complete-card' onClick={open}>
      <View className='rv-col rp-complete__body'>
        <Text className='rp-complete__title'>{must ? '请完善账号信息' : '完善账号信息'}</Text>
        <Text className='rp-complete__desc'>
          {must ? '估价缺少必要的账号属性，完善后报告更准确' : '补充区服和联系方式，之后可一键发布账号'}
        </Text>
      </View>
      <Text className='rp-complete__go'>去完善</Text>
    </View>
  )
}

function PropertyConfirmCard({ report, onSaved }: { report: ReportData; onSaved: (r: ReportData) => void }) {
  /** choose: the two answers; write: the feedback form; view: the saved answer. */
  const [mode, setMode] = useState<'view' | 'choose' | 'write'>('view')
  const [feedback, setFeedback] = useState('')
  const [saving, setSaving] = useState(false)
  const status = report.propertyConfirm?.status ?? PropertyConfirmStatus.UNCONFIRMED

  const save = async (next: 1 | 2) => {
    if (saving) return
    if (next === PropertyConfirmStatus.FEEDBACK && !feedback.trim()) {
      void Taro.showToast({ title: '请填写哪些属性有误', icon: 'none' })
      return
    }
    setSaving(true)
    try {
      const saved = await reportApi.propertyConfirm({
        valId: report.valId,
        status: next,
        ...(next === 2 ? { feedback: feedback.trim() } : {}),
      })
      onSaved({ ...report, propertyConfirm: saved })
      setMode('view')
      void Taro.showToast({ title: next === 1 ? '已确认' : '感谢反馈', icon: 'success' })
    } catch {
      // The request layer has shown the service's message.
    } finally {
      setSaving(false)
    }
  }

  if (status !== PropertyConfirmStatus.UNCONFIRMED && mode === 'view') {
    return (
      <View className='rv-card rv-col' data-testid='property-confirm'>
        <Text className='rp-confirm__title'>属性确认</Text>
        <Text className='rp-confirm__done' data-testid='property-confirm-status'>
          {status === PropertyConfirmStatus.CONFIRMED ? '✓ 你已确认账号属性无误' : `已反馈：${report.propertyConfirm?.feedback ?? ''}`}
        </Text>
        <Text className='rp-confirm__link' data-testid='property-change' onClick={() => setMode('choose')}>
          修改
        </Text>
      </View>
    )
  }
  return (
    <View className='rv-card rv-col' data-testid='property-confirm'>
      <Text className='rp-confirm__title'>属性确认</Text>
      <Text className='rp-confirm__hint'>报告按你填写的属性估价，请确认属性是否与账号一致。</Text>
      {mode === 'write' ? (
        <View className='rp-confirm__form'>
          <Textarea
            className='rp-confirm__input'
            data-testid='feedback-input'
            placeholder='请描述哪些属性有误，例如：英雄数量实际为 120'
            maxlength={PROPERTY_FEEDBACK_MAX}
            value={feedback}
            onInput={(e) => setFeedback(e.detail.value)}
          />
          <View className='rp-confirm__btns'>
            <View className='rp-confirm__btn' data-testid='feedback-cancel' onClick={() => setMode('choose')}>
              <Text>取消</Text>
            </View>
            <View className='rp-confirm__btn rp-confirm__btn--primary' data-testid='feedback-submit' onClick={() => void save(2)}>
              <Text>提交反馈</Text>
            </View>
          </View>
        </View>
      ) : (
        <View className='rp-confirm__btns'>
          <View className='rp-confirm__btn' data-testid='property-wrong' onClick={() => setMode('write')}>
            <Text>属性有误</Text>
          </View>
          <View className='rp-confirm__btn rp-confirm__btn--primary' data-testid='property-ok' onClick={() => void save(1)}>
            <Text>属性无误</Text>
          </View>
        </View>
      )}
    </View>
  )
}

function ReportPage() {
  const { params } = useRouter()
  const valId = decodeURIComponent(params.valId ?? '')
  const loggedIn = sessionStore.isLoggedIn
  const [report, setReport] = useState<ReportData | null>(null)
  const [error, setError] = useState('')
  const [popup, setPopup] = useState<PopupKey | null>(null)
  const [goodsInfo, setGoodsInfo] = useState<ReportComparable | null>(null)
  const [compareList, setCompareList] = useState<{ valId: string; createdAt: number }[] | null>(null)
  const [sharePath, setSharePath] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const visible = useRef(true)
  const lastStatus = useRef<number | null>(null)

  const stopPolling = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }

  const load = useCallback(async () => {
    stopPolling()
    if (!valId || !sessionStore.isLoggedIn) return
    try {
      const data = await reportApi.valReport(valId)
      setError('')
      setReport(data)
      const prev = lastStatus.current
      lastStatus.current = data.status
      if (data.status === ReportStatus.GENERATING) {
        if (visible.current) timer.current = setTimeout(() => void load(), REPORT_POLL_MS)
      } else if (prev !== data.status) {
        track(TrackEventType.EXPOSURE, TrackName.VALUATION_REPORT, { valId, status: data.status, gameId: data.gameId })
        if (prev === ReportStatus.GENERATING && data.status === ReportStatus.FAILED) setPopup(PopupKey.REPORT_FAILED)
        if (prev === ReportStatus.NOT_UNLOCKED && data.status === ReportStatus.UNLOCKED) setPopup(PopupKey.REPORT_UNLOCKED)
      }
    } catch (e) {
      setError(errorText(e))
    }
  }, [valId])

  usePageView(TrackName.VALUATION_REPORT, { valId })
  useDidShow(() => {
    visible.current = true
    void load()
  })
  useDidHide(() => {
    visible.current = false
    stopPolling()
  })
  useEffect(() => {
    // Payment, coupons and friend help fire the report refresh event once the report is unlocked.
    const onRefresh = () => void load()
    Taro.eventCenter.on(AppEvent.REPORT_REFRESH, onRefresh)
    return () => {
      Taro.eventCenter.off(AppEvent.REPORT_REFRESH, onRefresh)
      stopPolling()
    }
  }, [load])

  const status = report?.status
  const shareable = status === ReportStatus.NOT_UNLOCKED || status === ReportStatus.UNLOCKED
  useEffect(() => {
    if (!shareable || sharePath) return
    reportApi.shareLink(valId).then(
      (d) => setSharePath(d.path),
      () => undefined,
    )
  }, [shareable, sharePath, valId])

  const shareTitle = report ? `我的${report.gameName}账号估价报告${report.level ? `（${report.level}级）` : ''}` : '游戏账号估价报告'
  useShareAppMessage(() => ({ title: shareTitle, path: sharePath || routeUrl('report', { valId }) }))
  useShareTimeline(() => ({ title: shareTitle, query: sharePath.split('?')[1] ?? '' }))

  const goPay = () => {
    setPopup(null)
    void navigateTo('pay', { valId, payScene: PayScene.EVALUATE_UNLOCK })
  }
  /** Generates the failed report again from the same answers and polls it like a new one. */
  const retry = async () => {
    setPopup(null)
    try {
      await reportApi.retryReport(valId)
      trackClick(TrackName.VALUATION_REPORT, { action: 'retry', valId })
    } catch {
      // The request layer has shown the service's message; the report stays as it is.
      return
    }
    void load()
  }
  const revalue = () => {
    setPopup(null)
    void switchTab('evaluate')
  }
  const openComparable = (c: ReportComparable) => {
    if (c.listingId !== undefined) void navigateTo('accountDetail', { listingId: c.listingId })
  }
  const openCompare = async () => {
    setPopup(PopupKey.COMPARE_SWITCH)
    setCompareList(null)
    try {
      const data = await reportApi.reportList({ page: 1, pageSize: 50 })
      setCompareList(data.list.filter((r) => r.status === ReportStatus.UNLOCKED && r.gameId === report?.gameId && r.valId !== valId))
    } catch {
      setCompareList([])
    }
  }

  const onAction = (id: string) => {
    if (id === 'unlock') setPopup(PopupKey.UNLOCK_QUESTION_CONFIRM)
    else if (id === 'confirmUnlock') goPay()
    else if (id === 'retry') void retry()
    else if (id === 'publish') {
      setPopup(null)
      void navigateTo('publish', { valId, gameId: report?.gameId })
    } else if (id === 'openDetail' && goodsInfo) {
      setPopup(null)
      openComparable(goodsInfo)
    }
  }

  const withShare = (fn: () => void) => () => {
    if (status === ReportStatus.GENERATING) setPopup(PopupKey.REPORT_GENERATING)
    else fn()
  }

  if (!valId)
    return (
      <PageShell>
        <ReportError text='缺少报告编号' onRetry={() => void switchTab('evaluate')} />
      </PageShell>
    )

  if (!loggedIn) {
    const from = routeUrl('report', { valId })
    return (
      <PageShell>
        <View className='report-login' data-testid='report-login'>
          <Text className='report-login__text'>估价报告仅本人可查看，请登录后查看</Text>
          <View className='report-login__btn' data-testid='report-login-btn' onClick={() => void reLaunch(loginUrl(from))}>
            <Text>登录查看</Text>
          </View>
        </View>
      </PageShell>
    )
  }

  let body: JSX.Element
  if (!report) body = error ? <ReportError text={error} onRetry={() => void load()} /> : <ReportSkeleton />
  else if (report.status === ReportStatus.GENERATING) body = <Generating />
  else if (report.status === ReportStatus.FAILED) body = <Failed reason={report.reason} onRetry={() => void retry()} onRevalue={revalue} />
  else
    body = (
      <>
        <ReportHead report={report} />
        <DemoMark demo={report.demo} />
        {report.status === ReportStatus.NOT_UNLOCKED ? (
          <Teaser
            report={report}
            onLocked={() => setPopup(PopupKey.REPORT_NOT_UNLOCKED)}
            onUnlock={() => setPopup(PopupKey.UNLOCK_QUESTION_CONFIRM)}
          />
        ) : (
          <FullReport
            report={report}
            onComparable={openComparable}
            onComparableInfo={(c) => {
              setGoodsInfo(c)
              setPopup(PopupKey.GOODS_INFO)
            }}
          />
        )}
        <CompleteCard report={report} />
        <PropertyConfirmCard report={report} onSaved={setReport} />
      </>
    )

  return (
    <PageShell>
      <View className='report' data-testid='report-page' data-status={report?.status ?? ''}>
        {body}
        {report && report.status !== ReportStatus.FAILED ? <View className='report__spacer' /> : null}
      </View>
      {report && report.status !== ReportStatus.FAILED ? (
        <View className='rv-bar' data-testid='report-bar'>
          <View className='report-bar__item' data-testid='share-btn' onClick={withShare(() => setPopup(PopupKey.SHARE_TIMELINE))}>
            <Text>分享</Text>
          </View>
          <View className='report-bar__item' data-testid='save-btn' onClick={withShare(() => void navigateTo('reportSave', { valId }))}>
            <Text>保存图片</Text>
          </View>
          {report.status === ReportStatus.UNLOCKED ? (
            <>
              <View className='report-bar__item' data-testid='compare-btn' onClick={() => void openCompare()}>
                <Text>对比</Text>
              </View>
              <View className='report-bar__main' data-testid='publish-btn' onClick={() => setPopup(PopupKey.UNLOCK_PUBLISH)}>
                <Text>发布账号</Text>
              </View>
            </>
          ) : (
            <View
              className='report-bar__main'
              data-testid='bar-unlock-btn'
              onClick={withShare(() => setPopup(PopupKey.UNLOCK_QUESTION_CONFIRM))}
            >
              <Text>立即解锁</Text>
            </View>
          )}
        </View>
      ) : null}
      <ReportPopup
        popupKey={popup}
        text={popup === PopupKey.REPORT_FAILED ? report?.reason : undefined}
        onAction={onAction}
        onClose={() => setPopup(null)}
      >
        {popup === PopupKey.GOODS_INFO && goodsInfo ? (
          <View className='report-pop' data-testid='goods-info'>
            <Text className='report-pop__row'>
              成交价：{formatWholeYuan(goodsInfo.soldPriceFen)}（折算今日 {formatWholeYuan(goodsInfo.priceFen)}）
            </Text>
            <Text className='report-pop__row'>成交时间：{dateText(goodsInfo.soldAt)}</Text>
            <Text className='report-pop__row'>相似度：{Math.round(goodsInfo.similarity * 100)}%</Text>
            <Text className='report-pop__row'>来源：{goodsInfo.demo ? '演示数据' : goodsInfo.source}</Text>
            <Text className='report-pop__row'>属性：{goodsInfo.keyAttrs.join('、') || '—'}</Text>
          </View>
        ) : null}
        {popup === PopupKey.SHARE_TIMELINE ? (
          <View className='report-pop report-share' data-testid='share-sheet'>
            {SHARE_CAPS.chatButton ? (
              <Button className='report-share__item' openType='share' data-testid='share-chat'>
                分享给好友
              </Button>
            ) : null}
            <View
              className='report-share__item'
              data-testid='share-copy'
              onClick={() => {
                if (sharePath) void copyShareLink(sharePath)
              }}
            >
              <Text>复制分享链接</Text>
            </View>
            <View
              className='report-share__item'
              data-testid='share-preview'
              onClick={() => {
                setPopup(null)
                void navigateTo('reportPreview', { valId })
              }}
            >
              <Text>预览分享页</Text>
            </View>
            <Text className='report-share__hint'>{SHARE_CAPS.timelineHint}</Text>
            {report?.status === ReportStatus.NOT_UNLOCKED ? (
              <Text className='report-share__hint'>未解锁的报告分享后仅展示概要，不含具体估价</Text>
            ) : null}
          </View>
        ) : null}
        {popup === PopupKey.COMPARE_SWITCH ? (
          <View className='report-pop' data-testid='compare-list'>
            {compareList === null ? <Text className='report-pop__row'>加载中...</Text> : null}
            {compareList?.length === 0 ? <Text className='report-pop__row'>暂无可对比的同游戏已解锁报告</Text> : null}
            {compareList?.map((r) => (
              <View
                key={r.valId}
                className='report-pop__pick'
                data-testid={`compare-${r.valId}`}
                onClick={() => {
                  setPopup(null)
                  void navigateTo('reportCompare', { valIdA: valId, valIdB: r.valId })
                }}
              >
                <Text>{dateText(r.createdAt)} 的报告</Text>
                <Text className='report-pop__go'>对比 ›</Text>
              </View>
            ))}
          </View>
        ) : null}
      </ReportPopup>
    </PageShell>
  )
}

export default observer(ReportPage)
