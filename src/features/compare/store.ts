import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import * as compareApi from '@/api/compare'
import type { CompareAnswer, CompareListItem, CompareReportData, ReportListItem } from '@/api/compare'
import { ReportStatus } from '@/constants/report'
import { TrackName } from '@/constants/tracker'
import { CompareMode } from '@/constants/valuation'
import { isRequestError } from '@/http'
import { shareLink } from '@/platform/share-link'
import type { ChatCard } from '@/platform/share-card'
import { PagedList } from '@/stores/paged-list'
import { trackClick } from '@/tracker/hooks'
import { isLockedCompare } from './compare-kind'
import { compareShareCard } from './share-card'

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
  reports: ReportListItem[] | null = null
  loadError = false
  picked: Picked
  mode: number
  result: CompareAnswer | null = null
  busy = false
  error = ''
  /** The public link of a comparison, and which comparison it is (see `shareKey`). */
  shared: { key: string; path: string } | null = null
  readonly history = new PagedList<CompareListItem>((page, pageSize) => compareApi.compareList({ page, pageSize }), 10)

  constructor(initial: { valIdA?: string; valIdB?: string; mode?: number }) {
    this.picked = { a: initial.valIdA || undefined, b: initial.valIdB || undefined }
    this.mode = initial.mode === CompareMode.TARGET ? CompareMode.TARGET : CompareMode.ORIGIN
    makeAutoObservable(this, { history: false })
  }

  /** The game of the picked reports: only reports of that game can join them. */
  get game(): number | undefined {
    const byId = new Map((this.reports ?? []).map((r) => [r.valId, r]))
    const { a, b } = this.picked
    return (a && byId.get(a)?.gameId) || (b && byId.get(b)?.gameId) || undefined
  }

  async loadReports(): Promise<void> {
    this.loadError = false
    try {
      const data = await compareApi.reportList({ page: 1, pageSize: 50 })
      runInAction(() => {
        this.reports = data.list.filter((r) => r.status === ReportStatus.UNLOCKED || r.status === ReportStatus.NOT_UNLOCKED)
      })
    } catch {
      runInAction(() => {
        this.loadError = true
      })
    }
  }

  /** Compares the two picks with `mode` as the base side; the comparison is kept as a PK report. */
  async run(mode: number): Promise<void> {
    const { a, b } = this.picked
    if (!a || !b || this.busy) return
    this.busy = true
    this.error = ''
    try {
      const data = await compareApi.compare({ valIdA: a, valIdB: b, mode: mode as 0 | 1 })
      runInAction(() => {
        this.result = data
        this.mode = mode
      })
      if (isLockedCompare(data)) {
        trackClick(TrackName.PK_REPORT, { action: 'compare', mode, gameId: data.gameId, locked: true })
        return
      }
      trackClick(TrackName.PK_REPORT, { action: 'compare', mode, gameId: data.gameId, gapFen: data.gapFen })
      // The comparison is now a PK report (new, or the one made before): the records list shows it.
      void this.history.refresh()
    } catch (e) {
      runInAction(() => {
        this.error = (isRequestError(e) && e.msg) || CompareText.COMPARE_FAILED
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
  }

  /** Reopens a PK report as it was made; it stays readable after one of its valuation reports is deleted. */
  async open(reportId: string): Promise<void> {
    if (this.busy) return
    this.busy = true
    this.error = ''
    try {
      const data = await compareApi.compareReport(reportId)
      const [a, b] = data.mode === CompareMode.TARGET ? [data.other.valId, data.base.valId] : [data.base.valId, data.other.valId]
      runInAction(() => {
        this.picked = { a, b }
        this.mode = data.mode
        this.result = data
      })
      trackClick(TrackName.PK_REPORT, { action: 'open', mode: data.mode, gameId: data.gameId })
    } catch (e) {
      runInAction(() => {
        this.error = (isRequestError(e) && e.msg) || CompareText.OPEN_FAILED
      })
    } finally {
      runInAction(() => {
        this.busy = false
      })
    }
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
    try {
      const { path } = await compareApi.compareShare({ valIdA: a, valIdB: b, mode: this.mode as 0 | 1 }, { silent: true })
      runInAction(() => {
        this.shared = { key, path }
      })
    } catch {
      // Without the link the share card is the page itself (the host's default).
    }
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
