/** Jump, banner, agreement and launch constants of spec section 9. */

export const AgreementId = {
  PRIVACY: 1,
  USER: 2,
  RULES: 3,
  ACCOUNT: 4,
  APP_PERMISSION: 5,
  CHILD_PROTECTION: 6,
  NEUTRAL: 7,
  USER_IOS: 8,
  PRIVACY_IOS: 9,
} as const
export type AgreementId = (typeof AgreementId)[keyof typeof AgreementId]

export { JumpType, JumpPageType } from '../../server/src/contract/values/banner'

export const LaunchType = { ACTIVITY: 0, REPORT_FRIEND_HELP: 1, PARTNER_LOGIN: 2 } as const
export type LaunchType = (typeof LaunchType)[keyof typeof LaunchType]

export const LaunchExecStatus = {
  NO_DATA: 0,
  PATH_NOT_MATCHED: 1,
  TYPE_NOT_MATCHED: 2,
  NOT_SUPPORTED: 3,
  NOT_LOGIN: 4,
  SUCCESS: 5,
  FAIL: 6,
} as const
export type LaunchExecStatus = (typeof LaunchExecStatus)[keyof typeof LaunchExecStatus]

/** Names used with Taro.eventCenter between pages. */
export const AppEvent = {
  REPORT_REFRESH: 'report:refresh',
  PURPOSE_REFRESH: 'purpose:refresh',
  DEAL_EVALUATE_REFRESH: 'dealEvaluate:refresh',
  UPDATE_COUPON_NUMBER: 'coupon:updateNumber',
  /** countryArea hands the chosen region back to the login page. */
  COUNTRY_AREA_SELECTED: 'login:countryAreaSelected',
} as const
export type AppEvent = (typeof AppEvent)[keyof typeof AppEvent]

/** Where the page is moved to (platform/page-scroll.ts): its header (top), a part of its content, its bottom. */
export const ScrollType = { HEADER: 1, CONTENT: 2, BOTTOM: 3 } as const
export type ScrollType = (typeof ScrollType)[keyof typeof ScrollType]

/** Native bridge events (app webview); the handler is initialised only on Android. */
export const BridgeEvent = {
  RESET_TOKEN: 'resetToken',
  JUMP_BACK: 'jumpBack',
  GET_USER_INFO: 'getUserInfo',
  GET_LOGIN_INFO: 'getLoginInfo',
  CALL_LOGIN: 'callLogin',
  JUMP_APP_PAGE: 'jumpAppPage',
  OPEN_APP_ROUTER: 'openAppRouter',
  COPY_INVITE_CODE: 'copyInviteCodeAction',
  OPEN_WEB: 'openWeb',
  OPEN_QQ_URL: 'openQQUrl',
} as const
export type BridgeEvent = (typeof BridgeEvent)[keyof typeof BridgeEvent]

/**
 * Web → native methods besides the events above (docs/native-bridge.md): `VaAndroid.<method>(json)` on Android,
 * `webkit.messageHandlers.<method>.postMessage(payload)` on iOS.
 */
export const NativeMethod = {
  /** 40005 on an app terminal: the native side shows its login. */
  CALL_LOGIN: 'callLogin',
  /** A banner of jump type 2 (APP): the native side opens its page `{ page }`. */
  OPEN_APP_PAGE: 'openAppPage',
  /** The one answer channel of `window.vaNativeHandler` (Android only). */
  BRIDGE_RESULT: 'onBridgeResult',
} as const
export type NativeMethod = (typeof NativeMethod)[keyof typeof NativeMethod]
