import { makeAutoObservable, runInAction } from 'mobx'
import * as bannerApi from '@/api/banner'
import type { BannerDetail } from '@/api/banner'
import { LIST_LOAD_FAILED_TEXT } from '@/constants/app'
import { BizCode, isRequestError } from '@/http'
import type { ListStatus } from '@/stores/paged-list'

export const LandingText = {
  MISSING: '活动不存在或已结束',
  MISSING_SUB: '去首页看看其他活动吧',
} as const

/** One block of a landing page's body: a paragraph, or a heading (a paragraph written as `## text`). */
export interface LandingBlock {
  kind: 'heading' | 'text'
  text: string
}

const HEADING = /^##\s+/

/** The body as the page draws it: headings marked, blank paragraphs left out. */
export function landingBlocks(body: readonly string[]): LandingBlock[] {
  return body
    .map((p): LandingBlock =>
      HEADING.test(p) ? { kind: 'heading', text: p.replace(HEADING, '').trim() } : { kind: 'text', text: p.trim() },
    )
    .filter((b) => b.text !== '')
}

/** `id` from the page's query: a positive whole number, else null (the page then says the activity is gone). */
export function bannerIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,6}$/.test(raw)) return null
  return Number(raw)
}

/**
 * A banner's landing page (`pages/h5/banner/index?id=N`): the banner, its body and its button, from the service.
 * An unknown, disabled or ended banner is `missing` (one answer from the service, 40004), not an error to retry.
 */
export class BannerLandingStore {
  status: ListStatus = 'idle'
  missing = false
  error = ''
  detail: BannerDetail | null = null

  constructor(readonly id: number | null) {
    makeAutoObservable(this, { id: false })
  }

  get blocks(): LandingBlock[] {
    return this.detail ? landingBlocks(this.detail.body) : []
  }

  async load(): Promise<void> {
    if (this.id === null) {
      this.missing = true
      this.status = 'ready'
      return
    }
    this.status = 'loading'
    this.error = ''
    try {
      const detail = await bannerApi.bannerDetail(this.id)
      runInAction(() => {
        this.detail = detail
        this.missing = false
        this.status = 'ready'
      })
    } catch (e) {
      runInAction(() => {
        if (isRequestError(e) && e.code === BizCode.NOT_FOUND) {
          this.missing = true
          this.status = 'ready'
        } else {
          this.status = 'error'
          this.error = isRequestError(e) && e.msg ? e.msg : LIST_LOAD_FAILED_TEXT
        }
      })
    }
  }
}
