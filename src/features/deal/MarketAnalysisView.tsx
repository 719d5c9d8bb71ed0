import { useEffect } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import LineChart, { shortMonth } from '@/components/line-chart'
import GamePills from '@/components/game-pills'
import { EmptyState, ErrorRetry, ListSkeleton } from '@/components/list-states'
import { MarketReportType } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { homeStore } from '@/stores/home'
import { MARKET_PERIODS, marketStore } from './market-store'
import type { MarketAnalysisData } from '@/api/market'
import { useExposure, useExposureTarget, usePageView } from '@/tracker/hooks'
import { formatDate } from '@/utils/time'
import { gainLoss } from '@/utils/gain-loss'
import { formatPct, formatWholeYuan } from '@/utils/money'
import { DemoBadge, ListingCard } from '@/components/listing-card'
import { useRouteParams } from '@/router/params'
import './market-analysis.scss'

const indexText = (v: number) => (v * 100).toFixed(0)

/** Parts of the analysis counted when seen (spec tracking: price-trend, hot-value, top). */
const EXPOSURES = { trend: TrackName.PRICE_TREND, hot: TrackName.HOT_VALUE, top: TrackName.TOP }

const GameTabs = observer(function GameTabs() {
  return (
    <GamePills games={homeStore.games} selectedId={marketStore.gameId} onPick={(id) => marketStore.pickGame(id)} testId='market-game' />
  )
})

const Periods = observer(function Periods() {
  return (
    <View className='ma__periods' data-testid='market-periods'>
      {MARKET_PERIODS.map((p) => (
        <View
          key={p.value}
          data-testid={`period-${p.value}`}
          className={`ma__period${p.value === marketStore.period ? ' ma__period--on' : ''}`}
          onClick={() => marketStore.pickPeriod(p.value)}
        >
          <Text>{p.label}</Text>
        </View>
      ))}
    </View>
  )
})

function Volumes({ monthly }: { monthly: MarketAnalysisData['monthly'] }) {
  const max = Math.max(1, ...monthly.map((m) => m.deals))
  return (
    <View className='ma__card' data-testid='market-volumes'>
      <View className='ma__card-head'>
        <Text className='ma__card-title'>成交量与成交价</Text>
        <Text className='ma__card-sub'>{monthly.length > 12 ? '最近12个月 · ' : ''}成交笔数 · 成交价中位数</Text>
      </View>
      {monthly.length === 0 ? (
        <Text className='ma__muted'>该周期内暂无成交</Text>
      ) : (
        [...monthly]
          .reverse()
          .slice(0, 12)
          .map((m) => (
            <View key={m.month} className='ma__vol' data-testid='market-volume-row'>
              <Text className='ma__vol-month'>{shortMonth(m.month)}</Text>
              <View className='ma__vol-track'>
                <View className='ma__vol-bar' style={{ width: `${Math.max(2, (m.deals / max) * 100)}%` }} />
              </View>
              <Text className='ma__vol-deals'>{m.deals}笔</Text>
              <Text className='ma__vol-median'>{m.medianFen === null ? '--' : formatWholeYuan(m.medianFen)}</Text>
            </View>
          ))
      )}
    </View>
  )
}

function HotAttributes({ items }: { items: MarketAnalysisData['hotAttributes'] }) {
  return (
    <View className='ma__card track-exposure' data-exposure='hot' data-testid='market-hot'>
      <View className='ma__card-head'>
        <Text className='ma__card-title'>热门属性</Text>
        <Text className='ma__card-sub'>高价成交（前25%）里最常见的配置</Text>
      </View>
      {items.length === 0 ? (
        <Text className='ma__muted'>暂无明显的高价属性</Text>
      ) : (
        items.map((h) => (
          <View key={h.key} className='ma__hot' data-testid='market-hot-row'>
            <View className='ma__hot-head'>
              <Text className='ma__hot-label'>{h.label}</Text>
              <Text className='ma__hot-uplift'>均价高 {formatPct(h.upliftPct, false)}</Text>
            </View>
            <View className='ma__hot-track'>
              <View className='ma__hot-bar' style={{ width: `${h.share * 100}%` }} />
              <View className='ma__hot-all' style={{ left: `${h.overallShare * 100}%` }} />
            </View>
            <Text className='ma__hot-share'>
              高价成交中 {Math.round(h.share * 100)}% · 全部成交中 {Math.round(h.overallShare * 100)}%
            </Text>
          </View>
        ))
      )}
    </View>
  )
}

