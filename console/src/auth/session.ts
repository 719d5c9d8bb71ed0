import type { SessionOperator } from '../api'

/** Routes of the steps a first login must finish before anything else answers (the service refuses the rest). */
export const SETUP_PASSWORD_PATH = '/setup/password'
export const SETUP_TOTP_PATH = '/setup/totp'

let current: SessionOperator | null = null

/**
 * The operator of this tab's session as the last auth answer described it. The cookie is the session; this copy
 * only lets the access rules answer without a request.
 */
export const currentOperator = (): SessionOperator | null => current

export const setCurrentOperator = (operator: SessionOperator | null): void => {
  current = operator
}

/** Where an operator must go before using the console, or null when nothing is pending. */
export function pendingSetupPath(operator: SessionOperator): string | null {
  if (operator.mustChangePassword) return SETUP_PASSWORD_PATH
  if (operator.mustSetTotp) return SETUP_TOTP_PATH
  return null
}

/**
 * Whether `path` may be shown to this operator now: while a setup step is pending only that step's page; the
 * TOTP page also when TOTP is off and not required (an operator may turn it on by choice); the other setup page
 * never once its step is done.
 */
export function setupRedirect(operator: SessionOperator, path: string): string | null {
  const pending = pendingSetupPath(operator)
  if (pending) return path === pending ? null : pending
  if (path === SETUP_PASSWORD_PATH) return '/'
  if (path === SETUP_TOTP_PATH && operator.totpEnabled) return '/'
  return null
}
