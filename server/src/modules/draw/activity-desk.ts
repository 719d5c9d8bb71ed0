import type { Clock } from '../../clock'
import { ActivityState, ActivityStyle } from '../../contract/values/draw'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import type { AuditActor, AuditEntry, AuditTrail } from '../audit-port'
import {
  ODDS_LOCKED,
  assertOddsFit,
  checkActivity,
  checkActivityFields,
  checkActivityId,
  checkOverrideReason,
  checkPrizeDraft,
  checkPrizePatch,
  type ActivityDraft,
  type PrizeDraft,
  type PrizePatch,
} from './activity-rules'
import { DrawRepository, type ActivityRow, type PrizeRow } from './repository'
import { activityStateAt, parseRules } from './service'

export const ActivityAction = {
  CREATE: 'activity.create',
  UPDATE: 'activity.update',
  PRIZE_CREATE: 'prize.create',
  PRIZE_UPDATE: 'prize.update',
  /** A running activity's odds (or its set of enabled prizes) changed anyway, with the reason. */
  ODDS_OVERRIDE: 'prize.odds_override',
} as const
export const ACTIVITY_OBJECT = 'draw_activity'
export const PRIZE_OBJECT = 'draw_prize'

export const DEFAULT_PER_USER = 20
export const DEFAULT_PER_DAY = 5

/** What the audit trail keeps of an activity and of a prize, before and after a change. */
const activitySnapshot = (a: ActivityRow) => ({
  title: a.title,
  subtitle: a.subtitle,
  style: a.style,
  startAt: Number(a.start_at),
  endAt: Number(a.end_at),
  perUserLimit: a.per_user_limit,
  perDayLimit: a.per_day_limit,
  rules: parseRules(a.rules),
  enabled: a.enabled === 1,
})
const prizeSnapshot = (p: PrizeRow) => ({
  activityId: p.activity_id,
  type: p.type,
  name: p.name,
  odds: p.odds,
  stock: p.stock,
  total: p.total,
  amountFen: p.amount_fen,
  couponCount: p.coupon_count,
  image: p.image,
  sort: p.sort,
  enabled: p.enabled === 1,
})

/** Whether players can see the activity's odds now: switched on and within its period. */
const isLive = (a: ActivityRow, now: number) => a.enabled === 1 && activityStateAt(a, now) === ActivityState.RUNNING

/**
 * 抽奖活动 for operators (issue 38 point 2): activities and their prizes created and changed, for the console and the
 * CLI (activity:set, prize:add, prize:set) alike, with activity-rules' checks and an audit row (before and after)
 * in each write's transaction. While an activity runs, its published odds stand: changing a prize's odds, or
 * switching a prize on or off, needs an override reason, and is recorded as prize.odds_override. Stock may change
 * at any time. Roles are the console's to check.
 */
export class ActivityDesk {
  private readonly uow: UnitOfWork<{ draw: typeof DrawRepository }>

  constructor(private readonly deps: { db: Db; clock: Clock; audit?: AuditTrail }) {
    this.uow = unitOfWork(deps.db, { draw: DrawRepository })
  }

  /** The desk's clock, so lists describe states at the time the service sees. */
  now(): number {
    return this.deps.clock.now()
  }

  async activities(): Promise<Array<{ activity: ActivityRow; prizes: PrizeRow[] }>> {
    const repo = this.uow.repos.draw
    const activities = await repo.listActivities()
    return Promise.all(activities.map(async (activity) => ({ activity, prizes: await repo.prizes(activity.id, { enabledOnly: false }) })))
  }

  async activity(id: string): Promise<{ activity: ActivityRow; prizes: PrizeRow[] }> {
    const repo = this.uow.repos.draw
    const activity = await repo.findActivity(id)
    if (!activity) throw notFound(`活动 ${id} 不存在`)
    return { activity, prizes: await repo.prizes(id, { enabledOnly: false }) }
  }

  /**
   * Creates activity `id` (title, start and end required) or changes the given fields of it; `mode` says which the
   * caller means (the console's create refuses an ID in use, its update a missing one; the CLI takes either).
   */
  async saveActivity(
    actor: AuditActor,
    id: string,
    patch: Partial<ActivityDraft>,
    mode: 'create' | 'update' | 'either',
  ): Promise<{ created: boolean; activity: ActivityRow }> {
    checkActivityId(id)
    const fields = checkActivityFields(patch)
    if (!Object.keys(fields).length) throw badParameter('没有要修改的内容')
    const now = this.deps.clock.now()
    try {
      return await this.uow.transaction(async ({ draw: repo }, trx) => {
        const existing = await repo.lockActivity(id)
        if (existing && mode === 'create') throw badParameter(`活动 ID ${id} 已存在`)
        if (!existing && mode === 'update') throw notFound('活动不存在')
        if (!existing) {
          const missing = [
            fields.title === undefined && '活动标题',
            fields.startAt === undefined && '开始时间',
            fields.endAt === undefined && '结束时间',
          ]
          const names = missing.filter(Boolean)
          if (names.length) throw badParameter(`新建活动须填写${names.join('、')}`)
        }
        const merged = checkActivity({
          title: fields.title ?? existing?.title ?? '',
          subtitle: fields.subtitle ?? existing?.subtitle ?? '',
          style: fields.style ?? (existing?.style === ActivityStyle.RED_ENVELOPE ? ActivityStyle.RED_ENVELOPE : ActivityStyle.DRAW),
          startAt: fields.startAt ?? Number(existing?.start_at),
          endAt: fields.endAt ?? Number(existing?.end_at),
          perUserLimit: fields.perUserLimit ?? existing?.per_user_limit ?? DEFAULT_PER_USER,
          perDayLimit: fields.perDayLimit ?? existing?.per_day_limit ?? Math.min(DEFAULT_PER_DAY, fields.perUserLimit ?? DEFAULT_PER_DAY),
          rules: fields.rules ?? (existing ? parseRules(existing.rules) : []),
          enabled: fields.enabled ?? (existing ? existing.enabled === 1 : true),
        })
        const row = {
          title: merged.title,
          subtitle: merged.subtitle,
          style: merged.style,
          rules: JSON.stringify(merged.rules),
          start_at: merged.startAt,
          end_at: merged.endAt,
          per_user_limit: merged.perUserLimit,
          per_day_limit: merged.perDayLimit,
          enabled: merged.enabled ? 1 : 0,
          updated_at: now,
        }
        if (existing) await repo.updateActivity(id, row)
        else await repo.insertActivity({ id, ...row, created_at: now })
        const after = await found(repo, id)
        await this.record(
          actor,
          {
            action: existing ? ActivityAction.UPDATE : ActivityAction.CREATE,
            objectType: ACTIVITY_OBJECT,
            objectId: id,
            before: existing ? activitySnapshot(existing) : null,
            after: activitySnapshot(after),
          },
          trx,
        )
        return { created: !existing, activity: after }
      })
    } catch (err) {
      // Two creates of one ID at once: the second meets the primary key.
      if (isUniqueViolation(err)) throw badParameter(`活动 ID ${id} 已存在`)
      throw err
    }
  }

