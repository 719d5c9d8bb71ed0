import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import PageShell from '@/components/page-shell'
import PayMethodIcon from '@/components/pay-method-icon'
import { LoadState } from '@/components/list-states'
import ReportPopup from '@/components/report-popup'
import { LEVEL_TEXT, PopupKey, type ReportLevel } from '@/constants/report'
import { PayScene, PayStage } from '@/constants/pay'
import { TrackName } from '@/constants/tracker'
import { guardLeaving, payTypeLabels } from '@/platform/payment'
import { goBack, navigateTo } from '@/router'
import { usePageView } from '@/tracker/hooks'
import { formatPrice } from '@/utils/money'
import { formatCountdown } from '@/utils/time'
import { PayResultPanel } from './PayResultPanel'
import { PayStore, payHint } from './store'
import { campaignLine } from './campaign'
import { useRouteParams } from '@/router/params'
import './pay.scss'

/** What each kind of report shows once unlocked. */
const UNLOCKS: Record<number, string[]> = {
  [PayScene.EVALUATE_UNLOCK]: ['精确估价与80%价格区间', '价值构成：每项属性值多少钱', '相似成交与价格走势', '发布出售与PK对比'],
  [PayScene.INTENTION_UNLOCK]: ['符合预算的账号排序与匹配度', '卖家要价与AI估值对比', '推荐理由与商品链接'],
  [PayScene.PROFIT_UNLOCK]: ['今天的估值与盈亏金额', '合理价格区间', '买入当月的市场价'],
}

/** Both prices and when each applies, while the 2-hour window runs (the service's words), with the time left. */
function PriceNote({ store }: { store: PayStore }) {
  const note = store.inDiscount ? store.config?.priceNote : null
  if (!note) return null
  return (
    <View className='pay-countdown' data-testid='pay-countdown'>
      <Text>{note}</Text>
      <Text className='pay-countdown__time'>（剩余 {formatCountdown(store.remainingMs)}）</Text>
    </View>
  )
}

/** The pay activity stage (spec: 0 coupon, 1 count down, 2 in progress, 3 none) where it asks something of the user. */
const StageNote = observer(function StageNote({ store }: { store: PayStore }) {
  const c = store.config
  if (!c) return null
  if (c.stage === PayStage.IN_PROGRESS && c.openOrder && store.phase === 'idle') {
    return (
      <Text className='pay-stage' data-testid='pay-stage'>
        你有一笔待支付订单（{formatPrice(c.openOrder.amountFen)}），{formatCountdown(c.openOrder.expiresAt - store.now)} 后自动关闭
      </Text>
    )
  }
  if (c.realNameRequired && c.payTypes.length > 0) {
    return (
      <Text className='pay-stage' data-testid='pay-real-name'>
        {c.couponCount > 0 ? '付费前需完成实名认证；使用解锁券无需实名' : '付费前需完成实名认证，认证后回到本页继续支付'}
      </Text>
    )
  }
  if (c.stage === PayStage.COUPON) {
    return (
      <Text className='pay-stage pay-stage--coupon' data-testid='pay-stage'>
        你有 {c.couponCount} 张解锁券，可免费解锁
      </Text>
    )
  }
  return null
})

const Summary = observer(function Summary({ store }: { store: PayStore }) {
  const c = store.config
  if (!c) return null
  const level = c.report.level as ReportLevel | null
  return (
    <View className='pay-card pay-summary'>
      <View className='pay-summary__head'>
        <View className='pay-summary__what'>
          <Text className='pay-summary__title' data-testid='pay-title'>
            解锁{c.report.title}
          </Text>
          <Text className='pay-summary__game'>{c.report.gameName}</Text>
        </View>
        {level ? (
          <Text className={`pay-level pay-level--${level.toLowerCase()}`} data-testid='pay-level'>
            {level} · {LEVEL_TEXT[level] ?? ''}
          </Text>
        ) : null}
      </View>
      <View className='pay-price'>
        <Text className='pay-price__now' data-testid='pay-price'>
          {formatPrice(store.priceFen)}
        </Text>
        {store.campaign ? (
          <Text className='pay-price__was' data-testid='pay-original'>
            原价 <Text className='pay-price__original'>{formatPrice(store.campaign.originalPriceFen)}</Text>
          </Text>
        ) : null}
      </View>
      {store.campaign ? (
        <Text className='pay-campaign' data-testid='pay-campaign'>
          {campaignLine(store.campaign)}
        </Text>
      ) : null}
      <PriceNote store={store} />
      <StageNote store={store} />
      <View className='pay-unlocks'>
        {(UNLOCKS[store.scene] ?? []).map((t) => (
          <Text key={t} className='pay-unlocks__item'>
            ✓ {t}
          </Text>
        ))}
      </View>
    </View>
  )
})

