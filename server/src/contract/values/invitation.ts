import type { EnumValue } from './enum'

/**
 * Reward state of one invitee in `invitation/getInvitationDetail`: waiting for the friend's first valuation, the
 * coupon granted, or valued without a coupon because the friend's phone number already earned an inviter one.
 */
export const InviteRewardState = { WAITING: 0, REWARDED: 1, NOT_ELIGIBLE: 2 } as const
export type InviteRewardState = EnumValue<typeof InviteRewardState>
