import type { TSchema } from '@sinclair/typebox'
import { ClientHeaders, Envelope } from '../contract'

/**
 * The parts every API route schema shares: OpenAPI tag and summary, the client headers, and (for guarded
 * routes) the token security requirement. Routes add `body`/`querystring` and `response: success(X)`.
 */
export function describe(tag: string, summary: string, options: { auth?: boolean; description?: string } = {}) {
  return {
    tags: [tag],
    summary,
    ...(options.description ? { description: options.description } : {}),
    headers: ClientHeaders,
    ...(options.auth ? { security: [{ token: [] as string[] }] } : {}),
  }
}

/** The success envelope as the route's HTTP 200 response; failures share the envelope with `data: null`. */
export function success<D extends TSchema>(data: D) {
  return { 200: Envelope(data) }
}
