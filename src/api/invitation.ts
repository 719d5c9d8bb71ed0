import { call } from './endpoint'

/** How many unlock coupons the caller's invitations have earned. */
export const getUnlockCoupon = () => call('getUnlockCoupon', {}).then((r) => r.data?.count ?? 0)

/** The caller's own invite code (`invitation/getInvitationCode`). */
export const invitationCode = () => call('getInvitationCode', {}).then((r) => r.data.inviteCode)
