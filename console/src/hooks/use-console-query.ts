import { useEffect } from 'react'
import { useOnError } from '@refinedev/core'
import { useQuery, type QueryKey } from '@tanstack/react-query'

/**
 * A console read that is not a Refine list (a detail, a report): cached under `key` in Refine's query client, so a
 * write can invalidate it; a failure is handed to Refine too, so a session that ended leads to the login page.
 */
export function useConsoleQuery<T>(key: QueryKey, read: () => Promise<T>, options: { enabled?: boolean } = {}) {
  const { mutate: onError } = useOnError()
  const query = useQuery({ queryKey: ['console', ...key], queryFn: read, retry: false, enabled: options.enabled })
  useEffect(() => {
    if (query.error) onError(query.error)
  }, [query.error, onError])
  return query
}
