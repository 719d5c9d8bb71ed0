import { routeUrl } from '@/constants/routes'
import { useEffect, useState } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import DeadEndPage from '@/components/page-shell/dead-end-page'
import { UnlockPayPopup, unlockLabel, useUnlockOffer } from '@/features/pay'
import { HELP_SHARE_COVER, HelpCard, helpShareMessage } from '@/features/help'
import { SubscribePrompt } from '@/features/messages'
import ReportPopup from '@/components/report-popup'
import { DemoMark, Failed, FullReport, Generating, ReportHead, Teaser } from '@/components/report-view'
import ReportAccuracyLine from './accuracy-line'
import type { ReportComparable } from '@/api/report'
import { AppEvent } from '@/constants/navigation'
import { PayScene } from '@/constants/pay'
import { unlockConfirmText } from '@/constants/game-copy'
import { PopupKey, ReportStatus } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { useShareCards } from '@/platform/share-card'
import { loginUrl, navigateTo, reLaunch, switchTab } from '@/router'
import { sessionStore } from '@/stores/session'
import { usePageView } from '@/tracker/hooks'
import { ReportStore } from './store'
import { ConfirmAttrList } from './confirm-attrs'
import { useRouteParams } from '@/router/params'
import { ReportLoadState } from './report-load-state'
import { CompleteCard } from './CompleteCard'
import { PropertyConfirmCard } from './PropertyConfirmCard'
import { ReportShots } from '@/features/report-images'
import { takeAccountShots } from '@/features/question-flow'
import { ReportBar } from './ReportBar'
import { CompareSwitch, GoodsInfo, ShareSheet } from './report-popups'
import './report.scss'

