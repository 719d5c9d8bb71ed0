import type { FastifyReply } from 'fastify'
import { ok } from '../../http/envelope'
import type { ConsoleSession } from '../../modules/operators/service'
import { actorOf, consoleCaller, type consoleRouter } from '../router'
import { clearSessionCookie, setSessionCookie } from '../session-cookie'
import type { ConsoleDeps } from '../types'

/** The session's answer: who is logged in, and a CSRF token of the session for the next writes. */
function sessionData(session: ConsoleSession, reply: FastifyReply) {
  reply.request.session = { csrfSecret: session.csrfSecret }
  return { operator: session.operator, csrfToken: reply.generateCsrf() }
}

/** 登录、退出、本人的密码与动态验证码。 */
export function authRoutes(route: ReturnType<typeof consoleRouter>, { operators, config }: ConsoleDeps): void {
  route('login', '登录（登录名、密码，已启用时加动态验证码）', async (request, reply) => {
    const session = await operators.login(request.body, request.ip)
    setSessionCookie(reply, session.token, { secure: config.isProduction, maxAgeMs: config.absoluteMs })
    return ok(sessionData(session, reply))
  })

  route('me', '当前操作员与 CSRF 令牌', async (request, reply) => ok(sessionData(consoleCaller(request), reply)))

  route('logout', '退出登录', async (request, reply) => {
    await operators.logout(consoleCaller(request), actorOf(request))
    clearSessionCookie(reply, config.isProduction)
    return ok(null)
  })

  route('changePassword', '修改本人密码（其他会话随之失效）', async (request) => {
    await operators.changePassword(consoleCaller(request), request.body.oldPassword, request.body.newPassword, actorOf(request))
    return ok(null)
  })

  route('totpSetup', '生成动态验证码密钥（确认前不生效）', async (request) => ok(await operators.totpSetup(consoleCaller(request))))

  route('totpEnable', '用一个动态验证码确认并启用', async (request) => {
    await operators.totpEnable(consoleCaller(request), request.body.code, actorOf(request))
    return ok(null)
  })
}
