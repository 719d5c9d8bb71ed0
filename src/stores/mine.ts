import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import { AppEvent } from '../constants/navigation'
import * as feedbackApi from '../api/feedback'
import { messageUnread } from '../api/messages'
import * as invitationApi from '../api/invitation'
import * as userApi from '../api/user'
import type { RealNameStatusData } from '../api/user'
import { Resource } from './resource'
import { sessionStore } from './session'

/** Data of the Mine tab and the real-name page: real-name status and the unlock-coupon count. */
/** The answer a load resolved to, or its failure thrown, for callers that want a rejection. */
function settledOrThrow<T>(resource: Resource<T>, data: T | null): T | null {
  if (resource.status === 'error') throw resource.error
  return data
}

export class MineStore {
  /** Calls made together (page mount and first show) share one request. */
  private readonly realNameSource = new Resource(() => userApi.realNameStatus(), { shared: true })
  private readonly coupons = new Resource(() => invitationApi.getUnlockCoupon())
  /** Feedbacks with a support reply the player has not opened: the dot on 我的反馈. */
  private readonly unreadFeedback = new Resource(() => feedbackApi.feedbackUnread())
  /** Unread messages: the count on 消息. Read when Mine shows, never at app start. */
  private readonly unreadMessages = new Resource(() => messageUnread())
  loading = false

  constructor() {
    makeAutoObservable<MineStore, 'realNameSource' | 'coupons' | 'unreadFeedback' | 'unreadMessages'>(this, {
      realNameSource: false,
      coupons: false,
      unreadFeedback: false,
      unreadMessages: false,
    })
    // One app-wide listener (not one per mounted page): whoever spends or earns a coupon fires the event.
    Taro.eventCenter.on(AppEvent.UPDATE_COUPON_NUMBER, () => {
      void this.loadCouponCount().catch(() => undefined)
    })
  }

  get realName(): RealNameStatusData | null {
    return this.realNameSource.data
  }

  /** A failed count keeps the one on screen. */
  get couponCount(): number | null {
    return this.coupons.data
  }

  /** How many feedbacks hold an unread reply; 0 until known (a failed count keeps the one on screen). */
  get feedbackUnread(): number {
    return this.unreadFeedback.data ?? 0
  }

  /** Unread messages; 0 until known (a failed count keeps the one on screen). */
  get messagesUnread(): number {
    return this.unreadMessages.data ?? 0
  }

  /** The messages page read some: the count on Mine follows without asking again. */
  setMessagesUnread(count: number): void {
    this.unreadMessages.set(count)
  }

  get isRealNamed(): boolean {
    if (this.realName) return this.realName.status === 1
    return sessionStore.userInfo?.realNameStatus === 1
  }

  /**
   * Page show: user info, real-name status, coupons, unread replies and unread messages in parallel; a failed part
   * keeps its old value.
   */
  async refresh(): Promise<void> {
    if (!sessionStore.isLoggedIn) {
      this.reset()
      return
    }
    this.loading = true
    await Promise.allSettled([
      sessionStore.loadUserInfo(),
      this.loadRealName(),
      this.loadCouponCount(),
      this.unreadFeedback.load(),
      this.unreadMessages.load(),
    ])
    this.setLoading(false)
  }

  private setLoading(loading: boolean): void {
    this.loading = loading
  }

  /** Rejects when the status cannot be read (the real-name page says so). */
  async loadRealName(): Promise<RealNameStatusData | null> {
    if (!sessionStore.isLoggedIn) return null
    return settledOrThrow(this.realNameSource, await this.realNameSource.load())
  }

  async loadCouponCount(): Promise<void> {
    if (!sessionStore.isLoggedIn) return
    settledOrThrow(this.coupons, await this.coupons.load())
  }

  /**
   * `user/realInfoVerify` with the trimmed name and the upper-cased ID number; on success the verified status is
   * kept. Business refusals (under 18, mismatch, ID used, already verified) reject with the service's reason.
   */
  async verifyRealName(name: string, idNo: string): Promise<RealNameStatusData> {
    const data = await userApi.realInfoVerify({ name: name.trim(), idNo: idNo.trim().toUpperCase() })
    this.setRealName(data)
    return data
  }

  setRealName(data: RealNameStatusData) {
    this.realNameSource.set(data)
    if (sessionStore.userInfo) sessionStore.saveUser({ ...sessionStore.userInfo, realNameStatus: data.status })
  }

  /** Logout and account deletion: nothing of the previous user stays on screen. */
  reset() {
    this.realNameSource.reset()
    this.coupons.reset()
    this.unreadFeedback.reset()
    this.unreadMessages.reset()
    this.loading = false
  }
}

export const mineStore = new MineStore()
