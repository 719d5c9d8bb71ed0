import type { FastifyReply, FastifyRequest } from 'fastify'
import { Endpoint, EndpointSchemas, type EndpointBody, type EndpointData, type EndpointName } from '../contract'
import { loginRequired } from './auth-guard'
import { describe, success } from './route-schema'
import type { App, Authenticator } from './types'

/** OpenAPI words for a route: its router gives the tag, the table everything else. */
export interface RouteDoc {
  summary: string
  description?: string
}

export type EndpointRequest<N extends EndpointName> = FastifyRequest<{ Body: EndpointBody<N> }>

export type EndpointHandler<N extends EndpointName> = (
  request: EndpointRequest<N>,
  reply: FastifyReply,
) => Promise<{ code: number; msg: string; data: EndpointData<N> }>

/**
 * Registers endpoints by name: method, path, body and data schemas and the login guard all come from the
 * contract's endpoint table, so a module cannot serve a path, a schema or an access rule the app does not
 * know about. Every route of one router is listed under its OpenAPI `tag` (a module's area, such as 抽奖); a
 * module serving two areas makes two routers. `scope` registers on a child instance (the multipart upload).
 */
export function endpointRouter(app: App, auth: Authenticator, tag: string) {
  const guards = {
    public: undefined,
    login: loginRequired(auth),
    session: loginRequired(auth, { allowExpired: true }),
  }
  return function route<N extends EndpointName>(name: N, doc: RouteDoc, handler: EndpointHandler<N>, scope: App = app): void {
    const endpoint = Endpoint[name]
    const schemas: { body?: unknown; data: Parameters<typeof success>[0] } = EndpointSchemas[name]
    const guard = guards[endpoint.access]
    scope.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...describe(tag, doc.summary, { auth: endpoint.access !== 'public', description: doc.description }),
        ...(schemas.body ? { body: schemas.body } : {}),
        response: success(schemas.data),
      },
      // Before body validation: a caller without a valid token learns nothing about the body's schema.
      ...(guard ? { preValidation: guard } : {}),
      // Fastify cannot follow a generic name to its schemas; EndpointHandler<N> already types body and reply.
      handler: handler as never,
    })
  }
}
