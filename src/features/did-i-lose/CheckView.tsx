import { routeUrl } from '@/constants/routes'
import { useEffect, useState, type ReactNode } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text, Picker } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { UnlockPayPopup, unlockLabel, useUnlockOffer } from '@/features/pay'
import { AccountInput } from '@/features/account-input'
import PriceInput from '@/components/price-input'
import { Actions, Card, FieldError, Stat, SubmitButton, VerdictBanner } from '@/components/form-card'
import { ErrorRetry, Failure, ListSkeleton, usePagedPage } from '@/components/list-states'
import LineChart from '@/components/line-chart'
import { DemoBadge, ListingCard } from '@/components/listing-card'
import { LockedRows, UnlockButton } from '@/components/report-view'
import { AppEvent } from '@/constants/navigation'
import { PayScene } from '@/constants/pay'
import { TrackName } from '@/constants/tracker'
import type { CheckReportData } from '@/api/market'
import { loginFirst } from '@/features/login'
import { navigateTo } from '@/router'
import { CHECK_MIN_DATE, CHECK_SIMILAR_COUNT, PAID_DATE_PRESETS, type CheckFullReport, checkStore, isUnlocked, monthsAgo } from './store'
import { checkTrend } from './trend'
import { IdentityStep, PickedIdentity } from './IdentityStep'
import { OrderShotStep, PickedOrderShots } from './OrderShotStep'
import { ReportShots } from '@/features/report-images'
import { tradeWords, verdictWord, type TradeWords } from './trade-words'
import { QuestionStage } from '@/constants/valuation'
import { homeStore } from '@/stores/home'
import { sessionStore } from '@/stores/session'
import { usePageView } from '@/tracker/hooks'
import { gainLoss } from '@/utils/gain-loss'
import { formatPct, formatSignedYuan, formatWholeYuan, formatYuan, toWholeFen } from '@/utils/money'
import { formatDate } from '@/utils/time'
import { useRouteParams } from '@/router/params'
import './check.scss'

/** A result born unlocked: its value is that of a valuation report the user has already unlocked. */
export const CheckFreeText = {
  SUB: '按你已解锁的估价报告计算',
  NOTE: '这个账号的估价报告你已解锁，盈亏结果免费查看',
} as const

/** What the full did-I-lose report adds (shown locked before unlock). */
const lockedRows = (w: TradeWords) => ['今天估值', '盈亏金额', '盈亏比例', '合理价格区间', w.marketThen, w.aboveMarket]

/**
 * The verdict banner in the gain and loss colours: 亏了 green, 赚了 red (红涨绿跌, as on every page); the verdict is
 * the trader's own, so a seller's 卖亏了 is green too.
 */
function Banner({ d, lines }: { d: CheckReportData; lines: ReactNode[] }) {
  const tone = d.verdict === '亏了' ? 'green' : d.verdict === '赚了' ? 'red' : 'blue'
  const word = verdictWord(d.verdict, d.identity)
  return <VerdictBanner tone={tone} game={d.gameName} demo={d.demo} word={word} testId='check-verdict' lines={lines} />
}

/** The player's own order screenshots on the report (theirs only: the service gives them to the owner). */
const OrderShots = ({ d }: { d: CheckReportData }) => <ReportShots images={d.images} title='订单截图' testId='check-order-shots' />

function ResultActions() {
  return (
    <Actions
      items={[
        { text: '修改后再算', testId: 'check-again', onClick: () => checkStore.again() },
        { text: '盈亏记录', testId: 'check-records', onClick: () => void navigateTo('profitRecords') },
      ]}
    />
  )
}

/**
 * Status 1: the coarse band of today's value and the verdict the band alone allows are free (亏了 / 赚了 only when
 * the price paid is clearly outside the band, else 待解锁); the figures are locked until paid.
 */
