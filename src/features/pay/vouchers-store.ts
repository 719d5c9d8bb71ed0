import { makeAutoObservable } from 'mobx'
import * as paymentApi from '@/api/payment'
import type { CouponItem } from '@/api/payment'
import { PagedList } from '@/stores/paged-list'

/** 券使用记录 tabs as the service numbers them. */
export const VOUCHER_TABS = [
  { tab: 1, text: '可使用' },
  { tab: 2, text: '已使用' },
  { tab: 3, text: '已过期' },
] as const
export type VoucherTab = (typeof VOUCHER_TABS)[number]['tab']

const EMPTY_TEXT: Record<VoucherTab, string> = {
  1: '暂无可用的解锁券，邀请好友或完成任务可以获得',
  2: '还没有使用过解锁券',
  3: '没有过期的解锁券',
}

/** The coupon records page: one paged list per tab, each loaded the first time its tab is shown. */
export class VouchersStore {
  tab: VoucherTab = 1
  readonly lists: Record<VoucherTab, PagedList<CouponItem>>

  constructor() {
    const list = (tab: VoucherTab) =>
      new PagedList<CouponItem>(
        (page, pageSize) => paymentApi.couponList({ tab, page, pageSize }),
        20,
        (c) => c.id,
      )
    this.lists = { 1: list(1), 2: list(2), 3: list(3) }
    makeAutoObservable<VouchersStore, 'lists'>(this, { lists: false })
  }

  get list(): PagedList<CouponItem> {
    return this.lists[this.tab]
  }

  get emptyText(): string {
    return EMPTY_TEXT[this.tab]
  }

  setTab(tab: VoucherTab): void {
    this.tab = tab
    if (this.list.status === 'idle') void this.list.refresh()
  }

  /** Back on the page: the shown tab again (a coupon may have been spent or earned meanwhile). */
  refreshShown(): Promise<void> {
    return this.list.refresh()
  }
}
