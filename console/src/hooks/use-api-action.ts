import { useState } from 'react'
import { useOnError } from '@refinedev/core'
import { App } from 'antd'
import { isApiError } from '../api'

export type ActionResult<T> = { ok: true; value: T } | { ok: false }

/**
 * Runs one console write: a spinner flag while it runs, the service's Chinese message when it fails (a stale
 * CSRF token says to reload; a missing right says so), and the way to the login page when the session ended.
 */
export function useApiAction() {
  const { message } = App.useApp()
  const { mutate: onError } = useOnError()
  const [pending, setPending] = useState(false)

  async function run<T>(action: () => Promise<T>): Promise<ActionResult<T>> {
    setPending(true)
    try {
      return { ok: true, value: await action() }
    } catch (e) {
      void message.error(isApiError(e) ? e.message : '操作失败，请稍后重试')
      onError(e)
      return { ok: false }
    } finally {
      setPending(false)
    }
  }

  return { run, pending }
}
