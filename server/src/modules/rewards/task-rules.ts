import { TaskLimit } from '../../contract/console/activities-values'
import { MISSION_EVENTS, MissionPeriod, MissionRewardKind } from '../../contract/values/rewards'
import { badParameter } from '../../errors'
import type { MissionFields, MissionRow } from './repository'

/** A task's fields as an operator gives them (CLI task:set, the console's form): typed, not yet checked. */
export interface TaskInput {
  title?: string
  description?: string
  event?: string
  period?: string
  rewardKind?: string
  reward?: number
  target?: number
  limit?: number
  sort?: number
  enabled?: boolean
}

const ID = new RegExp(TaskLimit.ID_PATTERN)

export function checkTaskId(id: string): string {
  if (!ID.test(id)) throw badParameter('任务 ID 须为 1-40 位小写字母、数字、- 或 _')
  return id
}

function text(name: string, value: string, max: number, required: boolean): string {
  const trimmed = value.replace(/\s+/g, ' ').trim()
  if (required && !trimmed) throw badParameter(`请填写${name}`)
  if ([...trimmed].length > max) throw badParameter(`${name}不能超过 ${max} 个字`)
  return trimmed
}

function whole(name: string, value: number, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) throw badParameter(`${name}须为 ${min} 到 ${max} 的整数`)
  return value
}

function oneOf(name: string, value: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) throw badParameter(`${name}不正确：${value}`)
  return value
}

/**
 * The one check of a task's fields, for the CLI and the console alike: each given field, then the task as it
 * would stand (`existing` and the change together). `existing` undefined means a new task: event, title and
 * reward are required. Returns the columns to write; a problem is a 40000 saying what to fix.
 */
export async function checkTask(
  input: TaskInput,
  existing: MissionRow | undefined,
  nextSort: () => Promise<number>,
): Promise<MissionFields> {
  const fields: Partial<MissionFields> = {}
  if (input.title !== undefined) fields.title = text('任务名称', input.title, TaskLimit.TITLE_MAX, true)
  if (input.description !== undefined) fields.description = text('任务说明', input.description, TaskLimit.DESC_MAX, false)
  if (input.event !== undefined) fields.event = oneOf('完成条件', input.event, MISSION_EVENTS)
  if (input.period !== undefined) fields.period = oneOf('周期', input.period, Object.values(MissionPeriod))
  if (input.rewardKind !== undefined) fields.reward_kind = oneOf('奖励类型', input.rewardKind, Object.values(MissionRewardKind))
  if (input.reward !== undefined) fields.reward = whole('奖励数量', input.reward, 1, TaskLimit.REWARD_MAX)
  if (input.target !== undefined) fields.target = whole('目标次数', input.target, 1, TaskLimit.TARGET_MAX)
  if (input.limit !== undefined) fields.claim_limit = whole('领取上限', input.limit, 1, TaskLimit.LIMIT_MAX)
  if (input.sort !== undefined) fields.sort = whole('排序', input.sort, 0, TaskLimit.SORT_MAX)
  if (input.enabled !== undefined) fields.enabled = input.enabled ? 1 : 0

  if (!existing) {
    const missing = [
      fields.event === undefined && '完成条件',
      fields.title === undefined && '任务名称',
      fields.reward === undefined && '奖励数量',
    ].filter(Boolean)
    if (missing.length) throw badParameter(`新建任务须填写${missing.join('、')}`)
  }
  const merged: MissionFields = {
    event: fields.event ?? existing?.event ?? '',
    title: fields.title ?? existing?.title ?? '',
    description: fields.description ?? existing?.description ?? '',
    period: fields.period ?? existing?.period ?? MissionPeriod.DAY,
    reward_kind: fields.reward_kind ?? existing?.reward_kind ?? MissionRewardKind.LOVE,
    reward: fields.reward ?? existing?.reward ?? 0,
    target: fields.target ?? existing?.target ?? 1,
    claim_limit: fields.claim_limit ?? existing?.claim_limit ?? 1,
    sort: fields.sort ?? existing?.sort ?? (await nextSort()),
    enabled: fields.enabled ?? existing?.enabled ?? 1,
  }
  if (merged.reward_kind === MissionRewardKind.CHANCE && merged.reward > TaskLimit.CHANCE_REWARD_MAX) {
    throw badParameter(`奖励为抽奖机会时，每次最多 ${TaskLimit.CHANCE_REWARD_MAX} 次，现为 ${merged.reward}`)
  }
  return merged
}
