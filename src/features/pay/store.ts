import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as paymentApi from '@/api/payment'
import type { PaymentConfig } from '@/api/payment'
import { Timeout } from '@/constants/app'
import { PayScene, PayType } from '@/constants/pay'
import { BizCode, absoluteUrl, isRequestError, remedyOf, type Remedy } from '@/http'
import { authorizeWeixin, clientOs, startPayment, takeWeixinAuthCode } from '@/platform/payment'
import { removeItem, setItem } from '@/platform/storage'
import { StorageKey } from '@/platform/storage-keys'
import { navigateBack, navigateTo, redirectTo } from '@/router'
import { routeUrl } from '@/constants/routes'
import { announceUnlock } from './offer-store'

export const PayText = {
  LOAD_FAILED: '支付信息加载失败',
  NO_REPORT: '没有要解锁的报告，请从报告页进入',
  OPEN_IN_BROWSER: '微信内暂无法完成支付，请点击右上角在浏览器中打开',
  CONFIRMING: '正在确认支付结果…',
  CANCELLED: '已取消支付',
  FAILED: '支付未完成，请重试',
  PENDING: '支付结果确认中，稍后可在报告中查看',
  SUCCESS: '解锁成功',
} as const

/** How often and how long the page asks the service whether the payment arrived (about 20 s in all). */
const POLL_DELAYS_MS = [500, 1000, 1000, 1500, 2000, 2000, 3000, 3000, 3000, 3000]

export type PayPhase = 'idle' | 'creating' | 'paying' | 'confirming' | 'done'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The route of the page that shows the unlocked result of a pay scene. */
function resultRoute(scene: number, valId: string) {
  if (scene === PayScene.PROFIT_UNLOCK) return routeUrl('check', { reportId: valId })
  if (scene === PayScene.INTENTION_UNLOCK) return routeUrl('purpose', { reportId: valId })
  return routeUrl('report', { valId })
}

/**
 * The pay page: what is being unlocked and its price (from the service), the discount countdown, the ways to
 * pay on this terminal, paying (the platform's payment, then polling the order) and spending a coupon. On
 * success every open page hears the report refresh and coupon events, and the user goes back to the result.
 */
export class PayStore {
  config: PaymentConfig | null = null
  loadError = ''
  /** What can mend the load error: a reload (network) or nothing (no report, an unknown or foreign one). */
  loadRemedy: Remedy = 'retry'
  loading = true
  payType: number | null = null
  phase: PayPhase = 'idle'
  message = ''
  /** Pay retention popup (spec popup 11). */
  retention = false
  now = Date.now()
  private offset = 0
  private timer: ReturnType<typeof setInterval> | null = null
  private seq = 0

  constructor(
    readonly valId: string,
    readonly scene: number,
    /** Set when the H5 cashier sends the user back: the order to confirm. */
    private readonly returnedOrderNo = '',
  ) {
    makeAutoObservable<PayStore, 'offset' | 'timer' | 'seq' | 'returnedOrderNo'>(this, {
      offset: false,
      timer: false,
      seq: false,
      returnedOrderNo: false,
    })
  }

  get remainingMs(): number {
    return this.config ? Math.max(0, this.config.discountEndsAt - this.now) : 0
  }

  get inDiscount(): boolean {
    return !!this.config && this.remainingMs > 0 && this.config.discountPriceFen < this.config.listPriceFen
  }

  /** What the user pays now: the service's price, moved to the list price when the countdown ends on screen. */
  get priceFen(): number {
    if (!this.config) return 0
    return this.inDiscount ? this.config.discountPriceFen : this.config.listPriceFen
  }

  get busy(): boolean {
    return this.phase === 'creating' || this.phase === 'paying' || this.phase === 'confirming'
  }

  get canPay(): boolean {
    return !!this.config && this.payType !== null && !this.busy && this.phase !== 'done'
  }