const Teaser = observer(function Teaser({ d }: { d: CheckReportData }) {
  const [offer, setOffer] = useState(false)
  const price = useUnlockOffer(d.reportId, PayScene.PROFIT_UNLOCK, true)
  const unlock = () => setOffer(true)
  const decided = d.verdict === '亏了' || d.verdict === '赚了'
  const w = tradeWords(d.identity)
  return (
    <View className='ck-result' data-testid='check-teaser'>
      <Banner d={d} lines={[`今天估值约 ${d.band}`, decided ? '解锁完整报告，查看亏赚多少和背后的行情' : w.nearBand]} />
      <Card title='盈亏报告' sub={`${w.dateOn} ${formatDate(d.paidAt)}`}>
        <View className='ck-stats'>
          <Stat label={w.yourPrice} value={formatYuan(d.paidFen)} testId='check-paid' />
          <Stat label='今天估值档位' value={d.band} testId='check-band' />
        </View>
        <LockedRows names={lockedRows(w)} onClick={unlock} />
        <UnlockButton text={unlockLabel('解锁完整报告', price)} onClick={unlock} />
      </Card>
      <OrderShots d={d} />
      <UnlockPayPopup
        open={offer}
        valId={d.reportId}
        scene={PayScene.PROFIT_UNLOCK}
        offer={price ?? undefined}
        onClose={() => setOffer(false)}
      />
      <ResultActions />
    </View>
  )
})

const yuanTick = (yuan: number) => formatWholeYuan(yuan * 100)

/**
 * 买入以来的价值: the account's value month by month since the purchase (today's value moved along the game's price
 * index), the price paid as a dashed line and today's value at the end. The axis starts at zero, so the gap between
 * line and price reads at its true size.
 */
const ValueChart = observer(function ValueChart({ d }: { d: CheckFullReport }) {
  useEffect(() => {
    void checkStore.loadMarket(d)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- game and purchase date decide the market; a reloaded report keeps it
  }, [d.gameId, d.paidAt])
  const m = checkStore.market
  const index = m.data?.gameId === d.gameId ? m.data.priceIndex : null
  const trend = index ? checkTrend(d.valueNowFen, d.paidAt, index) : null
  const w = tradeWords(d.identity)
  return (
    <Card title={w.chartTitle} sub='按该游戏每月价格指数折算' testId='check-chart-card'>
      {trend ? (
        <>
          <LineChart
            testId='check-chart'
            height={150}
            points={trend.points}
            formatValue={yuanTick}
            formatLast={(v) => `今天 ${yuanTick(v)}`}
            refLines={[{ value: d.paidFen / 100, label: `${w.yourPrice} ${formatWholeYuan(d.paidFen)}`, testId: 'check-chart-paid' }]}
          />
          <Text className='ck-chart-note' data-testid='check-chart-note'>
            {trend.truncated ? `行情数据从 ${trend.points[0]?.label ?? ''} 开始，更早的月份未显示；` : ''}
            实线是账号按当月行情的价值，虚线是{w.yourPrice}
          </Text>
        </>
      ) : m.status === 'error' ? (
        <ErrorRetry text={m.errorText} onRetry={() => void checkStore.loadMarket(d)} testId='check-chart-error' />
      ) : (
        <ListSkeleton rows={2} testId='check-chart-skeleton' />
      )}
    </Card>
  )
})

/** 在售的相似账号: what sells now like the account (goods/similar type 3), each opening its detail. */
const SimilarOnSale = observer(function SimilarOnSale({ d }: { d: CheckFullReport }) {
  useEffect(() => {
    void checkStore.loadSimilar(d.reportId)
  }, [d.reportId])
  const s = checkStore.similar
  const data = s.data?.reportId === d.reportId ? s.data : null
  return (
    <Card title='在售的相似账号' sub={tradeWords(d.identity).similarSub} testId='check-similar'>
      {data ? (
        data.list.length ? (
          <>
            {data.demo ? <DemoBadge /> : null}
            {data.list.map((l) => (
              <ListingCard
                key={l.listingId}
                listing={l}
                testId={`check-similar-${l.listingId}`}
                side={<Text className='ck-similar__sim'>相似 {Math.round(l.similarity * 100)}%</Text>}
                onClick={() => void navigateTo('accountDetail', { listingId: l.listingId })}
              />
            ))}
          </>
        ) : (
          <Text className='ck-chart-note' data-testid='check-similar-empty'>
            暂无相似的在售账号
          </Text>
        )
      ) : s.status === 'error' ? (
        <ErrorRetry text={s.errorText} onRetry={() => void checkStore.loadSimilar(d.reportId)} testId='check-similar-error' />
      ) : (
        <ListSkeleton rows={CHECK_SIMILAR_COUNT} testId='check-similar-skeleton' />
      )}
    </Card>
  )
})

