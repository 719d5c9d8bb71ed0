import { randomInt } from 'node:crypto'
import type { Clock } from '../../clock'
import type {
  DeliveryAddress,
  DrawActivityBody,
  DrawActivityData,
  DrawAddressBody,
  DrawDoData,
  DrawMe,
  DrawPrize,
  DrawRecord,
  DrawRecordsData,
} from '../../contract/draw'
import {
  ActivityState,
  ActivityStyle,
  AddressLimit,
  ODDS_SCALE,
  PRIZE_STATE_TEXT,
  PrizeState,
  type ActivityState as ActivityStateValue,
} from '../../contract/values/draw'
import { PrizeType } from '../../contract/values/pay'
import { isMainlandMobile } from '../../contract/values/rules/phone'
import type { Db } from '../../db/connect'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, BizCode, BizError } from '../../errors'
import { CHINA_OFFSET_MS, chinaDayKey } from '../../contract/values/china-time'
import type { RedPacketPayouts } from '../../providers/payout'
import { settleRedPacket } from './payout'
import { DrawRepository, type ActivityRow, type DeliveryAddressRow, type PrizeRow, type RecordRow } from './repository'
import { businessMetrics } from '../../observability/business-metrics'

/** Unlock coupons won in a draw stay usable for 30 days, like an inviter's reward. */
export const DRAW_COUPON_TTL_MS = 30 * 24 * 3600 * 1000

/** The coupon ledger as the draw needs it: a grant on the draw's own transaction, so it commits with the draw. */
export interface DrawCouponLedger {
  grant(trx: Db, grant: { userId: number; count: number; expiresAt: number; note: string; now: number }): Promise<void>
}

export interface DrawDeps {
  db: Db
  clock: Clock
  coupons: DrawCouponLedger
  /** Null where no payout is configured (production for now): red packets stay pending. */
  payouts: RedPacketPayouts | null
  log?: (obj: Record<string, unknown>, msg: string) => void
}

/** 0.50% from parts per million, rounded to two decimals; a tiny non-zero chance is not published as 0.00%. */
export function oddsText(ppm: number): string {
  const hundredths = Math.round(ppm / 100)
  if (ppm > 0 && hundredths === 0) return '<0.01%'
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`
}

/** "3月1日 10:00" in China time, for messages users read. */
function chinaMoment(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS)
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`
}

export function activityStateAt(a: Pick<ActivityRow, 'start_at' | 'end_at'>, now: number): ActivityStateValue {
  if (now < Number(a.start_at)) return ActivityState.NOT_STARTED
  return now >= Number(a.end_at) ? ActivityState.ENDED : ActivityState.RUNNING
}

export function parseRules(raw: string): string[] {
  try {
    const rules: unknown = JSON.parse(raw)
    return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : []
  } catch {
    return []
  }
}

/** The prize a uniform draw in [0, ODDS_SCALE) lands on: each prize owns a slice as wide as its odds. */
export function pickPrize<P extends Pick<PrizeRow, 'odds'>>(prizes: readonly P[], roll: number): P | undefined {
  let edge = 0
  for (const prize of prizes) {
    edge += prize.odds
    if (roll < edge) return prize
  }
  return undefined
}

/** Red-envelope activities are free daily draws (their per-day limit); draw activities spend granted chances. */
const spendsChances = (a: ActivityRow) => a.style !== ActivityStyle.RED_ENVELOPE

const isPrizeState = (n: number): n is PrizeState => n in PRIZE_STATE_TEXT

function prizeView(p: PrizeRow): DrawPrize {
  return {
    id: p.id,
    type: p.type,
    name: p.name,
    image: p.image,
    amountFen: p.amount_fen,
    couponCount: p.coupon_count,
    odds: p.odds,
    oddsText: oddsText(p.odds),
    stock: p.stock,
    total: p.total,
  }
}

