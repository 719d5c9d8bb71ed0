import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { InvitationService } from './service'

export async function invitationRoutes(app: App, { auth, invitation }: RouteKit & { invitation: InvitationService }): Promise<void> {
  const route = endpointRouter(app, auth, '邀请')

  route('getInvitationCode', { summary: '我的邀请码' }, async (request) =>
    ok({ inviteCode: await invitation.inviteCodeOf(caller(request).userId) }),
  )

  route('getInvitationDetail', { summary: '我邀请的好友' }, async (request) => {
    const { page = 1, pageSize = 20 } = request.body
    return ok(await invitation.detail(caller(request).userId, page, pageSize))
  })

  route(
    'invitationRegister',
    { summary: '填写邀请码', description: '每个用户只能绑定一次；不能邀请自己，也不能互相邀请' },
    async (request) => ok({ invite_uid: await invitation.bind(caller(request).userId, request.body.inviteCode) }, '绑定成功'),
  )

  route('getUnlockCoupon', { summary: '可用解锁券数量' }, async (request) =>
    ok({ count: await invitation.usableCouponCount(caller(request).userId) }),
  )
}
