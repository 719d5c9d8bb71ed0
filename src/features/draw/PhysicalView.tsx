import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { IconTile, Location } from '@/components/icon'
import { EmptyState } from '@/components/list-states'
import type { DrawRecord } from '@/api/draw'
import { DrawTrackName, PrizeType } from '@/constants/draw'
import { navigateTo } from '@/router'
import { usePageView } from '@/tracker/hooks'
import { formatDateTime } from '@/utils/time'
import { PrizeCard } from './parts'
import { PhysicalStore, SHIPPING_STEPS } from './physical-store'
import { PrizePageFrame, SavedAddress } from './prize-page'
import { useRouteParams } from '@/router/params'
import './address.scss'

const editAddress = (recordId: number) => void navigateTo('h5CjActiveDrawSubmitAddress', { recordId })

function AddressCard({ record }: { record: DrawRecord }) {
  const a = record.address
  return (
    <View className='ad-card' data-testid='physical-address'>
      <Text className='ad-card__title'>收货地址</Text>
      {a ? (
        <View className='ph-address'>
          <IconTile icon={Location} tone='red' size='sm' />
          <View className='ph-address__main'>
            <SavedAddress address={a} />
          </View>
          {record.addressEditable ? (
            <View className='ph-address__edit' data-testid='physical-edit' onClick={() => editAddress(record.id)}>
              <Text>修改地址</Text>
            </View>
          ) : null}
        </View>
      ) : (
        <>
          <Text className='ph-address__empty'>还没有填写收货地址，填写后我们会尽快安排发货</Text>
          {record.addressEditable ? (
            <View className='ph-fill' data-testid='physical-fill' onClick={() => editAddress(record.id)}>
              <Text>填写收货地址</Text>
            </View>
          ) : null}
        </>
      )}
    </View>
  )
}

const StatusCard = observer(function StatusCard({ store }: { store: PhysicalStore }) {
  const current = store.step
  return (
    <View className='ad-card' data-testid='physical-status'>
      <Text className='ad-card__title'>发货状态</Text>
      <View className='ph-steps'>
        {SHIPPING_STEPS.map((s, i) => (
          <View
            key={s.state}
            className={`ph-step ${i < current ? 'ph-step--done' : i === current ? 'ph-step--current' : ''}`}
            data-testid={i === current ? 'physical-step-current' : 'physical-step'}
          >
            <View className='ph-step__dot' />
            <View className='ph-step__line' />
            <View className='ph-step__main'>
              <Text className='ph-step__title'>{s.title}</Text>
              {i === current ? <Text className='ph-step__sub'>{s.sub}</Text> : null}
            </View>
          </View>
        ))}
      </View>
    </View>
  )
})

function ParcelCard({ record }: { record: DrawRecord }) {
  const s = record.shipping
  if (!s) return null
  const copy = () => {
    void Taro.setClipboardData({ data: s.trackingNo }).then(() => Taro.showToast({ title: '快递单号已复制', icon: 'none' }))
  }
  return (
    <View className='ad-card' data-testid='physical-parcel'>
      <Text className='ad-card__title'>物流信息</Text>
      <View className='ph-parcel'>
        <View className='ph-parcel__row'>
          <Text className='ph-parcel__label'>快递公司</Text>
          <Text className='ph-parcel__value' data-testid='physical-carrier'>
            {s.carrier}
          </Text>
        </View>
        <View className='ph-parcel__row'>
          <Text className='ph-parcel__label'>快递单号</Text>
          <Text className='ph-parcel__value' data-testid='physical-tracking'>
            {s.trackingNo}
          </Text>
          <View className='ph-parcel__copy' data-testid='physical-copy' onClick={copy}>
            <Text>复制单号</Text>
          </View>
        </View>
        <View className='ph-parcel__row'>
          <Text className='ph-parcel__label'>发货时间</Text>
          <Text className='ph-parcel__value'>{formatDateTime(s.shippedAt)}</Text>
        </View>
      </View>
    </View>
  )
}

const PhysicalContent = observer(function PhysicalContent({ store }: { store: PhysicalStore }) {
  const record = store.record.data
  if (!record) return null
  if (record.prize?.type !== PrizeType.REAL) {
    return (
      <>
        <PrizeCard record={record} />
        <View className='ad-card'>
          <EmptyState text='该奖品无需发货' sub={record.stateText} testId='physical-not-real' />
        </View>
      </>
    )
  }
  return (
    <>
      <PrizeCard record={record} />
      <StatusCard store={store} />
      <AddressCard record={record} />
      <ParcelCard record={record} />
    </>
  )
})

/**
 * 物流信息 (cj-active-draw/physical?recordId=): a won real prize, where it is sent, how far it got, and the
 * carrier with its tracking number once shipped. The address can change until it ships.
 */
function PhysicalPage() {
  const params = useRouteParams('h5CjActiveDrawPhysical')
  const [store] = useState(() => new PhysicalStore(Number(params.recordId)))
  usePageView(DrawTrackName.DRAW_PHYSICAL, { recordId: store.recordId })
  useDidShow(() => void store.load())
  const r = store.record
  // A reload after editing keeps the page; only the first load shows the skeleton.
  const status = !store.valid ? 'error' : r.data ? 'ready' : r.status
  return (
    <PrizePageFrame
      page='physical'
      status={status}
      error={store.valid ? r.errorText : '中奖记录不存在'}
      onRetry={store.valid ? () => void store.load() : undefined}
      remedy={store.valid ? r.remedy : 'none'}
      rows={3}
    >
      {() => <PhysicalContent store={store} />}
    </PrizePageFrame>
  )
}

export default observer(PhysicalPage)
