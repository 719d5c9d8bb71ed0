/** Terminals, versions, timeouts and UI defaults of spec sections 3, 4 and 9. */

import type { TerminalName } from '../../server/src/contract/values/terminal'

export { TerminalCode, type TerminalName, type TerminalCodeValue } from '../../server/src/contract/values/terminal'
export const DEFAULT_TERMINAL: TerminalName = 'weixin'
/** The spec's login store falls back to 6 (toutiao), not to the default terminal's 5; kept literally. */
export const LOGIN_STORE_FALLBACK_TERMINAL_CODE = 6
export const DEFAULT_CHANNEL = 'h5-default'

export const APP_VERSION_HEADER = '2.1.4'
export const APP_VERSION = '1.0.0'
export const APP_VERSION_CODE = 100

export const Timeout = {
  REQUEST: 20_000,
  FRAMEWORK_REQUEST: 60_000,
  TOAST: 2_000,
  LAUNCH_ANIMATION: 1_600,
  SMS_COUNTDOWN_S: 60,
  /** Same navigation repeated within this window is treated as a double tap. */
  NAV_DEDUPE: 500,
} as const

export const SMS_CODE_LENGTH = 6
export const DEFAULT_TEL_CODE = '86'

export const UiDefault = {
  TOAST_MS: 1500,
  LONG_PRESS_MS: 350,
  PULL_REFRESH_THRESHOLD: 45,
  SCROLL_THRESHOLD: 50,
  SWIPER_INTERVAL_MS: 5000,
  SWIPER_INTERVAL_KIT_MS: 3000,
  IMAGE_PREVIEW_MIN_SCALE: 1,
  IMAGE_PREVIEW_MAX_SCALE: 4,
  UPLOAD_MAX_FILES: 52,
  DATE_PICKER_YEARS: 10,
  NUMBER_BOX_MIN: 1,
  NUMBER_BOX_STEP: 1,
  RATE_STARS: 5,
  TEXTAREA_MAX: 140,
  DARK_MODE: false,
  /** A bottom panel opens this high (design px; `$bottom-panel-height` in src/styles/_ui.scss, a test keeps them equal). */
  BOTTOM_PANEL_HEIGHT: 180,
  /** The tab bar's height in px (`$tab-bar-height` in src/styles/_tab-bar.scss). */
  TAB_BAR_HEIGHT: 50,
} as const

/** Widget default texts (spec section 8). */
export const WidgetText = {
  NO_NETWORK: '网络不给力，请检查网络设置',
  LINK_COPIED: '链接已复制，请在浏览器中打开',
  NO_MORE: '没有更多了',
  LOADING: '加载中...',
  GET_CODE: '获取验证码',
  RESEND: '重新获取',
} as const

/** Key in the global config whose value is kept stringified in webview state. */
export const QUESTION_MARK_CONFIG_KEY = 'valuation_question_mark_config_status'

/** A list or result that failed to load (the service gave no reason). */
export const LIST_LOAD_FAILED_TEXT = '加载失败，请检查网络后重试'
