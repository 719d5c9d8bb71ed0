import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import * as aiApi from '@/api/ai-create'
import type { AiCreateBody, AiCreateData, AiTone } from '@/api/ai-create'
import { aiCreateCache } from '@/platform/caches'
import { AccountInputState } from '@/stores/account-input'
import { Resource } from '@/stores/resource'
import { formatYuanRange } from '@/utils/money'

export const AI_TONES: readonly AiTone[] = ['简洁', '详细', '活泼']

/** How many recent results the AI-create cache keeps (spec section 3; cleared at logout). */
export const RECENT_MAX = 5

/** One result as the user sees and edits it: the service's answer and the edited texts. */
export interface AiDraft {
  id: string
  createdAt: number
  data: AiCreateData
  title: string
  points: string
  description: string
}

interface CacheShape {
  recent: AiDraft[]
}

export const AiText = {
  LABEL: 'AI生成，仅供参考',
  COPIED: '文案已复制',
  COPY_FAILED: '复制失败，请长按文本手动复制',
} as const

const newSeed = () => Math.floor(Math.random() * 2147483647)

/** The text 复制 puts on the clipboard: title, selling points, description and the suggested price if any. */
export function draftText(d: AiDraft): string {
  const points = d.points
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `· ${p}`)
  const price = d.data.priceRange ? [`参考价：${formatYuanRange(d.data.priceRange.lowFen, d.data.priceRange.highFen)}`] : []
  return [
    d.title.trim(),
    ...(points.length ? ['', ...points] : []),
    '',
    d.description.trim(),
    ...(price.length ? ['', ...price] : []),
  ].join('\n')
}

/**
 * AI创作: pick one of the user's reports (or a game and its answers) and a tone, generate, edit, regenerate, copy.
 * Recent results live in the AI-create cache, so leaving the page loses nothing; logout clears it.
 */
export class AiCreateStore {
  readonly account = new AccountInputState(['report', 'props'], 'aiCreate')
  tone: AiTone = '简洁'
  readonly result = new Resource<AiCreateData>()
  draft: AiDraft | null = null
  recent: AiDraft[] = []
  private last: AiCreateBody | null = null

  constructor() {
    makeAutoObservable<AiCreateStore, 'last'>(this, { account: false, result: false, last: false })
  }

  /** Page entry: the recent results from the cache, and the report of `?valId=` preselected. */
  open(valId?: string) {
    this.recent = aiCreateCache.read<CacheShape>()?.recent ?? []
    this.draft = null
    this.result.reset()
    if (valId) {
      this.account.setMode('report')
      this.account.pickReport(valId)
    } else {
      this.account.loadReports()
    }
  }

  setTone(tone: AiTone) {
    this.tone = tone
  }

  async generate(): Promise<boolean> {
    const account = this.account.validate()
    if (!account) return false
    const body: AiCreateBody | null =
      'valId' in account
        ? { valId: account.valId, tone: this.tone }
        : 'answers' in account
          ? { gameId: account.gameId, answers: account.answers, tone: this.tone }
          : null
    if (!body) return false
    this.last = body
    return this.run(body)
  }

  /** 重新生成: the same account, the tone now picked, another wording. */
  regenerate(): Promise<boolean> {
    return this.last ? this.run({ ...this.last, tone: this.tone }) : Promise.resolve(false)
  }

  private async run(body: AiCreateBody): Promise<boolean> {
    const data = await this.result.run(() => aiApi.aiCreate({ ...body, seed: newSeed() }))
    if (!data) {
      if (!this.draft) this.account.showServiceError(this.result.errorText)
      return false
    }
    const draft: AiDraft = {
      id: `${Date.now()}-${newSeed()}`,
      createdAt: Date.now(),
      data,
      title: data.title,
      points: data.sellingPoints.join('\n'),
      description: data.description,
    }
    this.draft = draft
    this.recent = [draft, ...this.recent].slice(0, RECENT_MAX)
    this.persist()
    return true
  }

  edit(field: 'title' | 'points' | 'description', value: string) {
    if (!this.draft) return
    this.draft[field] = value
    this.recent = this.recent.map((r) => (r.id === this.draft?.id ? { ...this.draft } : r))
    this.persist()
  }

  restore(id: string) {
    const hit = this.recent.find((r) => r.id === id)
    if (hit) {
      this.draft = { ...hit }
      this.tone = hit.data.tone
    }
  }

  /** Back to choosing an account (the recent results stay). */
  again() {
    this.draft = null
    this.last = null
    this.result.reset()
  }

  async copy(): Promise<boolean> {
    if (!this.draft) return false
    try {
      await Taro.setClipboardData({ data: draftText(this.draft) })
      void Taro.showToast({ title: AiText.COPIED, icon: 'none' })
      return true
    } catch {
      void Taro.showToast({ title: AiText.COPY_FAILED, icon: 'none' })
      return false
    }
  }

  private persist() {
    aiCreateCache.write({ recent: this.recent } satisfies CacheShape)
  }
}

export const aiCreateStore = new AiCreateStore()
