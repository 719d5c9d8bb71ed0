import { endpointUrl } from '../server/src/contract/values/endpoints'
import { setHttpHooks } from './http/hooks'
import { setNextStepHooks } from './components/list-states/next-step'
import { setRouterHooks } from './router/hooks'
import { loginUrl, reLaunch, switchTab } from './router'
import { currentPageUrl } from './router/navigation'
import { appStore } from './stores/app'
import { sessionStore } from './stores/session'

/**
 * Composes the app: the one place that tells the lower layers (request wrapper, router) about the session
 * and the launch state, and the load states' way-out buttons where they lead (components never navigate).
 * Lower layers define hook interfaces and never import stores; nothing registers hooks as a side effect of
 * being imported. Runs first in onAppLaunch (and in tests that boot the app).
 */
export function installAppHooks(): void {
  setHttpHooks({ ...sessionStore.httpHooks(), refreshPath: () => endpointUrl('refresh') })
  setRouterHooks({
    isLoggedIn: () => sessionStore.isLoggedIn,
    loginRefs: () => appStore.loginRefs,
    afterLoginTarget: (from) => sessionStore.afterLoginTarget(from),
  })
  setNextStepHooks({
    takeNextStep: (next) => {
      if (next === 'login') void reLaunch(loginUrl(currentPageUrl()))
      else void switchTab(next)
    },
  })
}
