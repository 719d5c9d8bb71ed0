import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { LoadState } from '@/components/list-states'
import { DEMO_NOTE, errorPercent, sharePercent } from '@/components/accuracy-line/format'
import { formatMonth } from '@/utils/time'
import type { AccuracyData, GameAccuracy } from '@/api/accuracy'
import { TrackName } from '@/constants/tracker'
import { usePageView } from '@/tracker/hooks'
import { AccuracyStore, gameIdOf } from './store'
import { useRouteParams } from '@/router/params'
import './accuracy.scss'

/** What each figure means, in the order the table shows them. */
const TERMS: { term: string; text: string }[] = [
  { term: '中位误差', text: '估价与成交价相差的比例排好后居中的那个：一半成交的误差比它小，一半比它大。越小越准。' },
  { term: '10% 以内 / 20% 以内', text: '估价与成交价相差不到 10%（20%）的成交占多少。' },
  {
    term: '区间覆盖',
    text: '报告里的 80% 区间，意思是约 80% 的成交价应落在区间内；覆盖率是检验时成交价实际落在区间内的比例，接近 80% 说明区间可信。',
  },
  {
    term: '实际成交',
    text: '估价过的账号之后真实卖出的价格（用户标记已售出、市场成交数据、我亏了吗里填写的买价），与当时报告的估价对比；近 6 个月满 20 笔才显示。',
  },
  { term: '演示数据', text: '标「演示」的游戏，数字由演示市场数据算出，只用来展示计算方法，不代表真实成交的准确度。' },
]

function Explanation() {
  return (
    <View className='acc-card' data-testid='accuracy-explain'>
      <Text className='acc-card__title'>怎么衡量</Text>
      <Text className='acc-p'>
        按时间切分检验：把每个游戏的成交按成交时间排好，用较早的成交训练模型，再给之后那些未参与训练的成交估价，与真实成交价对比。检验的成交模型事先没见过，数字也包含了行情随时间的变化，和实际估价时一样。
      </Text>
      {TERMS.map((t) => (
        <View key={t.term} className='acc-term'>
          <Text className='acc-term__name'>{t.term}</Text>
          <Text className='acc-term__text'>{t.text}</Text>
        </View>
      ))}
    </View>
  )
}

type Figures = Pick<GameAccuracy, 'mdape' | 'within10' | 'within20' | 'coverage'>

function FigureCells({ f, level }: { f: Figures; level: number }) {
  return (
    <View className='acc-row__figures'>
      <Text className='acc-row__num'>{errorPercent(f.mdape)}</Text>
      <Text className='acc-row__num'>{sharePercent(f.within10)}</Text>
      <Text className='acc-row__num'>{sharePercent(f.within20)}</Text>
      <View className='acc-row__num acc-row__num--stack'>
        <Text>{sharePercent(f.coverage)}</Text>
        <Text className='acc-row__level'>目标 {sharePercent(level)}</Text>
      </View>
    </View>
  )
}

/** Where a game's realised prices came from, e.g. 挂牌售出 12 · 市场成交 30 (sources with none left out). */
function sourcesText(s: NonNullable<GameAccuracy['live']>['sources']): string {
  const parts: [string, number][] = [
    ['挂牌售出', s.listing],
    ['市场成交', s.market],
    ['我亏了吗', s.check],
  ]
  return parts
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n}`)
    .join(' · ')
}

/** The same figures from realised prices (issue 41), under the backtest's, labelled by source and count. */
function LiveRow({ g }: { g: GameAccuracy }) {
  const live = g.live
  if (!live) return null
  return (
    <View className='acc-row acc-row--live' data-testid={`accuracy-live-${g.gameId}`}>
      <View className='acc-row__game'>
        <Text className='acc-row__name acc-row__name--live'>实际成交</Text>
        <View className='acc-row__meta'>
          <Text>
            {live.count} 笔 · {formatMonth(live.from)} 至 {formatMonth(live.to)}
          </Text>
          <Text>{sourcesText(live.sources)}</Text>
        </View>
      </View>
      <FigureCells f={live} level={g.rangeLevel} />
    </View>
  )
}

function GameRow({ g, marked }: { g: GameAccuracy; marked: boolean }) {
  return (
    <View className={`acc-row ${marked ? 'acc-row--marked' : ''}`} data-testid={`accuracy-row-${g.gameId}`}>
      <View className='acc-row__game'>
        <Text className='acc-row__name'>{g.gameName}</Text>
        <View className='acc-row__meta'>
          {g.demo ? (
            <Text className='acc-tag' data-testid={`accuracy-demo-${g.gameId}`}>
              演示
            </Text>
          ) : null}
          <Text>
            {g.testSize} 笔 · {formatMonth(g.testFrom)} 至 {formatMonth(g.testTo)}
          </Text>
        </View>
      </View>
      <FigureCells f={g} level={g.rangeLevel} />
    </View>
  )
}

function Table({ data, gameId }: { data: AccuracyData; gameId?: number }) {
  return (
    <View data-testid='accuracy-table'>
      {data.list.length ? (
        <View className='acc-card'>
          <Text className='acc-card__title'>各游戏准确度</Text>
          <View className='acc-row acc-row--head'>
            <Text className='acc-row__game'>游戏 · 检验成交</Text>
            <View className='acc-row__figures'>
              <Text className='acc-row__num'>中位误差</Text>
              <Text className='acc-row__num'>10%以内</Text>
              <Text className='acc-row__num'>20%以内</Text>
              <Text className='acc-row__num'>区间覆盖</Text>
            </View>
          </View>
          {data.list.map((g) => (
            <View key={g.gameId}>
              <GameRow g={g} marked={g.gameId === gameId} />
              <LiveRow g={g} />
            </View>
          ))}
          {data.list.some((g) => g.demo) ? (
            <Text className='acc-note acc-note--demo' data-testid='accuracy-demo-note'>
              标「演示」的游戏：{DEMO_NOTE}
            </Text>
          ) : null}
          <Text className='acc-note'>模型用新成交重新训练后，数字随之更新。</Text>
        </View>
      ) : null}
      {data.refused.length ? (
        <View className='acc-card' data-testid='accuracy-refused'>
          <Text className='acc-card__title'>暂不估价的游戏</Text>
          {data.refused.map((r) => (
            <View key={r.gameId} className='acc-refused' data-testid={`accuracy-refused-${r.gameId}`}>
              <Text className='acc-refused__name'>{r.gameName}</Text>
              <Text className='acc-refused__reason'>{r.reason}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  )
}

/** 估价准确度 (`pages/report/accuracy?gameId=…`): how accuracy is measured, then every game's figures; open to everyone. */
function AccuracyPage() {
  const params = useRouteParams('valuationAccuracy')
  const [store] = useState(() => new AccuracyStore(gameIdOf(params.gameId?.toString())))
  usePageView(TrackName.VALUATION_REPORT, { view: 'accuracy', gameId: store.gameId })
  useEffect(() => {
    void store.load()
  }, [store])

  return (
    <PageShell>
      <View className='acc-page'>
        <Explanation />
        <View className='acc-state'>
          <LoadState
            status={store.status}
            error={store.error}
            onRetry={() => void store.load()}
            empty={store.isEmpty ? { text: '暂无准确度数据', sub: '估价模型训练完成后会显示在这里' } : null}
            rows={2}
            testId='accuracy'
          >
            {() => (store.data ? <Table data={store.data} gameId={store.gameId} /> : null)}
          </LoadState>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(AccuracyPage)
