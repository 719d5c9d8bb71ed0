import { endpointUrl } from '../server/src/contract/values/endpoints'
import { setHttpHooks } from './http/hooks'
import { setRouterHooks } from './router/hooks'
import { appStore } from './stores/app'
import { sessionStore } from './stores/session'

/**
 * Composes the app: the one place that tells the lower layers (request wrapper, router) about the session
 * and the launch state. Lower layers define hook interfaces and never import stores; nothing registers
 * hooks as a side effect of being imported. Runs first in onAppLaunch (and in tests that boot the app).
 */
export function installAppHooks(): void {
  setHttpHooks({ ...sessionStore.httpHooks(), refreshPath: () => endpointUrl('refresh') })
  setRouterHooks({
    isLoggedIn: () => sessionStore.isLoggedIn,
    loginRefs: () => appStore.loginRefs,
    afterLoginTarget: (from) => sessionStore.afterLoginTarget(from),
  })
}
