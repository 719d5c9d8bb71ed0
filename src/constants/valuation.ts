/** Valuation, authorization and business enumerations of spec sections 4 and 9. */

export const EvaluateType = { LINK: 1, PROPS: 2, AUTH: 3 } as const
export type EvaluateType = (typeof EvaluateType)[keyof typeof EvaluateType]

export const AuthResultCode = {
  SUCCESS: 200,
  EMAIL_CODE_NEEDED: 2000,
  PHONE_CODE_NEEDED: 2001,
  CAPTCHA_NEEDED: 2002,
  LOGIN_AGAIN: 2003,
  CODE_EXPIRED: 3209,
} as const
export type AuthResultCode = (typeof AuthResultCode)[keyof typeof AuthResultCode]

export const QuestionStage = {
  INIT: 'init',
  IDLE: 'idle',
  FIXED_DONE: 'fixedDone',
  DYNAMIC_DONE: 'dynamicDone',
  GAME_CATEGORY: 'gameCategory',
  TRADER_IDENTITY: 'traderIdentity',
  ORDER_SCREENSHOT: 'orderScreenshot',
  FIND_METHOD: 'findMethod',
  GOODS_LINK: 'goodsLink',
  PRICE_RANGE: 'priceRange',
  ATTRIBUTE_COMBINATION: 'attributeCombination',
  SELECT_REPORT: 'selectReport',
  EVALUATE_METHOD: 'evaluateMethod',
  CAMP_ID_AUTH: 'campIdAuth',
  SCAN_AUTH: 'scanAuth',
  UPLOAD_ACCOUNT_SCREENSHOT: 'uploadAccountScreenshot',
  COMPLETE_ACCOUNT_INFO: 'completeAccountInfo',
  LOGIN_METHOD: 'loginMethod',
  ACCOUNT_PASSWORD_AUTH: 'accountPasswordAuth',
  CODE_AUTH: 'codeAuth',
} as const
export type QuestionStage = (typeof QuestionStage)[keyof typeof QuestionStage]

export const Collapse = { OPEN: 'open', CLOSE: 'close' } as const
export type Collapse = (typeof Collapse)[keyof typeof Collapse]

export const AUTH_PERCENT_STEPS = [0, 20, 40, 50, 60, 80, 100] as const

export const GameId = {
  G10026: 10026,
  G10013: 10013,
  G10012: 10012,
  G10011: 10011,
  G10130: 10130,
  G10023: 10023,
  G10161: 10161,
  G10039: 10039,
  G10032: 10032,
  G10148: 10148,
  G10061: 10061,
} as const
export const GAME_IDS: readonly number[] = Object.values(GameId)

export const AuthKind = { QQ_SCAN: 1, ACCOUNT: 2, CAMP_ID: 3 } as const
export type AuthKind = (typeof AuthKind)[keyof typeof AuthKind]

export const AccountLoginType = { PASSWORD: 1, CODE: 2 } as const
export type AccountLoginType = (typeof AccountLoginType)[keyof typeof AccountLoginType]

export const ScanType = { QQ: 1, WECHAT: 2 } as const
export type ScanType = (typeof ScanType)[keyof typeof ScanType]

export const SimilarListType = { EVALUATE: 1, PURPOSE: 2, CHECK: 3, SIMILAR: 4 } as const
export type SimilarListType = (typeof SimilarListType)[keyof typeof SimilarListType]

export const PurposeSearchType = { LINK: 1, PROPS: 2, REPORT: 3 } as const
export type PurposeSearchType = (typeof PurposeSearchType)[keyof typeof PurposeSearchType]

export const CompareMode = { ORIGIN: 0, TARGET: 1 } as const
export type CompareMode = (typeof CompareMode)[keyof typeof CompareMode]

export const PURPOSE_PRICE_HINT = 'AI将为您推荐该价格区间内的账号'
