import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as paymentApi from '@/api/payment'
import type { PaymentConfig } from '@/api/payment'
import { AppEvent } from '@/constants/navigation'
import { isRequestError } from '@/http'
import { clientOs } from '@/platform/payment'
import { navigateTo } from '@/router'
import { formatPrice } from '@/utils/money'

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
  config: PaymentConfig | null = null
  error = ''
  busy = false
  now = Date.now()
  private offset = 0

  constructor(
    readonly valId: string,
    readonly scene: number,
  ) {
    makeAutoObservable<UnlockOfferStore, 'offset'>(this, { offset: false })
  }

  get remainingMs(): number {
    return this.config ? Math.max(0, this.config.discountEndsAt - this.now) : 0
  }

  get priceFen(): number {
    if (!this.config) return 0
    return this.remainingMs > 0 ? this.config.discountPriceFen : this.config.listPriceFen
  }

  /** The price as a button says it (¥4.90). */
  get priceLabel(): string {
    return formatPrice(this.priceFen)
  }

  /** 2小时内解锁 ¥4.90，之后 ¥9.90 while the window is open (the service's words); nothing once one price is left. */
  get priceNote(): string | null {
    return this.remainingMs > 0 ? (this.config?.priceNote ?? null) : null
  }

  async load(): Promise<void> {
    this.error = ''
    try {
      const config = await paymentApi.paymentConfig({ scene: this.scene as 1 | 2 | 3, valId: this.valId, os: clientOs() })
      runInAction(() => {
        this.config = config
        this.offset = config.serverTime - Date.now()
        this.now = config.serverTime
      })
    } catch (e) {
      runInAction(() => {
        this.error = isRequestError(e) && e.msg ? e.msg : '加载失败，请重试'
      })
    }
  }

  tick(): void {
    this.now = Date.now() + this.offset
  }

  /** Spends one coupon; true when the report is unlocked. */
  async spendCoupon(): Promise<boolean> {
    if (this.busy || !this.config || this.config.couponCount <= 0) return false
    this.busy = true
    try {
      await paymentApi.useCoupon({ scene: this.scene as 1 | 2 | 3, valId: this.valId })
      announceUnlock(this.valId)
      return true
    } catch {
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
