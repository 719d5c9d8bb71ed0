/** Valuation, authorization and business enumerations of spec sections 4 and 9. */

export {
  EvaluateType,
  AuthResultCode,
  AuthKind,
  AccountLoginType,
  ScanType,
  SimilarListType,
  PurposeSearchType,
  CompareMode,
  TraderIdentity,
} from '../../server/src/contract/values/valuation'

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

export const PURPOSE_PRICE_HINT = 'AI将为您推荐该价格区间内的账号'
