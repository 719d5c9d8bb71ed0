import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Card, SubmitButton } from '@/components/form-card'
import { ShotGrid } from '@/components/shot-grid'
import { SHOT_LIMITS, shotProblem } from '@/stores/report-shots'
import { PickedIdentity } from './IdentityStep'
import { checkStore } from './store'

/**
 * The flow's order screenshot stage (optional): the trade's order or payment screenshot, kept on the phone and put on
 * the did-I-lose report once it is made, for the player's own record. The price and date are still entered by hand.
 */
export const OrderShotStep = observer(function OrderShotStep() {
  const shots = checkStore.orderShots
  return (
    <>
      <PickedIdentity />
      <Card title='上传订单截图' sub='选填，可跳过' testId='check-order-step'>
        <Text className='ck-order__desc'>交易平台的订单或付款截图，会保存在盈亏报告里，仅你自己可见；价格和日期仍需你在下一步填写。</Text>
        <ShotGrid images={shots} label='订单截图' accept={shotProblem} limits={SHOT_LIMITS} testId='order-shot' />
      </Card>
      <SubmitButton
        text={shots.count ? '下一步' : '跳过，直接填写'}
        busyText=''
        busy={false}
        testId='check-order-next'
        onClick={() => checkStore.orderDone(!shots.count)}
      />
      {shots.count ? (
        <View className='ck-order__skip' data-testid='check-order-skip' onClick={() => checkStore.orderDone(true)}>
          <Text>不上传，跳过</Text>
        </View>
      ) : null}
    </>
  )
})

/** Over the form: how many order screenshots will go on the report, with the way back to change them. */
export const PickedOrderShots = observer(function PickedOrderShots() {
  const count = checkStore.orderShots.count
  return (
    <View className='ck-picked' data-testid='check-picked-order'>
      <Text className='ck-picked__text'>{count ? `订单截图 ${count} 张` : '未上传订单截图'}</Text>
      <Text className='ck-picked__change' data-testid='check-change-order' onClick={() => checkStore.changeOrderShots()}>
        {count ? '修改' : '上传'}
      </Text>
    </View>
  )
})
