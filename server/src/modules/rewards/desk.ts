import type { Clock } from '../../clock'
import { LOVE_ADJUST_MAX } from '../../contract/console/activities-values'
import { ConsoleRule } from '../../contract/console/values'
import { LoveReason } from '../../contract/values/rewards'
import type { Db } from '../../db/connect'
import { isUniqueViolation } from '../../db/errors'
import { toNumber } from '../../db/numbers'
import { unitOfWork, type UnitOfWork } from '../../db/unit-of-work'
import { badParameter, notFound } from '../../errors'
import type { AuditActor, AuditTrail } from '../audit-port'
import { RewardsRepository, type MissionRow } from './repository'
import { checkTask, checkTaskId, type TaskInput } from './task-rules'

export const TaskAction = { CREATE: 'task.create', UPDATE: 'task.update', REORDER: 'task.reorder' } as const
export const LOVE_ADJUST_ACTION = 'love.adjust'
export const TASK_OBJECT = 'task'

/** The ledger's title is what the player reads, at most 40 characters; the whole reason stays in its note. */
const TITLE_MAX = 40

/** A task's fields as operators see them: what the audit trail keeps before and after a change, and the console shows. */
export const taskSnapshot = (m: MissionRow) => ({
  event: m.event,
  title: m.title,
  description: m.description,
  period: m.period,
  rewardKind: m.reward_kind,
  reward: m.reward,
  target: m.target,
  limit: m.claim_limit,
  sort: m.sort,
  enabled: m.enabled === 1,
})

/** A reason as the ledger and the audit trail keep it, or a 40000 saying what is wrong. */
export function checkAdjustReason(raw: string): string {
  const reason = raw.replace(/\s+/g, ' ').trim()
  const n = [...reason].length
  if (n < ConsoleRule.REASON_MIN) throw badParameter(`请填写调整原因（至少 ${ConsoleRule.REASON_MIN} 个字）`)
  if (n > ConsoleRule.REASON_MAX) throw badParameter(`调整原因不能超过 ${ConsoleRule.REASON_MAX} 个字`)
  return reason
}

export function checkAdjustDelta(delta: number): number {
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > LOVE_ADJUST_MAX)
    throw badParameter(`调整数量须为非零整数，增减最多 ${LOVE_ADJUST_MAX}`)
  return delta
}

/**
 * 任务与爱心值 for operators (issue 38 point 2): tasks created, changed and reordered, and love value adjusted by
 * hand, for the console and the CLI (task:set, love:adjust) alike. Every write commits with its audit row (before
 * and after); the checks are task-rules.ts's. Roles are the console's to check.
 */
export class RewardsDesk {
  private readonly uow: UnitOfWork<{ rewards: typeof RewardsRepository }>

  constructor(private readonly deps: { db: Db; clock: Clock; audit?: AuditTrail }) {
    this.uow = unitOfWork(deps.db, { rewards: RewardsRepository })
  }

  async tasks(): Promise<MissionRow[]> {
    return this.uow.repos.rewards.missions(false)
  }

  async task(id: string): Promise<MissionRow | undefined> {
    return this.uow.repos.rewards.mission(id)
  }