  /**
   * Adds a prize, switched on. Allowed while the activity runs: the prizes already published keep their odds, the new
   * one takes its share from 未中奖.
   */
  async addPrize(actor: AuditActor, activityId: string, input: PrizeDraft): Promise<PrizeRow> {
    const draft = checkPrizeDraft(input)
    const now = this.deps.clock.now()
    return this.uow.transaction(async ({ draw: repo }, trx) => {
      await found(repo, activityId)
      const prizes = await repo.prizes(activityId, { enabledOnly: false })
      assertOddsFit(prizes, draft.odds)
      const id = await repo.insertPrize({
        activity_id: activityId,
        type: draft.type,
        name: draft.name,
        image: draft.image,
        amount_fen: draft.amountFen,
        coupon_count: draft.couponCount,
        odds: draft.odds,
        stock: draft.stock,
        total: draft.stock,
        sort: draft.sort ?? Math.max(0, ...prizes.map((p) => p.sort)) + 10,
        enabled: 1,
        updated_at: now,
      })
      const after = await foundPrize(repo, id)
      await this.record(
        actor,
        { action: ActivityAction.PRIZE_CREATE, objectType: PRIZE_OBJECT, objectId: id, before: null, after: prizeSnapshot(after) },
        trx,
      )
      return after
    })
  }

  /**
   * Changes a prize. Stock sets what is left (the total moves with it, so total - stock stays the number won). On a
   * running activity, new odds or switching the prize on or off need `overrideReason`.
   */
  async setPrize(actor: AuditActor, id: number, input: PrizePatch): Promise<PrizeRow> {
    const patch = checkPrizePatch(input)
    const now = this.deps.clock.now()
    return this.uow.transaction(async ({ draw: repo }, trx) => {
      const activity = await found(repo, (await foundPrize(repo, id)).activity_id)
      // Read again under the activity's lock: a parallel write may have changed it.
      const before = await foundPrize(repo, id)
      const enabled = patch.enabled ?? before.enabled === 1
      const oddsMove =
        (patch.odds !== undefined && patch.odds !== before.odds) ||
        (patch.enabled !== undefined && patch.enabled !== (before.enabled === 1))
      const override = oddsMove && isLive(activity, now)
      if (override && patch.overrideReason === undefined) throw badParameter(ODDS_LOCKED)
      const reason = patch.overrideReason === undefined ? null : checkOverrideReason(patch.overrideReason)
      if (enabled && oddsMove) {
        const others = (await repo.prizes(before.activity_id, { enabledOnly: false })).filter((p) => p.id !== id)
        assertOddsFit(others, patch.odds ?? before.odds)
      }
      const fields = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.odds !== undefined ? { odds: patch.odds } : {}),
        ...(patch.enabled !== undefined ? { enabled: patch.enabled ? 1 : 0 } : {}),
        ...(patch.sort !== undefined ? { sort: patch.sort } : {}),
        ...(patch.image !== undefined ? { image: patch.image } : {}),
      }
      if (Object.keys(fields).length) await repo.updatePrize(id, { ...fields, updated_at: now })
      if (patch.stock !== undefined) await repo.setStock(id, patch.stock, now)
      const after = await foundPrize(repo, id)
      await this.record(
        actor,
        {
          action: override ? ActivityAction.ODDS_OVERRIDE : ActivityAction.PRIZE_UPDATE,
          objectType: PRIZE_OBJECT,
          objectId: id,
          before: prizeSnapshot(before),
          after: prizeSnapshot(after),
          reason,
        },
        trx,
      )
      return after
    })
  }

  private async record(actor: AuditActor, entry: AuditEntry, trx: Db): Promise<void> {
    if (!this.deps.audit) throw new Error("operators' activity and prize edits need the audit trail (createDraw deps.audit)")
    await this.deps.audit.record(actor, entry, trx)
  }
}

/** The activity, locked for the rest of the transaction (prize writes of one activity take turns). */
async function found(repo: DrawRepository, id: string): Promise<ActivityRow> {
  const activity = await repo.lockActivity(id)
  if (!activity) throw notFound(`活动 ${id} 不存在`)
  return activity
}

async function foundPrize(repo: DrawRepository, id: number): Promise<PrizeRow> {
  const prize = await repo.findPrize(id)
  if (!prize) throw notFound(`奖品 ${id} 不存在`)
  return prize
}
