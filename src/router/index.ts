export {
  navigateTo,
  redirectTo,
  switchTab,
  reLaunch,
  navigateBack,
  goBack,
  goLoginFromBlocked,
  landAfterLogin,
  loginUrl,
  currentPageUrl,
  patchTaroNavigation,
  unpatchTaroNavigation,
  resetNavigationState,
  type NavKind,
  type NavOutcome,
} from './navigation'
export { installNavigationGuard } from './install'
export { setRouterHooks, resetRouterHooks, type RouterHooks } from './hooks'
export { isPublic, isAllowed, isEntryPage, isTabPage, isLoginPage, isKnownRoute, normalizePath } from './guard'
export { buildUrl, buildQuery, parseQuery, splitUrl, type Params } from '../utils/query'
export { ROUTES, TABS, TAB_PATHS, ENTRY_PATH, HOME_PATH, LOGIN_PATH, type RouteDef } from './routes'