function recordView(r: RecordRow): DrawRecord {
  const state = r.state
  const real = r.prize_type === PrizeType.REAL
  return {
    id: r.id,
    activityId: r.activity_id,
    activityTitle: r.activity_title,
    prize:
      r.prize_id === null || r.prize_type === null
        ? null
        : {
            id: r.prize_id,
            type: r.prize_type,
            name: r.prize_name ?? '',
            image: r.prize_image ?? '',
            amountFen: r.amount_fen,
            couponCount: r.coupon_count,
          },
    state,
    stateText: isPrizeState(state) ? PRIZE_STATE_TEXT[state] : '',
    createdAt: Number(r.created_at),
    address:
      real && r.addr_name !== null
        ? {
            name: r.addr_name,
            mobile: r.addr_mobile ?? '',
            province: r.addr_province ?? '',
            city: r.addr_city ?? '',
            district: r.addr_district ?? '',
            detail: r.addr_detail ?? '',
          }
        : null,
    addressEditable: real && (state === PrizeState.AWAITING_ADDRESS || state === PrizeState.ADDRESS_SUBMITTED),
    shipping:
      state === PrizeState.SHIPPED && r.shipped_at !== null
        ? { carrier: r.carrier ?? '', trackingNo: r.tracking_no ?? '', shippedAt: Number(r.shipped_at) }
        : null,
  }
}

/** Whitespace runs become one space (a pasted address keeps no line breaks); characters count as users see them. */
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim()
const charCount = (s: string) => [...s].length
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

/** The delivery address as the service stores it, or a 40000 naming the first field that is wrong. */
export function validateAddress(input: DeliveryAddress): DeliveryAddressRow {
  for (const value of Object.values(input))
    if (typeof value === 'string' && CONTROL.test(value.replace(/[\n\r\t]/g, ''))) throw badParameter('地址信息包含无效字符')
  const name = tidy(input.name)
  if (!name) throw badParameter('请填写收货人姓名')
  if (charCount(name) > AddressLimit.NAME_MAX) throw badParameter(`收货人姓名不能超过${AddressLimit.NAME_MAX}个字`)
  if (/^\d+$/.test(name)) throw badParameter('收货人姓名不能是纯数字')
  const mobile = input.mobile.trim()
  if (!isMainlandMobile(mobile)) throw badParameter('手机号格式不正确')
  const region = (value: string, label: string) => {
    const v = tidy(value)
    if (!v) throw badParameter(`请选择${label}`)
    if (charCount(v) > AddressLimit.REGION_MAX) throw badParameter(`${label}不能超过${AddressLimit.REGION_MAX}个字`)
    return v
  }
  const province = region(input.province, '省份')
  const city = region(input.city, '城市')
  const district = region(input.district, '区县')
  const detail = tidy(input.detail)
  if (charCount(detail) < AddressLimit.DETAIL_MIN) throw badParameter(`详细地址至少填写${AddressLimit.DETAIL_MIN}个字`)
  if (charCount(detail) > AddressLimit.DETAIL_MAX) throw badParameter(`详细地址不能超过${AddressLimit.DETAIL_MAX}个字`)
  return {
    addr_name: name,
    addr_mobile: mobile,
    addr_province: province,
    addr_city: city,
    addr_district: district,
    addr_detail: detail,
  }
}

const DRAW_REPOS = { draw: DrawRepository }

const activityNotFound = () => new BizError(BizCode.NOT_FOUND, '活动不存在')
const recordNotFound = () => new BizError(BizCode.NOT_FOUND, '中奖记录不存在')

/**
 * The prize draw: activities and their published odds, draws with a cryptographic random source under the
 * chance, per-user and per-day limits and the prizes' stock, and each prize's way to the winner (coupon ledger,
 * red-packet payout, delivery address and shipping). Operators' changes come through the `ops*` methods.
 */
export class DrawService {
  private readonly uow: UnitOfWork<typeof DRAW_REPOS>
  private readonly repo: DrawRepository

  constructor(private readonly deps: DrawDeps) {
    this.uow = unitOfWork(deps.db, DRAW_REPOS)
    this.repo = this.uow.repos.draw
  }

