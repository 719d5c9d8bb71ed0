import { useEffect, type ReactElement } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { shortMonth } from '@/components/line-chart/geometry'
import { DemoBadge } from '@/components/demo-badge'
import { TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { homeStore } from '@/stores/home'
import { trackClick, useExposureTarget } from '@/tracker/hooks'
import { gainLoss } from '@/utils/gain-loss'
import { formatPct, formatYuanRange } from '@/utils/money'
import type { MarketBriefData } from '@/api/market-brief'
import { HOME_MARKET_EXPOSURES } from './keys'
import { homeMarketStore as store } from './store'
import './home-market.scss'

export const HomeMarketText = {
  TREND_TITLE: '价格走势',
  HOT_TITLE: '热门属性价值',
  MORE: '市场分析 ›',
  TREND_SUB: '成交价指数 · 最新月 = 100',
  HOT_EMPTY: '本月暂无明显加价的属性',
  HOT_NOTE: '估价模型测算：拥有它的本月成交账号通常多值',
  RETRY: '重新加载',
} as const

const monthText = (month: string) => `${Number(month.slice(5))}月`

/** Both sections open 市场分析 for the game on show; the tap counts as the section's event. */
function openAnalysis(event: string, extra: Record<string, unknown>) {
  trackClick(event, extra)
  void navigateTo('marketAnalysis', { gameId: store.gameId ?? undefined })
}

/**
 * One section: its card (marked for exposure under its key, which is also its test id), its head with 市场分析 ›,
 * then its body once the brief is there, grey lines while it loads, the failure with 重新加载 when it failed.
 */
const Section = observer(function Section({
  id,
  title,
  event,
  Body,
}: {
  id: keyof typeof HOME_MARKET_EXPOSURES
  title: string
  event: string
  Body: (p: { d: MarketBriefData }) => ReactElement
}) {
  const d = store.brief.data
  useExposureTarget()
  return (
    <View className='home-market track-exposure' data-exposure={id} data-testid={id}>
      <View className='home-market__head'>
        <Text className='home-market__title'>{title}</Text>
        <View
          className='home-market__more'
          data-testid={`${id}-more`}
          onClick={() => openAnalysis(event, { gameId: store.gameId, action: 'more' })}
        >
          <Text>{HomeMarketText.MORE}</Text>
        </View>
      </View>
      {d ? (
        <Body d={d} />
      ) : store.brief.status === 'error' ? (
        <View className='home-market__error' data-testid={`${id}-error`}>
          <Text className='home-market__error-text'>{store.brief.errorText}</Text>
          <View className='home-market__retry' data-testid={`${id}-retry`} onClick={() => void store.load()}>
            <Text>{HomeMarketText.RETRY}</Text>
          </View>
        </View>
      ) : (
        <View className='home-market__skeleton' data-testid={`${id}-skeleton`}>
          <View className='home-market__sk' />
          <View className='home-market__sk home-market__sk--short' />
        </View>
      )}
    </View>
  )
})

/**
 * The bars' labels: whole points, or one decimal for all of them when two different months would read the same
 * (a quiet market: bars of different heights labelled 102, 102, 102 look wrong).
 */
function indexLabels(values: number[]): string[] {
  const whole = values.map((v) => (v * 100).toFixed(0))
  // Fewer distinct labels than distinct values: two different months read the same.
  const clash = new Set(whole).size < new Set(values).size
  return clash ? values.map((v) => (v * 100).toFixed(1)) : whole
}
/** The lowest month's bar and how much higher the highest one stands (design px). */
const BAR_MIN = 8
const BAR_RISE = 48

/**
 * The index as one bar a month, each labelled with its value (latest month = 100). Bars, not 市场分析's line chart:
 * that chart would move into the mini-programs' main package with home and take it past its 600 KB budget. An index
 * is read for its moves, so the bars start near the lowest month, and the values above them say how far apart they
 * really are.
 */
function IndexBars({ series }: { series: MarketBriefData['priceIndex'] }) {
  const values = series.map((p) => p.value)
  const low = Math.min(...values)
  const span = Math.max(...values) - low
  const labels = indexLabels(values)
  return (
    <View className='home-market__bars' data-testid='price-trend-chart'>
      {series.map((p, i) => (
        <View key={p.month} className='home-market__bar-col'>
          <Text className='home-market__bar-value' data-testid='price-trend-value'>
            {labels[i]}
          </Text>
          <View
            className={`home-market__bar${i === series.length - 1 ? ' home-market__bar--last' : ''}`}
            style={{ height: `${Math.round(BAR_MIN + (span > 0 ? (p.value - low) / span : 0.5) * BAR_RISE)}px` }}
          />
          <Text className='home-market__bar-month'>{shortMonth(p.month)}</Text>
        </View>
      ))}
    </View>
  )
}

function Trend({ d }: { d: MarketBriefData }) {
  return (
    <>
      <View className='home-market__sub'>
        <Text className='home-market__sub-text'>
          {d.gameName} · {HomeMarketText.TREND_SUB}
        </Text>
        {d.demo && <DemoBadge />}
      </View>
      <View className='home-market__change' data-testid='price-trend-change'>
        <Text className='home-market__change-label'>近{d.priceIndex.length}个月</Text>
        <Text className={`home-market__change-value home-market__change-value--${gainLoss(d.changePct)}`}>{formatPct(d.changePct)}</Text>
      </View>
      <IndexBars series={d.priceIndex} />
    </>
  )
}

function HotRows({ d }: { d: MarketBriefData }) {
  if (!d.hotValues.length) return <Text className='home-market__empty'>{HomeMarketText.HOT_EMPTY}</Text>
  return (
    <>
      <Text className='home-market__sub-text home-market__note'>
        {monthText(d.month)} · {HomeMarketText.HOT_NOTE}
      </Text>
      {d.hotValues.map((h, i) => (
        <View
          key={h.key}
          className='home-market__row'
          data-testid='hot-value-row'
          onClick={() => openAnalysis(TrackName.INDEX_HOT_VALUE, { gameId: d.gameId, key: h.key })}
        >
          <Text className='home-market__rank'>{i + 1}</Text>
          <Text className='home-market__label'>{h.label}</Text>
          <Text className='home-market__amount'>+{formatYuanRange(h.lowFen, h.highFen)}</Text>
        </View>
      ))}
    </>
  )
}

/** Home's market sections, below the games: they follow the game picked there. */
function HomeMarketSections() {
  const gameId = homeStore.selectedGameId
  useEffect(() => store.show(gameId), [gameId])
  if (gameId === null) return null
  return (
    <>
      {/* 价格走势: the picked game's deal-price index over the last months. */}
      <Section id='price-trend' title={HomeMarketText.TREND_TITLE} event={TrackName.INDEX_PRICE_TREND} Body={Trend} />
      {/* 热门属性价值: what the collectables add to this month's typical account, by the valuation model, as ranges. */}
      <Section id='hot-value' title={HomeMarketText.HOT_TITLE} event={TrackName.INDEX_HOT_VALUE} Body={HotRows} />
    </>
  )
}

export default observer(HomeMarketSections)
