import { makeAutoObservable, runInAction } from 'mobx'
import * as feedbackApi from '@/api/feedback'
import { FeedbackLimit } from '@/constants/feedback'
import { isRequestError } from '@/http'

export const UploadText = {
  UPLOADING: '图片上传中，请稍候',
  UPLOAD_FAILED: '有图片上传失败，请重试或删除',
} as const

/** Why a form could not be sent, when the service says nothing more useful. */
const SUBMIT_FAILED_TEXT = '提交失败，请稍后重试'

/** A failed submit's message: the service's when it gave one (the request wrapper toasts it as well). */
const submitErrorText = (e: unknown): string => (isRequestError(e) && e.msg ? e.msg : SUBMIT_FAILED_TEXT)

interface Shot {
  key: number
  path: string
  state: 'uploading' | 'done' | 'failed'
  imageId?: string
}

/**
 * A form's screenshots: uploaded one by one as they are added, with retry and remove. `onChange` hears every
 * add, retry and remove (the bug report clears the field's message then).
 */
export class ImageUploads {
  shots: Shot[] = []
  private seq = 0

  constructor(private readonly onChange: () => void = () => {}) {
    makeAutoObservable<ImageUploads, 'seq' | 'onChange'>(this, { seq: false, onChange: false })
  }

  get room(): number {
    return FeedbackLimit.IMAGES_MAX - this.shots.length
  }

  /** What stops a submit while images are not all uploaded; '' when none. */
  get problem(): string {
    if (this.shots.some((s) => s.state === 'uploading')) return UploadText.UPLOADING
    if (this.shots.some((s) => s.state === 'failed')) return UploadText.UPLOAD_FAILED
    return ''
  }

  /** The uploaded images' ids, as a submit body carries them (none: no key). */
  get body(): { imageIds?: string[] } {
    const imageIds = this.shots.map((s) => s.imageId as string)
    return imageIds.length ? { imageIds } : {}
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
  async add(paths: string[]): Promise<number> {
    this.onChange()
    const added = paths.slice(0, this.room).map((path) => ({ key: ++this.seq, path, state: 'uploading' as const }))
    this.shots = [...this.shots, ...added].slice(0, FeedbackLimit.IMAGES_MAX)
    await Promise.all(added.map((shot) => this.upload(shot)))
    return added.length
  }

  /** Uploads a failed image again. */
  retry(key: number) {
    this.onChange()
    const shot = this.shots.find((s) => s.key === key)
    if (shot) void this.upload(shot)
  }

  remove(key: number) {
    this.shots = this.shots.filter((s) => s.key !== key)
    this.onChange()
  }

  clear() {
    this.shots = []
  }
}

/**
 * Sends a checked form, one submit at a time: `busy` while it runs, `done` once the service has it; a refusal's
 * message goes to `fail`. True when sent.
 */
export async function submitForm(
  form: { busy: boolean; done: boolean },
  send: () => Promise<unknown>,
  fail: (message: string) => void,
): Promise<boolean> {
  runInAction(() => {
    form.busy = true
  })
  try {
    await send()
    runInAction(() => {
      form.done = true
    })
    return true
  } catch (e) {
    runInAction(() => fail(submitErrorText(e)))
    return false
  } finally {
    runInAction(() => {
      form.busy = false
    })
  }
}

/** The contact as a submit body carries it: trimmed, and no key when left empty. */
export function contactBody(contact: string): { contact?: string } {
  const c = contact.trim()
  return c ? { contact: c } : {}
}
