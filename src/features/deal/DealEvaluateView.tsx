import { routeUrl } from '@/constants/routes'
import { useEffect } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import { AccountInput } from '@/features/account-input'
import PriceInput from '@/components/price-input'
import { Actions, Card, FieldError, Stat, SubmitButton, VerdictBanner } from '@/components/form-card'
import { ListSkeleton } from '@/components/list-states'
import { LockedRows, UnlockButton } from '@/components/report-view'
import { AppEvent } from '@/constants/navigation'
import { TrackName } from '@/constants/tracker'
import type { DealEvaluateData } from '@/api/market'
import { navigateTo } from '@/router'
import { dealStore } from './deal-store'
import { homeStore } from '@/stores/home'
import { usePageView } from '@/tracker/hooks'
import { formatWholeYuan, formatYuan } from '@/utils/money'
import { useRouteParams } from '@/router/params'
import './deal-evaluate.scss'

/** Re-runs the verdict on screen (pull-to-refresh here; any page may trigger it after market data changed). */
export const refreshDealEvaluate = () => Taro.eventCenter.trigger(AppEvent.DEAL_EVALUATE_REFRESH)

/** Where the ask sits on the expected range bar, in percent (clamped to the bar). */
export function askPosition(d: { askFen: number; range: { lowFen: number; highFen: number } }): number {
  const lo = d.range.lowFen * 0.7
  const hi = d.range.highFen * 1.3
  return Math.min(100, Math.max(0, ((d.askFen - lo) / (hi - lo)) * 100))
}

/** An answer with every figure: the caller has unlocked a valuation report of the account. */
type FullDeal = DealEvaluateData & Required<Pick<DealEvaluateData, 'estimateFen' | 'range' | 'ratio' | 'comparableCount'>>

function isFull(d: DealEvaluateData): d is FullDeal {
  return !d.locked && d.estimateFen !== undefined && d.range !== undefined && d.ratio !== undefined
}

/** What a locked answer keeps back (shown masked, with the way to the account's report). */
const LOCKED_ROWS = ['AI估值', '合理价格区间', '要价与估值之比', '相似成交对比']

const toneOf = (d: DealEvaluateData) => (d.verdict === 'good' ? 'green' : d.verdict === 'overpriced' ? 'red' : 'blue')

function DealBanner({ d, lines }: { d: DealEvaluateData; lines: string[] }) {
  return <VerdictBanner tone={toneOf(d)} game={d.gameName} demo={d.demo} word={d.verdictText} testId='deal-verdict' lines={lines} />
}

function Figures({ d }: { d: FullDeal }) {
  const lo = d.range.lowFen * 0.7
  const span = d.range.highFen * 1.3 - lo
  const left = ((d.range.lowFen - lo) / span) * 100
  const width = ((d.range.highFen - d.range.lowFen) / span) * 100
  const basis = d.percentileBasis === 'comparables' ? `相似成交（共 ${d.comparableCount} 笔）` : `${d.gameName}成交`
  return (
    <>
      <DealBanner d={d} lines={[`要价 ${formatYuan(d.askFen)}，约为估值的 ${Math.round(d.ratio * 100)}%`]} />
      <Card title='价格对比' testId='deal-figures'>
        <View className='de-stats'>
          <Stat label='卖家要价' value={formatYuan(d.askFen)} testId='deal-ask' />
          <Stat label='AI估值' value={formatWholeYuan(d.estimateFen)} testId='deal-estimate' />
          <Stat label='要价百分位' value={`${Math.round(d.askPercentile)}%`} testId='deal-percentile' />
        </View>
        <Text className='de-note' data-testid='deal-percentile-text'>
          要价高于 {Math.round(d.askPercentile)}% 的{basis}
        </Text>
      </Card>
      <Card title='合理价格区间' sub={`${Math.round(d.range.level * 100)}% 的成交落在此区间`} testId='deal-range'>
        <View className='de-bar'>
          <View className='de-bar__range' style={{ left: `${left}%`, width: `${width}%` }} />
          <View className='de-bar__ask' style={{ left: `${askPosition(d)}%` }}>
            <Text className='de-bar__ask-text'>要价</Text>
          </View>
        </View>
        <View className='de-bar__labels'>
          <Text className='de-bar__label' style={{ left: `${left}%` }} data-testid='deal-range-low'>
            {formatWholeYuan(d.range.lowFen)}
          </Text>
          <Text className='de-bar__label' style={{ left: `${left + width}%` }} data-testid='deal-range-high'>
            {formatWholeYuan(d.range.highFen)}
          </Text>
        </View>
        <Text className='de-text' data-testid='deal-text'>
          {d.text}
        </Text>
      </Card>
    </>
  )
}

