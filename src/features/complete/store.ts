import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as accountApi from '@/api/account'
import type { AccountInfoData } from '@/api/account'
import { ContactType } from '@/constants/report'
import { BizCode, ErrorText, isRequestError, remedyOf, type Remedy } from '@/http'
import { yuanToFen } from '@/utils/money'
import { CompleteText, formErrors, type CompleteForm } from './form'

export type CompleteErrors = ReturnType<typeof formErrors> & { submit?: string }

export const PublishText = {
  PRICE_EMPTY: '请输入挂牌价',
  PRICE_INVALID: '请输入正确的金额（最多两位小数）',
  PRICE_RANGE: '挂牌价需在1元到100万元之间',
  PUBLISHED: '发布成功',
  UNPUBLISHED: '已下架',
  COPIED: '链接已复制',
  FAILED: '发布失败，请稍后重试',
} as const

const MIN_FEN = 100
const MAX_FEN = 100_000_000

export function priceError(input: string): string {
  if (!input.trim()) return PublishText.PRICE_EMPTY
  const fen = yuanToFen(input)
  if (fen === null) return PublishText.PRICE_INVALID
  if (fen < MIN_FEN || fen > MAX_FEN) return PublishText.PRICE_RANGE
  return ''
}

const loadErrorText = (e: unknown) => (isRequestError(e) && e.code > 0 && e.msg) || CompleteText.LOAD_FAILED

type LoadFailure = { error: string; remedy: Remedy }

/**
 * A valued account's information and publish state (`val/accountInfo`): the data, or the reason it failed and
 * what can mend it (no report id or an unknown one: nothing a reload can do).
 */
async function fetchAccountInfo(valId: string): Promise<{ data: AccountInfoData } | LoadFailure> {
  if (!valId) return { error: CompleteText.NO_REPORT, remedy: 'none' }
  try {
    const data = await accountApi.accountInfo(valId)
    return data ? { data } : { error: CompleteText.LOAD_FAILED, remedy: 'retry' }
  } catch (e) {
    return { error: loadErrorText(e), remedy: remedyOf(e) }
  }
}

/** 完善账号信息: server/region, a contact method, a description and the attributes the user confirms. */
export class CompleteStore {
  data: AccountInfoData | null = null
  loadError = ''
  loadRemedy: Remedy = 'retry'
  form: CompleteForm = { serverRegion: '', contactType: ContactType.WECHAT, contact: '', description: '' }
  confirmed: string[] = []
  errors: CompleteErrors = {}
  saving = false

  constructor(readonly valId: string) {
    makeAutoObservable(this, { valId: false })
  }

  async load(): Promise<void> {
    const r = await fetchAccountInfo(this.valId)
    runInAction(() => {
      if ('error' in r) {
        this.loadError = r.error
        this.loadRemedy = r.remedy
        return
      }
      this.data = r.data
      this.loadError = ''
      this.fill(r.data)
    })
  }

  private fill(d: AccountInfoData) {
    if (!d.info) return
    this.form = {
      serverRegion: d.info.serverRegion,
      contactType: d.info.contactType as ContactType,
      contact: d.info.contact,
      description: d.info.description,
    }
    this.confirmed = d.info.confirmedAttrs
  }

  set(patch: Partial<CompleteForm>, field: keyof CompleteErrors) {
    this.form = { ...this.form, ...patch }
    if (this.errors[field] || this.errors.submit) this.errors = { ...this.errors, [field]: undefined, submit: undefined }
  }

  /** The attributes the valuation has: the ones a user can confirm. */
  get present() {
    return (this.data?.attrs ?? []).filter((a) => a.present)
  }

  get allConfirmed(): boolean {
    return this.present.length > 0 && this.present.every((a) => this.confirmed.includes(a.key))
  }

  toggle(key: string) {
    this.confirmed = this.confirmed.includes(key) ? this.confirmed.filter((k) => k !== key) : [...this.confirmed, key]
  }

  setConfirmed(keys: string[]) {
    this.confirmed = keys
  }

  /** Checks and saves the form; the saved information, or null with the messages in place. */
  async save(): Promise<AccountInfoData | null> {
    if (this.saving || !this.data) return null
    const next = formErrors(this.form)
    this.errors = next
    if (Object.keys(next).length) return null
    this.saving = true
    try {
      const saved = await accountApi.saveAccountInfo({
        valId: this.valId,
        serverRegion: this.form.serverRegion.trim(),
        contactType: this.form.contactType,
        contact: this.form.contact.trim(),
        description: this.form.description.trim(),
        confirmedAttrs: this.confirmed,
      })
      runInAction(() => {
        this.data = saved
      })
      void Taro.showToast({ title: CompleteText.SAVED, icon: 'success' })
      return saved
    } catch (e) {
      runInAction(() => {
        this.errors = { submit: (isRequestError(e) && e.msg) || CompleteText.SAVE_FAILED }
      })
      return null
    } finally {
      runInAction(() => {
        this.saving = false
      })
    }
  }
}

/** 发布账号: the asking price, publishing as a listing, re-pricing and taking it off sale. */
export class PublishStore {
  data: AccountInfoData | null = null
  loadError = ''
  loadRemedy: Remedy = 'retry'
  price = ''
  error = ''
  busy = false

  constructor(readonly valId: string) {
    makeAutoObservable(this, { valId: false })
  }

  async load(): Promise<void> {
    const r = await fetchAccountInfo(this.valId)
    runInAction(() => {
      if ('error' in r) {
        this.loadError = r.error
        this.loadRemedy = r.remedy
        return
      }
      this.data = r.data
      this.loadError = ''
      if (!this.price && r.data.listing) this.price = String(r.data.listing.priceFen / 100)
    })
  }

  setPrice(v: string) {
    this.price = v
    this.error = ''
  }

  async publish(): Promise<void> {
    const data = this.data
    if (this.busy || !data) return
    const msg = priceError(this.price)
    this.error = msg
    if (msg) return
    this.busy = true
    try {
      const res = await accountApi.publish({ valId: this.valId, priceFen: yuanToFen(this.price) as number })
      runInAction(() => {
        this.data = { ...data, publishStatus: res.publishStatus, listing: res.listing }
      })
      void Taro.showToast({ title: PublishText.PUBLISHED, icon: 'success' })
    } catch (e) {
      runInAction(() => {
        // 40100: the request layer opens the real-name page (the call is silent, so the toast is ours).
        if (isRequestError(e) && e.code === BizCode.NOT_REAL_NAME) {
          this.error = ''
          void Taro.showToast({ title: ErrorText.REAL_NAME_REQUIRED, icon: 'none' })
        } else this.error = (isRequestError(e) && e.msg) || PublishText.FAILED
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  async unpublish(): Promise<void> {
    const data = this.data
    if (this.busy || !data) return
    this.busy = true
    try {
      const res = await accountApi.unpublish(this.valId)
      runInAction(() => {
        this.data = { ...data, publishStatus: res.publishStatus, listing: res.listing }
      })
      void Taro.showToast({ title: PublishText.UNPUBLISHED, icon: 'none' })
    } catch {
      // shown by the request layer
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }
}
