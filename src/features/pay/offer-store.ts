import Taro from '@tarojs/taro'
import * as paymentApi from '@/api/payment'
import type { PaymentConfig } from '@/api/payment'
import { AppEvent } from '@/constants/navigation'
import { clientOs } from '@/platform/payment'
import { navigateTo } from '@/router'
import { Resource } from '@/stores/resource'
import { formatPrice } from '@/utils/money'
import { makeAutoObservableExcept } from '@/stores/unobserved'
import { runningCampaign, type RunningCampaign } from './campaign'

/** Opens the pay page of this platform: the mini-program page, or the H5 one in a browser. */
export function openPay(valId: string, scene: number) {
  return process.env.TARO_ENV === 'h5' ? navigateTo('payWeb', { valId, payScene: scene }) : navigateTo('pay', { valId, payScene: scene })
}

/** Tells every open page that a report was unlocked and the coupon count changed. */
export function announceUnlock(valId: string): void {
  Taro.eventCenter.trigger(AppEvent.REPORT_REFRESH, { valId })
  Taro.eventCenter.trigger(AppEvent.PURPOSE_REFRESH)
  Taro.eventCenter.trigger(AppEvent.UPDATE_COUPON_NUMBER)
}

/** The unlock offer of one report (popup 7 and the price on 立即解锁), and spending a coupon right there. */
export class UnlockOfferStore {
  readonly source = new Resource<PaymentConfig>(
    () => paymentApi.paymentConfig({ scene: this.scene as 1 | 2 | 3, valId: this.valId, os: clientOs() }),
    { failedText: '加载失败，请重试', onData: (config) => this.priced(config) },
  )
  /** The coupon being spent; a refusal is the request layer's toast. */
  private readonly spending = new Resource<unknown>()
  now = Date.now()
  private offset = 0

  constructor(
    readonly valId: string,
    readonly scene: number,
  ) {
    makeAutoObservableExcept<UnlockOfferStore, 'offset' | 'spending' | 'priced'>(this, 'offset', 'source', 'spending', 'priced')
  }

  get config(): PaymentConfig | null {
    return this.source.data
  }

  get busy(): boolean {
    return this.spending.loading
  }

  get remainingMs(): number {
    return this.config ? Math.max(0, this.config.discountEndsAt - this.now) : 0
  }

  /** The operator's price campaign being charged (the only struck-through 原价), while it runs on this clock. */
  get campaign(): RunningCampaign | null {
    return runningCampaign(this.config, this.now)
  }

  get priceFen(): number {
    if (!this.config) return 0
    if (this.campaign) return this.config.priceFen
    return this.remainingMs > 0 ? this.config.discountPriceFen : this.config.listPriceFen
  }

  /** The price as a button says it (¥4.90). */
  get priceLabel(): string {
    return formatPrice(this.priceFen)
  }

  /** 2小时内解锁 ¥4.90，之后 ¥9.90 while the window is open (the service's words); nothing once one price is left. */
  get priceNote(): string | null {
    return this.remainingMs > 0 && !this.campaign ? (this.config?.priceNote ?? null) : null
  }

  async load(): Promise<void> {
    await this.source.load()
  }

  private priced(config: PaymentConfig): void {
    this.offset = config.serverTime - Date.now()
    this.now = config.serverTime
  }

  tick(): void {
    this.now = Date.now() + this.offset
  }

  /** Spends one coupon; true when the report is unlocked. */
  async spendCoupon(): Promise<boolean> {
    if (this.busy || !this.config || this.config.couponCount <= 0) return false
    const body = { scene: this.scene as 1 | 2 | 3, valId: this.valId }
    if (!(await this.spending.run(() => paymentApi.useCoupon(body).then(() => true)))) return false
    announceUnlock(this.valId)
    return true
  }
}