function Verdict({ d }: { d: CheckFullReport }) {
  const loss = d.profitFen < 0
  const w = tradeWords(d.identity)
  return (
    <View className='ck-result' data-testid='check-result'>
      <Banner
        d={d}
        lines={[
          <Text key='p' data-testid='check-profit'>
            {formatSignedYuan(toWholeFen(d.profitFen))}（{formatPct(d.profitPct)}）
          </Text>,
          loss ? w.lossLine : w.changeLine,
        ]}
      />
      <Card title='账号价值' sub={d.sourceValId ? CheckFreeText.SUB : `今天的估值与${w.yourPrice}`}>
        {d.sourceValId ? (
          <Text className='ck-free' data-testid='check-free-note'>
            {CheckFreeText.NOTE}
          </Text>
        ) : null}
        <View className='ck-stats'>
          <Stat label={w.yourPrice} value={formatYuan(d.paidFen)} testId='check-paid' />
          <Stat label='今天估值' value={formatWholeYuan(d.valueNowFen)} testId='check-value-now' />
          <Stat label='盈亏' value={formatSignedYuan(toWholeFen(d.profitFen))} tone={gainLoss(d.profitFen)} testId='check-profit-stat' />
        </View>
        <Text className='ck-range'>
          今天的合理价格区间 {formatWholeYuan(d.range.lowFen)} - {formatWholeYuan(d.range.highFen)}
        </Text>
      </Card>
      <ValueChart d={d} />
      <Card title='背后的指数' sub={`${w.dateOn} ${formatDate(d.paidAt)}`} testId='check-index'>
        <View className='ck-row'>
          <Text className='ck-row__label'>{w.marketThen}</Text>
          <Text className='ck-row__value'>{formatWholeYuan(d.valueAtPaidFen)}</Text>
        </View>
        <View className='ck-row'>
          <Text className='ck-row__label'>{w.aboveMarket}</Text>
          <Text className={`ck-row__value ck-row__value--${gainLoss(-d.overpaidFen)}`} data-testid='check-overpaid'>
            {d.overpaidFen > 0
              ? formatWholeYuan(d.overpaidFen)
              : d.overpaidFen < 0
                ? `${w.belowMarket} ${formatWholeYuan(-d.overpaidFen)}`
                : '--'}
          </Text>
        </View>
        <View className='ck-row'>
          <Text className='ck-row__label'>{w.indexSince}</Text>
          <Text className={`ck-row__value ck-row__value--${gainLoss(d.marketChangePct ?? 0)}`} data-testid='check-market-change'>
            {d.marketChangePct === undefined ? '--' : formatPct(d.marketChangePct)}
          </Text>
        </View>
        <Text className='ck-text' data-testid='check-text'>
          {d.text}
        </Text>
      </Card>
      <SimilarOnSale d={d} />
      <OrderShots d={d} />
      <ResultActions />
    </View>
  )
}

