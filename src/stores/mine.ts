import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { AppEvent } from '../constants/navigation'
import * as invitationApi from '../api/invitation'
import * as userApi from '../api/user'
import type { RealNameStatusData } from '../api/user'
import { sessionStore } from './session'

/** Data of the Mine tab and the real-name page: real-name status and the unlock-coupon count. */
// Outside the store so the in-flight request is not made observable.
let realNameLoading: Promise<RealNameStatusData | null> | null = null

export class MineStore {
  realName: RealNameStatusData | null = null
  couponCount: number | null = null
  loading = false

  constructor() {
    makeAutoObservable(this)
    // One app-wide listener (not one per mounted page): whoever spends or earns a coupon fires the event.
    Taro.eventCenter.on(AppEvent.UPDATE_COUPON_NUMBER, () => {
      void this.loadCouponCount().catch(() => undefined)
    })
  }

  get isRealNamed(): boolean {
    if (this.realName) return this.realName.status === 1
    return sessionStore.userInfo?.realNameStatus === 1
  }

  /** Page show: user info, real-name status and coupons in parallel; a failed part keeps its old value. */
  async refresh(): Promise<void> {
    if (!sessionStore.isLoggedIn) {
      this.reset()
      return
    }
    this.loading = true
    await Promise.allSettled([sessionStore.loadUserInfo(), this.loadRealName(), this.loadCouponCount()])
    runInAction(() => {
      this.loading = false
    })
  }

  /** Calls made together (page mount and first show) share one request. */
  loadRealName(): Promise<RealNameStatusData | null> {
    if (!sessionStore.isLoggedIn) return Promise.resolve(null)
    realNameLoading ??= userApi
      .realNameStatus()
      .then((data) => {
        runInAction(() => {
          this.realName = data
        })
        return data
      })
      .finally(() => {
        realNameLoading = null
      })
    return realNameLoading
  }

  async loadCouponCount(): Promise<void> {
    if (!sessionStore.isLoggedIn) return
    const count = await invitationApi.getUnlockCoupon()
    runInAction(() => {
      this.couponCount = count
    })
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
    this.realName = data
    if (sessionStore.userInfo) sessionStore.saveUser({ ...sessionStore.userInfo, realNameStatus: data.status })
  }

  /** Logout and account deletion: nothing of the previous user stays on screen. */
  reset() {
    this.realName = null
    this.couponCount = null
    this.loading = false
  }
}

export const mineStore = new MineStore()
