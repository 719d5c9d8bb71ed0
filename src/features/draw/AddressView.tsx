import { useState } from 'react'
import { Input, Text, Textarea, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AddressLimit, DrawTrackName } from '@/constants/draw'
import { redirectTo } from '@/router'
import { usePageView } from '@/tracker/hooks'
import { AddressStore, formatRegion } from './address-store'
import { PrizeCard } from './parts'
import { PrizePageFrame, SavedAddress } from './prize-page'
import RegionPicker from './RegionPicker'
import { useRouteParams } from '@/router/params'
import './address.scss'
import ErrorNote from '@/components/error-note'

function FieldError({ text, testId }: { text: string; testId: string }) {
  return text ? (
    <Text className='ad-field__error' data-testid={testId}>
      {text}
    </Text>
  ) : null
}

/** The saved address as text (a shipped prize, or one that is not real goods). */
function ReadOnlyAddress({ store }: { store: AddressStore }) {
  const a = store.record?.address
  return (
    <View className='ad-card' data-testid='address-readonly'>
      <View className='ad-note' data-testid='address-note'>
        <Text>{store.readOnlyNote}</Text>
      </View>
      {a ? (
        <View className='ad-saved'>
          <SavedAddress address={a} />
        </View>
      ) : null}
    </View>
  )
}

const AddressForm = observer(function AddressForm({ store }: { store: AddressStore }) {
  const e = store.errors
  const onSubmit = async () => {
    const editing = store.isEditing
    if (!(await store.submit())) return
    void Taro.showToast({ title: editing ? '收货地址已修改' : '收货地址已提交', icon: 'none' })
    void redirectTo('h5CjActiveDrawPhysical', { recordId: store.recordId })
  }
  return (
    <View className='ad-card' data-testid='address-form'>
      <View className={`ad-field ${e.name ? 'ad-field--error' : ''}`}>
        <Text className='ad-field__label'>收货人</Text>
        <Input
          className='ad-field__input'
          placeholder='请填写收货人姓名'
          maxlength={AddressLimit.NAME_MAX}
          value={store.name}
          data-testid='address-name'
          onInput={(ev) => store.setName(ev.detail.value)}
        />
      </View>
      <FieldError text={e.name} testId='address-name-error' />
      <View className={`ad-field ${e.mobile ? 'ad-field--error' : ''}`}>
        <Text className='ad-field__label'>手机号</Text>
        <Input
          className='ad-field__input'
          type='number'
          placeholder='请输入11位手机号'
          maxlength={11}
          value={store.mobile}
          data-testid='address-mobile'
          onInput={(ev) => store.setMobile(ev.detail.value)}
        />
      </View>
      <FieldError text={e.mobile} testId='address-mobile-error' />
      <RegionPicker value={store.region} onChange={(r) => store.setRegion(r)} testId='address-region-picker'>
        <View className={`ad-field ${e.region ? 'ad-field--error' : ''}`} data-testid='address-region'>
          <Text className='ad-field__label'>所在地区</Text>
          <Text className={`ad-field__value ${store.region ? '' : 'ad-field__value--empty'}`} data-testid='address-region-value'>
            {store.region
              ? formatRegion({ province: store.region[0], city: store.region[1], district: store.region[2] })
              : '请选择省 / 市 / 区'}
          </Text>
          <View className='ad-field__chevron' />
        </View>
      </RegionPicker>
      <FieldError text={e.region} testId='address-region-error' />
      <View className={`ad-field ad-field--area ${e.detail ? 'ad-field--error' : ''}`}>
        <Text className='ad-field__label'>详细地址</Text>
        <Textarea
          className='ad-field__textarea'
          placeholder='街道、小区、楼栋、门牌号等'
          maxlength={AddressLimit.DETAIL_MAX}
          value={store.detail}
          autoHeight
          data-testid='address-detail'
          onInput={(ev) => store.setDetail(ev.detail.value)}
        />
      </View>
      <View className='ad-field__foot'>
        <FieldError text={e.detail} testId='address-detail-error' />
        <Text className='ad-field__count'>
          {Array.from(store.detail).length}/{AddressLimit.DETAIL_MAX}
        </Text>
      </View>
      <ErrorNote text={store.submitError} className='ad-submit-error' testId='address-submit-error' />
      <View
        className={`ad-submit ${store.submitting ? 'ad-submit--busy' : ''}`}
        data-testid='address-submit'
        onClick={() => void onSubmit()}
      >
        <Text>{store.submitting ? '提交中…' : store.isEditing ? '保存修改' : '提交收货地址'}</Text>
      </View>
      <Text className='ad-tip'>奖品发货前可以修改收货地址；发货后将在物流信息中显示快递单号</Text>
    </View>
  )
})

const AddressContent = observer(function AddressContent({ store }: { store: AddressStore }) {
  const record = store.record
  if (!record) return null
  return (
    <>
      <PrizeCard record={record} />
      {store.editable ? <AddressForm store={store} /> : <ReadOnlyAddress store={store} />}
    </>
  )
})

/**
 * 填写收货地址 (cj-active-draw/submitAddress?recordId=): the won real prize and its delivery address, each field
 * with its own error; editable until the prize ships. Saving opens the shipping page.
 */
function AddressPage() {
  const params = useRouteParams('h5CjActiveDrawSubmitAddress')
  const [store] = useState(() => new AddressStore(Number(params.recordId)))
  usePageView(DrawTrackName.DRAW_ADDRESS, { recordId: store.recordId })
  useDidShow(() => {
    // The form keeps what was typed when the page comes back (e.g. from the system's picker).
    if (store.status === 'idle' || store.status === 'error') void store.load()
  })
  return (
    <PrizePageFrame
      page='address'
      status={store.status}
      error={store.source.errorText}
      onRetry={store.recordId > 0 ? () => void store.load() : undefined}
      remedy={store.source.remedy}
      rows={2}
    >
      {() => <AddressContent store={store} />}
    </PrizePageFrame>
  )
}

export default observer(AddressPage)