const Form = observer(function Form() {
  const s = checkStore
  const w = s.words
  const today = formatDate(Date.now())
  return (
    <>
      <PickedIdentity />
      <PickedOrderShots />
      <Card title={w.accountTitle} sub='填写属性，或选一份你的估价报告（已解锁的报告免费出结果）'>
        <AccountInput state={s.account} loginFrom={routeUrl('check')} />
      </Card>
      <Card title={w.tradeTitle} testId='check-paid-card'>
        <Text className='ck-label'>{w.priceLabel}</Text>
        <PriceInput value={s.paidText} onChange={(v) => s.setPaid(v)} placeholder={w.pricePlaceholder} testId='check-paid-input' />
        <FieldError text={s.paidError} testId='check-paid-error' />
        <Text className='ck-label ck-label--gap'>{w.dateLabel}</Text>
        <Picker
          mode='date'
          value={s.paidDate || today}
          start={CHECK_MIN_DATE}
          end={today}
          onChange={(e) => s.setPaidDate(String(e.detail.value))}
        >
          <View className='ck-date' data-testid='check-date'>
            <Text className={s.paidDate ? 'ck-date__value' : 'ck-date__placeholder'}>{s.paidDate || '选择日期'}</Text>
            <Text className='ck-date__arrow'>›</Text>
          </View>
        </Picker>
        <View className='ck-presets'>
          {PAID_DATE_PRESETS.map((p) => {
            const d = monthsAgo(p.months)
            return (
              <Text
                key={p.months}
                className={`ck-preset${s.paidDate === d ? ' ck-preset--on' : ''}`}
                data-testid={`check-date-${p.months}`}
                onClick={() => s.setPaidDate(d)}
              >
                {p.label}
              </Text>
            )
          })}
        </View>
        <FieldError text={s.dateError} testId='check-date-error' />
      </Card>
      <SubmitButton
        text='算一算亏没亏'
        busyText='计算中...'
        busy={s.result.loading}
        testId='check-submit'
        // A public page whose check needs a login: a visitor logs in first and comes back.
        onClick={() => loginFirst(routeUrl('check')) || void s.submit()}
      />
    </>
  )
})

/** The intro while the player has not said whether they bought or sold. */
const NEUTRAL_INTRO = { title: '买卖亏没亏？算一算', intro: '按今天的成交行情给账号估值，对比你的成交价' } as const

function CheckPage() {
  const reportId = useRouteParams('check').reportId ?? ''
  useEffect(() => {
    void homeStore.ensureLoaded()
    if (reportId) void checkStore.open(reportId)
  }, [reportId])

  useEffect(() => {
    // Payment, coupons and friend help fire the report refresh event once a report is unlocked.
    const onRefresh = () => void checkStore.refresh()
    Taro.eventCenter.on(AppEvent.REPORT_REFRESH, onRefresh)
    return () => {
      Taro.eventCenter.off(AppEvent.REPORT_REFRESH, onRefresh)
    }
  }, [])

  usePageView(TrackName.CHECK)
  useDidShow(() => {
    checkStore.account.loadReports()
    void checkStore.refresh()
  })

  usePagedPage({
    refresh: () => {
      const a = checkStore.account
      const jobs: Promise<unknown>[] = []
      if (a.mode === 'report' && sessionStore.isLoggedIn) jobs.push(a.reports.refresh())
      if (!homeStore.games.length) jobs.push(homeStore.load())
      return Promise.all(jobs)
    },
    loadMore: () => {
      if (checkStore.account.mode === 'report') void checkStore.account.reports.loadMore()
    },
  })

  const r = checkStore.result
  // A result reads from its own trade's side; the form from the side the player picked (neither before the pick).
  const asking = !r.data && !r.loading && checkStore.stage === QuestionStage.TRADER_IDENTITY
  const ordering = !r.data && !r.loading && checkStore.stage === QuestionStage.ORDER_SCREENSHOT
  const w = asking ? NEUTRAL_INTRO : r.data ? tradeWords(r.data.identity) : checkStore.words
  return (
    <PageShell>
      <View className='ck'>
        <View className='ck-intro'>
          <Text className='ck-intro__title'>{w.title}</Text>
          <Text className='ck-intro__sub'>{w.intro}</Text>
        </View>
        {r.data ? (
          isUnlocked(r.data) ? (
            <Verdict d={r.data} />
          ) : (
            <Teaser d={r.data} />
          )
        ) : r.loading ? (
          <ListSkeleton rows={3} testId='check-skeleton' />
        ) : reportId && r.status === 'error' ? (
          <Failure
            text={r.errorText}
            onRetry={() => void checkStore.open(reportId)}
            remedy={r.remedy}
            next={{ text: '重新算一算', onClick: () => checkStore.again() }}
            testId='check-error'
          />
        ) : asking ? (
          <IdentityStep />
        ) : ordering ? (
          <OrderShotStep />
        ) : (
          <Form />
        )}
      </View>
    </PageShell>
  )
}

export default observer(CheckPage)