function ReportPage() {
  const valId = useRouteParams('report').valId ?? ''
  const loggedIn = sessionStore.isLoggedIn
  const [store] = useState(() => new ReportStore(valId))
  const { report, popup, goodsInfo, compareList, sharePath, status, shareTitle } = store
  const setPopup = (key: PopupKey | null) => store.setPopup(key)

  usePageView(TrackName.VALUATION_REPORT, { valId })
  useDidShow(() => store.show())
  useDidHide(() => store.hide())
  useEffect(() => {
    // Payment, coupons and friend help fire the report refresh event once the report is unlocked.
    const onRefresh = () => void store.load()
    Taro.eventCenter.on(AppEvent.REPORT_REFRESH, onRefresh)
    return () => {
      Taro.eventCenter.off(AppEvent.REPORT_REFRESH, onRefresh)
      store.dispose()
    }
  }, [store])
  useEffect(() => {
    // The account screenshots picked for this report on the valuation tab go up now that it exists.
    void store.uploadAccountShots(takeAccountShots(valId))
  }, [store, valId])
  useEffect(() => {
    void store.fetchSharePath()
  }, [store, store.shareable])
  const offer = useUnlockOffer(valId, PayScene.EVALUATE_UNLOCK, loggedIn && status === ReportStatus.NOT_UNLOCKED)

  useShareCards({
    // The help card's share button sends the friend-help page; every other share sends the report.
    chat: ({ dataset }) =>
      (dataset.help ? helpShareMessage(valId) : null) ?? {
        title: shareTitle,
        path: sharePath || routeUrl('report', { valId }),
        cover: store.shareCover,
      },
    moments: () => (store.momentsQuery ? { title: shareTitle, query: store.momentsQuery, cover: store.shareCover } : null),
    covers: [store.shareCover, status === ReportStatus.NOT_UNLOCKED ? HELP_SHARE_COVER : null],
  })

  const retry = () => store.retry()
  const load = () => store.load()
  const revalue = () => {
    setPopup(null)
    void switchTab('evaluate')
  }
  const openComparable = (c: ReportComparable) => {
    if (c.listingId !== undefined) void navigateTo('accountDetail', { listingId: c.listingId })
  }
  const openCompare = () => store.openCompare()

  const onAction = (id: string) => {
    if (id === 'unlock') setPopup(PopupKey.UNLOCK_PAY)
    else if (id === 'confirmUnlock') setPopup(PopupKey.UNLOCK_PAY)
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
      <DeadEndPage className='rv-state' testId='report-error' text='缺少报告编号' sub='请从估价记录打开报告，或重新估价' next='evaluate' />
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
  if (!report) body = <ReportLoadState source={store.source} onRetry={() => void load()} next='evaluate' />
  else if (report.status === ReportStatus.GENERATING)
    body = (
      <>
        <Generating />
        {/* The valuation just started: a mini-program player may leave and be told when it is done. */}
        <SubscribePrompt topic='report' />
      </>
    )
  else if (report.status === ReportStatus.FAILED) body = <Failed reason={report.reason} onRetry={() => void retry()} onRevalue={revalue} />
  else
    body = (
      <>
        <ReportHead report={report} />
        <DemoMark demo={report.demo} />
        {report.status === ReportStatus.NOT_UNLOCKED ? (
          <Teaser report={report} onLocked={() => setPopup(PopupKey.REPORT_NOT_UNLOCKED)} onUnlock={() => setPopup(PopupKey.UNLOCK_PAY)} />
        ) : null}
        {report.status === ReportStatus.NOT_UNLOCKED ? (
          <HelpCard valId={valId} />
        ) : (
          <FullReport
            report={report}
            accuracy={<ReportAccuracyLine accuracy={report.accuracy} gameId={report.gameId} />}
            onComparable={openComparable}
            onComparableInfo={(c) => store.showGoodsInfo(c)}
          />
        )}
        <CompleteCard report={report} />
        <PropertyConfirmCard report={report} store={store} />
        <ReportShots images={report.images} title='账号截图' testId='report-account-shots' />
      </>
    )

  return (
    <PageShell>
      <View className='report' data-testid='report-page' data-status={report?.status ?? ''}>
        {body}
        {report && report.status !== ReportStatus.FAILED ? <View className='report__spacer' /> : null}
      </View>
      {report && report.status !== ReportStatus.FAILED ? (
        <ReportBar
          status={report.status}
          unlockText={unlockLabel('立即解锁', offer)}
          onShare={withShare(() => setPopup(PopupKey.SHARE_TIMELINE))}
          onSave={withShare(() => void navigateTo('reportSave', { valId }))}
          onCompare={() => void openCompare()}
          onPublish={() => setPopup(PopupKey.UNLOCK_PUBLISH)}
          onUnlock={withShare(() => setPopup(PopupKey.UNLOCK_PAY))}
        />
      ) : null}
      <UnlockPayPopup
        open={popup === PopupKey.UNLOCK_PAY}
        valId={valId}
        scene={PayScene.EVALUATE_UNLOCK}
        offer={offer ?? undefined}
        onConfirmAttrs={() => setPopup(PopupKey.UNLOCK_QUESTION_CONFIRM)}
        onClose={() => setPopup(null)}
      />
      <ReportPopup
        popupKey={popup === PopupKey.UNLOCK_PAY ? null : popup}
        text={
          popup === PopupKey.REPORT_FAILED
            ? report?.reason
            : popup === PopupKey.UNLOCK_QUESTION_CONFIRM && report
              ? unlockConfirmText(report.evaluateType)
              : undefined
        }
        onAction={onAction}
        onClose={() => setPopup(null)}
      >
        {popup === PopupKey.UNLOCK_QUESTION_CONFIRM ? <ConfirmAttrList attrs={store.confirmAttrs} testId='unlock-confirm-attrs' /> : null}
        {popup === PopupKey.GOODS_INFO && goodsInfo ? <GoodsInfo goods={goodsInfo} /> : null}
        {popup === PopupKey.SHARE_TIMELINE ? (
          <ShareSheet
            sharePath={sharePath}
            locked={report?.status === ReportStatus.NOT_UNLOCKED}
            valId={valId}
            close={() => setPopup(null)}
          />
        ) : null}
        {popup === PopupKey.COMPARE_SWITCH ? (
          <CompareSwitch
            list={compareList}
            valId={valId}
            gameId={report?.gameId}
            gameName={report?.gameName}
            close={() => setPopup(null)}
          />
        ) : null}
      </ReportPopup>
    </PageShell>
  )
}

export default observer(ReportPage)
