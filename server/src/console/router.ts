import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler, preValidationHookHandler } from 'fastify'
import {
  CONSOLE_SETUP_ENDPOINTS,
  ConsoleEndpoint,
  ConsoleEndpointSchemas,
  ConsoleText,
  roleMayCall,
  type ConsoleEndpointBody,
  type ConsoleEndpointData,
  type ConsoleEndpointName,
  type ConsoleEndpointQuery,
} from '../contract/console'
import { BizCode, BizError } from '../errors'
import { success } from '../http/route-schema'
import type { App } from '../http/types'
import type { AuditActor } from '../modules/audit/service'
import type { ConsoleSession, OperatorService } from '../modules/operators/service'
import { readSessionCookie } from './session-cookie'

/** The OpenAPI tag of every console route. */
export const CONSOLE_TAG = 'console'

export type ConsoleRequest<N extends ConsoleEndpointName> = FastifyRequest<{
  Body: ConsoleEndpointBody<N>
  Querystring: ConsoleEndpointQuery<N>
}>

export type ConsoleHandler<N extends ConsoleEndpointName> = (
  request: ConsoleRequest<N>,
  reply: FastifyReply,
) => Promise<{ code: number; msg: string; data: ConsoleEndpointData<N> }>

/** The operator of a guarded console route (the guard guarantees it is set). */
export function consoleCaller(request: FastifyRequest): ConsoleSession {
  if (!request.consoleSession) throw new Error('console route is missing its session guard')
  return request.consoleSession
}

/** Who an audit row of this request names: the operator, and the client address as TRUST_PROXY reads it. */
export function actorOf(request: FastifyRequest): AuditActor {
  const { operator } = consoleCaller(request)
  return { operatorId: operator.id, name: operator.name, ip: request.ip }
}

/**
 * Registers console endpoints by name: method, path, schemas and the roles that may call come from the console
 * endpoint table, so no route can be served without declaring who may use it. Before body validation, in this
 * order: the session (40005 without one), the role (40003), the setup an operator still owes (a one-time password
 * to change, a required TOTP to set up: only the auth endpoints answer until then), and on every non-GET the CSRF
 * token of the session (40003 页面已过期).
 */
export function consoleRouter(scope: App, operators: OperatorService) {
  const csrf: preValidationHookHandler = (request, reply, done) => scope.csrfProtection(request, reply, done)

  /** `options.bodyLimit`: a route taking more than the service's small default body (an image upload). */
  return function route<N extends ConsoleEndpointName>(
    name: N,
    summary: string,
    handler: ConsoleHandler<N>,
    options: { bodyLimit?: number } = {},
  ): void {
    const endpoint = ConsoleEndpoint[name]
    const schemas: { body?: unknown; query?: unknown; data: Parameters<typeof success>[0] } = ConsoleEndpointSchemas[name]
    const access = endpoint.roles
    const guards: (preValidationAsyncHookHandler | preValidationHookHandler)[] = []
    if (access !== 'public') {
      guards.push(async (request: FastifyRequest) => {
        const session = await operators.authenticate(readSessionCookie(request))
        if (!session) throw new BizError(BizCode.NOT_LOGGED_IN)
        request.consoleSession = session
        request.session = { csrfSecret: session.csrfSecret }
        const { operator } = session
        if (!roleMayCall(access, operator.role)) throw new BizError(BizCode.FORBIDDEN)
        if (!CONSOLE_SETUP_ENDPOINTS.includes(name)) {
          if (operator.mustChangePassword) throw new BizError(BizCode.FORBIDDEN, ConsoleText.MUST_CHANGE_PASSWORD)
          if (operator.mustSetTotp) throw new BizError(BizCode.FORBIDDEN, ConsoleText.MUST_SET_TOTP)
        }
      })
      if (endpoint.method !== 'GET') guards.push(csrf)
    }
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        tags: [CONSOLE_TAG],
        summary,
        description: access === 'public' ? '无需登录' : access === 'any' ? '任一已登录操作员' : `角色：${access.join('、')}`,
        ...(access === 'public' ? {} : { security: [{ consoleSession: [] as string[] }] }),
        ...(schemas.body ? { body: schemas.body } : {}),
        ...(schemas.query ? { querystring: schemas.query } : {}),
        response: success(schemas.data),
      },
      ...(guards.length ? { preValidation: guards } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      // Fastify cannot follow a generic name to its schemas; ConsoleHandler<N> already types body and reply.
      handler: handler as never,
    })
  }
}
