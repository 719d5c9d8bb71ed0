import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as missionApi from '@/api/rewards'
import type { LoveEntry, LoveInfo, PageVariant } from '@/api/rewards'
import { LoveRedeemItem, LoveTab } from '@/constants/mission'
import { AppEvent } from '@/constants/navigation'
import { isRequestError } from '@/http'
import { PagedList } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { sessionStore } from '@/stores/session'

const messageOf = (e: unknown, fallback: string) => (isRequestError(e) && e.msg ? e.msg : fallback)

/** The service takes at most this many items in one redemption. */
export const MAX_REDEEM_COUNT = 10

/** Why an item cannot be redeemed now, or '' when it can. */
export type RedeemBlock = '' | 'login' | 'no-activity' | 'short'

/**
 * 爱心值: the balance with its totals and rates (`love/info`, public), redeeming points for an unlock coupon or a
 * draw chance, and the ledger (login), loaded the first time its tab is shown.
 */
export class LoveStore {
  /** Views show `source.kept`: once the balance has shown, a failed refresh leaves it on screen (with the error's text). */
  readonly source = new Resource<LoveInfo>(
    async () => {
      const info = await missionApi.loveInfo(this.variant)
      if (!info || !info.rates) throw new Error('missing love info')
      return info
    },
    { onData: () => this.clampCounts() },
  )
  tab: LoveTab
  /** The item being redeemed (one at a time). */
  redeeming: LoveRedeemItem | '' = ''
  /** How many of each item the next redemption takes. */
  counts: Record<LoveRedeemItem, number> = { coupon: 1, chance: 1 }
  /** The activity the last redeemed chances went to: the page offers 去抽奖. */
  chanceActivityId = ''
  readonly ledger = new PagedList<LoveEntry>(
    (page, size) => missionApi.loveLedger(page, size),
    20,
    (e) => e.id,
  )

  constructor(
    readonly variant: PageVariant,
    tab: LoveTab = LoveTab.REDEEM,
  ) {
    this.tab = tab
    makeAutoObservable(this, { variant: false, ledger: false, source: false })
  }

  get info(): LoveInfo | null {
    return this.source.data
  }

  get loggedIn(): boolean {
    return sessionStore.isLoggedIn
  }

  get balance(): number {
    return this.info?.balance ?? 0
  }

  rate(item: LoveRedeemItem): number {
    return this.info?.rates[item] ?? 0
  }

  cost(item: LoveRedeemItem): number {
    return this.rate(item) * this.counts[item]
  }

  /** The most of an item the balance pays for, within the service's limit per redemption (at least 1). */
  maxCount(item: LoveRedeemItem): number {
    const rate = this.rate(item)
    return Math.max(1, Math.min(MAX_REDEEM_COUNT, rate > 0 ? Math.floor(this.balance / rate) : 1))
  }

  block(item: LoveRedeemItem): RedeemBlock {
    if (item === LoveRedeemItem.CHANCE && this.info && !this.info.activity) return 'no-activity'
    if (!this.loggedIn) return 'login'
    if (this.balance < this.rate(item)) return 'short'
    return ''
  }

  setCount(item: LoveRedeemItem, n: number): void {
    this.counts[item] = Math.min(this.maxCount(item), Math.max(1, Math.round(n)))
  }

  /** Shows `tab`, loading the ledger the first time (a visitor has none to load). */
  setTab(tab: LoveTab): void {
    this.tab = tab
    if (tab === LoveTab.LEDGER && this.loggedIn && this.ledger.status === 'idle') void this.ledger.refresh()
  }

  /** On show and pull-down: the balance, and the ledger if it was shown (points may have moved meanwhile). */
  async load(): Promise<void> {
    await Promise.all([this.loadInfo(), this.loggedIn && this.tab === LoveTab.LEDGER ? this.ledger.refresh() : null])
  }

  private async loadInfo(): Promise<void> {
    await this.source.load()
  }

  /** A stepper left above what the new balance pays for comes back down. */
  private clampCounts(): void {
    for (const item of [LoveRedeemItem.COUPON, LoveRedeemItem.CHANCE]) this.counts[item] = Math.min(this.counts[item], this.maxCount(item))
  }

  /**
   * Spends points on `item` (the page asked for confirmation). Resolves true when redeemed; the balance, the
   * ledger and, for coupons, the coupon count elsewhere in the app follow.
   */
  async redeem(item: LoveRedeemItem): Promise<boolean> {
    if (this.redeeming || this.block(item)) return false
    this.redeeming = item
    try {
      const res = await missionApi.loveRedeem(item, this.counts[item])
      this.redeemed(item, res)
      void Taro.showToast({
        title: item === LoveRedeemItem.COUPON ? `已兑换 ${res.count} 张解锁券` : `已兑换 ${res.count} 次抽奖机会`,
        icon: 'none',
      })
      if (item === LoveRedeemItem.COUPON) Taro.eventCenter.trigger(AppEvent.UPDATE_COUPON_NUMBER)
      await Promise.all([this.loadInfo(), this.ledger.status === 'idle' ? null : this.ledger.refresh()])
      return true
    } catch (e) {
      void Taro.showToast({ title: messageOf(e, '兑换失败，请稍后重试'), icon: 'none' })
      // The balance may have moved elsewhere (another device): show what the service has now.
      await this.loadInfo()
      return false
    } finally {
      this.redeemDone()
    }
  }

  private redeemed(item: LoveRedeemItem, res: { balance: number; cost: number; activityId?: string | null }): void {
    if (this.info) this.source.set({ ...this.info, balance: res.balance, spentTotal: this.info.spentTotal + res.cost })
    if (item === LoveRedeemItem.CHANCE) this.chanceActivityId = res.activityId ?? this.info?.activity?.id ?? ''
    this.counts[item] = 1
  }

  private redeemDone(): void {
    this.redeeming = ''
  }
}
