import type { Clock } from '../../clock'
import { CARRIER_MAX, PRIZE_DESK_STATE_NAMES, TRACKING_NO_PATTERN, type PrizeDeskState } from '../../contract/console/prizes-values'
import { PrizeState } from '../../contract/values/draw'
import { PrizeType } from '../../contract/values/pay'
import type { Db } from '../../db/connect'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import { maskName } from '../../lib/id-card'
import { maskPhone } from '../../lib/pii'
import type { RedPacketPayouts } from '../../providers/payout'
import type { AuditActor, AuditTrail } from '../audit-port'
import { postPrizeShipped } from '../messages/queries'
import { settleRedPacket, type PayoutDeps } from './payout'
import { DrawRepository, type PrizeRecordFilter, type RecordRow } from './repository'

/** What the desk's audit rows name: a won prize by its record id. */
export const PRIZE_RECORD_OBJECT = 'prize_record'
export const PrizeAction = { SHIP: 'prize.ship', PAYOUT_RETRY: 'prize.payoutRetry', PAYOUT_SETTLED: 'prize.payoutSettled' } as const

/** A won prize as operators see it; the player is the user id, for the console to name. */
export interface DeskRecord {
  id: number
  userId: number
  activityId: string
  activityTitle: string
  prizeType: number
  prizeName: string
  amountFen: number
  couponCount: number
  state: number
  stateText: string
  createdAt: number
  shipping: { carrier: string; trackingNo: string; shippedAt: number } | null
  payoutError: string | null
  /** The recipient masked, the address itself in full: operators ship to it. */
  address: {
    name: string
    mobile: string
    province: string
    city: string
    district: string
    detail: string
    submittedAt: number | null
  } | null
  payout: { payoutNo: string; payoutAt: number | null } | null
  canShip: boolean
  canRetry: boolean
}

export interface Shipment {
  carrier: string
  trackingNo: string
}

const PAGE_SIZE_MAX = 100
const TRACKING_NO = new RegExp(TRACKING_NO_PATTERN)

const stateText = (state: number) => PRIZE_DESK_STATE_NAMES[state as PrizeDeskState] ?? `状态 ${state}`

function deskRecord(r: RecordRow): DeskRecord {
  const shipped = r.state === PrizeState.SHIPPED && r.shipped_at !== null
  return {
    id: r.id,
    userId: Number(r.user_id),
    activityId: r.activity_id,
    activityTitle: r.activity_title,
    prizeType: r.prize_type ?? 0,
    prizeName: r.prize_name ?? '',
    amountFen: r.amount_fen,
    couponCount: r.coupon_count,
    state: r.state,
    stateText: stateText(r.state),
    createdAt: Number(r.created_at),
    shipping: shipped ? { carrier: r.carrier ?? '', trackingNo: r.tracking_no ?? '', shippedAt: Number(r.shipped_at) } : null,
    payoutError: r.state === PrizeState.PAYOUT_FAILED ? r.payout_error : null,
    address:
      r.prize_type === PrizeType.REAL && r.addr_name !== null
        ? {
            name: maskName(r.addr_name),
            mobile: maskPhone(r.addr_mobile),
            province: r.addr_province ?? '',
            city: r.addr_city ?? '',
            district: r.addr_district ?? '',
            detail: r.addr_detail ?? '',
            submittedAt: r.addr_submitted_at === null ? null : Number(r.addr_submitted_at),
          }
        : null,
    payout: r.payout_no === null ? null : { payoutNo: r.payout_no, payoutAt: r.payout_at === null ? null : Number(r.payout_at) },
    canShip: r.prize_type === PrizeType.REAL && r.state === PrizeState.ADDRESS_SUBMITTED,
    canRetry: r.prize_type === PrizeType.RED_PACKET && r.state === PrizeState.PAYOUT_FAILED,
  }
}

/** What an audit row keeps of a won prize before and after a change. */
const snapshot = (r: Pick<RecordRow, 'state' | 'carrier' | 'tracking_no' | 'payout_no' | 'payout_error'>) => ({
  state: r.state,
  ...(r.carrier !== null || r.tracking_no !== null ? { carrier: r.carrier, trackingNo: r.tracking_no } : {}),
  ...(r.payout_no !== null ? { payoutNo: r.payout_no } : {}),
  ...(r.payout_error !== null ? { payoutError: r.payout_error } : {}),
})

/** A carrier and tracking number as stored, or a 40000 saying which is wrong. */
export function validShipment(input: Shipment): Shipment {
  const carrier = input.carrier.replace(/\s+/g, ' ').trim()
  if (!carrier) throw badParameter('请选择快递公司')
  if ([...carrier].length > CARRIER_MAX) throw badParameter(`快递公司不能超过${CARRIER_MAX}个字`)
  const trackingNo = input.trackingNo.trim()
  if (!TRACKING_NO.test(trackingNo)) throw badParameter('快递单号应为 4-40 位字母、数字或“-”')
  return { carrier, trackingNo }
}

/**
 * 奖品发放 (issue 38 point 2): the operators' commands on won prizes, for the console and the CLI alike. Shipping
 * and each payout retry write with their audit row (before and after) in one transaction; a retry claims the
 * failed payout in one conditional update, so parallel retries pay once. Roles are the console's to check.
 */
