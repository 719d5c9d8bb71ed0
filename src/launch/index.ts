export { type LaunchOptions } from '../stores/launch/launch-info'
export { onAppLaunch, onAppShow } from './startup'
