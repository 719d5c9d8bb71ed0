export { sessionStore, SessionStore, type LoginParams } from './session'
export { appStore, AppStore } from './app'
export { mineStore, MineStore } from './mine'
export { homeStore, HomeStore } from './home'
