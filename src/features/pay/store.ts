import Taro from '@tarojs/taro'
import { runInAction } from 'mobx'
import * as paymentApi from '@/api/payment'
import type { PaymentConfig, PayStatus } from '@/api/payment'
import { Timeout } from '@/constants/app'
import { PayScene, PayType } from '@/constants/pay'
import { ReportStatus } from '@/constants/report'
import { BizCode, absoluteUrl, isRequestError, type Remedy } from '@/http'
import { authorizeWeixin, clientOs, startPayment, takeWeixinAuthCode, weixinPayerCode, weixinPayerUnknownText } from '@/platform/payment'
import { removeItem, setItem } from '@/platform/storage'
import { StorageKey } from '@/platform/storage-keys'
import { navigateBack, navigateTo, redirectTo } from '@/router'
import { routeUrl } from '@/constants/routes'
import { announceUnlock } from './offer-store'
import { PAY_POLL, pollDelays } from './poll-schedule'
import { Resource, type ResourceStatus } from '@/stores/resource'
import { makeAutoObservableExcept } from '@/stores/unobserved'
import { runningCampaign, type RunningCampaign } from './campaign'

export const PayText = {
  LOAD_FAILED: '支付信息加载失败',
  NO_REPORT: '没有要解锁的报告，请从报告页进入',
  FAILED: '支付未完成，请重试',
  SUCCESS: '解锁成功',
  /** A poll that got no answer (429, network): said under the result while the page keeps asking. */
  POLL_BUSY: '查询太频繁，稍后自动重试',
  POLL_OFFLINE: '网络不太稳定，稍后自动重试',
  /** A manual refresh that found the payment still open. */
  STILL_PENDING: '还没有收到支付结果，请稍后再刷新',
} as const

export type PayPhase = 'idle' | 'creating' | 'paying' | 'confirming' | 'done'

/**
 * What became of a payment, as the page shows it: `confirming` while it asks the service, `unknown` when the
 * asking ran out with the order still open (支付结果确认中), the rest as payment/status says (or, for failed and
 * cancelled, as the cashier or the platform said, until the service answers).
 */
export type PayPageResult = 'confirming' | 'paid' | 'failed' | 'cancelled' | 'closed' | 'unknown'

/** What the cashier's way back says the payer chose (`payResult`): a hint, never proof of payment. */
export type PayHint = 'paid' | 'fail' | 'cancel'

export const payHint = (v: string | undefined): PayHint | undefined => (v === 'paid' || v === 'fail' || v === 'cancel' ? v : undefined)

/** The final result payment/status reports, or null while the order can still be paid. */
function settledResult(s: PayStatus): Exclude<PayPageResult, 'confirming' | 'unknown'> | null {
  if (s.reportStatus === ReportStatus.UNLOCKED || s.result === 'paid') return 'paid'
  if (s.result === 'failed' || s.result === 'cancelled') return s.result
  if (s.result === 'closed' || s.result === 'refunded') return 'closed'
  return null
}