  async activity(body: DrawActivityBody, userId: number | null): Promise<DrawActivityData> {
    const now = this.deps.clock.now()
    const found = body.activityId
      ? await this.repo.findActivity(body.activityId)
      : await this.repo.currentActivity(body.style ?? ActivityStyle.DRAW, now)
    if (!found || found.enabled !== 1) throw activityNotFound()
    const prizes = await this.repo.prizes(found.id, { enabledOnly: true })
    // Prizes that ran out cannot be won: their share goes to 谢谢参与, so the published figures stay true.
    const winnable = prizes.filter((p) => p.stock > 0).reduce((sum, p) => sum + p.odds, 0)
    const noPrizeOdds = Math.max(0, ODDS_SCALE - winnable)
    return {
      activity: {
        id: found.id,
        title: found.title,
        subtitle: found.subtitle,
        style: found.style === ActivityStyle.RED_ENVELOPE ? ActivityStyle.RED_ENVELOPE : ActivityStyle.DRAW,
        rules: parseRules(found.rules),
        startAt: Number(found.start_at),
        endAt: Number(found.end_at),
        state: activityStateAt(found, now),
        perUserLimit: found.per_user_limit,
        perDayLimit: found.per_day_limit,
        noPrizeOdds,
        noPrizeOddsText: oddsText(noPrizeOdds),
      },
      prizes: prizes.map(prizeView),
      me: userId === null ? null : await this.me(found, userId, now),
    }
  }

  private async me(activity: ActivityRow, userId: number, now: number): Promise<DrawMe> {
    const [row, minorUntil] = await Promise.all([this.repo.chanceOf(userId, activity.id), this.repo.minorUntil(userId)])
    const used = row?.used ?? 0
    const usedToday = row && row.day_key === chinaDayKey(now) ? row.day_used : 0
    const chances = spendsChances(activity)
      ? (row?.chances ?? 0)
      : Math.max(0, Math.min(activity.per_day_limit - usedToday, activity.per_user_limit - used))
    return { chances, used, usedToday, minor: minorUntil !== null && now < minorUntil }
  }

  async draw(userId: number, activityId: string): Promise<DrawDoData> {
    const now = this.deps.clock.now()
    const activity = await this.repo.findActivity(activityId)
    if (!activity || activity.enabled !== 1) throw activityNotFound()
    const state = activityStateAt(activity, now)
    if (state === ActivityState.NOT_STARTED)
      throw new BizError(BizCode.DRAW_NOT_STARTED, `活动还未开始，${chinaMoment(Number(activity.start_at))}开始`)
    if (state === ActivityState.ENDED) throw new BizError(BizCode.DRAW_ENDED)
    const minorUntil = await this.repo.minorUntil(userId)
    if (minorUntil !== null && now < minorUntil) throw new BizError(BizCode.DRAW_UNDER_AGE)

    const today = chinaDayKey(now)
    const spend = spendsChances(activity)
    const outcome = await this.uow.transaction(async ({ draw: repo }, trx) => {
      if (!spend) await repo.ensureChanceRow(userId, activity.id, now)
      const taken = await repo.takeDraw({
        userId,
        activityId: activity.id,
        perUserLimit: activity.per_user_limit,
        perDayLimit: activity.per_day_limit,
        today,
        spendChance: spend,
        now,
      })
      if (!taken) throw await this.refusal(repo, activity, userId, today)

      let prize = pickPrize(await repo.prizes(activity.id, { enabledOnly: true }), randomInt(ODDS_SCALE))
      if (prize && !(await repo.takeStock(prize.id, now))) prize = undefined
      const prizeState = !prize
        ? PrizeState.NO_PRIZE
        : prize.type === PrizeType.REAL
          ? PrizeState.AWAITING_ADDRESS
          : prize.type === PrizeType.RED_PACKET
            ? PrizeState.PAYOUT_PENDING
            : PrizeState.COUPON_GRANTED
      const recordId = await repo.insertRecord({
        user_id: userId,
        activity_id: activity.id,
        prize_id: prize?.id ?? null,
        prize_type: prize?.type ?? null,
        prize_name: prize?.name ?? null,
        prize_image: prize?.image ?? null,
        amount_fen: prize?.type === PrizeType.RED_PACKET ? prize.amount_fen : 0,
        coupon_count: prize?.type === PrizeType.COUPON ? prize.coupon_count : 0,
        state: prizeState,
        created_at: now,
        updated_at: now,
      })
      if (prize?.type === PrizeType.COUPON && prize.coupon_count > 0) {
        await this.deps.coupons.grant(trx, {
          userId,
          count: prize.coupon_count,
          expiresAt: now + DRAW_COUPON_TTL_MS,
          note: `draw:${recordId}`,
          now,
        })
      }
      const left = spend
        ? taken.chances
        : Math.max(0, Math.min(activity.per_day_limit - taken.dayUsed, activity.per_user_limit - taken.used))
      return { recordId, prize, chances: left }
    })
    businessMetrics.draws.inc({ result: outcome.prize ? 'won' : 'none' })

    if (outcome.prize?.type === PrizeType.RED_PACKET) await this.payOut(outcome.recordId, userId, outcome.prize.amount_fen)
    return { record: recordView(await this.mustFindRecord(outcome.recordId)), chances: outcome.chances }
  }

