/** Mission and love value values shared with the service, and the app's tab parameters of both pages. */

export {
  LoveRedeemItem,
  MissionEvent,
  MissionPeriod,
  MissionRewardKind,
  MissionState,
  PAY_RELATED_EVENTS,
} from '../../server/src/contract/values/rewards'

/** 任务中心's `tab` parameter: the task list (default) or 邀请好友. */
export const MissionTab = { TASKS: 'tasks', INVITE: 'invite' } as const
export type MissionTab = (typeof MissionTab)[keyof typeof MissionTab]

/** 爱心值's `tab` parameter: 兑换 (default) or 明细. */
export const LoveTab = { REDEEM: 'redeem', LEDGER: 'ledger' } as const
export type LoveTab = (typeof LoveTab)[keyof typeof LoveTab]
