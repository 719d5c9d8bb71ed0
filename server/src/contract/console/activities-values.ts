/**
 * 任务与爱心值 and 抽奖活动 (issue 38 point 2): the values both halves use, TypeBox-free (the console app bundles it as
 * it is): the tasks' events, periods and reward kinds with their Chinese names, the limits a task and an activity
 * are held to, and the activity states the console shows.
 */
import { MISSION_EVENTS, type MissionEvent } from '../values/rewards'

export const TASK_EVENTS = MISSION_EVENTS
export const TASK_EVENT_NAMES: Record<MissionEvent, string> = {
  sign_in: '每日签到',
  valuate: '完成估价',
  share_report: '分享的报告被打开',
  friend_help: '好友助力',
  invite: '邀请好友注册',
  real_name: '完成实名认证',
  publish: '发布账号',
  unlock: '解锁完整报告',
}
export const TASK_PERIOD_NAMES = { day: '每天', once: '一次性' } as const
export const TASK_REWARD_KIND_NAMES = { love: '爱心值', chance: '抽奖机会' } as const

/** A task's limits: the CLI (task:set) and the console check them in one place (modules/rewards/task-rules.ts). */
export const TaskLimit = {
  ID_PATTERN: '^[a-z0-9_-]{1,40}$',
  TITLE_MAX: 40,
  DESC_MAX: 120,
  /** Love points per claim. */
  REWARD_MAX: 100_000,
  /** A chance reward is a number of draws: a love-sized number there is a typo. */
  CHANCE_REWARD_MAX: 100,
  TARGET_MAX: 1000,
  LIMIT_MAX: 1000,
  SORT_MAX: 1_000_000,
} as const

/** A manual love value adjustment: at most this many points either way, with a reason. */
export const LOVE_ADJUST_MAX = 1_000_000
/** What a love value rate may be (points per item). */
export const LOVE_RATE_MAX = 100_000

/** An activity's state as the console lists it: the service's ActivityState, or 已停用 when switched off. */
export const ACTIVITY_DESK_STATE_NAMES = { 0: '未开始', 1: '进行中', 2: '已结束', 3: '已停用' } as const
export const ACTIVITY_DISABLED = 3
export const ACTIVITY_STYLE_NAMES = { draw: '抽奖（消耗抽奖机会）', red_envelope: '拆红包（每天免费）' } as const

/** An activity's and a prize's limits (modules/draw/activity-rules.ts checks them for the CLI and the console). */
export const ActivityLimit = {
  ID_PATTERN: '^[A-Za-z0-9-]{1,32}$',
  TITLE_MAX: 40,
  SUBTITLE_MAX: 80,
  RULES_MAX: 20,
  RULE_LINE_MAX: 200,
  /** Draws per user in all and per China day. */
  DRAWS_MAX: 10_000,
  PRIZE_NAME_MAX: 40,
  STOCK_MAX: 10_000_000,
  /** Red packets: 0.01-200 yuan. */
  AMOUNT_FEN_MAX: 20_000,
  COUPONS_MAX: 10,
  SORT_MIN: -1_000_000,
  SORT_MAX: 1_000_000,
} as const
