import { Tag } from 'antd'
import {
  PRIZE_DESK_STATE_NAMES,
  PRIZE_DESK_STATES,
  PRIZE_TYPE_NAMES,
  PRIZE_TYPES,
  type PrizeDeskState,
} from '../../../../server/src/contract/console/prizes-values'
import { PrizeType } from '../../../../server/src/contract/values/pay'
import { formatFen } from '../../format'

/** What waits for operations stands out: an address to ship to, a red packet that failed. */
const STATE_COLORS: Record<PrizeDeskState, string> = {
  1: 'default',
  2: 'orange',
  3: 'green',
  4: 'blue',
  5: 'green',
  6: 'red',
  7: 'green',
}

export function PrizeStateTag({ state }: { state: number }) {
  const known = state as PrizeDeskState
  return <Tag color={STATE_COLORS[known] ?? 'default'}>{PRIZE_DESK_STATE_NAMES[known] ?? `状态 ${state}`}</Tag>
}

export const prizeTypeName = (type: number): string => PRIZE_TYPE_NAMES[type as PrizeType] ?? `类型 ${type}`

/** The prize as won: its name, and the amount of a red packet or the count of coupons. */
export function prizeSummary(p: { prizeType: number; prizeName: string; amountFen: number; couponCount: number }): string {
  if (p.prizeType === PrizeType.RED_PACKET) return `${p.prizeName}（${formatFen(p.amountFen)}）`
  if (p.prizeType === PrizeType.COUPON) return `${p.prizeName}（${p.couponCount} 张）`
  return p.prizeName
}

export const stateOptions = PRIZE_DESK_STATES.map((s) => ({ value: s, label: PRIZE_DESK_STATE_NAMES[s] }))
export const typeOptions = PRIZE_TYPES.map((t) => ({ value: t, label: PRIZE_TYPE_NAMES[t] }))
