import { makeAutoObservable, runInAction } from 'mobx'
import * as feedbackApi from '@/api/feedback'
import { FeedbackLimit } from '@/constants/feedback'
import { isRequestError } from '@/http'
import { isEmail, isMobile } from '@/utils/validators'
import type { FeedbackCategory } from '../../../server/src/contract/feedback'

export const FeedbackText = {
  CATEGORY_EMPTY: '请选择反馈类型',
  CONTENT_EMPTY: '请填写反馈内容',
  CONTACT_INVALID: '请填写正确的手机号、邮箱或QQ号',
  UPLOADING: '图片上传中，请稍候',
  UPLOAD_FAILED: '有图片上传失败，请重试或删除',
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

export interface Shot {
  key: number
  path: string
  state: 'uploading' | 'done' | 'failed'
  imageId?: string
}

/** 意见反馈: the category, text, images (uploaded one by one as they are added) and contact, then the submit. */
export class FeedbackStore {
  category: FeedbackCategory | '' = ''
  content = ''
  contact = ''
  shots: Shot[] = []
  error = ''
  busy = false
  done = false
  private seq = 0

  constructor() {
    makeAutoObservable<FeedbackStore, 'seq'>(this, { seq: false })
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

  get room(): number {
    return FeedbackLimit.IMAGES_MAX - this.shots.length
  }

  private patch(key: number, next: Partial<Shot>) {
    this.shots = this.shots.map((s) => (s.key === key ? { ...s, ...next } : s))
  }

  private async upload(shot: Shot) {
    this.patch(shot.key, { state: 'uploading' })
    try {
      const res = await feedbackApi.uploadImage(shot.path)
      runInAction(() => this.patch(shot.key, { state: 'done', imageId: res.imageId }))
    } catch {
      runInAction(() => this.patch(shot.key, { state: 'failed' }))
    }
  }

  /** Adds the chosen images (up to the limit) and uploads them; returns how many were added. */
  async addImages(paths: string[]): Promise<number> {
    const added = paths.slice(0, this.room).map((path) => ({ key: ++this.seq, path, state: 'uploading' as const }))
    this.shots = [...this.shots, ...added].slice(0, FeedbackLimit.IMAGES_MAX)
    await Promise.all(added.map((shot) => this.upload(shot)))
    return added.length
  }

  /** Uploads a failed image again. */
  retry(key: number) {
    const shot = this.shots.find((s) => s.key === key)
    if (shot) void this.upload(shot)
  }

  removeShot(key: number) {
    this.shots = this.shots.filter((s) => s.key !== key)
  }

  private validate(): string {
    if (!this.category) return FeedbackText.CATEGORY_EMPTY
    if (!this.content.trim()) return FeedbackText.CONTENT_EMPTY
    if (this.shots.some((s) => s.state === 'uploading')) return FeedbackText.UPLOADING
    if (this.shots.some((s) => s.state === 'failed')) return FeedbackText.UPLOAD_FAILED
    return contactError(this.contact)
  }

  /** Checks and sends the feedback; true once the service has it. */
  async submit(): Promise<boolean> {
    if (this.busy) return false
    const problem = this.validate()
    this.error = problem
    if (problem) return false
    this.busy = true
    try {
      const imageIds = this.shots.map((s) => s.imageId as string)
      await feedbackApi.submit({
        category: this.category as FeedbackCategory,
        content: this.content.trim(),
        ...(imageIds.length ? { imageIds } : {}),
        ...(this.contact.trim() ? { contact: this.contact.trim() } : {}),
      })
      runInAction(() => {
        // The confirmation screen says it; no toast on top of it.
        this.done = true
      })
      return true
    } catch (e) {
      runInAction(() => {
        // The request wrapper toasts the service's message; keep it under the form as well.
        this.error = isRequestError(e) && e.msg ? e.msg : '提交失败，请稍后重试'
      })
      return false
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  reset() {
    this.category = ''
    this.content = ''
    this.contact = ''
    this.shots = []
    this.error = ''
    this.done = false
  }
}
