import { MISSION_EVENTS, MissionPeriod, MissionRewardKind } from '../../contract/values/rewards'
import { flag01, integer, parseOptions, stringOptions } from '../../lib/command-args'
import { CommandError } from '../../lib/command-error'
import type { MissionFields, MissionRow } from './repository'
import type { RewardsService } from './service'

export const MISSION_USAGE = `usage:
  task:list                                  list every task (enabled or not)
  task:set ID [--title T] [--desc D] [--reward N] [--reward-kind love|chance] [--target N] [--limit N]
              [--period day|once] [--event E] [--sort N] [--enabled 0|1]
                                             change a task; a new ID creates one (then --event, --title, --reward are required)
  love:adjust PHONE DELTA REASON             add (DELTA > 0) or take (DELTA < 0) love value, never below 0
events: ${MISSION_EVENTS.join(', ')}`

const SET_OPTIONS = stringOptions('title', 'desc', 'reward', 'reward-kind', 'target', 'limit', 'period', 'event', 'sort', 'enabled')

const ID = /^[a-z0-9_-]{1,40}$/
const LIMITS = {
  title: 40,
  desc: 120,
  reason: 40,
  /** Love points per claim; a chance reward is held to chanceReward draws. */
  reward: 100_000,
  chanceReward: 100,
  target: 1000,
  limit: 1000,
  sort: 1_000_000,
  adjust: 1_000_000,
}

/**
 * Operators' mission and love value commands (`npm run ops -- task:list`, `task:set`, `love:adjust`). Every value
 * is checked before anything is written; a mistake throws CommandError saying what to fix. Returns what to print.
 */
export async function runMissionCommand(args: string[], services: { rewards: RewardsService }): Promise<string> {
  const [command, ...rest] = args
  switch (command) {
    case 'task:list':
      if (rest.length) throw new CommandError(`task:list takes no arguments\n${MISSION_USAGE}`)
      return (await services.rewards.listTasks()).map(describe).join('\n') || 'no tasks'
    case 'task:set':
      return setTask(rest, services)
    case 'love:adjust':
      return adjust(rest, services)
    default:
      throw new CommandError(MISSION_USAGE)
  }
}

async function setTask(args: string[], services: { rewards: RewardsService }): Promise<string> {
  const { values: v, positionals } = parseOptions('task:set', args, SET_OPTIONS, MISSION_USAGE)
  if (positionals.length !== 1) throw new CommandError(`task:set takes one task ID, got ${positionals.length}\n${MISSION_USAGE}`)
  const id = positionals[0]
  if (!ID.test(id)) throw new CommandError(`task ID must be 1-40 lower-case letters, digits, - or _, got "${id}"`)

  const fields: Partial<MissionFields> = {}
  if (v.title !== undefined) fields.title = text('--title', v.title, LIMITS.title, true)
  if (v.desc !== undefined) fields.description = text('--desc', v.desc, LIMITS.desc, false)
  if (v.event !== undefined) {
    if (!(MISSION_EVENTS as readonly string[]).includes(v.event)) {
      throw new CommandError(`--event must be one of ${MISSION_EVENTS.join(', ')}, got "${v.event}"`)
    }
    fields.event = v.event
  }
  if (v['reward-kind'] !== undefined) {
    const kinds: string[] = Object.values(MissionRewardKind)
    if (!kinds.includes(v['reward-kind'])) throw new CommandError(`--reward-kind must be love or chance, got "${v['reward-kind']}"`)
    fields.reward_kind = v['reward-kind']
  }
  if (v.period !== undefined) {
    const periods: string[] = Object.values(MissionPeriod)
    if (!periods.includes(v.period)) throw new CommandError(`--period must be day or once, got "${v.period}"`)
    fields.period = v.period
  }
  if (v.reward !== undefined) fields.reward = integer('--reward', v.reward, 1, LIMITS.reward)
  if (v.target !== undefined) fields.target = integer('--target', v.target, 1, LIMITS.target)
  if (v.limit !== undefined) fields.claim_limit = integer('--limit', v.limit, 1, LIMITS.limit)
  if (v.sort !== undefined) fields.sort = integer('--sort', v.sort, 0, LIMITS.sort)
  if (v.enabled !== undefined) fields.enabled = flag01('--enabled', v.enabled) ? 1 : 0

  const rewards = services.rewards
  const existing = await rewards.findTask(id)
  let create: MissionFields | null = null
  if (!existing) {
    const missing = [
      fields.event === undefined && '--event',
      fields.title === undefined && '--title',
      fields.reward === undefined && '--reward',
    ].filter(Boolean)
    if (missing.length) throw new CommandError(`task ${id} is new: ${missing.join(', ')} required to create it`)
    create = {
      event: fields.event as string,
      title: fields.title as string,
      description: fields.description ?? '',
      period: fields.period ?? MissionPeriod.DAY,
      reward_kind: fields.reward_kind ?? MissionRewardKind.LOVE,
      reward: fields.reward as number,
      target: fields.target ?? 1,
      claim_limit: fields.claim_limit ?? 1,
      sort: fields.sort ?? (await rewards.nextTaskSort()),
      enabled: fields.enabled ?? 1,
    }
  } else if (Object.keys(fields).length === 0) {
    throw new CommandError(`nothing to change for task ${id}: give at least one option\n${MISSION_USAGE}`)
  }
  // A chance reward is a number of draws: a love-sized number there is a typo.
  const kind = create?.reward_kind ?? fields.reward_kind ?? existing?.reward_kind
  const reward = create?.reward ?? fields.reward ?? existing?.reward ?? 0
  if (kind === MissionRewardKind.CHANCE && reward > LIMITS.chanceReward) {
    throw new CommandError(`a chance reward is at most ${LIMITS.chanceReward} draws per claim, got ${reward}`)
  }
  const saved = await rewards.saveTask(id, fields, create)
  return `${create ? 'created' : 'updated'} ${describe(saved)}`
}

