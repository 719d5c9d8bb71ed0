import { makeAutoObservable } from 'mobx'
import * as drawApi from '@/api/draw'
import type { DeliveryAddress, DrawRecord } from '@/api/draw'
import { AddressLimit, PrizeState, PrizeType } from '@/constants/draw'
import { BizCode, isRequestError } from '@/http'
import type { ListStatus } from '@/stores/paged-list'
import { Resource } from '@/stores/resource'
import { isMobile } from '@/utils/validators'

export type Region = [province: string, city: string, district: string]
export type AddressField = 'name' | 'mobile' | 'region' | 'detail'

export const AddressText = {
  NAME_MISSING: '请填写收货人',
  NAME_TOO_LONG: `收货人最多 ${AddressLimit.NAME_MAX} 个字`,
  MOBILE_INVALID: '请输入正确的手机号',
  REGION_MISSING: '请选择所在地区',
  DETAIL_SHORT: `详细地址至少 ${AddressLimit.DETAIL_MIN} 个字`,
  DETAIL_LONG: `详细地址最多 ${AddressLimit.DETAIL_MAX} 个字`,
  SUBMIT_FAILED: '提交失败，请稍后重试',
} as const

/** Characters as people count them (an emoji or a rare character is one). */
const length = (s: string) => Array.from(s).length

/** What is wrong with each field, '' where it is fine; the service checks the same limits again. */
export function addressErrors(form: { name: string; mobile: string; region: Region | null; detail: string }): Record<AddressField, string> {
  const name = form.name.trim()
  const detail = form.detail.trim()
  return {
    name: !name ? AddressText.NAME_MISSING : length(name) > AddressLimit.NAME_MAX ? AddressText.NAME_TOO_LONG : '',
    mobile: isMobile(form.mobile.trim()) ? '' : AddressText.MOBILE_INVALID,
    region: form.region && form.region.every((part) => part.trim() !== '') ? '' : AddressText.REGION_MISSING,
    detail:
      length(detail) < AddressLimit.DETAIL_MIN
        ? AddressText.DETAIL_SHORT
        : length(detail) > AddressLimit.DETAIL_MAX
          ? AddressText.DETAIL_LONG
          : '',
  }
}

export const formatRegion = (a: Pick<DeliveryAddress, 'province' | 'city' | 'district'>) =>
  // Municipalities repeat their name as the city (北京市 北京市 东城区): say it once.
  (a.province === a.city ? [a.province, a.district] : [a.province, a.city, a.district]).join(' ')

/**
 * 填写收货地址 for one won real prize: the record with its prize, the form (pre-filled from the saved address
 * while it can still change), each field's own error, and the submit. A shipped prize or one that is not real
 * goods shows the address read-only.
 */
export class AddressStore {
  /** Its remedy for a load error: a reload (network) or nothing (no such record). */
  readonly source = new Resource<DrawRecord>(() => drawApi.drawRecord(this.recordId), {
    onData: (record) => this.fill(record),
  })
  /** The submit in flight. */
  private readonly submit$ = new Resource<DrawRecord>(null, { failedText: AddressText.SUBMIT_FAILED })
  name = ''
  mobile = ''
  region: Region | null = null
  detail = ''
  errors: Record<AddressField, string> = { name: '', mobile: '', region: '', detail: '' }
  submitError = ''
  /** The reload after a refusal: its loading and its own failure are not the page's. */
  private quiet = false

  constructor(readonly recordId: number) {
    makeAutoObservable<AddressStore, 'submit$' | 'fill' | 'quiet'>(this, {
      recordId: false,
      // Set just before the load whose status it qualifies; that load's status change re-reads it.
      quiet: false,
      source: false,
      submit$: false,
      fill: false,
    })
  }

  get record(): DrawRecord | null {
    return this.source.data
  }

  /** A quiet reload that fails keeps the record on screen. */
  get status(): ListStatus {
    return this.quiet ? this.source.kept : this.source.status
  }

  get submitting(): boolean {
    return this.submit$.loading
  }

  get isReal(): boolean {
    return this.record?.prize?.type === PrizeType.REAL
  }

  get editable(): boolean {
    return this.isReal && !!this.record?.addressEditable
  }

  /** Why the form is read-only, or '' when it is not. */
  get readOnlyNote(): string {
    if (!this.record || this.editable) return ''
    if (!this.isReal) return '该奖品无需填写收货地址'
    if (this.record.state === PrizeState.SHIPPED) return '奖品已发货，收货地址不能再修改'
    return '收货地址暂时不能修改'
  }

  get isEditing(): boolean {
    return !!this.record?.address
  }

  async load(): Promise<void> {
    if (!Number.isInteger(this.recordId) || this.recordId < 1) return this.source.fail('中奖记录不存在')
    this.quiet = false
    await this.source.load()
  }

  private fill(record: DrawRecord): void {
    const a = record.address
    if (a) {
      this.name = a.name
      this.mobile = a.mobile
      this.region = [a.province, a.city, a.district]
      this.detail = a.detail
    }
  }

  setName(v: string): void {
    this.name = v
    this.errors.name = ''
  }

  setMobile(v: string): void {
    this.mobile = v.replace(/\D/g, '').slice(0, 11)
    this.errors.mobile = ''
  }

  setRegion(region: Region): void {
    this.region = region
    this.errors.region = ''
  }

  setDetail(v: string): void {
    this.detail = v
    this.errors.detail = ''
  }

  /** 保存地址. Resolves true once the service saved it (the page then shows the shipping). */
  async submit(): Promise<boolean> {
    if (!this.editable || this.submitting) return false
    this.submitError = ''
    const errors = addressErrors(this)
    this.errors = errors
    if (Object.values(errors).some(Boolean) || !this.region) return false
    const [province, city, district] = this.region
    const body = { name: this.name.trim(), mobile: this.mobile.trim(), province, city, district, detail: this.detail.trim() }
    const record = await this.submit$.run(() => drawApi.drawAddress(this.recordId, body))
    if (record) {
      this.source.set(record)
      return true
    }
    this.setSubmitError(this.submit$.errorText)
    const e = this.submit$.error
    // Shipped meanwhile: the page turns read-only with the address as it went out.
    if (isRequestError(e) && e.code === BizCode.PRIZE_SHIPPED) await this.reloadQuietly()
    return false
  }

  private setSubmitError(text: string): void {
    this.submitError = text
  }

  /** The refusal already says what happened: a failure here leaves the page as it is. */
  private async reloadQuietly(): Promise<void> {
    this.quiet = true
    await this.source.load()
  }
}
