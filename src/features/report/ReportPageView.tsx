import { pageUrl, routeUrl } from '@/constants/routes'
import { useEffect, useState } from 'react'
import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { View, Text, Button, Textarea } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { DeadEnd, LoadState } from '@/components/list-states/states'
import { UnlockPayPopup, unlockLabel, useUnlockOffer } from '@/features/pay'
import { HELP_SHARE_COVER, HelpCard, helpShareMessage } from '@/features/help'
import ReportPopup from '@/components/report-popup'
import { DemoMark, Failed, FullReport, Generating, ReportHead, Teaser } from '@/components/report-view'
import { formatDate } from '@/utils/time'
import type { ReportComparable, ReportData } from '@/api/report'
import { AppEvent } from '@/constants/navigation'
import { PayScene } from '@/constants/pay'
import { EvaluateType } from '@/constants/valuation'
import { attrsSource, feedbackPlaceholder, unlockConfirmText } from '@/constants/game-copy'
import {
  PROPERTY_FEEDBACK_MAX,
  PopupKey,
  PropertyConfirmStatus,
  CompleteFromType,
  ReportLockStatus,
  ReportStatus,
  UnlockPerfectStatus,
} from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { SHARE_CAPS, copyShareLink } from '@/platform/share'
import { useShareCards } from '@/platform/share-card'
import { loginUrl, navigateTo, reLaunch, switchTab } from '@/router'
import { sessionStore } from '@/stores/session'
import { usePageView } from '@/tracker/hooks'
import { formatWholeYuan } from '@/utils/money'
import { ReportStore } from './store'
import { ConfirmAttrList } from './confirm-attrs'
import { useRouteParams } from '@/router/params'
import './report.scss'

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

function PropertyConfirmCard({ report, store }: { report: ReportData; store: ReportStore }) {
  /** choose: the two answers; write: the feedback form; view: the saved answer. */
  const [mode, setMode] = useState<'view' | 'choose' | 'write'>('view')
  const [feedback, setFeedback] = useState('')
  const [saving, setSaving] = useState(false)
  const status = report.propertyConfirm?.status ?? PropertyConfirmStatus.UNCONFIRMED
  useEffect(() => {
    void store.loadConfirmAttrs()
  }, [store])

  const save = async (next: 1 | 2) => {
    if (saving) return
    if (next === PropertyConfirmStatus.FEEDBACK && !feedback.trim()) {
      void Taro.showToast({ title: '请填写哪些属性有误', icon: 'none' })
      return
    }
    setSaving(true)
    try {
      await store.confirmProperties(next, feedback.trim())
      setMode('view')
      void Taro.showToast({ title: next === 1 ? '已确认' : '感谢反馈', icon: 'success' })
    } catch {
      // The request layer has shown the service's message.
    } finally {
      setSaving(false)
    }
  }

  // 属性有误: the valuation form opens filled with what this report was valued from; sending it makes a new report.
  const correct = () => {
    store.trackCorrect()
    void navigateTo('evaluate', { gameId: report.gameId, evaluateType: EvaluateType.PROPS, fromValId: report.valId })
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
      <Text className='rp-confirm__hint'>
        报告按{attrsSource(report.evaluateType)}属性估价，请确认属性是否与账号一致；有误可改正后重新估价，原报告会保留。
      </Text>
      <ConfirmAttrList attrs={store.confirmAttrs} />
      {mode === 'write' ? (
        <View className='rp-confirm__form'>
          <Textarea
            className='rp-confirm__input'
            data-testid='feedback-input'
            placeholder={feedbackPlaceholder(store.confirmAttrs ?? [])}
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
        <>
          <View className='rp-confirm__btns'>
            <View className='rp-confirm__btn' data-testid='property-wrong' onClick={correct}>
              <Text>属性有误</Text>
            </View>
            <View className='rp-confirm__btn rp-confirm__btn--primary' data-testid='property-ok' onClick={() => void save(1)}>
              <Text>属性无误</Text>
            </View>
          </View>
          <Text className='rp-confirm__link rp-confirm__alt' data-testid='property-feedback' onClick={() => setMode('write')}>
            不想重新估价？写下哪里有误
          </Text>
        </>
      )}
    </View>
  )
}

function ReportPage() {
  const valId = useRouteParams('report').valId ?? ''
  const loggedIn = sessionStore.isLoggedIn
  const [store] = useState(() => new ReportStore(valId))
  const { report, error, popup, goodsInfo, compareList, sharePath, status, shareTitle } = store
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
      store.stopPolling()
    }
  }, [store])
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
      <PageShell>
        <View className='rv-state'>
          <DeadEnd testId='report-error' text='缺少报告编号' sub='请从估价记录打开报告，或重新估价' next='evaluate' />
        </View>
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
  if (!report)
    body = (
      <View className='rv-state'>
        <LoadState
          testId='report'
          status={error ? 'error' : 'loading'}
          error={error}
          onRetry={() => void load()}
          remedy={store.remedy}
          next='evaluate'
        >
          {() => null}
        </LoadState>
      </View>
    )
  else if (report.status === ReportStatus.GENERATING) body = <Generating />
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
          <FullReport report={report} onComparable={openComparable} onComparableInfo={(c) => store.showGoodsInfo(c)} />
        )}
        <CompleteCard report={report} />
        <PropertyConfirmCard report={report} store={store} />
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
            <View className='report-bar__main' data-testid='bar-unlock-btn' onClick={withShare(() => setPopup(PopupKey.UNLOCK_PAY))}>
              <Text>{unlockLabel('立即解锁', offer)}</Text>
            </View>
          )}
        </View>
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
        {popup === PopupKey.GOODS_INFO && goodsInfo ? (
          <View className='report-pop' data-testid='goods-info'>
            <Text className='report-pop__row' data-testid='goods-info-sold'>
              成交价：{formatWholeYuan(goodsInfo.soldPriceFen)}
            </Text>
            <Text className='report-pop__row'>成交时间：{formatDate(goodsInfo.soldAt)}</Text>
            <Text className='report-pop__row' data-testid='goods-info-today'>
              按今日行情约：{formatWholeYuan(goodsInfo.priceFen)}（按该游戏价格指数折算）
            </Text>
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
            {SHARE_CAPS.menuShare && sharePath ? (
              <View
                className='report-share__item'
                data-testid='share-open'
                onClick={() => {
                  setPopup(null)
                  void navigateTo(pageUrl(sharePath))
                }}
              >
                <Text>打开分享页</Text>
              </View>
            ) : null}
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
            {compareList?.length === 0 ? (
              <>
                <Text className='report-pop__row'>暂无可对比的同游戏已解锁报告，再估一个同游戏的账号就能PK</Text>
                {/* Not a dead end: the valuation flow opens with this report's game picked. */}
                <View
                  className='report-pop__pick'
                  data-testid='compare-evaluate'
                  onClick={() => {
                    setPopup(null)
                    void navigateTo('evaluate', { gameId: report?.gameId })
                  }}
                >
                  <Text>估一个{report?.gameName ?? ''}账号</Text>
                  <Text className='report-pop__go'>去估一个 ›</Text>
                </View>
              </>
            ) : null}
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
                <Text>{formatDate(r.createdAt)} 的报告</Text>
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
