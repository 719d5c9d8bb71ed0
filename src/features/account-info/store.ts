import Taro from '@tarojs/taro'
import { action, computed, makeObservable, observable } from 'mobx'
import * as accountApi from '@/api/account-info'
import type { AccountInfoData } from '@/api/account-info'
import { ContactType } from '@/constants/report'
import { BizCode, ErrorText, isRequestError, type Remedy } from '@/http'
import { Resource, type ResourceStatus } from '@/stores/resource'
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
  SOLD: '已标记为已售出',
  SOLD_CONFIRM_TITLE: '确认已售出',
  SOLD_FAILED: '标记失败，请稍后重试',
} as const

/** What the seller confirms before marking sold: the price (from the price field) and what happens next. */
export const soldConfirmText = (yuan: string) =>
  `成交价 ¥${yuan}（可在价格栏修改）。标记后账号下架且不能再次发布，成交价会用于检验估价准确度。`

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

/**
 * A valued account's information and publish state (`val/accountInfo`): the data, or the reason it failed and
 * what can mend it (no report id or an unknown one: nothing a reload can do).
 */
export class AccountInfo {
  readonly source: Resource<AccountInfoData>

  constructor(
    readonly valId: string,
    onData: (d: AccountInfoData) => void,
  ) {
    this.source = new Resource(
      async () => {
        const data = await accountApi.accountInfo(valId)
        if (!data) throw new Error('no account info')
        return data
      },
      { textOf: loadErrorText, onData },
    )
  }

  get data(): AccountInfoData | null {
    return this.source.data
  }

  get loadStatus(): ResourceStatus {
    return this.source.shown
  }

  get loadError(): string {
    return this.source.status === 'error' ? this.source.errorText : ''
  }

  get loadRemedy(): Remedy {
    return this.source.remedy
  }

  async load(): Promise<void> {
    if (!this.valId) this.source.fail(CompleteText.NO_REPORT)
    else await this.source.load()
  }
}

/** 完善账号信息: server/region, a contact method, a description and the attributes the user confirms. */
export class CompleteStore extends AccountInfo {
  form: CompleteForm = { serverRegion: '', contactType: ContactType.WECHAT, contact: '', description: '' }
  confirmed: string[] = []
  errors: CompleteErrors = {}
  private readonly saving$ = new Resource<AccountInfoData>(null, { failedText: CompleteText.SAVE_FAILED })

  constructor(valId: string) {
    super(valId, (d) => this.fill(d))
    makeObservable<CompleteStore, 'fill' | 'saveFailed'>(this, {
      form: observable,
      confirmed: observable,
      errors: observable,
      saving: computed,
      present: computed,
      allConfirmed: computed,
      fill: action,
      set: action,
      toggle: action,
      setConfirmed: action,
      save: action,
      saveFailed: action,
    })
  }

  get saving(): boolean {
    return this.saving$.loading
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
    const body = {
      valId: this.valId,
      serverRegion: this.form.serverRegion.trim(),
      contactType: this.form.contactType,
      contact: this.form.contact.trim(),
      description: this.form.description.trim(),
      confirmedAttrs: this.confirmed,
    }
    const saved = await this.saving$.run(() => accountApi.saveAccountInfo(body))
    if (!saved) {
      this.saveFailed()
      return null
    }
    this.source.set(saved)
    void Taro.showToast({ title: CompleteText.SAVED, icon: 'success' })
    return saved
  }

  private saveFailed(): void {
    this.errors = { submit: this.saving$.errorText }
  }
}

/** 发布账号: the asking price, publishing as a listing, re-pricing and taking it off sale. */
export class PublishStore extends AccountInfo {
  price = ''
  error = ''
  /** Publishing or taking off sale; their failures the request layer or `error` shows. */
  private readonly change = new Resource<Pick<AccountInfoData, 'publishStatus' | 'listing'>>()

  constructor(valId: string) {
    super(valId, (d) => {
      if (!this.price && d.listing) this.price = String(d.listing.priceFen / 100)
    })
    makeObservable<PublishStore, 'publishFailed' | 'checkedPrice'>(this, {
      price: observable,
      error: observable,
      busy: computed,
      setPrice: action,
      publish: action,
      unpublish: action,
      markSold: action,
      publishFailed: action,
      checkedPrice: action,
    })
  }

  get busy(): boolean {
    return this.change.loading
  }

  setPrice(v: string) {
    this.price = v
    this.error = ''
  }

  /** The price in the field in fen, or null (its error shown) when it is not a valid price or a change is running. */
  private checkedPrice(): number | null {
    if (this.busy || !this.data) return null
    this.error = priceError(this.price)
    return this.error ? null : (yuanToFen(this.price) as number)
  }

  async publish(): Promise<void> {
    const data = this.data
    const priceFen = this.checkedPrice()
    if (priceFen === null || !data) return
    const res = await this.change.run(() => accountApi.publish({ valId: this.valId, priceFen }))
    if (!res) return this.publishFailed(this.change.error)
    this.source.set({ ...data, publishStatus: res.publishStatus, listing: res.listing })
    void Taro.showToast({ title: PublishText.PUBLISHED, icon: 'success' })
  }

  private publishFailed(e: unknown): void {
    // 40100: the request layer opens the real-name page (the call is silent, so the toast is ours).
    if (isRequestError(e) && e.code === BizCode.NOT_REAL_NAME) {
      this.error = ''
      void Taro.showToast({ title: ErrorText.REAL_NAME_REQUIRED, icon: 'none' })
    } else this.error = (isRequestError(e) && e.msg) || PublishText.FAILED
  }

  /** The published account sold at the price in the field (asked to confirm first). */
  async markSold(): Promise<void> {
    const data = this.data
    const priceFen = this.checkedPrice()
    if (priceFen === null || !data) return
    const { confirm } = await Taro.showModal({ title: PublishText.SOLD_CONFIRM_TITLE, content: soldConfirmText(this.price) })
    if (!confirm) return
    const res = await this.change.run(() => accountApi.markSold({ valId: this.valId, priceFen }))
    if (!res) {
      this.error = (isRequestError(this.change.error) && this.change.error.msg) || PublishText.SOLD_FAILED
      return
    }
    this.source.set({ ...data, publishStatus: res.publishStatus, listing: res.listing })
    void Taro.showToast({ title: PublishText.SOLD, icon: 'success' })
  }

  async unpublish(): Promise<void> {
    const data = this.data
    if (this.busy || !data) return
    const res = await this.change.run(() => accountApi.unpublish(this.valId))
    if (!res) return
    this.source.set({ ...data, publishStatus: res.publishStatus, listing: res.listing })
    void Taro.showToast({ title: PublishText.UNPUBLISHED, icon: 'none' })
  }
}
