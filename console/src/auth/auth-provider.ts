import type { AuthProvider } from '@refinedev/core'
import { api, ApiCode, isApiError, isCode, type LoginBody, type SessionOperator } from '../api'
import { pendingSetupPath, setCurrentOperator } from './session'

export const LOGIN_PATH = '/login'

/** The error shape Refine shows in its notifications. */
const refineError = (e: unknown) => ({ name: '登录失败', message: isApiError(e) ? e.message : '登录失败，请稍后重试' })

/** The operator as auth/me describes them now (their role or setup flags may have changed since login). */
async function identity(): Promise<SessionOperator | null> {
  try {
    const { operator } = await api.me()
    setCurrentOperator(operator)
    return operator
  } catch {
    return null
  }
}

/**
 * Refine's view of the console session. The session itself is the httpOnly cookie the service sets; `check` asks
 * auth/me, which also hands out the CSRF token after a reload.
 */
export const authProvider: AuthProvider = {
  login: async (body: LoginBody) => {
    try {
      const { operator } = await api.login(body)
      setCurrentOperator(operator)
      return { success: true, redirectTo: pendingSetupPath(operator) ?? '/' }
    } catch (e) {
      return { success: false, error: refineError(e) }
    }
  },
  logout: async () => {
    try {
      await api.logout()
    } catch {
      // Logged out already, or the service is away: the page forgets the session either way.
    }
    setCurrentOperator(null)
    return { success: true, redirectTo: LOGIN_PATH }
  },
  check: async () => {
    try {
      const { operator } = await api.me()
      setCurrentOperator(operator)
      return { authenticated: true }
    } catch (e) {
      setCurrentOperator(null)
      return { authenticated: false, redirectTo: LOGIN_PATH, error: isApiError(e) ? e : undefined }
    }
  },
  onError: async (error: unknown) => {
    if (isCode(error, ApiCode.NOT_LOGGED_IN)) {
      setCurrentOperator(null)
      return { logout: true, redirectTo: LOGIN_PATH }
    }
    return {}
  },
  getIdentity: async (): Promise<SessionOperator | null> => identity(),
  getPermissions: async () => (await identity())?.role ?? null,
}
