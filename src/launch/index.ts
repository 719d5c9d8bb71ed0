export { type LaunchOptions } from './launch-info'
export { onAppLaunch, onAppShow } from './startup'
