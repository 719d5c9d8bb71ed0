import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import ReportPopup from '@/components/report-popup'
import type { PopupAction } from '@/components/report-popup/content'
import { PopupKey } from '@/constants/report'
import { formatPrice } from '@/utils/money'
import { formatCountdown } from '@/utils/time'
import { UnlockOfferStore, openPay } from './offer-store'
import { campaignLine } from './campaign'
import './unlock-pay-popup.scss'

interface Props {
  open: boolean
  valId: string
  scene: number
  /** The page's own offer (the report shows its price on 立即解锁 already); otherwise the popup loads one. */
  offer?: UnlockOfferStore
  /** Offers 解锁前核对属性 (the report page): checking stays available without standing before the price. */
  onConfirmAttrs?: () => void
  onClose: () => void
}

/** The popup's buttons: a coupon, when the player has one, is the primary way; otherwise paying, price on it. */
function offerActions(store: UnlockOfferStore | null): PopupAction[] {
  const c = store?.config
  if (!store || !c) return [{ id: 'close', text: '再想想' }]
  const price = formatPrice(store.priceFen)
  if (c.couponCount > 0) {
    return [
      { id: 'close', text: '再想想' },
      // The price stands large above; three buttons must fit a 320 px screen.
      ...(c.payBlockedReason ? [] : [{ id: 'pay', text: '付费' }]),
      { id: 'coupon', text: store.busy ? '解锁中…' : '用券解锁', primary: true },
    ]
  }
  if (c.payBlockedReason) return [{ id: 'close', text: '我知道了', primary: true }]
  return [
    { id: 'close', text: '再想想' },
    { id: 'pay', text: `去支付 ${price}`, primary: true },
  ]
}

/**
 * Popup 7 (unlock pay) on the report, intention and did-I-lose pages: the price from the service, what it is and
 * until when (2小时内解锁 ¥4.90，之后 ¥9.90; a struck-through 原价 only during an operator's dated campaign), a coupon as the primary action when the
 * player has one, and the way to the pay page.
 */
function UnlockPayPopup({ open, valId, scene, offer, onConfirmAttrs, onClose }: Props) {
  const [own, setOwn] = useState<UnlockOfferStore | null>(null)
  useEffect(() => {
    if (!open) return
    const s = offer ?? new UnlockOfferStore(valId, scene)
    if (!offer) setOwn(s)
    // Also the page's own offer, loaded already for the price on 立即解锁: coupons may have arrived since (a task
    // reward, an operator's grant), and the popup must offer them.
    void s.load()
    const timer = setInterval(() => s.tick(), 1000)
    return () => clearInterval(timer)
  }, [open, valId, scene, offer])

  const store = offer ?? own
  const c = store?.config
  const onAction = (id: string) => {
    if (id === 'pay') {
      onClose()
      void openPay(valId, scene)
    } else if (id === 'coupon') void spendCoupon()
  }
  const spendCoupon = async () => {
    if (store && (await store.spendCoupon())) onClose()
  }
  return (
    <ReportPopup popupKey={open ? PopupKey.UNLOCK_PAY : null} actions={offerActions(store)} onAction={onAction} onClose={onClose}>
      <View className='pay-offer' data-testid='unlock-pay'>
        {c && store ? (
          <>
            <Text className='pay-offer__now' data-testid='unlock-pay-price'>
              {formatPrice(store.priceFen)}
            </Text>
            {store.campaign ? (
              <View className='pay-offer__campaign' data-testid='unlock-pay-campaign'>
                <Text className='pay-offer__was'>
                  原价{' '}
                  <Text className='pay-offer__original' data-testid='unlock-pay-original'>
                    {formatPrice(store.campaign.originalPriceFen)}
                  </Text>
                </Text>
                <Text className='pay-offer__note'>{campaignLine(store.campaign)}</Text>
              </View>
            ) : null}
            {store.priceNote ? (
              <Text className='pay-offer__note' data-testid='unlock-pay-note'>
                {store.priceNote}
                {store.remainingMs > 0 ? `（剩余 ${formatCountdown(store.remainingMs)}）` : ''}
              </Text>
            ) : null}
            {c.couponCount > 0 ? (
              <Text className='pay-offer__coupon' data-testid='unlock-pay-coupon'>
                你有 {c.couponCount} 张解锁券，可免费解锁
              </Text>
            ) : c.payBlockedReason ? (
              <Text className='pay-offer__blocked'>{c.payBlockedReason}</Text>
            ) : null}
            {onConfirmAttrs ? (
              <View className='pay-offer__check' data-testid='unlock-pay-check' onClick={onConfirmAttrs}>
                <Text>解锁前核对属性 ›</Text>
              </View>
            ) : null}
          </>
        ) : (
          <Text className='pay-offer__loading'>{store?.source.errorText || '正在获取价格…'}</Text>
        )}
      </View>
    </ReportPopup>
  )
}

export default observer(UnlockPayPopup)
