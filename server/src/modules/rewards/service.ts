import type { Clock } from '../../clock'
import type {
  LoveInfoData,
  LoveLedgerData,
  LoveRates,
  LoveRedeemData,
  MissionClaimData,
  MissionListData,
  MissionSignInData,
  MissionTask,
} from '../../contract'
import {
  LoveReason,
  LoveRedeemItem,
  MissionRewardKind,
  MissionState,
  PAY_RELATED_EVENTS,
  type MissionEvent,
} from '../../contract/values/rewards'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { toNumber } from '../../db/numbers'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { BizCode, BizError, notFound } from '../../errors'
import { keyedHash } from '../../lib/secrets'
import { countEvents } from './progress'
import { chinaDayKey } from '../../contract/values/china-time'
import { ONCE_KEY, chinaDayBefore, periodOf } from './period'
import { RewardsRepository, type MissionRow } from './repository'

/** Unlock coupons bought with love value stay usable for 30 days. */
export const LOVE_COUPON_TTL_MS = 30 * 24 * 3600 * 1000
/** Bounds the retries of a claim that keeps losing the race for a claim number (see claim). */
const MAX_CLAIM_RETRIES = 50

/** Draw chances as the draw module grants them, on the caller's transaction (wired in services.ts). */
export interface DrawChances {
  runningActivityId(db: Db, now: number): Promise<string | null>
  grantChances(db: Db, userId: number, activityId: string, n: number, now: number): Promise<void>
}

/** Unlock coupons granted into the coupon ledger on the caller's transaction (the payment module's ledger). */
export interface LoveCoupons {
  grant(db: Db, userId: number, count: number, expiresAt: number, now: number): Promise<void>
}

/** What a request's client is, for hiding pay-related tasks on iOS mini-programs. */
export interface RewardsClient {
  terminal: number
  userAgent: string
}

/** Who opened a shared report or comparison: the account (null when logged out), the IP and the app's visitor id. */
export interface ShareViewer {
  userId: number | null
  ip: string
  visitorId?: string
}

/** An owner's address marks their own visits for this long after they were last seen on it (addresses change hands). */
const OWNER_IP_MARK_MS = 30 * 24 * 3600 * 1000

export interface RewardsDeps {
  db: Db
  clock: Clock
  chances: DrawChances
  coupons: LoveCoupons
  /** The love.rates config entry, or the defaults. */
  rates: () => Promise<LoveRates>
  /** True for a client where nothing may lead to a payment (iOS mini-programs). */
  isIosClient: (client: RewardsClient) => boolean
  /** Keys the hash that stands for an anonymous visitor's IP. */
  secret: string
}

const missionNotFound = () => notFound('任务不存在')
const noActivity = () => new BizError(BizCode.NO_DRAW_ACTIVITY)

const REDEEM_TEXT: Record<LoveRedeemItem, { reason: string; title: string }> = {
  coupon: { reason: LoveReason.REDEEM_COUPON, title: '兑换解锁券' },
  chance: { reason: LoveReason.REDEEM_CHANCE, title: '兑换抽奖机会' },
}

const REWARDS_REPOS = { rewards: RewardsRepository }

/**
 * The mission centre and love value. Progress is what the service counts in its own tables for the task's
 * period; a claim is a mission_claim row numbered within the period, so the unique (user, task, period, n)
 * index settles parallel claims. Love value moves only by `balance ± n` in one statement, each move with its
 * ledger row in the same transaction.
 */
export class RewardsService {
  private readonly uow: UnitOfWork<typeof REWARDS_REPOS>
  private readonly repo: RewardsRepository

  constructor(private readonly deps: RewardsDeps) {
    this.uow = unitOfWork(deps.db, REWARDS_REPOS)
    this.repo = this.uow.repos.rewards
  }

  async list(userId: number | null, ios: boolean): Promise<MissionListData> {
    const now = this.deps.clock.now()
    const today = chinaDayKey(now)
    const missions = (await this.repo.missions(true)).filter((m) => !ios || !PAY_RELATED_EVENTS.includes(m.event as MissionEvent))
    if (userId === null) {
      return {
        loggedIn: false,
        balance: 0,
        signedToday: false,
        streak: 0,
        today,
        tasks: missions.map((m) => task(m, 0, 0)),
      }
    }
    const claims = await this.repo.claimCounts(userId, [today, ONCE_KEY])
    // Tasks sharing an event and a period share one count.
    const counts = new Map<string, Promise<number>>()
    const progressOf = (m: MissionRow) => {
      const period = periodOf(m.period, now)
      const key = `${m.event}|${period.key}`
      let count = counts.get(key)
      if (!count) {
        count = countEvents(this.deps.db, userId, m.event, period)
        counts.set(key, count)
      }
      return count
    }
    const tasks = await Promise.all(
      missions.map(async (m) => task(m, await progressOf(m), claims.get(`${m.id}|${periodOf(m.period, now).key}`) ?? 0)),
    )
    const [balance, signedToday] = await Promise.all([this.repo.balance(userId), this.repo.hasSignedIn(userId, today)])
    const lastDay = signedToday ? today : chinaDayBefore(now, 1)
    const streak = await this.repo.streakEndingOn(userId, lastDay, (n) => chinaDayBefore(now, n + (signedToday ? 0 : 1)))
    return { loggedIn: true, balance: toNumber(balance?.balance), signedToday, streak, today, tasks }
  }

