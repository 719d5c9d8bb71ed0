import type { EndpointBody, EndpointData } from '../../server/src/contract/endpoints'
import { Endpoint, endpointUrl, type EndpointName } from '../../server/src/contract/values/endpoints'
import { request, type ApiEnvelope, type RequestOptions } from '../http'

export type Extra = Partial<RequestOptions>

/**
 * Calls a service endpoint by its name in the contract's table: method and path come from the table, the body
 * and the answer's `data` are typed by the endpoint's schemas, so a call the service would reject does not
 * compile.
 */
export function call<N extends EndpointName>(name: N, body: EndpointBody<N>, extra?: Extra): Promise<ApiEnvelope<EndpointData<N>>> {
  const { method } = Endpoint[name]
  return request<EndpointData<N>>({
    url: endpointUrl(name),
    method,
    ...(method === 'GET' ? {} : { data: (body ?? {}) as Record<string, unknown> }),
    ...extra,
  })
}

/** The same call, answering only `data`. */
export const callData = <N extends EndpointName>(name: N, body: EndpointBody<N>, extra?: Extra): Promise<EndpointData<N>> =>
  call(name, body, extra).then((r) => r.data)
