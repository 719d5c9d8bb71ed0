import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { UserService } from './service'

export async function userRoutes(app: App, { auth, user }: RouteKit & { user: UserService }): Promise<void> {
  const route = endpointRouter(app, auth, '用户')

  route('userInfo', { summary: '当前用户信息' }, async (request) => ok({ user_base_info: await user.baseInfo(caller(request).userId) }))

  route('caStatus', { summary: '实名认证状态' }, async (request) => ok(await user.realNameStatus(caller(request).userId)))

  route('realInfoVerify', { summary: '实名认证', description: '仅限年满 18 周岁；一个身份证号只能认证一个账号' }, async (request) =>
    ok(await user.verifyRealName(caller(request).userId, request.body), '实名认证成功'),
  )

  route('logOff', { summary: '注销账号', description: '清除个人信息并使所有令牌失效；同一手机号可重新注册为新用户' }, async (request) => {
    await user.deleteAccount(caller(request).userId)
    return ok(null, '账号已注销')
  })
}
