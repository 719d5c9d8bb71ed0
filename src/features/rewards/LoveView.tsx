import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Coupon, Gift, IconTile, type IconComponent, type Tone } from '@/components/icon'
import { TabRow } from '@/components/tab-row'
import PageShell from '@/components/page-shell'
import { EmptyState, ErrorRetry, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import type { LoveEntry } from '@/api/rewards'
import { LoveRedeemItem, LoveTab } from '@/constants/mission'
import { routeUrl } from '@/constants/routes'
import { TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { appStore } from '@/stores/app'
import { usePageView } from '@/tracker/hooks'
import { formatDateTime } from '@/utils/time'
import { LoveStore } from './love-store'
import { isIOSVariant, isRoute, missionRoute } from './variant'
import { useRouteParams, useRoutePath } from '@/router/params'
import './love.scss'

const TABS = [
  { tab: LoveTab.REDEEM, text: '兑换' },
  { tab: LoveTab.LEDGER, text: '明细' },
] as const

/** What each item is, as the redeem card and the confirmation say it. */
const ITEMS: Record<LoveRedeemItem, { name: string; unit: string; icon: IconComponent; tone: Tone; desc: string }> = {
  coupon: { name: '解锁券', unit: '张', icon: Coupon, tone: 'orange', desc: '可解锁一份完整估价报告' },
  chance: { name: '抽奖机会', unit: '次', icon: Gift, tone: 'purple', desc: '' },
}

const RULES = [
  '在任务中心完成每日任务、新手任务和成长任务，领取奖励即得爱心值',
  '爱心值可兑换解锁券（解锁一份完整估价报告）和幸运抽奖的抽奖机会',
  '兑换时立即扣除爱心值，兑换成功后不可撤销',
  '爱心值不可提现、不可转让',
]

interface Page {
  store: LoveStore
  askLogin: () => void
  openMissions: () => void
}

const Stepper = observer(function Stepper({ store, item }: { store: LoveStore; item: LoveRedeemItem }) {
  const n = store.counts[item]
  const max = store.maxCount(item)
  return (
    <View className='lv-step' data-testid={`redeem-${item}-stepper`}>
      <Text className='lv-step__label'>数量</Text>
      <View
        className={`lv-step__btn${n <= 1 ? ' lv-step__btn--off' : ''}`}
        data-testid={`redeem-${item}-minus`}
        onClick={() => store.setCount(item, n - 1)}
      >
        <Text>−</Text>
      </View>
      <Text className='lv-step__num' data-testid={`redeem-${item}-count`}>
        {n}
      </Text>
      <View
        className={`lv-step__btn${n >= max ? ' lv-step__btn--off' : ''}`}
        data-testid={`redeem-${item}-plus`}
        onClick={() => store.setCount(item, n + 1)}
      >
        <Text>+</Text>
      </View>
      <Text className='lv-step__cost'>共 {store.cost(item)} 爱心值</Text>
    </View>
  )
})

const RedeemItem = observer(function RedeemItem({ page, item }: { page: Page; item: LoveRedeemItem }) {
  const { store } = page
  const what = ITEMS[item]
  const block = store.block(item)
  const activity = store.info?.activity ?? null
  const busy = store.redeeming === item
  let desc = what.desc
  if (item === LoveRedeemItem.CHANCE) desc = activity ? `用于「${activity.title}」` : '暂无进行中的活动'
  let label = busy ? '兑换中' : '兑换'
  if (block === 'login') label = '登录后兑换'
  else if (block === 'short') label = '爱心值不足'
  const off = busy || block === 'short' || block === 'no-activity'

  const onRedeem = async () => {
    if (off) return
    if (block === 'login') return page.askLogin()
    const count = store.counts[item]
    const { confirm } = await Taro.showModal({
      title: '确认兑换',
      content: `使用 ${store.cost(item)} 爱心值兑换 ${count} ${what.unit}${what.name}，兑换后不可撤销`,
      confirmText: '兑换',
    })
    if (confirm) await store.redeem(item)
  }

  return (
    <View className={`lv-item${block === 'no-activity' ? ' lv-item--off' : ''}`} data-testid={`redeem-${item}`}>
      <View className='lv-item__row'>
        <IconTile icon={what.icon} tone={what.tone} size='lg' solid />
        <View className='lv-item__main'>
          <Text className='lv-item__title'>{what.name}</Text>
          <Text className='lv-item__desc' data-testid={`redeem-${item}-desc`}>
            {desc}
          </Text>
          <Text className='lv-item__rate' data-testid={`redeem-${item}-rate`}>
            {store.rate(item)} 爱心值/{what.unit}
          </Text>
        </View>
        <View
          className={`lv-item__btn${off ? ' lv-item__btn--off' : ''}`}
          data-testid={`redeem-${item}-btn`}
          onClick={() => void onRedeem()}
        >
          <Text>{label}</Text>
        </View>
      </View>
      {!block && store.maxCount(item) > 1 ? <Stepper store={store} item={item} /> : null}
      {item === LoveRedeemItem.CHANCE && store.chanceActivityId ? (
        <View className='lv-item__done'>
          <Text className='lv-item__done-text'>抽奖机会已到账</Text>
          <View
            className='lv-item__go'
            data-testid='redeem-go-draw'
            onClick={() => void navigateTo('h5CjActiveDraw', { activityId: store.chanceActivityId })}
          >
            <Text>去抽奖 ›</Text>
          </View>
        </View>
      ) : null}
    </View>
  )
})

/** One of the balance card's totals; -- until the balance has loaded. */
function Total({ value, label, testId }: { value: number | undefined; label: string; testId: string }) {
  return (
    <View className='lv-head__total'>
      <Text className='lv-head__total-num' data-testid={testId}>
        {value ?? '--'}
      </Text>
      <Text className='lv-head__total-label'>{label}</Text>
    </View>
  )
}

const Head = observer(function Head({ page }: { page: Page }) {
  const { store } = page
  if (!store.loggedIn) {
    return (
      <View className='lv-head' data-testid='love-logged-out'>
        <Text className='lv-head__label'>爱心值</Text>
        <Text className='lv-head__intro'>完成任务赚爱心值，可兑换解锁券和抽奖机会。登录后查看你的爱心值。</Text>
        <View className='lv-head__login' data-testid='love-login' onClick={page.askLogin}>
          <Text>登录</Text>
        </View>
      </View>
    )
  }
  const info = store.info
  return (
    <View className='lv-head' data-testid='love-head'>
      <View className='lv-head__top'>
        <View className='lv-head__now'>
          <Text className='lv-head__label'>当前爱心值</Text>
          <Text className='lv-head__balance' data-testid='love-balance'>
            {info ? info.balance : '--'}
          </Text>
        </View>
        <View className='lv-head__earn' data-testid='love-earn' onClick={page.openMissions}>
          <Text>去赚爱心值 ›</Text>
        </View>
      </View>
      <View className='lv-head__totals'>
        <Total value={info?.earnedTotal} label='累计获得' testId='love-earned' />
        <View className='lv-head__split' />
        <Total value={info?.spentTotal} label='累计使用' testId='love-spent' />
      </View>
    </View>
  )
})

const Redeem = observer(function Redeem({ page }: { page: Page }) {
  const { store } = page
  let items: JSX.Element
  if (!store.info) {
    items =
      store.source.kept === 'error' ? (
        <ErrorRetry text={store.source.errorText} onRetry={() => void store.load()} testId='love-error' />
      ) : (
        <ListSkeleton rows={2} testId='love-skeleton' />
      )
  } else
    items = (
      <View className='lv-card' data-testid='love-redeem'>
        <Text className='lv-card__title'>兑换</Text>
        <RedeemItem page={page} item={LoveRedeemItem.COUPON} />
        <RedeemItem page={page} item={LoveRedeemItem.CHANCE} />
      </View>
    )
  return (
    <View>
      {items}
      <View className='lv-card' data-testid='love-rules'>
        <Text className='lv-card__title'>如何获得爱心值</Text>
        {RULES.map((r, i) => (
          <View key={r} className='lv-rule'>
            <Text className='lv-rule__num'>{i + 1}</Text>
            <Text className='lv-rule__text'>{r}</Text>
          </View>
        ))}
        <View className='lv-rules__go' data-testid='love-rules-go' onClick={page.openMissions}>
          <Text>去任务中心赚爱心值</Text>
        </View>
      </View>
    </View>
  )
})

function EntryRow({ entry }: { entry: LoveEntry }) {
  const gain = entry.delta > 0
  return (
    <View className='lv-row' data-testid='love-row'>
      <View className='lv-row__main'>
        <Text className='lv-row__title'>{entry.title}</Text>
        <Text className='lv-row__time'>{formatDateTime(entry.createdAt)}</Text>
      </View>
      <View className='lv-row__side'>
        <Text className={`lv-row__delta lv-row__delta--${gain ? 'in' : 'out'}`} data-testid='love-delta'>
          {gain ? `+${entry.delta}` : String(entry.delta)}
        </Text>
        <Text className='lv-row__after'>余额 {entry.balanceAfter}</Text>
      </View>
    </View>
  )
}

const Ledger = observer(function Ledger({ page }: { page: Page }) {
  const { store } = page
  if (!store.loggedIn)
    return (
      <EmptyState
        text='登录后查看爱心值明细'
        testId='love-ledger-login'
        button={{ text: '登录', onClick: page.askLogin, testId: 'love-ledger-login-btn' }}
      />
    )
  const list = store.ledger
  if (list.showSkeleton) return <ListSkeleton rows={3} testId='love-ledger-skeleton' />
  if (list.showError) return <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='love-ledger-error' />
  if (list.isEmpty)
    return (
      <EmptyState
        text='还没有爱心值记录，去任务中心赚取吧'
        testId='love-ledger-empty'
        button={{ text: '去任务中心', onClick: page.openMissions, testId: 'love-ledger-go' }}
      />
    )
  return (
    <View className='lv-card lv-card--list' data-testid='love-ledger'>
      {list.items.map((e) => (
        <EntryRow key={e.id} entry={e} />
      ))}
      <ListFooter list={list} testId='love-ledger-footer' />
    </View>
  )
})

/**
 * 爱心值 (and its iOS variant): the balance with its totals, redeeming points for an unlock coupon or a draw
 * chance, the ledger and how points are earned. `tab=ledger` opens on 明细. Redeeming is no payment, so the iOS
 * variant offers it too; neither variant says anything about paying.
 */
function LovePage() {
  const path = useRoutePath()
  const params = useRouteParams('loveValue')
  const [onIOSRoute] = useState(() => isRoute(path, 'loveValueIOS'))
  const [store] = useState(
    () =>
      new LoveStore(
        isIOSVariant(path, 'loveValueIOS') ? 'ios' : 'default',
        params.tab === LoveTab.LEDGER ? LoveTab.LEDGER : LoveTab.REDEEM,
      ),
  )
  const self = onIOSRoute ? 'loveValueIOS' : 'loveValue'
  const page: Page = {
    store,
    askLogin: () => {
      const from = routeUrl(self, store.tab === LoveTab.LEDGER ? { tab: LoveTab.LEDGER } : undefined)
      void navigateTo('codeLogin', { from, ...appStore.loginRefs })
    },
    openMissions: () => void navigateTo(missionRoute(store.variant === 'ios')),
  }

  usePageView(TrackName.LOVE_VALUE, { variant: store.variant })
  useDidShow(() => void store.load())
  usePagedPage({
    refresh: () => store.load(),
    loadMore: () => (store.tab === LoveTab.LEDGER && store.loggedIn ? store.ledger.loadMore() : undefined),
  })

  return (
    <PageShell>
      <View className='lv' data-testid='love-page'>
        <Head page={page} />
        <TabRow items={TABS} active={store.tab} onChange={(t) => store.setTab(t)} cls='lv-tab' testId='love-tab' />
        {store.tab === LoveTab.LEDGER ? <Ledger page={page} /> : <Redeem page={page} />}
      </View>
    </PageShell>
  )
}

export default observer(LovePage)
