import * as bannerApi from '@/api/banner'
import type { BannerDetail } from '@/api/banner'
import { BizCode } from '@/http'
import { DetailStore } from '@/stores/detail'

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
export class BannerLandingStore extends DetailStore<BannerDetail> {
  constructor(id: number | null) {
    super(id === null ? null : () => bannerApi.bannerDetail(id), [BizCode.NOT_FOUND])
  }

  get detail(): BannerDetail | null {
    return this.item
  }

  get blocks(): LandingBlock[] {
    return this.item ? landingBlocks(this.item.body) : []
  }
}
