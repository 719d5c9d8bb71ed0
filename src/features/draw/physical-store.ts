import { makeAutoObservable } from 'mobx'
import * as drawApi from '@/api/draw'
import type { DrawRecord } from '@/api/draw'
import { PrizeState } from '@/constants/draw'
import { Resource } from '@/stores/resource'

/** The shipping steps of a real prize, as the timeline shows them. */
export const SHIPPING_STEPS = [
  { state: PrizeState.AWAITING_ADDRESS, title: '待填写地址', sub: '填写收货地址后安排发货' },
  { state: PrizeState.ADDRESS_SUBMITTED, title: '待发货', sub: '收货地址已确认，发货前仍可修改' },
  { state: PrizeState.SHIPPED, title: '已发货', sub: '奖品已寄出，请留意快递信息' },
] as const

/** 物流信息 of one won real prize: the record with its address and shipping, read again each time it is shown. */
export class PhysicalStore {
  readonly record = new Resource<DrawRecord>()

  constructor(readonly recordId: number) {
    makeAutoObservable(this, { recordId: false, record: false })
  }

  get valid(): boolean {
    return Number.isInteger(this.recordId) && this.recordId > 0
  }

  /** Where the prize stands on the timeline: 0 waiting for the address, 1 waiting to ship, 2 shipped. */
  get step(): number {
    const state = this.record.data?.state
    return Math.max(
      0,
      SHIPPING_STEPS.findIndex((s) => s.state === state),
    )
  }

  async load(): Promise<void> {
    if (!this.valid) return
    // Back from editing the address: keep the page on screen while it reloads.
    await this.record.run(() => drawApi.drawRecord(this.recordId))
  }
}
