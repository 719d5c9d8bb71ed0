import { makeAutoObservable, runInAction } from 'mobx'
import { goodsSimilar, reportList } from '@/api/market'
import type { ReportListItem, SimilarItem } from '@/api/records'
import { ReportStatus } from '@/constants/report'

/** How many of the user's latest reports the similar-accounts page offers as the account to compare with. */
export const BASIS_CHOICES = 5

const isGenerated = (r: ReportListItem) => r.status === ReportStatus.NOT_UNLOCKED || r.status === ReportStatus.UNLOCKED

/**
 * Which of the user's generated reports the similar listings follow (goods/similar on it), and the paged
 * fetch itself: every first page re-reads the reports, so a pull-down picks up a valuation made meanwhile.
 */
export class SimilarBasisStore {
  reports: ReportListItem[] | null = null
  selected: string | null = null

  constructor(private readonly type: 1 | 4) {
    makeAutoObservable<SimilarBasisStore, 'type'>(this, { type: false, fetch: false })
  }

  get current(): ReportListItem | undefined {
    return this.reports?.find((r) => r.valId === this.selected)
  }

  /** The user has no generated report yet: nothing to compare with. */
  get noReport(): boolean {
    return this.reports !== null && this.reports.length === 0
  }

  /** Follows another report; false when it already was the basis. */
  pick(valId: string): boolean {
    if (valId === this.selected) return false
    this.selected = valId
    return true
  }

  fetch = async (page: number, pageSize: number): Promise<{ list: SimilarItem[]; total: number }> => {
    if (page === 1) {
      const res = await reportList({ page: 1, pageSize: 20 })
      const generated = res.list.filter(isGenerated).slice(0, BASIS_CHOICES)
      runInAction(() => {
        this.reports = generated
        if (!generated.some((r) => r.valId === this.selected)) this.selected = generated[0]?.valId ?? null
      })
    }
    const basis = this.selected
    if (!basis) return { list: [], total: 0 }
    const res = await goodsSimilar({ type: this.type, valId: basis, page, pageSize })
    return { list: res.list, total: res.total }
  }
}