  /** Why the conditional update took no draw: the limit that stands in the way, most lasting first. */
  private async refusal(repo: DrawRepository, activity: ActivityRow, userId: number, today: string): Promise<BizError> {
    const row = await repo.chanceOf(userId, activity.id)
    if (row && row.used >= activity.per_user_limit)
      return new BizError(BizCode.DRAW_TOTAL_LIMIT, `每人最多抽${activity.per_user_limit}次，你的次数已达上限`)
    if (row && row.day_key === today && row.day_used >= activity.per_day_limit) return new BizError(BizCode.DRAW_DAY_LIMIT)
    return new BizError(BizCode.DRAW_NO_CHANCE)
  }

  /** Pays a red packet after its draw committed; a failure is recorded on the record for operators to retry. */
  private async payOut(recordId: number, userId: number, amountFen: number): Promise<void> {
    const payouts = this.deps.payouts
    if (!payouts) return
    await settleRedPacket({ uow: this.uow, payouts, clock: this.deps.clock, log: this.deps.log }, { recordId, userId, amountFen })
  }

  private async mustFindRecord(id: number): Promise<RecordRow> {
    const row = await this.repo.findRecord(id)
    if (!row) throw recordNotFound()
    return row
  }

  /** One of the caller's records; someone else's is answered like a missing one. */
  private async ownRecord(userId: number, recordId: number): Promise<RecordRow> {
    const row = await this.repo.findRecord(recordId)
    if (!row || row.user_id !== userId) throw recordNotFound()
    return row
  }

  async records(userId: number, query: { page: number; pageSize: number; activityId?: string }): Promise<DrawRecordsData> {
    const { rows, total } = await this.repo.listRecords(userId, query.activityId, (query.page - 1) * query.pageSize, query.pageSize)
    return { list: rows.map(recordView), total }
  }

  async record(userId: number, recordId: number): Promise<DrawRecord> {
    return recordView(await this.ownRecord(userId, recordId))
  }

  /** Saves the delivery address of the caller's real-goods prize: first time 1 → 2, then editable until shipped. */
  async submitAddress(userId: number, body: DrawAddressBody): Promise<DrawRecord> {
    const record = await this.ownRecord(userId, body.recordId)
    if (record.prize_type !== PrizeType.REAL) throw new BizError(BizCode.PRIZE_NOT_REAL)
    if (record.state === PrizeState.SHIPPED) throw new BizError(BizCode.PRIZE_SHIPPED)
    const address = validateAddress(body)
    if (!(await this.repo.setAddress(record.id, userId, address, this.deps.clock.now()))) {
      // Shipped between the read and the update: the shipment keeps the address it went to.
      throw new BizError(BizCode.PRIZE_SHIPPED)
    }
    return recordView(await this.mustFindRecord(record.id))
  }
}