export class PrizeDesk {
  private readonly uow: UnitOfWork<{ draw: typeof DrawRepository }>

  constructor(
    private readonly deps: {
      db: Db
      clock: Clock
      payouts: RedPacketPayouts | null
      audit?: AuditTrail
      log?: PayoutDeps['log']
    },
  ) {
    this.uow = unitOfWork(deps.db, { draw: DrawRepository })
  }

  async list(filter: PrizeRecordFilter, page = 1, pageSize = 20): Promise<{ list: DeskRecord[]; total: number }> {
    const size = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize)))
    const { rows, total } = await this.uow.repos.draw.wonRecords(filter, {
      offset: (Math.max(1, Math.floor(page)) - 1) * size,
      limit: size,
    })
    return { list: rows.map(deskRecord), total }
  }

  async activities(): Promise<{ id: string; title: string }[]> {
    return (await this.uow.repos.draw.listActivities()).map((a) => ({ id: a.id, title: a.title }))
  }

  async detail(recordId: number): Promise<DeskRecord> {
    return deskRecord(await this.won(this.uow.repos.draw, recordId))
  }

  /** The full delivery address, for the command line's confirmation (operators at a terminal ship by hand). */
  async shippedTo(recordId: number): Promise<RecordRow> {
    return this.won(this.uow.repos.draw, recordId)
  }

  /** Marks a real prize shipped (待发货 → 已发货): the player's logistics page shows the carrier and number. */
  async ship(actor: AuditActor, recordId: number, input: Shipment): Promise<DeskRecord> {
    const shipment = validShipment(input)
    await this.uow.transaction(async ({ draw: repo }, trx) => {
      const before = await this.won(repo, recordId)
      if (before.prize_type !== PrizeType.REAL) throw badParameter('该奖品不是实物，无需发货')
      if (before.state === PrizeState.AWAITING_ADDRESS) throw badParameter('用户还没有填写收货地址，暂不能发货')
      // A ship racing this one (or the player's edit) committed first: the update finds the state moved on.
      const now = this.deps.clock.now()
      if (!(await repo.markShipped(recordId, shipment, now))) throw badParameter('该奖品已发货')
      await postPrizeShipped(trx, {
        userId: before.user_id,
        recordId,
        prizeName: before.prize_name ?? '奖品',
        carrier: shipment.carrier,
        trackingNo: shipment.trackingNo,
        now,
      })
      await this.deps.audit?.record(
        actor,
        {
          action: PrizeAction.SHIP,
          objectType: PRIZE_RECORD_OBJECT,
          objectId: recordId,
          before: snapshot(before),
          after: { ...snapshot(before), state: PrizeState.SHIPPED, carrier: shipment.carrier, trackingNo: shipment.trackingNo },
        },
        trx,
      )
    })
    return this.detail(recordId)
  }

  /**
   * Pays a failed red packet again (红包失败 → 红包待发 → 已发放, or 红包失败 once more). Idempotent: a record
   * already paid or being paid is answered as it stands (`retried` false), so a double click or a hundred parallel
   * calls pay it once.
   */
  async retryPayout(actor: AuditActor, recordId: number): Promise<{ record: DeskRecord; retried: boolean }> {
    const record = await this.won(this.uow.repos.draw, recordId)
    if (record.prize_type !== PrizeType.RED_PACKET) throw badParameter('该奖品不是红包，无需发放')
    const payouts = this.deps.payouts
    if (!payouts) throw badParameter('当前环境没有配置红包发放渠道，无法重新发放')
    const now = this.deps.clock.now()
    const claimed = await this.uow.transaction(async ({ draw: repo }, trx) => {
      if (!(await repo.movePayout(recordId, PrizeState.PAYOUT_FAILED, { state: PrizeState.PAYOUT_PENDING, payout_error: null }, now)))
        return false
      await this.deps.audit?.record(
        actor,
        {
          action: PrizeAction.PAYOUT_RETRY,
          objectType: PRIZE_RECORD_OBJECT,
          objectId: recordId,
          before: snapshot(record),
          after: { state: PrizeState.PAYOUT_PENDING },
        },
        trx,
      )
      return true
    })
    if (claimed) {
      await settleRedPacket(
        { uow: this.uow, payouts, clock: this.deps.clock, log: this.deps.log },
        { recordId, userId: Number(record.user_id), amountFen: record.amount_fen },
        async (outcome, trx) => {
          const after = outcome.state === PrizeState.PAID_OUT ? { payoutNo: outcome.payout_no } : { payoutError: outcome.payout_error }
          await this.deps.audit?.record(
            actor,
            {
              action: PrizeAction.PAYOUT_SETTLED,
              objectType: PRIZE_RECORD_OBJECT,
              objectId: recordId,
              before: { state: PrizeState.PAYOUT_PENDING },
              after: { state: outcome.state, ...after },
            },
            trx,
          )
        },
      )
    }
    return { record: await this.detail(recordId), retried: claimed }
  }

  /** A record that won something; a draw that won nothing is no prize to handle. */
  private async won(repo: DrawRepository, recordId: number): Promise<RecordRow> {
    const row = await repo.findRecord(recordId)
    if (!row || row.state === PrizeState.NO_PRIZE) throw notFound('中奖记录不存在')
    return row
  }
}
