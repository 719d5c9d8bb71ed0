import { HOME_PATH } from '../constants/routes'
/**
 * What the router needs from the session and the launch state. The bootstrap fills these in (as it does the
 * http hooks), so the router imports no store and the session can use the router's rules without a cycle.
 */
export interface RouterHooks {
  isLoggedIn(): boolean
  /** inviteCode / valId from the launch, carried along to the login page. */
  loginRefs(): { inviteCode?: string; valId?: string }
  /** Where to land after login for a `from` target. */
  afterLoginTarget(from?: string | null): string
}

const defaults: RouterHooks = {
  isLoggedIn: () => false,
  loginRefs: () => ({}),
  afterLoginTarget: () => `/${HOME_PATH}`,
}

export const routerHooks: RouterHooks = { ...defaults }

export function setRouterHooks(partial: Partial<RouterHooks>): void {
  Object.assign(routerHooks, partial)
}
