/** Invitation values shared with the service. */

export { InviteRewardState } from '../../server/src/contract/values/invitation'
