import type {
  LoveEntry,
  LoveInfoData as LoveInfo,
  MissionClaimData as MissionClaim,
  MissionListData as MissionList,
  MissionTask,
} from '../../server/src/contract'
import type { LoveRedeemItem } from '../../server/src/contract/values/rewards'
import { callData } from './endpoint'

/** Missions and love value (爱心值). Types from the contract; pages show the service's messages themselves. */
export type { LoveEntry, LoveInfo, MissionClaim, MissionList, MissionTask }

/** `ios`: the iOS pages, which the service answers without tasks that lead to a payment. */
export type PageVariant = 'default' | 'ios'

export const missionList = (variant: PageVariant) => callData('missionList', { variant }, { silent: true })

/** Today's sign-in (China day); signing in twice the same day is not an error (`firstToday` false). */
export const missionSignIn = () => callData('missionSignIn', {}, { silent: true })

export const missionClaim = (missionId: string) => callData('missionClaim', { missionId }, { silent: true })

export const loveInfo = (variant: PageVariant) => callData('loveInfo', { variant }, { silent: true })

export const loveLedger = (page: number, pageSize: number) => callData('loveLedger', { page, pageSize })

export const loveRedeem = (item: LoveRedeemItem, count: number) => callData('loveRedeem', { item, count }, { silent: true })