/** Where the ask sits against the band: the reason of the free verdict, in the banner. */
export const BAND_PLACE: Record<string, string> = {
  overpriced: '要价高于估值档位的上限',
  fair: '要价在估值档位之内',
  good: '要价低于估值档位的下限',
}

/**
 * No unlocked report of this account: the price band, the free verdict from it (偏贵 above the band, 合理 within it,
 * 偏便宜 below it) and the ask among all of the game's deals; the exact figures are the account's valuation report's.
 */
const LockedFigures = observer(function LockedFigures({ d }: { d: DealEvaluateData }) {
  const s = dealStore
  const open = () => void s.openReport()
  return (
    <>
      <DealBanner
        d={d}
        lines={[`估值在 ${d.band.label} 档，要价 ${formatYuan(d.askFen)}`, `${BAND_PLACE[d.verdict] ?? ''}，解锁估价报告看精确估值和差价`]}
      />
      <Card title='价格对比' testId='deal-figures'>
        <View className='de-stats'>
          <Stat label='卖家要价' value={formatYuan(d.askFen)} testId='deal-ask' />
          <Stat label='估值档位' value={d.band.label} testId='deal-band' />
          <Stat label='要价百分位' value={`${Math.round(d.askPercentile)}%`} testId='deal-percentile' />
        </View>
        <Text className='de-note' data-testid='deal-percentile-text'>
          要价高于 {Math.round(d.askPercentile)}% 的{d.gameName}成交
        </Text>
      </Card>
      <Card
        title='精确估值'
        sub={d.valId ? '你已给这个账号估过价，解锁报告即可查看' : '给这个账号估价并解锁报告后可查看'}
        testId='deal-locked'
      >
        <LockedRows names={LOCKED_ROWS} onClick={open} />
        <Text className='de-text' data-testid='deal-text'>
          {d.text}
        </Text>
        <UnlockButton text={s.valuing ? '估价中...' : d.valId ? '查看估价报告' : '给这个账号估价'} onClick={open} />
      </Card>
    </>
  )
})

function Result({ d }: { d: DealEvaluateData }) {
  return (
    <View className='de-result' data-testid='deal-result'>
      {isFull(d) ? <Figures d={d} /> : <LockedFigures d={d} />}
      <Actions
        items={[
          { text: '评估另一笔', testId: 'deal-again', onClick: () => dealStore.again() },
          {
            text: `看${d.gameName}行情`,
            testId: 'deal-market',
            onClick: () => void navigateTo('marketAnalysis', { gameId: d.gameId }),
          },
        ]}
      />
    </View>
  )
}

const Form = observer(function Form() {
  const s = dealStore
  return (
    <>
      <Card title='要评估的账号' sub='粘贴商品链接、填写账号属性，或选一份你的估价报告'>
        <AccountInput state={s.account} loginFrom={routeUrl('dealEvaluate')} />
      </Card>
      <Card title='卖家要价' testId='deal-ask-card'>
        <PriceInput value={s.askText} onChange={(v) => s.setAsk(v)} placeholder='卖家开价多少' testId='deal-ask-input' />
        <Text className='de-hint'>估值只看账号属性，不参考要价，再用要价与相似成交对比</Text>
        <FieldError text={s.askError} testId='deal-ask-error' />
      </Card>
      <SubmitButton text='评估这笔交易' busyText='评估中...' busy={s.result.loading} testId='deal-submit' onClick={() => void s.submit()} />
    </>
  )
})

function DealEvaluatePage() {
  const params = useRouteParams('dealEvaluate')
  useEffect(() => {
    void homeStore.ensureLoaded().then(() => {
      const gameId = params.gameId
      if (gameId !== undefined && homeStore.games.some((g) => g.gameId === gameId)) {
        dealStore.account.setMode('props')
        dealStore.account.pickGame(gameId)
      }
    })
  }, [params.gameId])

  usePageView(TrackName.DEAL_EVALUATE)
  // Back from login (or from valuing an account) the report picker lists the user's reports.
  useDidShow(() => dealStore.account.loadReports())

  usePullDownRefresh(() => {
    refreshDealEvaluate()
    Taro.stopPullDownRefresh()
  })

  const r = dealStore.result
  return (
    <PageShell>
      <View className='de'>
        {r.loading && !r.data ? <ListSkeleton rows={3} testId='deal-skeleton' /> : r.data ? <Result d={r.data} /> : <Form />}
      </View>
    </PageShell>
  )
}

export default observer(DealEvaluatePage)
