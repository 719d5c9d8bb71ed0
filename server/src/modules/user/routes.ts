import { EmptyBody, NoData, RealNameStatusData, RealNameVerifyBody, UserInfoData } from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

const TAG = '用户'

export function userRoutes(app: App, { auth, user }: Services): void {
  const guard = loginRequired(auth)

  app.post(
    '/user/userInfo',
    { schema: { ...describe(TAG, '当前用户信息', { auth: true }), body: EmptyBody, response: success(UserInfoData) }, preHandler: guard },
    async (request) => ok({ user_base_info: await user.baseInfo(caller(request).userId) }),
  )

  app.post(
    '/user/castatus',
    {
      schema: { ...describe(TAG, '实名认证状态', { auth: true }), body: EmptyBody, response: success(RealNameStatusData) },
      preHandler: guard,
    },
    async (request) => ok(await user.realNameStatus(caller(request).userId)),
  )

  app.post(
    '/user/realInfoVerify',
    {
      schema: {
        ...describe(TAG, '实名认证', { auth: true, description: '仅限年满 18 周岁；一个身份证号只能认证一个账号' }),
        body: RealNameVerifyBody,
        response: success(RealNameStatusData),
      },
      preHandler: guard,
    },
    async (request) => ok(await user.verifyRealName(caller(request).userId, request.body), '实名认证成功'),
  )

  app.post(
    '/user/logOff',
    {
      schema: {
        ...describe(TAG, '注销账号', { auth: true, description: '清除个人信息并使所有令牌失效；同一手机号可重新注册为新用户' }),
        body: EmptyBody,
        response: success(NoData),
      },
      preHandler: guard,
    },
    async (request) => {
      await user.deleteAccount(caller(request).userId)
      return ok(null, '账号已注销')
    },
  )
}
