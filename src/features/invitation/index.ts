/** What the mission centre uses of invitations: the 邀请好友 tab, its store and the page-level pieces it owns. */
export { InvitePanel, createInviteStore, enterInvite, inviteShareMessage, opensInvite } from './InviteView'
export type { InviteStore } from './invite-store'