/** The note for a poll that got no answer; the page stays as it is and asks again later. */
const pollNoteOf = (e: unknown) =>
  isRequestError(e) && (e.code === 429 || e.code === BizCode.TOO_MANY_REQUESTS) ? PayText.POLL_BUSY : PayText.POLL_OFFLINE

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
  /** What is being unlocked and its price. */
  readonly source = new Resource<PaymentConfig>(
    () => paymentApi.paymentConfig({ scene: this.scene as 1 | 2 | 3, valId: this.valId, os: clientOs() }),
    { failedText: PayText.LOAD_FAILED, onData: (config) => this.priced(config), onError: (e) => this.unpriced(e) },
  )
  /** payment/status of the order the result is about, asked on the backing-off schedule. */
  private readonly orderStatus = new Resource<PayStatus>(() => paymentApi.payStatus(this.resultOrderNo), {
    onData: (s) => this.answered(s),
    onError: (e) => (this.pollNote = pollNoteOf(e)),
  })
  payType: number | null = null
  phase: PayPhase = 'idle'
  message = ''
  /** payTrans answered 40100: the request layer opened the real-name page; back here, the offer is asked again. */
  private realNameDetour = false
  /** Pay retention popup (spec popup 11). */
  retention = false
  now = Date.now()
  /** The payment's result panel; null while the user chooses how to pay. */
  result: PayPageResult | null = null
  /** Why the last poll got no answer (too many requests, no network); the page keeps asking. */
  pollNote = ''
  /** The order the result is about. */
  resultOrderNo = ''
  private offset = 0
  private timer: ReturnType<typeof setInterval> | null = null
  /** The order whose polling the page's hiding interrupted: showing the page again asks once more. */
  private resumeOrderNo = ''

  constructor(
    readonly valId: string,
    readonly scene: number,
    /** Set when the H5 cashier sends the user back: the order to confirm. */
    private readonly returnedOrderNo = '',
    /** What the cashier's way back says the payer chose: shown at once, confirmed with the service. */
    private readonly returnedHint?: PayHint,
  ) {
    makeAutoObservableExcept<PayStore, 'offset' | 'timer' | 'returnedOrderNo' | 'returnedHint' | 'resumeOrderNo' | 'orderStatus'>(
      this,
      'source',
      'orderStatus',
      'offset',
      'timer',
      'returnedOrderNo',
      'returnedHint',
      'resumeOrderNo',
    )
  }

  get config(): PaymentConfig | null {
    return this.source.data
  }

  /** An answer that the report is already unlocked is no failure: the page goes on to the result. */
  private get alreadyUnlocked(): boolean {
    const e = this.source.error
    return isRequestError(e) && e.code === BizCode.REPORT_ALREADY_UNLOCKED
  }

  /** The LoadState of the price. */
  get loadStatus(): ResourceStatus {
    if (this.source.status === 'idle') return 'loading'
    return this.source.status === 'error' && this.alreadyUnlocked ? 'ready' : this.source.status
  }

  get loading(): boolean {
    return this.loadStatus === 'loading'
  }

  get loadError(): string {
    return this.loadStatus === 'error' ? this.source.errorText : ''
  }

  /** What can mend the load error: a reload (network) or nothing (no report, an unknown or foreign one). */
  get loadRemedy(): Remedy {
    return this.source.remedy
  }

  /**
   * The page opened: the price once, and the order the cashier sent the user back with is confirmed alongside (so
   * its result shows even when the price cannot load).
   */
  start(): void {
    void this.load()
    if (this.returnedOrderNo) void this.confirm(this.returnedOrderNo, this.returnedHint)
  }

  get remainingMs(): number {
    return this.config ? Math.max(0, this.config.discountEndsAt - this.now) : 0
  }

  /** The operator's price campaign being charged (the only struck-through 原价), while it runs on this clock. */
  get campaign(): RunningCampaign | null {
    return runningCampaign(this.config, this.now)
  }

  get inDiscount(): boolean {
    return !!this.config && !this.campaign && this.remainingMs > 0 && this.config.discountPriceFen < this.config.listPriceFen
  }

  /**
   * What the user pays now: the service's price, moved to the list price when the countdown ends on screen; a
   * campaign's price while it runs.
   */
  get priceFen(): number {
    if (!this.config) return 0
    if (this.campaign) return this.config.priceFen
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
      this.source.fail(PayText.NO_REPORT)
      return
    }
    const config = await this.source.load()
    // Back from WeChat's authorisation (WeChat's browser): the payment the user started goes on.
    const wxCode = config ? takeWeixinAuthCode() : null
    if (config && wxCode && config.payTypes.includes(PayType.WEIXIN)) {
      this.choose(PayType.WEIXIN)
      await this.payAfterAuthorisation(wxCode)
    }
  }

  /** The authorisation's code tells the service who pays (wx/getOpenId), then the payment goes on. */
  private async payAfterAuthorisation(wxCode: string): Promise<void> {
    try {
      await paymentApi.getOpenId(wxCode)
    } catch (e) {
      runInAction(() => {
        this.message = (isRequestError(e) && e.msg) || paymentApi.OPEN_ID_FAILED
      })
      return
    }
    await this.pay(true)
  }

  private priced(config: PaymentConfig): void {
    this.offset = config.serverTime - Date.now()
    this.now = config.serverTime
    if (this.payType === null || !config.payTypes.includes(this.payType)) this.payType = config.payTypes[0] ?? null
  }

  private unpriced(e: unknown): void {
    // Back from the cashier (returnedOrderNo): the order's confirmation says 支付成功 (or what else became of it).
    // Otherwise already unlocked (paid on another device, or a friend's help): nothing to pay, show the result.
    if (!isRequestError(e) || e.code !== BizCode.REPORT_ALREADY_UNLOCKED || this.returnedOrderNo) return
    this.phase = 'done'
    this.message = '报告已解锁'
    void this.finish()
  }

  /**
   * Page shown: the countdown runs; a payment that continued elsewhere (cashier, other app) is confirmed, and so
   * is one whose confirmation the page's hiding stopped (once more, within the same bounded schedule).
   */
  show(): void {
    this.orderStatus.show()
    this.stopTicking()
    this.timer = setInterval(() => this.tick(), 1000)
    if (this.realNameDetour) {
      // Back from verification: realNameRequired (and what may be paid) is the service's to say again.
      this.realNameDetour = false
      void this.load()
      return
    }
    const pending = this.config?.openOrder
    if (pending && this.phase === 'paying') void this.confirm(pending.orderNo)
    else if (this.resumeOrderNo) {
      // A failed or cancelled result already on screen stays while the service is asked again.
      void this.confirm(this.resumeOrderNo, this.result === 'failed' ? 'fail' : this.result === 'cancelled' ? 'cancel' : undefined)
    }
    this.resumeOrderNo = ''
  }

  /** Page hidden: nothing ticks or polls behind it. */
  hide(): void {
    this.stopTicking()
    if (this.orderStatus.isPolling) this.resumeOrderNo = this.resultOrderNo
    this.orderStatus.hide()
  }

  /** Page gone: as hidden, for good. */
  dispose(): void {
    this.stopTicking()
    this.orderStatus.dispose()
    this.resumeOrderNo = ''
  }

  private stopPolling(): void {
    this.orderStatus.stopPolling()
  }

  stopTicking(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }

  tick(): void {
    const wasDiscount = this.inDiscount
    const wasCampaign = !!this.campaign
    this.now = Date.now() + this.offset
    // The discount or the campaign just ended: the service's price changes, so ask it again.
    const ended = (wasDiscount && !this.inDiscount) || (wasCampaign && !this.campaign)
    if (ended && this.phase === 'idle') void this.load()
  }

  choose(payType: number): void {
    if (this.config?.payTypes.includes(payType)) this.payType = payType
  }

  /**
   * `authorised`: back from WeChat's authorisation, which is not asked for a second time. `wxCode`: a mini-program
   * login code naming the payer, when the service did not know them (40030).
   */
  async pay(authorised = false, wxCode?: string): Promise<void> {
    if (!this.canPay || this.payType === null) return
    this.stopPolling()
    this.phase = 'creating'
    this.message = ''
    this.result = null
    this.pollNote = ''
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
        if (this.config) this.source.set({ ...this.config, openOrder: trans.order })
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
        // The platform says so; the service cannot know (the order stays open and paying again reuses it).
        runInAction(() => {
          this.phase = 'idle'
          this.result = 'cancelled'
          this.resultOrderNo = trans.order.orderNo
        })
        return
      }
      // Paid or failed as the platform says: the order's state at the service decides.
      await this.confirm(trans.order.orderNo, outcome.result === 'failed' ? 'fail' : undefined)
    } catch (e) {
      if (isRequestError(e) && e.code === BizCode.WX_AUTH_REQUIRED && !authorised) {
        // WeChat's browser pays once the official account knows the user: off to its authorisation and back.
        if (authorizeWeixin()) return
        // The mini-program names the payer with a login code (a player who logged in by phone), once.
        const code = await weixinPayerCode()
        if (code) {
          runInAction(() => {
            this.phase = 'idle'
          })
          return this.pay(true, code)
        }
      }
      if (isRequestError(e) && e.code === BizCode.NOT_REAL_NAME) {
        // The request layer has said so and opened the real-name page, which brings the player back here.
        runInAction(() => {
          this.phase = 'idle'
          this.realNameDetour = true
        })
        return
      }
      runInAction(() => {
        this.phase = 'idle'
        this.message =
          isRequestError(e) && e.code === BizCode.WX_AUTH_REQUIRED
            ? weixinPayerUnknownText
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

  /**
   * Asks payment/status about the order on the backing-off schedule (PAY_POLL) until it reports a final result
   * or the schedule runs out (支付结果确认中, with a manual refresh). A failed or cancelled hint shows at once;
   * success only ever comes from the service. A poll without an answer (429, network) leaves a note and the
   * schedule goes on: nothing here replaces the page.
   */
  async confirm(orderNo: string, hint?: PayHint): Promise<void> {
    this.resultOrderNo = orderNo
    this.phase = 'confirming'
    this.message = ''
    this.pollNote = ''
    this.result = hint === 'fail' ? 'failed' : hint === 'cancel' ? 'cancelled' : 'confirming'
    const end = await this.orderStatus.pollWhile((s) => settledResult(s) === null, pollDelays(PAY_POLL), { keepOnError: true })
    if (end === 'exhausted') this.unconfirmed()
    // Started behind a hidden page: showing it again asks once more.
    else if (end === 'hidden') this.resumeOrderNo = orderNo
  }

  /** The schedule ran out with the order still open: 支付结果确认中, with a manual refresh. */
  private unconfirmed(): void {
    this.phase = 'idle'
    if (this.result === 'confirming') this.result = 'unknown'
  }

  /** 刷新支付结果: one more look at the order. */
  async refresh(): Promise<void> {
    if (!this.resultOrderNo || this.orderStatus.isPolling) return
    this.stopPolling()
    this.pollNote = ''
    const s = await this.orderStatus.load()
    if (s && settledResult(s) === null) this.stillPending()
  }

  private stillPending(): void {
    this.pollNote = PayText.STILL_PENDING
  }

  /** Each payment/status answer: the note goes, and a final result shows. */
  private answered(s: PayStatus): void {
    this.pollNote = ''
    const settled = settledResult(s)
    if (settled) this.settle(settled)
  }

  private settle(result: Exclude<PayPageResult, 'confirming' | 'unknown'>): void {
    this.result = result
    if (result === 'paid') return this.succeed()
    this.phase = 'idle'
    // The order is over at the service: paying again opens a new one.
    if (this.config?.openOrder?.orderNo === this.resultOrderNo) this.source.set({ ...this.config, openOrder: null })
  }

  /** 重新支付: the same way to pay again. */
  async retry(): Promise<void> {
    this.result = null
    await this.pay()
  }

  /** 换个方式: back to the choice, on another way to pay where there is one. */
  changeMethod(): void {
    this.stopPolling()
    this.result = null
    this.pollNote = ''
    this.phase = 'idle'
    const types = this.config?.payTypes ?? []
    const other = types.find((t) => t !== this.payType)
    if (other !== undefined) this.payType = other
  }

  /** 查看报告: on to the unlocked result. */
  viewReport(): void {
    void this.finish()
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

  /** A coupon spent (the page goes straight on) or a payment confirmed (支付成功 waits for 查看报告). */
  private succeed(): void {
    this.phase = 'done'
    this.retention = false
    removeItem(StorageKey.SHARE_PAY)
    announceUnlock(this.valId)
    if (this.result === 'paid') return
    this.message = PayText.SUCCESS
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