const Analysis = observer(function Analysis() {
  const { analysis } = marketStore
  const d = analysis.data
  // The cards (trend, hot, top) are drawn with the data.
  useExposureTarget(d !== null && d !== undefined)
  if (!d && (analysis.status === 'loading' || analysis.status === 'idle' || homeStore.showSkeleton))
    return <ListSkeleton rows={3} testId='market-skeleton' />
  if (!d && analysis.status === 'error')
    return <ErrorRetry text={analysis.errorText} onRetry={() => void marketStore.load()} testId='market-error' />
  if (!d) return null
  const first = d.priceIndex[0]?.value
  const last = d.priceIndex[d.priceIndex.length - 1]?.value
  return (
    <View className={analysis.loading ? 'ma__stale' : ''} data-testid='market-analysis'>
      <View className='ma__card'>
        <View className='ma__title-row'>
          <Text className='ma__game-name' data-testid='market-game-name'>
            {d.gameName} · 市场行情
          </Text>
          {d.demo && <DemoBadge />}
        </View>
        <Text className='ma__muted'>数据截至 {formatDate(d.dataThrough)}</Text>
        {d.reportType === MarketReportType.INITIAL && (
          <Text className='ma__note' data-testid='market-initial'>
            该周期成交样本较少，结论仅供参考
          </Text>
        )}
        <View className='ma__taglines' data-testid='market-taglines'>
          {d.taglines.map((t, i) => (
            <View key={i} className={`ma__tagline ma__tagline--${t.type}`}>
              <Text>{t.text}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className='ma__card track-exposure' data-exposure='trend' data-testid='market-index'>
        <View className='ma__card-head'>
          <Text className='ma__card-title'>价格指数</Text>
          {first !== undefined && last !== undefined && (
            <Text className='ma__card-sub'>
              本期{' '}
              <Text className={`ma__change ma__change--${gainLoss(last - first)}`} data-testid='market-change'>
                {formatPct((last / first - 1) * 100)}
              </Text>{' '}
              · 最新月 = 100
            </Text>
          )}
        </View>
        {/* An index is read for its moves, not its level: the axis starts near the data, marked as broken. */}
        <LineChart
          testId='market-chart'
          height={150}
          baseline='break'
          points={d.priceIndex.map((p) => ({ label: shortMonth(p.month), value: p.value }))}
          formatValue={indexText}
        />
      </View>

      <Volumes monthly={d.monthly} />
      <HotAttributes items={d.hotAttributes} />

      <View className='ma__card track-exposure' data-exposure='top' data-testid='market-top'>
        <View className='ma__card-head'>
          <Text className='ma__card-title'>高价在售</Text>
          <Text className='ma__card-sub'>当前挂牌价最高的账号</Text>
        </View>
        {d.topListings.length === 0 ? (
          <EmptyState text='暂无在售账号' testId='market-top-empty' />
        ) : (
          d.topListings.map((l, i) => <ListingCard key={l.listingId} listing={l} rank={i + 1} />)
        )}
      </View>
    </View>
  )
})

function DealAnalyzePage() {
  const params = useRouteParams('marketAnalysis')
  const pickInitial = () => {
    const games = homeStore.games
    const wanted = params.gameId
    const pick = games.find((g) => g.gameId === wanted) ?? games.find((g) => g.gameId === marketStore.gameId) ?? games[0]
    if (!pick) return
    if (pick.gameId !== marketStore.gameId) marketStore.pickGame(pick.gameId)
    else if (marketStore.analysis.status === 'idle' || marketStore.analysis.status === 'error') void marketStore.load()
  }

  useEffect(() => {
    void homeStore.ensureLoaded().then(pickInitial)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens: later the user picks the game
  }, [])

  usePageView(TrackName.ANALYSIS)
  useExposure(EXPOSURES)

  usePullDownRefresh(() => {
    void Promise.all([homeStore.games.length ? null : homeStore.load(), marketStore.load()]).finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <PageShell>
      <View className='ma'>
        {homeStore.showError ? (
          <ErrorRetry text={homeStore.errorText} onRetry={() => void homeStore.load().then(pickInitial)} testId='market-games-error' />
        ) : (
          <>
            <View className='ma__games'>
              <GameTabs />
            </View>
            <Periods />
            <Analysis />
          </>
        )}
      </View>
    </PageShell>
  )
}

export default observer(DealAnalyzePage)