  async signIn(userId: number): Promise<MissionSignInData> {
    const now = this.deps.clock.now()
    const today = chinaDayKey(now)
    const firstToday = await this.repo.signIn(userId, today, now)
    const streak = await this.repo.streakEndingOn(userId, today, (n) => chinaDayBefore(now, n))
    return { signedToday: true, streak, firstToday }
  }

  /**
   * Claims one completion of a task. In one transaction: the task's progress is counted again, the claim takes
   * the next number in its period (a parallel claim that took it first makes this insert fail, and the claim
   * is tried again against the new count), then the reward is added. A chance reward needs a running draw
   * activity, checked before anything is written.
   */
  async claim(userId: number, missionId: string): Promise<MissionClaimData> {
    const mission = await this.repo.mission(missionId)
    if (!mission || mission.enabled !== 1) throw missionNotFound()
    // Each lost race means another claim of this period committed, and there are at most `limit` of those:
    // after that many retries the count itself says the task is used up.
    const attempts = Math.min(mission.claim_limit, MAX_CLAIM_RETRIES) + 1
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.uow.transaction(({ rewards }, trx) => this.claimOnce(rewards, trx, userId, mission))
      } catch (err) {
        if (!isUniqueViolation(err)) throw err
        if (attempt >= attempts) throw new BizError(BizCode.MISSION_CLAIMED)
      }
    }
  }

  private async claimOnce(repo: RewardsRepository, trx: Db, userId: number, m: MissionRow): Promise<MissionClaimData> {
    const now = this.deps.clock.now()
    const period = periodOf(m.period, now)
    let activityId: string | null = null
    if (m.reward_kind === MissionRewardKind.CHANCE) {
      activityId = await this.deps.chances.runningActivityId(trx, now)
      if (activityId === null) throw noActivity()
    }
    const progress = await countEvents(trx, userId, m.event, period)
    const claimed = await repo.countClaims(userId, m.id, period.key)
    const { claimable } = standing(m, progress, claimed)
    if (claimable === 0) {
      throw claimed >= m.claim_limit
        ? new BizError(BizCode.MISSION_CLAIMED, m.period === 'day' ? '今天的奖励已领取，明天再来吧' : undefined)
        : new BizError(BizCode.MISSION_NOT_DONE)
    }
    const claimId = await repo.insertClaim({
      userId,
      missionId: m.id,
      periodKey: period.key,
      seq: claimed + 1,
      rewardKind: m.reward_kind,
      reward: m.reward,
      now,
    })
    let balance: number
    if (activityId !== null) {
      await this.deps.chances.grantChances(trx, userId, activityId, m.reward, now)
      balance = toNumber((await repo.balance(userId))?.balance)
    } else {
      balance = await repo.credit(userId, m.reward, { reason: LoveReason.MISSION, title: m.title, ref: `claim:${claimId}` }, now)
    }
    return { rewardKind: m.reward_kind === MissionRewardKind.CHANCE ? 'chance' : 'love', reward: m.reward, balance, activityId }
  }

  async loveInfo(userId: number | null): Promise<LoveInfoData> {
    const now = this.deps.clock.now()
    const [rates, activityId, balance] = await Promise.all([
      this.deps.rates(),
      this.deps.chances.runningActivityId(this.deps.db, now),
      userId === null ? undefined : this.repo.balance(userId),
    ])
    const activity = activityId === null ? undefined : await this.repo.activity(activityId)
    return {
      loggedIn: userId !== null,
      balance: toNumber(balance?.balance),
      earnedTotal: toNumber(balance?.earned_total),
      spentTotal: toNumber(balance?.spent_total),
      rates,
      activity: activity ? { id: activity.id, title: activity.title, endAt: toNumber(activity.end_at) } : null,
    }
  }

  async ledger(userId: number, page: number, pageSize: number): Promise<LoveLedgerData> {
    const { rows, total } = await this.repo.ledger(userId, (page - 1) * pageSize, pageSize)
    return {
      list: rows.map((r) => ({
        id: toNumber(r.id),
        delta: toNumber(r.delta),
        reason: r.reason,
        title: r.title,
        balanceAfter: toNumber(r.balance_after),
        createdAt: toNumber(r.created_at),
      })),
      total,
    }
  }

  /**
   * Spends love value on unlock coupons or draw chances. The spend is one conditional update (`balance >= cost`),
   * so parallel redemptions can never take the balance below zero; the coupons or chances are granted in the
   * same transaction, so a failed grant gives the points back.
   */
  async redeem(userId: number, item: LoveRedeemItem, count: number): Promise<LoveRedeemData> {
    if (!Number.isInteger(count) || count < 1 || count > 10) throw new BizError(BizCode.BAD_PARAMETER, '兑换数量为 1 到 10')
    const rates = await this.deps.rates()
    const cost = rates[item] * count
    const now = this.deps.clock.now()
    const text = REDEEM_TEXT[item]
    return this.uow.transaction(async ({ rewards: repo }, trx) => {
      let activityId: string | null = null
      if (item === LoveRedeemItem.CHANCE) {
        activityId = await this.deps.chances.runningActivityId(trx, now)
        if (activityId === null) throw noActivity()
        // A minor cannot draw, so their love value is not spent on chances they could never use.
        if (await repo.isMinor(userId, now)) throw new BizError(BizCode.DRAW_UNDER_AGE)
      }
      const title = `${text.title} ×${count}`
      const ref = activityId === null ? 'coupon' : `chance:${activityId}`
      const balance = await repo.debit(userId, cost, { reason: text.reason, title, ref }, now)
      if (balance === null) {
        const have = toNumber((await repo.balance(userId))?.balance)
        throw new BizError(BizCode.LOVE_NOT_ENOUGH, `爱心值不足，需要 ${cost}，当前 ${have}`)
      }
      if (activityId !== null) await this.deps.chances.grantChances(trx, userId, activityId, count, now)
      else await this.deps.coupons.grant(trx, userId, count, now + LOVE_COUPON_TTL_MS, now)
      return { item, count, cost, balance, activityId }
    })
  }

  /**
   * Someone opened one of a user's shared reports (or comparisons). Only someone else counts: never the owner's
   * account, never the owner's own device (the app's visitor id seen while they shared or viewed logged in), whoever
   * is logged in on it, and not an anonymous visit from an address the owner used in the last 30 days (the owner
   * opening their own link logged out). A logged-in visitor counts once a day per report, an anonymous one by a
   * keyed hash of the IP (never stored raw). The unique (report, visitor, day) index makes repeats no-ops.
   */
  async recordShareView(itemId: string, ownerId: number, viewer: ShareViewer): Promise<void> {
    const now = this.deps.clock.now()
    const marks = this.deviceMarks(viewer)
    if (viewer.userId === ownerId) {
      await this.repo.markOwnerDevice(ownerId, marks, now)
      return
    }
    const own = await this.repo.isOwnerDevice(ownerId, {
      visitor: marks.visitor,
      ip: viewer.userId === null ? marks.ip : null,
      ipSeenSince: now - OWNER_IP_MARK_MS,
    })
    if (own) return
    const visitorKey = viewer.userId !== null ? `u:${viewer.userId}` : marks.ip
    await this.repo.recordShareVisit({ reportId: itemId, ownerId, visitorKey, day: chinaDayKey(now), now })
  }

  /** The owner made a share link on this device: remembered, so their own visits from it are not counted. */
  async recordSharer(ownerId: number, device: Omit<ShareViewer, 'userId'>): Promise<void> {
    await this.repo.markOwnerDevice(ownerId, this.deviceMarks(device), this.deps.clock.now())
  }

  /** Keyed hashes of a visitor's IP and visitor id; the IP one is also an anonymous visitor's key. */
  private deviceMarks(d: { ip: string; visitorId?: string }): { ip: string; visitor: string | null } {
    return {
      ip: `ip:${keyedHash(this.deps.secret, `share-ip:${d.ip}`)}`,
      visitor: d.visitorId ? `v:${keyedHash(this.deps.secret, `share-visitor:${d.visitorId}`)}` : null,
    }
  }

  isIosClient(client: RewardsClient): boolean {
    return this.deps.isIosClient(client)
  }

  async balanceOf(userId: number): Promise<number> {
    return toNumber((await this.repo.balance(userId))?.balance)
  }
}

/** completions = min(limit, ⌊progress / target⌋); what is left to claim; and the state the app shows. */
function standing(m: MissionRow, progress: number, claimed: number) {
  const completions = Math.min(m.claim_limit, Math.floor(progress / Math.max(1, m.target)))
  const claimable = Math.max(0, completions - claimed)
  const state = claimable > 0 ? MissionState.CLAIMABLE : claimed >= m.claim_limit ? MissionState.DONE : MissionState.TODO
  return { claimable, state }
}

function task(m: MissionRow, progress: number, claimed: number): MissionTask {
  const { claimable, state } = standing(m, progress, claimed)
  return {
    id: m.id,
    event: m.event,
    title: m.title,
    desc: m.description,
    period: m.period === 'day' ? 'day' : 'once',
    rewardKind: m.reward_kind === MissionRewardKind.CHANCE ? 'chance' : 'love',
    reward: toNumber(m.reward),
    target: toNumber(m.target),
    limit: toNumber(m.claim_limit),
    progress,
    claimed,
    claimable,
    state,
  }
}
