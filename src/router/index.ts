export { navigateTo, redirectTo, switchTab, reLaunch, navigateBack, goBack, loginUrl } from './navigation'
export { isEntryPage, isTabPage } from './guard'
