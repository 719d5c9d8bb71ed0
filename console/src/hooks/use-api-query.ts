import { useEffect } from 'react'
import { useOnError } from '@refinedev/core'
import { useQuery } from '@tanstack/react-query'

/**
 * One console read outside Refine's lists (a single record): cached by `key`, not retried, and a failure handed to
 * the auth provider, so an ended session leads to the login page as a list's would.
 */
export function useApiQuery<T>(key: readonly unknown[], read: () => Promise<T>) {
  const { mutate: onError } = useOnError()
  const query = useQuery({ queryKey: key, queryFn: read, retry: false })
  const { error } = query
  useEffect(() => {
    if (error) onError(error)
  }, [error, onError])
  return query
}
