import Taro from '@tarojs/taro'
import * as compareApi from '@/api/compare'
import type { CompareAnswer, CompareListItem, CompareReportData, ReportListItem } from '@/api/compare'
import { ReportStatus } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { CompareMode } from '@/constants/valuation'
import { isRequestError } from '@/http'
import { shareLink } from '@/platform/share-link'
import { Resource } from '@/stores/resource'
import type { ChatCard } from '@/platform/share-card'
import { PagedList } from '@/stores/paged-list'
import { trackClick } from '@/tracker/hooks'
import { isLockedCompare } from './compare-kind'
import { compareShareCard } from './share-card'
import { makeAutoObservableExcept } from '@/stores/unobserved'

export const CompareText = {
  INTRO: '选两份同一游戏的估价报告，看看差价差在哪里',
  EMPTY: '还没有估价报告',
  NEED_TWO: '至少需要两份同一游戏的估价报告才能PK',
  EVALUATE_ONE: '去估一个',
  LOCKED_TAG: '未解锁',
  PICK_HINT: '依次点选原号和目标号',
  OTHER_GAME: '不同游戏',
  START: '开始PK',
  LOAD_FAILED: '报告加载失败',
  COMPARE_FAILED: '对比失败，请稍后重试',
  OPEN_FAILED: 'PK记录加载失败，请稍后重试',
  COPIED: '分享链接已复制',
} as const

export interface Picked {
  a?: string
  b?: string
}

/**
 * One PK page: the owner's generated reports to pick from (a locked one compares without amounts), the two picks and the base side, the comparison (new,
 * or a PK report reopened from the history), and the PK history. One store per page.
 */
export class CompareStore {
  private readonly reportSource = new Resource(() => compareApi.reportList({ page: 1, pageSize: 50 }))
  /** A comparison or a reopened PK report on its way (one at a time). */
  private readonly asking = new Resource<CompareAnswer>()
  /** The public link of the comparison on screen; without it the share card is the page itself. */
  private readonly shareSource = new Resource<{ path: string }>()
  picked: Picked
  mode: number
  result: CompareAnswer | null = null
  error = ''
  /** The public link of a comparison, and which comparison it is (see `shareKey`). */
  shared: { key: string; path: string } | null = null
  readonly history = new PagedList<CompareListItem>((page, pageSize) => compareApi.compareList({ page, pageSize }), 10)

  constructor(initial: { valIdA?: string; valIdB?: string; mode?: number }) {
    this.picked = { a: initial.valIdA || undefined, b: initial.valIdB || undefined }
    this.mode = initial.mode === CompareMode.TARGET ? CompareMode.TARGET : CompareMode.ORIGIN
    makeAutoObservableExcept<CompareStore, 'reportSource' | 'asking' | 'shareSource'>(
      this,
      'history',
      'reportSource',
      'asking',
      'shareSource',
    )
  }

  /** The owner's generated reports to pick from. */
  get reports(): ReportListItem[] | null {
    const list = this.reportSource.data?.list
    return list ? list.filter((r) => r.status === ReportStatus.UNLOCKED || r.status === ReportStatus.NOT_UNLOCKED) : null
  }

  get loadError(): boolean {
    return this.reportSource.status === 'error'
  }

  get busy(): boolean {
    return this.asking.loading
  }

  /** The game of the picked reports: only reports of that game can join them. */
  get game(): number | undefined {
    const byId = new Map((this.reports ?? []).map((r) => [r.valId, r]))
    const { a, b } = this.picked
    return (a && byId.get(a)?.gameId) || (b && byId.get(b)?.gameId) || undefined
  }

  async loadReports(): Promise<void> {
    await this.reportSource.load()
  }

  /** The answer on screen, compared with `mode` as the base side. */
  private show(data: CompareAnswer, mode: number, picked?: Picked): void {
    if (picked) this.picked = picked
    this.mode = mode
    this.result = data
  }

