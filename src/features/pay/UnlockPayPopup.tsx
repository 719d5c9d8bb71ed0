import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import ReportPopup from '@/components/report-popup'
import { PopupKey } from '@/constants/report'
import { formatPrice } from '@/utils/money'
import { formatCountdown } from '@/utils/time'
import { UnlockOfferStore, openPay } from './offer-store'
import './unlock-pay-popup.scss'

/**
 * Popup 7 (unlock pay) on the report, intention and did-I-lose pages: the price from the service with the
 * discount countdown, a coupon when the user has one, and the way to the pay page.
 */
function UnlockPayPopup({ open, valId, scene, onClose }: { open: boolean; valId: string; scene: number; onClose: () => void }) {
  const [store, setStore] = useState<UnlockOfferStore | null>(null)
  useEffect(() => {
    if (!open) return
    const s = new UnlockOfferStore(valId, scene)
    setStore(s)
    void s.load()
    const timer = setInterval(() => s.tick(), 1000)
    return () => clearInterval(timer)
  }, [open, valId, scene])

  const c = store?.config
  const onAction = (id: string) => {
    if (id !== 'pay') return
    onClose()
    void openPay(valId, scene)
  }
  const spendCoupon = async () => {
    if (store && (await store.spendCoupon())) onClose()
  }
  return (
    <ReportPopup popupKey={open ? PopupKey.UNLOCK_PAY : null} onAction={onAction} onClose={onClose}>
      <View className='pay-offer' data-testid='unlock-pay'>
        {c && store ? (
          <>
            <View className='pay-offer__price'>
              <Text className='pay-offer__now' data-testid='unlock-pay-price'>
                {formatPrice(store.priceFen)}
              </Text>
              {store.priceFen < c.listPriceFen ? <Text className='pay-offer__list'>原价 {formatPrice(c.listPriceFen)}</Text> : null}
            </View>
            {store.remainingMs > 0 && c.discountPriceFen < c.listPriceFen ? (
              <Text className='pay-offer__countdown'>限时特价剩余 {formatCountdown(store.remainingMs)}</Text>
            ) : null}
            {c.couponCount > 0 ? (
              <View className='pay-offer__coupon' data-testid='unlock-pay-coupon' onClick={() => void spendCoupon()}>
                <Text>{store.busy ? '解锁中…' : `用解锁券免费解锁（剩余 ${c.couponCount} 张）`}</Text>
              </View>
            ) : null}
          </>
        ) : (
          <Text className='pay-offer__loading'>{store?.error || '正在获取价格…'}</Text>
        )}
      </View>
    </ReportPopup>
  )
}

export default observer(UnlockPayPopup)