async function adjust(args: string[], services: { rewards: RewardsService }): Promise<string> {
  const [phone, deltaText, ...reasonWords] = args
  if (!phone || !/^1[2-9]\d{9}$/.test(phone))
    throw new CommandError(`PHONE must be an 11-digit mainland number, got "${phone ?? ''}"\n${MISSION_USAGE}`)
  if (deltaText === undefined || !/^[+-]?\d+$/.test(deltaText)) {
    throw new CommandError(`DELTA must be a whole number such as 50 or -20, got "${deltaText ?? ''}"`)
  }
  const delta = Number(deltaText)
  if (delta === 0 || Math.abs(delta) > LIMITS.adjust)
    throw new CommandError(`DELTA must be non-zero and at most ${LIMITS.adjust} either way`)
  const reason = text('REASON', reasonWords.join(' '), LIMITS.reason, true)
  const rewards = services.rewards
  const userId = await rewards.userIdByPhone(phone)
  if (userId === undefined) throw new CommandError(`no user with phone ${phone} (+86)`)
  const after = await rewards.adjust(userId, delta, reason)
  if (after === null) {
    throw new CommandError(`${phone} has ${await rewards.balanceOf(userId)} love value: cannot take ${-delta}; nothing changed`)
  }
  return `${delta > 0 ? 'added' : 'took'} ${Math.abs(delta)} love value ${delta > 0 ? 'to' : 'from'} ${phone} (${reason}); balance now ${after}`
}

function text(name: string, value: string, max: number, required: boolean): string {
  const trimmed = value.trim()
  if (required && !trimmed) throw new CommandError(`${name} must not be empty`)
  if ([...trimmed].length > max) throw new CommandError(`${name} is longer than ${max} characters`)
  return trimmed
}

function describe(m: MissionRow): string {
  const per = m.period === MissionPeriod.DAY ? 'per day' : 'once'
  return (
    `${m.id} ${m.enabled === 1 ? 'enabled' : 'DISABLED'} sort=${m.sort} event=${m.event} "${m.title}" ` +
    `${m.reward} ${m.reward_kind} per claim, target ${m.target}, limit ${m.claim_limit} ${per}` +
    (m.description ? ` — ${m.description}` : '')
  )
}
