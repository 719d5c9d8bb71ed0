import { Type, type Static } from '@sinclair/typebox'
import { InviteCode } from './common'
import { Paged, pageFields } from './paging'

export const InvitationCodeData = Type.Object({ inviteCode: Type.String() })
export type InvitationCodeData = Static<typeof InvitationCodeData>

export const InvitationDetailBody = Type.Object(pageFields({ maxPageSize: 100 }))
export type InvitationDetailBody = Static<typeof InvitationDetailBody>

export const Invitee = Type.Object({
  uid: Type.String(),
  nickname: Type.String({ description: '脱敏昵称' }),
  registeredAt: Type.Integer({ description: '注册时间，UTC 毫秒' }),
  invitedAt: Type.Integer({ description: '绑定邀请时间，UTC 毫秒' }),
  rewardState: Type.Integer({
    description: '奖励状态：0 待好友完成首次估价，1 已获得解锁券，2 好友已估价但该手机号曾计过奖励（不重复发放）',
  }),
  rewardedAt: Type.Union([Type.Integer(), Type.Null()], { description: '获得奖励的时间，UTC 毫秒' }),
})
export type Invitee = Static<typeof Invitee>

export const InvitationDetailData = Type.Object({
  ...Paged(Invitee).properties,
  rewards: Type.Object({
    couponCount: Type.Integer({ description: '因邀请获得的券数' }),
  }),
})
export type InvitationDetailData = Static<typeof InvitationDetailData>

export const InvitationRegisterBody = Type.Object({ inviteCode: InviteCode })
export type InvitationRegisterBody = Static<typeof InvitationRegisterBody>

export const InvitationRegisterData = Type.Object({ invite_uid: Type.String({ description: '邀请人 uid' }) })
export type InvitationRegisterData = Static<typeof InvitationRegisterData>

export const UnlockCouponData = Type.Object({ count: Type.Integer({ description: '可用的解锁券张数' }) })
export type UnlockCouponData = Static<typeof UnlockCouponData>
