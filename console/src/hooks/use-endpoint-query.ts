import { useEffect } from 'react'
import { useOnError } from '@refinedev/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ConsoleEndpointData } from '../../../server/src/contract/console'
import { ConsoleEndpoint, type ConsoleEndpointName } from '../../../server/src/contract/console/values'
import { callEndpoint, type QueryOf } from '../api'

/** The console's GET endpoints: what a page reads. */
type ReadName = { [N in ConsoleEndpointName]: (typeof ConsoleEndpoint)[N]['method'] extends 'GET' ? N : never }[ConsoleEndpointName]

/**
 * One read of a GET endpoint for a page that is not a Refine list (a detail, a picker's options): cached by name and
 * query, its failure passed to the auth provider (40005 leads to the login page) and returned for the page to show.
 * `replace` puts an answer the page got from a write in its place, so the page shows it without reading again.
 */
export function useEndpointQuery<N extends ReadName>(name: N, input: QueryOf<N>) {
  const { mutate: onError } = useOnError()
  const client = useQueryClient()
  const queryKey = ['console', name, input]
  const query = useQuery({
    queryKey,
    queryFn: () => callEndpoint<N>(name, input as Parameters<typeof callEndpoint<N>>[1]),
  })
  const { error } = query
  useEffect(() => {
    if (error) onError(error)
  }, [error, onError])
  return { ...query, replace: (data: ConsoleEndpointData<N>) => client.setQueryData(queryKey, data) }
}
