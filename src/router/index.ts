export { navigateTo, redirectTo, switchTab, reLaunch, navigateBack, goBack, loginUrl } from './navigation'
export { isEntryPage } from './guard'