/** Ways to pay on this terminal, the coupon, or why payment is not offered here. */
const Methods = observer(function Methods({ store }: { store: PayStore }) {
  const c = store.config
  if (!c) return null
  return (
    <View className='pay-card'>
      <Text className='pay-card__title'>选择解锁方式</Text>
      {c.couponCount > 0 ? (
        <View className='pay-coupon' data-testid='pay-coupon' onClick={() => void store.spendCoupon()}>
          <View className='pay-coupon__main'>
            <Text className='pay-coupon__name'>使用解锁券</Text>
            <Text className='pay-coupon__hint'>剩余 {c.couponCount} 张，免费解锁这份报告</Text>
          </View>
          <Text className='pay-coupon__go'>立即使用</Text>
        </View>
      ) : null}
      {c.payBlockedReason ? (
        <View className='pay-blocked' data-testid='pay-blocked'>
          <Text>{c.payBlockedReason}</Text>
        </View>
      ) : [...new Set(c.payTypes.map((t) => payTypeLabels[t] ?? ''))].length === 1 && c.payTypes.length > 1 ? (
        <PayTypeRow store={store} payType={c.payTypes[0]} />
      ) : (
        c.payTypes.map((t) => <PayTypeRow key={t} store={store} payType={t} />)
      )}
      {!c.payBlockedReason && c.payTypes.length === 0 ? (
        <View className='pay-blocked'>
          <Text>当前环境暂不支持在线支付，可使用解锁券或邀请好友助力解锁</Text>
        </View>
      ) : null}
      <View className='pay-coupon-link' onClick={() => void navigateTo('vouchersList')}>
        <Text>券使用记录 ›</Text>
      </View>
    </View>
  )
})

const PayTypeRow = observer(function PayTypeRow({ store, payType }: { store: PayStore; payType: number }) {
  const selected = store.payType === payType
  const label = payTypeLabels[payType] ?? ''
  return (
    <View
      className={`pay-type${selected ? ' pay-type--on' : ''}`}
      data-testid={`pay-type-${payType}`}
      onClick={() => store.choose(payType)}
    >
      <PayMethodIcon label={label} />
      <Text className='pay-type__name'>{label}</Text>
      <View className={`pay-radio${selected ? ' pay-radio--on' : ''}`} />
    </View>
  )
})

/**
 * The pay button, and a coupon as the primary action when the player has one (paying stays beside it); while a
 * payment's result is on screen its panel holds the next steps instead.
 */
const Bar = observer(function Bar({ store }: { store: PayStore }) {
  const c = store.config
  if (!c || store.result) return null
  const coupon = c.couponCount > 0
  const online = c.payTypes.length > 0
  if (!coupon && !online) return null
  const text = store.phase === 'creating' ? '正在创建订单…' : `立即支付 ${formatPrice(store.priceFen)}`
  return (
    <View className='pay-bar'>
      {coupon ? (
        <View className='pay-bar__btn' data-testid='pay-coupon-submit' onClick={() => void store.spendCoupon()}>
          <Text>用券免费解锁</Text>
        </View>
      ) : null}
      {online ? (
        <View
          className={`pay-bar__btn${coupon ? ' pay-bar__btn--second' : ''}${store.canPay ? '' : ' pay-bar__btn--off'}`}
          data-testid='pay-submit'
          onClick={() => void store.pay()}
        >
          <Text>{text}</Text>
        </View>
      ) : null}
      <Text className='pay-bar__note'>解锁后立即可看完整内容，如遇问题请通过「意见反馈」联系我们</Text>
    </View>
  )
})

function PayPage() {
  const params = useRouteParams('pay')
  const valId = params.valId ?? ''
  const scene = params.payScene || PayScene.EVALUATE_UNLOCK
  const [store] = useState(() => new PayStore(valId, scene, params.orderNo ?? '', payHint(params.payResult)))

  usePageView(TrackName.PAY, { valId, scene })
  useEffect(() => {
    store.start()
    return () => store.dispose()
  }, [store])
  useDidShow(() => store.show())
  useDidHide(() => store.hide())
  useEffect(() => {
    guardLeaving(store.inDiscount && store.phase === 'idle' ? (store.config?.retentionText ?? null) : null)
  }, [store, store.inDiscount, store.phase])

  const leave = () => {
    if (store.leave()) void goBack()
  }

  return (
    <PageShell onBack={leave}>
      <View className='pay'>
        <PayResultPanel store={store} />
        <LoadState
          testId='pay'
          status={store.loadStatus}
          error={store.loadError}
          onRetry={valId ? () => void store.load() : undefined}
          remedy={store.loadRemedy}
          next='home'
        >
          {() => (
            <>
              <Summary store={store} />
              <Methods store={store} />
              {store.message ? (
                <Text className={`pay-message${store.phase === 'done' ? ' pay-message--ok' : ''}`} data-testid='pay-message'>
                  {store.message}
                </Text>
              ) : null}
              <Bar store={store} />
            </>
          )}
        </LoadState>
      </View>
      <ReportPopup
        popupKey={store.retention ? PopupKey.PAY_RETENTION : null}
        text={store.config?.retentionText ?? undefined}
        onAction={(id) => (id === 'leave' && store.leave() ? void goBack() : store.stay())}
        onClose={() => store.stay()}
      >
        <View className='pay-retention' data-testid='pay-retention'>
          <Text>优惠剩余 </Text>
          <Text className='pay-countdown__time'>{formatCountdown(store.remainingMs)}</Text>
        </View>
      </ReportPopup>
    </PageShell>
  )
}

export default observer(PayPage)