  /** The service's reason, else the page's own words. */
  private failed(fallback: string): void {
    const e = this.asking.error
    this.error = (isRequestError(e) && e.msg) || fallback
  }

  /** Compares the two picks with `mode` as the base side; the comparison is kept as a PK report. */
  async run(mode: number): Promise<void> {
    const { a, b } = this.picked
    if (!a || !b || this.busy) return
    this.error = ''
    const data = await this.asking.run(() => compareApi.compare({ valIdA: a, valIdB: b, mode: mode as 0 | 1 }))
    if (!data) return this.failed(CompareText.COMPARE_FAILED)
    this.show(data, mode)
    if (isLockedCompare(data)) {
      trackClick(TrackName.PK_REPORT, { action: 'compare', mode, gameId: data.gameId, locked: true })
      return
    }
    trackClick(TrackName.PK_REPORT, { action: 'compare', mode, gameId: data.gameId, gapFen: data.gapFen })
    // The comparison is now a PK report (new, or the one made before): the records list shows it.
    void this.history.refresh()
  }

  /** Reopens a PK report as it was made; it stays readable after one of its valuation reports is deleted. */
  async open(reportId: string): Promise<void> {
    if (this.busy) return
    this.error = ''
    const data = await this.asking.run(() => compareApi.compareReport(reportId))
    if (!data) return this.failed(CompareText.OPEN_FAILED)
    const [a, b] = data.mode === CompareMode.TARGET ? [data.other.valId, data.base.valId] : [data.base.valId, data.other.valId]
    this.show(data, data.mode, { a, b })
    trackClick(TrackName.PK_REPORT, { action: 'open', mode: data.mode, gameId: data.gameId })
  }

  /** Picks or unpicks a report: the first pick is the original, the second the target. */
  toggle(valId: string) {
    this.result = null
    this.error = ''
    const p = this.picked
    if (p.a === valId) this.picked = { b: p.b }
    else if (p.b === valId) this.picked = { a: p.a }
    else if (!p.a) this.picked = { ...p, a: valId }
    else this.picked = { ...p, b: valId }
  }

  clearResult() {
    this.result = null
  }

  /** The full comparison on screen (a PK report): only it can be shared, a locked one cannot. */
  get full(): CompareReportData | null {
    return this.result && !isLockedCompare(this.result) ? this.result : null
  }

  /** The comparison on screen, as the service names it for a share: both picks and the base side. */
  private get shareKey(): string {
    return this.full ? `${this.picked.a}|${this.picked.b}|${this.mode}` : ''
  }

  /** Fetches the public link of the comparison on screen, so a share card can carry it (mini-programs). */
  async prepareShare(): Promise<void> {
    const key = this.shareKey
    const { a, b } = this.picked
    if (!key || !a || !b || this.shared?.key === key) return
    const body = { valIdA: a, valIdB: b, mode: this.mode as 0 | 1 }
    const link = await this.shareSource.run(() => compareApi.compareShare(body, { silent: true }))
    if (link) this.setShared({ key, path: link.path })
  }

  private setShared(shared: { key: string; path: string }): void {
    this.shared = shared
  }

  /** The chat card of the comparison on screen, once its public link is known. */
  get shareCard(): ChatCard | null {
    return this.full && this.shared?.key === this.shareKey ? compareShareCard(this.full, this.shared.path) : null
  }

  /** Copies a public link to the comparison. */
  async share(): Promise<void> {
    const { a, b } = this.picked
    if (!a || !b || !this.full) return
    try {
      const { path } = await compareApi.compareShare({ valIdA: a, valIdB: b, mode: this.mode as 0 | 1 })
      await Taro.setClipboardData({ data: shareLink(path) })
      void Taro.showToast({ title: CompareText.COPIED, icon: 'none' })
      trackClick(TrackName.PK_REPORT, { action: 'share', mode: this.mode })
    } catch {
      // The request layer has shown the service's message.
    }
  }
}