  async load(): Promise<void> {
    if (!this.valId) {
      this.loading = false
      this.loadError = PayText.NO_REPORT
      this.loadRemedy = 'none'
      return
    }
    const seq = ++this.seq
    this.loading = true
    this.loadError = ''
    try {
      const config = await paymentApi.paymentConfig({ scene: this.scene as 1 | 2 | 3, valId: this.valId, os: clientOs() })
      if (seq !== this.seq) return
      runInAction(() => {
        this.config = config
        this.offset = config.serverTime - Date.now()
        this.now = config.serverTime
        if (this.payType === null || !config.payTypes.includes(this.payType)) this.payType = config.payTypes[0] ?? null
        this.loading = false
      })
      if (this.returnedOrderNo) await this.confirm(this.returnedOrderNo)
      // Back from WeChat's authorisation (WeChat's browser): the payment the user started goes on.
      const wxCode = takeWeixinAuthCode()
      if (wxCode && config.payTypes.includes(PayType.WEIXIN)) {
        this.choose(PayType.WEIXIN)
        await this.pay(wxCode)
      }
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        this.loading = false
        // Already unlocked (paid on another device, or a friend's help): nothing to pay, show the result.
        if (isRequestError(e) && e.code === BizCode.REPORT_ALREADY_UNLOCKED) {
          this.phase = 'done'
          this.message = '报告已解锁'
          void this.finish()
          return
        }
        this.loadError = isRequestError(e) && e.msg ? e.msg : PayText.LOAD_FAILED
        this.loadRemedy = remedyOf(e)
      })
    }
  }

  /** Page shown: the countdown runs; a payment that continued elsewhere (cashier, other app) is confirmed. */
  show(): void {
    this.stopTicking()
    this.timer = setInterval(() => this.tick(), 1000)
    const pending = this.config?.openOrder
    if (pending && this.phase === 'paying') void this.confirm(pending.orderNo)
  }

  hide(): void {
    this.stopTicking()
  }

  stopTicking(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  tick(): void {
    const wasDiscount = this.inDiscount
    this.now = Date.now() + this.offset
    // The discount just ended: the service's price changes, so ask it again.
    if (wasDiscount && !this.inDiscount && this.phase === 'idle') void this.load()
  }

  choose(payType: number): void {
    if (this.config?.payTypes.includes(payType)) this.payType = payType
  }

  /** `wxCode`: the official account's authorisation code, when coming back from it. */
  async pay(wxCode?: string): Promise<void> {
    if (!this.canPay || this.payType === null) return
    this.phase = 'creating'
    this.message = ''
    try {
      const trans = await paymentApi.payTrans({
        scene: this.scene as 1 | 2 | 3,
        valId: this.valId,
        payType: this.payType as 1 | 2,
        os: clientOs(),
        returnPath: this.returnPath(),
        ...(wxCode ? { wxCode } : {}),
      })
      runInAction(() => {
        this.phase = 'paying'
        if (this.config) this.config = { ...this.config, openOrder: trans.order }
      })
      setItem(StorageKey.SHARE_PAY, { valId: this.valId, scene: this.scene, orderNo: trans.order.orderNo })
      const launch = trans.launch.kind === 'redirect' ? { ...trans.launch, url: absoluteUrl(trans.launch.url) } : trans.launch
      const outcome = await startPayment(launch)
      if (outcome.result === 'left') return
      if (outcome.result === 'cashier') {
        // Mini-programs open the cashier page in the web-view; back on this page, `show` confirms the order.
        await navigateTo('webview', { url: outcome.url })
        return
      }
      if (outcome.result === 'cancelled') {
        runInAction(() => {
          this.phase = 'idle'
          this.message = PayText.CANCELLED
        })
        return
      }
      // Paid or failed as the platform says: the order's state at the service decides.
      await this.confirm(trans.order.orderNo)
    } catch (e) {
      // WeChat's browser pays once the official account knows the user: off to its authorisation and back.
      if (isRequestError(e) && e.code === BizCode.WX_AUTH_REQUIRED && !wxCode && authorizeWeixin()) return
      runInAction(() => {
        this.phase = 'idle'
        this.message =
          isRequestError(e) && e.code === BizCode.WX_AUTH_REQUIRED
            ? PayText.OPEN_IN_BROWSER
            : isRequestError(e) && e.msg
              ? e.msg
              : PayText.FAILED
      })
    }
  }

  /** Where the H5 cashier sends the browser back: this page (the service adds the order number). */
  private returnPath(): string {
    return `/#${routeUrl(process.env.TARO_ENV === 'h5' ? 'payWeb' : 'pay', { valId: this.valId, payScene: this.scene })}`
  }

  /** Polls the order until it is paid (success), closed (failed) or the wait runs out (pending). */
  async confirm(orderNo: string): Promise<void> {
    this.phase = 'confirming'
    this.message = PayText.CONFIRMING
    for (const delay of POLL_DELAYS_MS) {
      try {
        const s = await paymentApi.payStatus(orderNo)
        if (s.status === 'paid' || s.reportStatus === 2) return this.succeed()
        if (s.status === 'closed') {
          runInAction(() => {
            this.phase = 'idle'
            this.message = PayText.FAILED
          })
          void this.load()
          return
        }
      } catch {
        // A lost poll is retried with the next one.
      }
      await sleep(delay)
    }
    runInAction(() => {
      this.phase = 'idle'
      this.message = PayText.PENDING
    })
  }

  async spendCoupon(): Promise<void> {
    if (!this.config || this.busy || this.config.couponCount <= 0) return
    this.phase = 'creating'
    this.message = ''
    try {
      await paymentApi.useCoupon({ scene: this.scene as 1 | 2 | 3, valId: this.valId })
      this.succeed()
    } catch (e) {
      runInAction(() => {
        this.phase = 'idle'
        this.message = isRequestError(e) && e.msg ? e.msg : PayText.FAILED
      })
    }
  }

  private succeed(): void {
    this.phase = 'done'
    this.message = PayText.SUCCESS
    this.retention = false
    removeItem(StorageKey.SHARE_PAY)
    announceUnlock(this.valId)
    void this.finish()
  }

  /**
   * Back to the page that asked for the unlock (it refreshes on the events), or on to the result when this page
   * opened the stack (back from an H5 cashier, a shared link). A navigation refused while the page is still
   * mounting is tried again once the double-tap window has passed.
   */
  private async finish(): Promise<void> {
    const pages = Taro.getCurrentPages?.() ?? []
    if (!this.returnedOrderNo && pages.length > 1) {
      await navigateBack()
      return
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      if ((await redirectTo(resultRoute(this.scene, this.valId))) === 'done') return
      await sleep(Timeout.NAV_DEDUPE + 100)
    }
  }

  /** The user wants to leave: during the discount the retention popup asks first. */
  leave(): boolean {
    if (this.inDiscount && this.phase === 'idle' && !this.retention) {
      this.retention = true
      return false
    }
    this.retention = false
    return true
  }

  stay(): void {
    this.retention = false
  }
}
