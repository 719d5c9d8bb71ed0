import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { TabRow } from '@/components/tab-row'
import PageShell from '@/components/page-shell'
import { EmptyState, ErrorRetry, ListFooter, ListSkeleton, usePagedPage } from '@/components/list-states'
import type { CouponItem } from '@/api/payment'
import { ReportKind } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { navigateTo } from '@/router'
import { usePageView } from '@/tracker/hooks'
import { formatDate, formatDateTime } from '@/utils/time'
import { VOUCHER_TABS, VouchersStore, type VoucherTab } from './vouchers-store'
import './vouchers.scss'

const STATE_TEXT: Record<VoucherTab, string> = { 1: '可使用', 2: '已使用', 3: '已过期' }

function VoucherRow({ item, tab }: { item: CouponItem; tab: VoucherTab }) {
  const open = () => {
    const on = item.usedOn
    if (!on) return
    if (on.kind === ReportKind.CHECK) void navigateTo('check', { reportId: on.valId })
    else if (on.kind === ReportKind.PURPOSE) void navigateTo('purpose', { reportId: on.valId })
    else void navigateTo('report', { valId: on.valId })
  }
  return (
    <View className={`vc-row vc-row--${tab}`} data-testid='voucher-row' onClick={open}>
      <View className='vc-row__stub'>
        <Text className='vc-row__free'>免费</Text>
        <Text className='vc-row__kind'>解锁1次</Text>
      </View>
      <View className='vc-row__main'>
        <View className='vc-row__head'>
          <Text className='vc-row__name'>{item.name}</Text>
          <Text className='vc-row__state'>{STATE_TEXT[tab]}</Text>
        </View>
        <Text className='vc-row__line'>来源：{item.sourceText}</Text>
        <Text className='vc-row__line'>
          {formatDate(item.createdAt)} 获得 · {item.expiresAt === null ? '长期有效' : `${formatDate(item.expiresAt)} 到期`}
        </Text>
        {item.usedOn && item.usedAt !== null ? (
          <Text className='vc-row__used' data-testid='voucher-used-on'>
            {formatDateTime(item.usedAt)} 解锁了 {item.usedOn.gameName}
            {item.usedOn.title} ›
          </Text>
        ) : null}
      </View>
    </View>
  )
}

const Body = observer(function Body({ store }: { store: VouchersStore }) {
  const list = store.list
  if (list.showSkeleton) return <ListSkeleton rows={3} testId='vouchers-skeleton' />
  if (list.showError) return <ErrorRetry text={list.errorText} onRetry={() => void list.refresh()} testId='vouchers-error' />
  if (list.isEmpty) return <EmptyState text={store.emptyText} testId='vouchers-empty' />
  return (
    <View data-testid='vouchers'>
      {list.items.map((item) => (
        <VoucherRow key={item.id} item={item} tab={store.tab} />
      ))}
      <ListFooter list={list} testId='vouchers-footer' />
    </View>
  )
})

function VouchersPage() {
  const [store] = useState(() => new VouchersStore())
  const shown = useRef(false)
  usePageView(TrackName.VOUCHERS)
  useEffect(() => {
    void store.list.refresh()
  }, [store])
  useDidShow(() => {
    if (shown.current) void store.refreshShown()
    shown.current = true
  })
  usePagedPage({ refresh: () => store.list.refresh(), loadMore: () => store.list.loadMore() })

  return (
    <PageShell>
      <View className='vc'>
        <TabRow items={VOUCHER_TABS} active={store.tab} onChange={(t) => store.setTab(t)} cls='vc-tab' testId='vouchers-tab' />
        <Body store={store} />
      </View>
    </PageShell>
  )
}

export default observer(VouchersPage)
