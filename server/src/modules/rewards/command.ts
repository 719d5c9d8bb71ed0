import { MISSION_EVENTS, MissionPeriod } from '../../contract/values/rewards'
import { BizError } from '../../errors'
import { flag01, parseOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import type { AuditActor } from '../audit-port'
import type { RewardsDesk } from './desk'
import type { MissionRow } from './repository'
import { checkTaskId, type TaskInput } from './task-rules'

export const MISSION_USAGE = `usage:
  task:list                                  list every task (enabled or not)
  task:set ID [--title T] [--desc D] [--reward N] [--reward-kind love|chance] [--target N] [--limit N]
              [--period day|once] [--event E] [--sort N] [--enabled 0|1]
                                             change a task; a new ID creates one (then --event, --title, --reward are required)
  love:adjust PHONE DELTA REASON             add (DELTA > 0) or take (DELTA < 0) love value, never below 0;
                                             REASON (2-200 characters) goes on the player's ledger
events: ${MISSION_EVENTS.join(', ')}`

const SET_OPTIONS = stringOptions('title', 'desc', 'reward', 'reward-kind', 'target', 'limit', 'period', 'event', 'sort', 'enabled')

/** What the mission commands use: the rewards module's operator desk. */
export interface MissionCommandServices {
  rewardsDesk: RewardsDesk
}

/** A whole number as typed; its range is the desk's rule (task-rules.ts), the same the console answers with. */
function wholeNumber(flag: string, raw: string): number {
  if (!/^[+-]?\d{1,16}$/.test(raw.trim())) throw new CommandError(`${flag} must be a whole number, got "${raw}"`)
  return Number(raw)
}

/** The desk's refusals (Chinese, as the console shows them) as the command's mistakes. */
async function refused<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command()
  } catch (err) {
    if (err instanceof BizError) throw new CommandError(err.message)
    throw err
  }
}

/**
 * Operators' mission and love value commands (`npm run ops -- task:list`, `task:set`, `love:adjust`). The values
 * are checked by the rewards desk, the same checks the console's 任务 and 爱心值 pages go through, and each write
 * records its audit row (before and after) there. Returns what to print.
 */
export async function runMissionCommand(args: string[], services: MissionCommandServices, actor: AuditActor): Promise<string> {
  const [command, ...rest] = args
  switch (command) {
    case 'task:list':
      if (rest.length) throw new CommandError(`task:list takes no arguments\n${MISSION_USAGE}`)
      return (await services.rewardsDesk.tasks()).map(describe).join('\n') || 'no tasks'
    case 'task:set':
      return setTask(rest, services.rewardsDesk, actor)
    case 'love:adjust':
      return adjust(rest, services.rewardsDesk, actor)
    default:
      throw new CommandError(MISSION_USAGE)
  }
}

async function setTask(args: string[], desk: RewardsDesk, actor: AuditActor): Promise<string> {
  const { values: v, positionals } = parseOptions('task:set', args, SET_OPTIONS, MISSION_USAGE)
  if (positionals.length !== 1) throw new CommandError(`task:set takes one task ID, got ${positionals.length}\n${MISSION_USAGE}`)
  const id = positionals[0]
  const input: TaskInput = {
    title: v.title,
    description: v.desc,
    event: v.event,
    period: v.period,
    rewardKind: v['reward-kind'],
    reward: v.reward === undefined ? undefined : wholeNumber('--reward', v.reward),
    target: v.target === undefined ? undefined : wholeNumber('--target', v.target),
    limit: v.limit === undefined ? undefined : wholeNumber('--limit', v.limit),
    sort: v.sort === undefined ? undefined : wholeNumber('--sort', v.sort),
    enabled: v.enabled === undefined ? undefined : flag01('--enabled', v.enabled),
  }
  return refused(async () => {
    checkTaskId(id)
    if (await desk.task(id)) return `updated ${describe(await desk.updateTask(actor, id, input))}`
    return `created ${describe(await desk.createTask(actor, id, input))}`
  })
}

async function adjust(args: string[], desk: RewardsDesk, actor: AuditActor): Promise<string> {
  const [phone, deltaText, ...reasonWords] = args
  if (!phone || !/^1[2-9]\d{9}$/.test(phone))
    throw new CommandError(`PHONE must be an 11-digit mainland number, got "${phone ?? ''}"\n${MISSION_USAGE}`)
  if (deltaText === undefined || !/^[+-]?\d{1,16}$/.test(deltaText)) {
    throw new CommandError(`DELTA must be a whole number such as 50 or -20, got "${deltaText ?? ''}"`)
  }
  const delta = Number(deltaText)
  const reason = reasonWords.join(' ')
  const userId = await desk.userIdByPhone(phone)
  if (userId === undefined) throw new CommandError(`no user with phone ${phone} (+86)`)
  const { after } = await refused(() => desk.adjustLove(actor, userId, delta, reason))
  return `${delta > 0 ? 'added' : 'took'} ${Math.abs(delta)} love value ${delta > 0 ? 'to' : 'from'} ${phone} (${reason.trim()}); balance now ${after}`
}

function describe(m: MissionRow): string {
  const per = m.period === MissionPeriod.DAY ? 'per day' : 'once'
  return (
    `${m.id} ${m.enabled === 1 ? 'enabled' : 'DISABLED'} sort=${m.sort} event=${m.event} "${m.title}" ` +
    `${m.reward} ${m.reward_kind} per claim, target ${m.target}, limit ${m.claim_limit} ${per}` +
    (m.description ? ` — ${m.description}` : '')
  )
}
