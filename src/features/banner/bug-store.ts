import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as feedbackApi from '@/api/feedback'
import { APP_VERSION, type TerminalName } from '@/constants/app'
import { FeedbackLimit } from '@/constants/feedback'
import { ImageUploads, contactBody, contactError, submitForm } from '@/features/feedback'
import { BUG_REPORT_PAGES, type BugReportPage } from '../../../server/src/contract/values/feedback'

export { BUG_REPORT_PAGES, type BugReportPage }

export const BugText = {
  PAGE_EMPTY: '请选择问题出现在哪里',
  CONTENT_EMPTY: '请描述你遇到的问题',
} as const

/** How the device shows on the form (read-only) and what the report carries. */
export interface DeviceInfo {
  terminal: string
  system: string
  model: string
  version: string
}

const TERMINAL_LABEL: Record<TerminalName, string> = {
  web: '网页版',
  weixin: '微信小程序',
  toutiao: '抖音小程序',
  android: '安卓App',
  ios: 'iOS App',
  admin: '管理后台',
}

/** The device of this session, filled automatically; a field the runtime does not tell stays 未知. */
export function readDeviceInfo(terminal: TerminalName): DeviceInfo {
  let system = ''
  let model = ''
  try {
    const info = Taro.getSystemInfoSync()
    system = String(info.system ?? '').trim()
    model = [info.brand, info.model]
      .filter((s) => s && String(s).trim() && s !== 'unknown')
      .join(' ')
      .trim()
  } catch {
    // Some hosts refuse system info; the report goes out with what is known.
  }
  return {
    terminal: TERMINAL_LABEL[terminal] ?? terminal,
    system: system || '未知',
    model: model || '未知',
    version: APP_VERSION,
  }
}

/** The one line the report stores, within the contract's length. */
export function deviceText(d: DeviceInfo): string {
  const text = `${d.terminal}；${d.system}；${d.model}；App ${d.version}`.replace(/\s+/g, ' ')
  return Array.from(text).slice(0, FeedbackLimit.DEVICE_MAX).join('')
}

export type BugField = 'page' | 'content' | 'images' | 'contact'

/**
 * 找Bug赢爱心值 (`pages/h5/banner/bug-feedback`): where it happened, what happened, screenshots, contact, and
 * the device filled in; filed into 意见反馈 under its own category. Images go through the feedback form's
 * uploader (one by one as they are added, with retry and remove).
 */
export class BugReportStore {
  page: BugReportPage | '' = ''
  content = ''
  contact = ''
  readonly images = new ImageUploads(() => this.clear('images'))
  errors: Partial<Record<BugField, string>> = {}
  submitError = ''
  busy = false
  done = false

  constructor(readonly device: DeviceInfo) {
    makeAutoObservable(this, { images: false, device: false })
  }

  /** A field's message goes once the user changes that field. */
  private clear(field: BugField) {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined }
  }

  setPage(p: BugReportPage) {
    this.page = p
    this.clear('page')
  }

  setContent(v: string) {
    this.content = v
    if (v.trim()) this.clear('content')
  }

  setContact(v: string) {
    this.contact = v
    this.clear('contact')
  }

  // The view hands the grid `images` itself; these two are the store's own way in (as its tests use it).
  addImages(paths: string[]): Promise<number> {
    return this.images.add(paths)
  }

  removeImage(key: number) {
    this.images.remove(key)
  }

  private validate(): Partial<Record<BugField, string>> {
    const errors: Partial<Record<BugField, string>> = {}
    if (!this.page) errors.page = BugText.PAGE_EMPTY
    if (!this.content.trim()) errors.content = BugText.CONTENT_EMPTY
    if (this.images.problem) errors.images = this.images.problem
    const contact = contactError(this.contact)
    if (contact) errors.contact = contact
    return errors
  }

  /** Checks every field (each says what is wrong under it) and files the report; true once the service has it. */
  async submit(): Promise<boolean> {
    if (this.busy) return false
    this.errors = this.validate()
    this.submitError = ''
    if (Object.values(this.errors).some(Boolean)) return false
    return submitForm(
      this,
      () =>
        feedbackApi.submitBugReport({
          page: this.page as BugReportPage,
          device: deviceText(this.device),
          content: this.content.trim(),
          ...this.images.body,
          ...contactBody(this.contact),
        }),
      // The request wrapper toasts the service's message; it stays above the button as well.
      (message) => {
        this.submitError = message
      },
    )
  }

  /** 再报一个: a fresh form (the device stays). */
  reset() {
    this.page = ''
    this.content = ''
    this.contact = ''
    this.images.clear()
    this.errors = {}
    this.submitError = ''
    this.done = false
  }
}
