import { makeAutoObservable } from 'mobx'
import * as feedbackApi from '@/api/feedback'
import { isEmail, isMobile } from '@/utils/validators'
import type { FeedbackCategory } from '../../../server/src/contract/feedback'
import { ImageUploads, UploadText, contactBody, submitForm } from './uploads'

export const FeedbackText = {
  CATEGORY_EMPTY: '请选择反馈类型',
  CONTENT_EMPTY: '请填写反馈内容',
  CONTACT_INVALID: '请填写正确的手机号、邮箱或QQ号',
  ...UploadText,
  SUCCESS: '提交成功，感谢你的反馈',
  LOGIN_FIRST: '请先登录',
} as const

const QQ_RE = /^[1-9]\d{4,10}$/

/** Contact is optional; when given it must be a mainland mobile, an e-mail or a QQ number (as the service checks). */
export function contactError(v: string): string {
  const c = v.trim()
  if (!c) return ''
  return isMobile(c) || isEmail(c) || QQ_RE.test(c) ? '' : FeedbackText.CONTACT_INVALID
}

/** 意见反馈: the category, text, images (uploaded one by one as they are added) and contact, then the submit. */
export class FeedbackStore {
  category: FeedbackCategory | '' = ''
  content = ''
  contact = ''
  readonly images = new ImageUploads()
  error = ''
  busy = false
  done = false

  constructor() {
    makeAutoObservable(this, { images: false })
  }

  setCategory(c: FeedbackCategory) {
    this.category = c
  }

  setContent(v: string) {
    this.content = v
  }

  setContact(v: string) {
    this.contact = v
  }

  setError(v: string) {
    this.error = v
  }

  private validate(): string {
    if (!this.category) return FeedbackText.CATEGORY_EMPTY
    if (!this.content.trim()) return FeedbackText.CONTENT_EMPTY
    return this.images.problem || contactError(this.contact)
  }

  /** Checks and sends the feedback; true once the service has it (the confirmation screen says so, no toast). */
  async submit(): Promise<boolean> {
    if (this.busy) return false
    const problem = this.validate()
    this.error = problem
    if (problem) return false
    return submitForm(
      this,
      () =>
        feedbackApi.submit({
          category: this.category as FeedbackCategory,
          content: this.content.trim(),
          ...this.images.body,
          ...contactBody(this.contact),
        }),
      // The request wrapper toasts the service's message; keep it under the form as well.
      (message) => this.setError(message),
    )
  }

  reset() {
    this.category = ''
    this.content = ''
    this.contact = ''
    this.images.clear()
    this.error = ''
    this.done = false
  }
}
