import { navigateTo } from '@/router'
import { sessionStore } from '@/stores/session'

/** Sends a logged-out user to code login, coming back to `from`; true when it did. */
export function loginFirst(from: string | undefined): boolean {
  if (!from || sessionStore.isLoggedIn) return false
  void navigateTo('codeLogin', { from })
  return true
}
