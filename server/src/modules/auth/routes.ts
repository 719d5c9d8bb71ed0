import {
  EmptyBody,
  LoginData,
  NoData,
  OpenIdBody,
  OpenIdData,
  PxLoginBody,
  PxLoginData,
  PxTokenData,
  SendCodeBody,
  SendCodeData,
  TokenPair,
  VerifyLoginBody,
  WxLoginBody,
} from '../../contract'
import { caller, loginRequired } from '../../http/auth-guard'
import { bearerToken, clientMeta } from '../../http/client-meta'
import { ok } from '../../http/envelope'
import { describe, success } from '../../http/route-schema'
import type { App } from '../../http/types'
import type { Services } from '../../services'

const TAG = '登录与会话'

export function authRoutes(app: App, { auth }: Services): void {
  app.post(
    '/verify/send',
    { schema: { ...describe(TAG, '发送短信验证码'), body: SendCodeBody, response: success(SendCodeData) } },
    async (request) => {
      const data = await auth.sendCode(request.body.phone, request.body.telCode ?? '86', clientMeta(request))
      return ok(data, '验证码发送成功')
    },
  )

  app.post(
    '/verify/login',
    { schema: { ...describe(TAG, '验证码登录（首次登录即注册）'), body: VerifyLoginBody, response: success(LoginData) } },
    async (request) => ok(await auth.loginWithCode(request.body, clientMeta(request))),
  )

  app.get(
    '/refresh',
    {
      schema: {
        ...describe(TAG, '用刷新令牌换新令牌', { description: 'Authorization 头放刷新令牌；旧刷新令牌随即作废' }),
        response: success(TokenPair),
      },
    },
    async (request) => ok(await auth.refresh(bearerToken(request))),
  )

  app.post(
    '/wxLogin',
    {
      schema: {
        ...describe(TAG, '小程序登录', { description: 'terminal 头 5 为微信、6 为抖音' }),
        body: WxLoginBody,
        response: success(LoginData),
      },
    },
    async (request) => {
      const { wx_code, inviteCode, valId } = request.body
      return ok(await auth.loginWithMiniProgram(wx_code, clientMeta(request), { inviteCode, valId }))
    },
  )

  app.post(
    '/wx/getOpenId',
    { schema: { ...describe(TAG, '用小程序 code 换 openid'), body: OpenIdBody, response: success(OpenIdData) } },
    async (request) => ok({ openid: await auth.openId(request.body.wx_code, clientMeta(request)) }),
  )

  app.post(
    '/wx/valPxLogin',
    { schema: { ...describe(TAG, '合作方 App 快捷登录'), body: PxLoginBody, response: success(PxLoginData) } },
    async (request) => ok(await auth.loginWithPxKey(request.body.pxLoginKey, clientMeta(request))),
  )

  app.post(
    '/getPxToken',
    {
      schema: { ...describe(TAG, '合作方 App 令牌', { auth: true }), body: EmptyBody, response: success(PxTokenData) },
      preHandler: loginRequired(auth),
    },
    async (request) => ok({ token: await auth.partnerToken(caller(request).userId) }),
  )

  app.get(
    '/logout',
    {
      schema: { ...describe(TAG, '退出登录', { auth: true }), response: success(NoData) },
      // An expired access token may still end its own session.
      preHandler: loginRequired(auth, { allowExpired: true }),
    },
    async (request) => {
      await auth.logout(caller(request))
      return ok(null)
    },
  )
}