  /** A new task; an ID already taken (also by a parallel create) is refused. */
  async createTask(actor: AuditActor, id: string, input: TaskInput): Promise<MissionRow> {
    checkTaskId(id)
    const repo = this.uow.repos.rewards
    if (await repo.mission(id)) throw badParameter(`任务 ID ${id} 已存在`)
    const fields = await checkTask(input, undefined, async () => (await repo.maxMissionSort()) + 10)
    try {
      return await this.uow.transaction(async ({ rewards }, trx) => {
        await rewards.insertMission(id, fields, this.deps.clock.now())
        const after = (await rewards.mission(id)) as MissionRow
        await this.record(
          actor,
          { action: TaskAction.CREATE, objectType: TASK_OBJECT, objectId: id, before: null, after: taskSnapshot(after) },
          trx,
        )
        return after
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw badParameter(`任务 ID ${id} 已存在`)
      throw err
    }
  }

  /** Changes the given fields of a task; the task as it would stand is checked as a whole. */
  async updateTask(actor: AuditActor, id: string, input: TaskInput): Promise<MissionRow> {
    if (!Object.values(input).some((v) => v !== undefined)) throw badParameter('没有要修改的内容')
    return this.uow.transaction(async ({ rewards }, trx) => {
      const before = await rewards.mission(id)
      if (!before) throw notFound('任务不存在')
      const fields = await checkTask(input, before, async () => before.sort)
      await rewards.updateMission(id, fields, this.deps.clock.now())
      const after = (await rewards.mission(id)) as MissionRow
      await this.record(
        actor,
        { action: TaskAction.UPDATE, objectType: TASK_OBJECT, objectId: id, before: taskSnapshot(before), after: taskSnapshot(after) },
        trx,
      )
      return after
    })
  }

  /** Puts every task in the given order (the list must name each task once). */
  async reorderTasks(actor: AuditActor, ids: readonly string[]): Promise<MissionRow[]> {
    return this.uow.transaction(async ({ rewards }, trx) => {
      const before = await rewards.missions(false)
      const known = new Set(before.map((m) => m.id))
      if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
        throw badParameter('任务列表已变化，请刷新后重新排序')
      await rewards.setMissionSorts(ids, this.deps.clock.now())
      const after = await rewards.missions(false)
      await this.record(
        actor,
        {
          action: TaskAction.REORDER,
          objectType: TASK_OBJECT,
          before: { order: before.map((m) => m.id) },
          after: { order: after.map((m) => m.id) },
        },
        trx,
      )
      return after
    })
  }

  /**
   * An operator's correction of a player's love value: adds or takes `delta` points with a ledger row carrying the
   * reason, and its audit row, in one transaction. A deduction is one conditional update (`balance >= n`), so
   * parallel deductions never take the balance below zero; one that finds too little is refused and changes nothing.
   */
  async adjustLove(actor: AuditActor, userId: number, delta: number, rawReason: string): Promise<{ before: number; after: number }> {
    checkAdjustDelta(delta)
    const reason = checkAdjustReason(rawReason)
    const chars = [...reason]
    const title = chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : reason
    const move = { reason: LoveReason.ADJUST, title, ref: 'operator', note: reason }
    const now = this.deps.clock.now()
    return this.uow.transaction(async ({ rewards }, trx) => {
      const after = delta > 0 ? await rewards.credit(userId, delta, move, now) : await rewards.debit(userId, -delta, move, now)
      if (after === null) {
        const have = toNumber((await rewards.balance(userId))?.balance)
        throw badParameter(`爱心值不足：当前 ${have}，不能扣减 ${-delta}`)
      }
      // The move is one statement, so the balance before it is exactly the balance after less the delta.
      const before = after - delta
      await this.record(
        actor,
        {
          action: LOVE_ADJUST_ACTION,
          objectType: 'user',
          objectId: userId,
          before: { balance: before },
          after: { balance: after, delta },
          reason,
        },
        trx,
      )
      return { before, after }
    })
  }

  /** A player's love value now, and what they earned and spent in all. */
  async standing(userId: number): Promise<{ balance: number; earnedTotal: number; spentTotal: number }> {
    const row = await this.uow.repos.rewards.balance(userId)
    return { balance: toNumber(row?.balance), earnedTotal: toNumber(row?.earned_total), spentTotal: toNumber(row?.spent_total) }
  }

  async userIdByPhone(phone: string): Promise<number | undefined> {
    return this.uow.repos.rewards.userIdByPhone(phone)
  }

  private async record(actor: AuditActor, entry: Parameters<AuditTrail['record']>[1], trx: Db): Promise<void> {
    if (!this.deps.audit) throw new Error("operators' task and love value edits need the audit trail (createRewards deps.audit)")
    await this.deps.audit.record(actor, entry, trx)
  }
}
