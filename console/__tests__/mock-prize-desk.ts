/**
 * The mock console API's 奖品发放 endpoints (mock-api.ts hands their calls here): won prizes in memory with the rules
 * the pages depend on (roles from the contract's table, shipping only a prize with an address, the tracking number's
 * rule, a retry paying a failed red packet once).
 */
import type { PayoutAttempt, PlayerTag, PrizeRecordDetail } from '../../server/src/contract/console'
import { PRIZE_DESK_STATE_NAMES, TRACKING_NO_PATTERN, type PrizeDeskState } from '../../server/src/contract/console/prizes-values'
import { ConsoleEndpoint, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import type { Call, Reply } from './mock-support-desk'

export const PRIZE_NOW = Date.UTC(2026, 10, 30, 4, 0, 0)
const TRACKING_NO = new RegExp(TRACKING_NO_PATTERN)

export class MockPrizeDesk {
  records: PrizeRecordDetail[] = []
  activities = [
    { id: 'GIFT', title: '双十一好礼' },
    { id: 'RED', title: '天天领红包' },
  ]
  /** Whether the next retries' payouts fail, and how many payouts were made. */
  payoutFails = false
  payouts = 0

  add(player: PlayerTag, fields: Partial<PrizeRecordDetail> = {}): PrizeRecordDetail {
    const state = (fields.state ?? 2) as PrizeDeskState
    const record: PrizeRecordDetail = {
      id: this.records.length + 1,
      activityId: 'GIFT',
      activityTitle: '双十一好礼',
      player,
      prizeType: 1,
      prizeName: '游戏手柄',
      amountFen: 0,
      couponCount: 0,
      state,
      stateText: PRIZE_DESK_STATE_NAMES[state],
      createdAt: PRIZE_NOW,
      shipping: null,
      payoutError: null,
      address:
        state === 2
          ? {
              name: '张*',
              mobile: '139****5678',
              province: '广东省',
              city: '深圳市',
              district: '南山区',
              detail: '科技园南区 8 栋 1201',
              submittedAt: PRIZE_NOW,
            }
          : null,
      payout: null,
      attempts: [],
      canShip: state === 2,
      canRetry: state === 6,
      ...fields,
    }
    this.records.unshift(record)
    return record
  }

  handle(call: Call, me: { name: string; role: ConsoleRole }): Reply | null {
    const name = (Object.keys(ConsoleEndpoint) as (keyof typeof ConsoleEndpoint)[]).find(
      (n) => ConsoleEndpoint[n].path === call.path && ConsoleEndpoint[n].method === call.method,
    )
    if (!name?.startsWith('prize')) return null
    const ok = (data: unknown, msg = 'ok'): Reply => ({ code: 200, msg, data: JSON.parse(JSON.stringify(data)) as unknown })
    const fail = (code: number, msg: string): Reply => ({ code, msg, data: null })
    if (!roleMayCall(ConsoleEndpoint[name].roles, me.role)) return fail(40003, '无权操作')
    const q = call.query
    const body = call.body ?? {}

    if (name === 'prizeActivities') return ok({ list: this.activities })
    if (name === 'prizeList') {
      const rows = this.records.filter(
        (r) =>
          (q.state === undefined || r.state === Number(q.state)) &&
          (q.prizeType === undefined || r.prizeType === Number(q.prizeType)) &&
          (q.activityId === undefined || r.activityId === q.activityId) &&
          (q.uid === undefined || r.player.uid === q.uid),
      )
      const page = Number(q.page ?? 1)
      const pageSize = Number(q.pageSize ?? 20)
      const list = rows
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ address: _a, payout: _p, attempts: _t, canShip: _s, canRetry: _r, ...row }) => row)
      return ok({ list, total: rows.length, page, pageSize })
    }
    const record = this.records.find((r) => r.id === Number(body.recordId ?? q.recordId))
    if (!record) return fail(40004, '中奖记录不存在')
    const move = (state: PrizeDeskState) => Object.assign(record, { state, stateText: PRIZE_DESK_STATE_NAMES[state] })
    switch (name) {
      case 'prizeDetail':
        return ok(record)
      case 'prizeShip': {
        if (!record.canShip) return fail(40000, record.state === 3 ? '该奖品已发货' : '用户还没有填写收货地址，暂不能发货')
        const trackingNo = String(body.trackingNo ?? '').trim()
        if (!TRACKING_NO.test(trackingNo)) return fail(40000, '快递单号应为 4-40 位字母、数字或“-”')
        move(3)
        Object.assign(record, { canShip: false, shipping: { carrier: String(body.carrier), trackingNo, shippedAt: PRIZE_NOW + 60_000 } })
        return ok(record, '已发货')
      }
      case 'prizeRetryPayout': {
        if (record.prizeType !== 2) return fail(40000, '该奖品不是红包，无需发放')
        if (!record.canRetry) return ok(record, '该红包已发放，无需重新发放')
        this.payouts++
        const attempt: PayoutAttempt = this.payoutFails
          ? { at: PRIZE_NOW + 60_000, by: me.name, outcome: 'failed', payoutNo: null, error: '商户余额不足' }
          : { at: PRIZE_NOW + 60_000, by: me.name, outcome: 'paid', payoutNo: `P${record.id}`, error: null }
        record.attempts.push(attempt)
        if (this.payoutFails) return ok(Object.assign(record, { payoutError: '商户余额不足' }), '重新发放失败：商户余额不足')
        move(5)
        Object.assign(record, { canRetry: false, payoutError: null, payout: { payoutNo: `P${record.id}`, payoutAt: PRIZE_NOW + 60_000 } })
        return ok(record, '红包已发放')
      }
      default:
        return fail(40004, '接口不存在')
    }
  }
}
