import type { Invitee as InviteeData } from '../../server/src/contract'
import { call, callData } from './endpoint'

export type Invitee = InviteeData

/** How many unlock coupons the caller's invitations have earned. */
export const getUnlockCoupon = () => call('getUnlockCoupon', {}).then((r) => r.data?.count ?? 0)

/** The caller's own invite code (`invitation/getInvitationCode`). */
export const invitationCode = () => call('getInvitationCode', {}).then((r) => r.data.inviteCode)

/** People the caller invited, newest first, with their reward state. */
export const invitationDetail = (page: number, pageSize: number) => callData('getInvitationDetail', { page, pageSize })

/** Binds the caller to the owner of `inviteCode` (`invitation/register`); resolves the inviter's uid. */
export const registerInvitation = (inviteCode: string) =>
  callData('invitationRegister', { inviteCode }, { silent: true }).then((d) => d.invite_uid)
