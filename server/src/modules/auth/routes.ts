import { endpointRouter } from '../../http/endpoint-route'
import { caller, optionalCaller } from '../../http/auth-guard'
import { bearerToken, clientMeta } from '../../http/client-meta'
import { ok } from '../../http/envelope'
import type { App } from '../../http/types'
import type { AuthService } from './service'

export async function authRoutes(app: App, { auth }: { auth: AuthService }): Promise<void> {
  const route = endpointRouter(app, auth, '登录与会话')
  route('verifySend', { summary: '发送短信验证码' }, async (request) => {
    const data = await auth.sendCode(request.body.phone, request.body.telCode ?? '86', clientMeta(request))
    return ok(data, '验证码发送成功')
  })

  route('verifyLogin', { summary: '验证码登录（首次登录即注册）' }, async (request) =>
    ok(await auth.loginWithCode(request.body, clientMeta(request))),
  )

  route('refresh', { summary: '用刷新令牌换新令牌', description: 'Authorization 头放刷新令牌；旧刷新令牌随即作废' }, async (request) =>
    ok(await auth.refresh(bearerToken(request))),
  )

  route('wxLogin', { summary: '小程序登录', description: 'terminal 头 5 为微信、6 为抖音' }, async (request) => {
    const { wx_code, inviteCode, valId } = request.body
    return ok(await auth.loginWithMiniProgram(wx_code, clientMeta(request), { inviteCode, valId }))
  })

  route(
    'getOpenId',
    {
      summary: '用微信 code 换 openid',
      description:
        '小程序（terminal 5/6）用小程序登录 code；其余终端为微信内网页，用公众号网页授权 code，已登录时记为该用户微信内支付的 openid',
    },
    async (request) =>
      ok({ openid: await auth.openId(request.body.wx_code, clientMeta(request), (await optionalCaller(auth, request))?.userId ?? null) }),
  )

  route('valPxLogin', { summary: '合作方 App 快捷登录' }, async (request) =>
    ok(await auth.loginWithPxKey(request.body.pxLoginKey, clientMeta(request))),
  )

  route('getPxToken', { summary: '合作方 App 令牌' }, async (request) => ok({ token: await auth.partnerToken(caller(request).userId) }))

  // An expired access token may still end its own session.
  route('logout', { summary: '退出登录' }, async (request) => {
    await auth.logout(caller(request))
    return ok(null)
  })
}
