import { endpointRouter } from '../../http/endpoint-route'
import { caller } from '../../http/auth-guard'
import { ok } from '../../http/envelope'
import type { App, RouteKit } from '../../http/types'
import type { ValuationAuthService } from './service'

const STEP =
  '返回当前步骤：resultCode 200 成功，2000/2001 输入邮箱/手机验证码，2002 输入图形验证码，2003 重新登录，3209 已过期（resend）；pending 时继续轮询 val/auth/status。'

/**
 * Valuation by authorization (evaluate type 3). Bodies carry credentials (password, code, captcha): they are passed
 * to the provider and never stored or logged (the request log records method and URL only).
 */
export async function valuationAuthRoutes(
  app: App,
  { auth, valuationAuth }: RouteKit & { valuationAuth: ValuationAuthService },
): Promise<void> {
  const route = endpointRouter(app, auth, '估价')

  route(
    'authStart',
    {
      summary: '发起账号授权',
      description: `authKind 1 扫码 {scanType}；2 账号登录 {loginType 1 密码 {account, password} / 2 验证码 {account}}；3 营地ID {campId}。${STEP}`,
    },
    async (request) => ok(await valuationAuth.start(caller(request).userId, request.body)),
  )

  route(
    'authVerify',
    { summary: '提交授权验证码', description: `2000/2001 之后提交 code，2002 之后提交 captcha。${STEP}` },
    async (request) => ok(await valuationAuth.verify(caller(request).userId, request.body)),
  )

  route('authResend', { summary: '重新发送验证码 / 刷新二维码', description: `新的验证码、图形验证码或二维码。${STEP}` }, async (request) =>
    ok(await valuationAuth.resend(caller(request).userId, request.body.authId)),
  )

  route('authStatus', { summary: '授权状态', description: `扫码授权轮询此接口直到 pending 为 false。${STEP}` }, async (request) =>
    ok(await valuationAuth.status(caller(request).userId, request.body.authId)),
  )
}
