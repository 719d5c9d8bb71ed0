export { sessionStore, SessionStore, type LoginParams } from './session'
export { appStore, AppStore } from './app'
export { homeStore, HomeStore } from './home'
export { evaluateStore, EvaluateStore } from './evaluate'
