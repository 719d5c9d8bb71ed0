import {
  ACTIVITY_STYLE_NAMES,
  TASK_EVENT_NAMES,
  TASK_EVENTS,
  TASK_PERIOD_NAMES,
  TASK_REWARD_KIND_NAMES,
} from '../../../../server/src/contract/console/activities-values'
import { PRIZE_TYPE_NAMES, PRIZE_TYPES } from '../../../../server/src/contract/console/prizes-values'

export const eventOptions = TASK_EVENTS.map((e) => ({ value: e, label: TASK_EVENT_NAMES[e] }))
export const periodOptions = Object.entries(TASK_PERIOD_NAMES).map(([value, label]) => ({ value, label }))
export const rewardKindOptions = Object.entries(TASK_REWARD_KIND_NAMES).map(([value, label]) => ({ value, label }))
export const styleOptions = Object.entries(ACTIVITY_STYLE_NAMES).map(([value, label]) => ({ value, label }))
export const prizeTypeOptions = PRIZE_TYPES.map((t) => ({ value: t, label: PRIZE_TYPE_NAMES[t] }))

export const periodName = (p: string) => TASK_PERIOD_NAMES[p as keyof typeof TASK_PERIOD_NAMES] ?? p
export const rewardText = (kind: string, n: number) => (kind === 'chance' ? `${n} 次抽奖机会` : `${n} 爱心值`)
export const styleName = (s: string) => ACTIVITY_STYLE_NAMES[s as keyof typeof ACTIVITY_STYLE_NAMES] ?? s
export const prizeTypeName = (t: number) => PRIZE_TYPE_NAMES[t as keyof typeof PRIZE_TYPE_NAMES] ?? `类型 ${t}`

/** An activity's state as a tag colour. */
export const STATE_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default', 3: 'red' }

/** Percent (up to 4 decimals) typed in a form ↔ parts per million as the service keeps odds. */
export const percentToPpm = (percent: number) => Math.round(percent * 10_000)
export const ppmToPercent = (ppm: number) => ppm / 10_000
