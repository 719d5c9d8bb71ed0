import {
  EmptyBody,
  InvitationCodeData,
  InvitationDetailBody,
  InvitationDetailData,
  InvitationRegisterBody,
  InvitationRegisterData,
  UnlockCouponData,
} from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

const TAG = '邀请'

export function invitationRoutes(app: App, { auth, invitation }: Services): void {
  const guard = loginRequired(auth)

  app.post(
    '/invitation/getInvitationCode',
    {
      schema: { ...describe(TAG, '我的邀请码', { auth: true }), body: EmptyBody, response: success(InvitationCodeData) },
      preHandler: guard,
    },
    async (request) => ok({ inviteCode: await invitation.inviteCodeOf(caller(request).userId) }),
  )

  app.post(
    '/invitation/getInvitationDetail',
    {
      schema: { ...describe(TAG, '我邀请的好友', { auth: true }), body: InvitationDetailBody, response: success(InvitationDetailData) },
      preHandler: guard,
    },
    async (request) => {
      const { page = 1, pageSize = 20 } = request.body
      return ok(await invitation.detail(caller(request).userId, page, pageSize))
    },
  )

  app.post(
    '/invitation/register',
    {
      schema: {
        ...describe(TAG, '填写邀请码', { auth: true, description: '每个用户只能绑定一次；不能邀请自己，也不能互相邀请' }),
        body: InvitationRegisterBody,
        response: success(InvitationRegisterData),
      },
      preHandler: guard,
    },
    async (request) => ok({ invite_uid: await invitation.bind(caller(request).userId, request.body.inviteCode) }, '绑定成功'),
  )

  app.post(
    '/invitation/getUnlockCoupon',
    {
      schema: { ...describe(TAG, '可用解锁券数量', { auth: true }), body: EmptyBody, response: success(UnlockCouponData) },
      preHandler: guard,
    },
    async (request) => ok({ count: await invitation.usableCouponCount(caller(request).userId) }),
  )
}
