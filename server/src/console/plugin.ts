import fastifyCookie from '@fastify/cookie'
import fastifyCsrfProtection from '@fastify/csrf-protection'
import type { FastifyError } from 'fastify'
import { BizCode, BizError } from '../errors'
import { CONSOLE_CSRF_HEADER, ConsoleText } from '../contract/console'
import { failureBody } from '../http/envelope'
import { allowListOf } from '../lib/ip-allow-list'
import type { App } from '../http/types'
import { consoleRouter } from './router'
import { auditRoutes } from './routes/audit'
import { authRoutes } from './routes/auth'
import { operatorRoutes } from './routes/operators'
import { orderRoutes } from './routes/orders'
import { piiRoutes } from './routes/pii'
import { playerRoutes } from './routes/players'
import { couponRoutes } from './routes/coupons'
import { feedbackRoutes } from './routes/feedback'
import { articleRoutes } from './routes/articles'
import { contentRoutes } from './routes/content'
import { prizeRoutes } from './routes/prizes'
import { dashboardRoutes } from './routes/dashboard'
import { pricingRoutes } from './routes/pricing'
import { activityRoutes } from './routes/activities'
// Issue 38: 市场数据与模型
import { modelRoutes } from './routes/models'
import type { ConsoleDeps } from './types'

const CSRF_ERRORS = new Set(['FST_CSRF_INVALID_TOKEN', 'FST_CSRF_MISSING_SECRET'])

/**
 * The operators' console API, registered by app.ts under CONSOLE_API_PREFIX in a scope of its own: the cookie
 * parser, the CSRF check and the address allow-list apply here only, so the player API is untouched. Refused
 * addresses get 40003 before anything else is looked at (routing, sessions, bodies).
 */
export async function consoleApi(scope: App, deps: ConsoleDeps): Promise<void> {
  scope.decorateRequest('consoleSession', null)
  scope.decorateRequest('session', null as never)
  const allowed = deps.config.allowedIps ? allowListOf(deps.config.allowedIps) : null
  scope.addHook('onRequest', async (request, reply) => {
    if (allowed && !allowed(request.ip)) {
      request.log.info({ ip: request.ip }, 'console address not allowed')
      return reply.type('application/json; charset=utf-8').send(failureBody(BizCode.FORBIDDEN, ConsoleText.IP_NOT_ALLOWED))
    }
  })
  // Answers are per-operator and live; no intermediary should keep them.
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  await scope.register(fastifyCookie)
  await scope.register(fastifyCsrfProtection, {
    // The secret lives in the session's row, handed to the plugin as request.session by the session guard.
    sessionPlugin: '@fastify/session',
    sessionKey: 'csrfSecret',
    getToken: (request) => {
      const token = request.headers[CONSOLE_CSRF_HEADER]
      return typeof token === 'string' ? token : undefined
    },
  })
  // The plugin answers a bad token with its own 403 error; the console answers it in the envelope, and hands
  // everything else to the service's handler.
  scope.setErrorHandler((error: FastifyError) => {
    if (typeof error.code === 'string' && CSRF_ERRORS.has(error.code)) throw new BizError(BizCode.FORBIDDEN, ConsoleText.CSRF_FAILED)
    throw error
  })
  scope.setNotFoundHandler((_request, reply) =>
    reply.code(404).type('application/json; charset=utf-8').send(failureBody(BizCode.NOT_FOUND, '接口不存在')),
  )

  const route = consoleRouter(scope, deps.operators)
  authRoutes(route, deps)
  operatorRoutes(route, deps)
  auditRoutes(route, deps)
  piiRoutes(route, deps)
  orderRoutes(route, deps)
  playerRoutes(route, deps)
  couponRoutes(route, deps)
  feedbackRoutes(route, deps)
  articleRoutes(route, deps)
  contentRoutes(route, deps)
  prizeRoutes(route, deps)
  dashboardRoutes(route, deps)
  pricingRoutes(route, deps)
  // 任务与爱心值、抽奖活动
  activityRoutes(route, deps)
  modelRoutes(route, deps)
}
