/** Report and goods enumerations of spec section 3. */

export const ReportStatus = { GENERATING: 0, NOT_UNLOCKED: 1, UNLOCKED: 2, FAILED: 3 } as const
export type ReportStatus = (typeof ReportStatus)[keyof typeof ReportStatus]

export const UnlockPerfectStatus = { MUST: 1, CAN: 2, NOT_YET: 3, NO_NEED: 4 } as const
export type UnlockPerfectStatus = (typeof UnlockPerfectStatus)[keyof typeof UnlockPerfectStatus]

/** Lock state of a report inside the completion flow. */
export const ReportLockStatus = { LOCKED: 1, UNLOCKED: 2 } as const
export type ReportLockStatus = (typeof ReportLockStatus)[keyof typeof ReportLockStatus]

export const GoodsPublishStatus = { DISABLED: -1, UNPUBLISHED: 0, PUBLISHED: 1 } as const
export type GoodsPublishStatus = (typeof GoodsPublishStatus)[keyof typeof GoodsPublishStatus]

export const GoodsStatus = { DEAL: 0 } as const
export type GoodsStatus = (typeof GoodsStatus)[keyof typeof GoodsStatus]

export const REPORT_LEVELS = ['N', 'R', 'SR', 'SSR', 'UR'] as const
export type ReportLevel = (typeof REPORT_LEVELS)[number]

export const PropertyConfirmStatus = { UNCONFIRMED: 0, CONFIRMED: 1, FEEDBACK: 2 } as const
export type PropertyConfirmStatus = (typeof PropertyConfirmStatus)[keyof typeof PropertyConfirmStatus]

export const PropertyType = { EVALUATE: 1, PURPOSE: 2, DEAL_EVALUATE: 3 } as const
export type PropertyType = (typeof PropertyType)[keyof typeof PropertyType]

export const MarketReportType = { INITIAL: 1, TOP: 2 } as const
export type MarketReportType = (typeof MarketReportType)[keyof typeof MarketReportType]

export const Tagline = { TOP: 1, PRICE: 2, LIKE: 3 } as const
export type Tagline = (typeof Tagline)[keyof typeof Tagline]

export const PriceType = { ASSET: 1, FUTURE: 2 } as const
export type PriceType = (typeof PriceType)[keyof typeof PriceType]

export const ProductQuality = { NORMAL: 0, HIGH: 1, ULTRA_HIGH: 2 } as const
export type ProductQuality = (typeof ProductQuality)[keyof typeof ProductQuality]

export const CollectOrigin = { PURPOSE: 1, EVALUATE: 2 } as const
export type CollectOrigin = (typeof CollectOrigin)[keyof typeof CollectOrigin]

export const PurposeMatchStatus = { MATCHING: 0, MATCHED: 1 } as const
export type PurposeMatchStatus = (typeof PurposeMatchStatus)[keyof typeof PurposeMatchStatus]

export const FileType = { IMAGE: 1, VIDEO: 2 } as const
export type FileType = (typeof FileType)[keyof typeof FileType]

export const ReportPlatform = { DEFAULT: 0, ADMIN: 1 } as const
export type ReportPlatform = (typeof ReportPlatform)[keyof typeof ReportPlatform]

export const DownloadTitleType = { ORIGIN: 1, RELATION: 2, NO_DIFF: 3 } as const
export type DownloadTitleType = (typeof DownloadTitleType)[keyof typeof DownloadTitleType]

/** Popup keys 0-14 in the spec's order. */
export const PopupKey = {
  REPORT_GENERATING: 0,
  REPORT_NOT_UNLOCKED: 1,
  REPORT_UNLOCKED: 2,
  REPORT_FAILED: 3,
  COMPARE_SWITCH: 4,
  UNLOCK_PUBLISH: 5,
  UNLOCK_QUESTION_CONFIRM: 6,
  UNLOCK_PAY: 7,
  LOW_PRICE_CONFIRM: 8,
  GOODS_INFO: 9,
  SHARE_TIMELINE: 10,
  PAY_RETENTION: 11,
  COLLECT_PRODUCT_INFO: 12,
  PURPOSE_DETAIL_PROFILE: 13,
  PRODUCT_DETAIL_PROFILE: 14,
} as const
export type PopupKey = (typeof PopupKey)[keyof typeof PopupKey]

export const ReportPayActivityStage = { COUPON: 0, COUNT_DOWN: 1, IN_PROGRESS: 2, NONE: 3 } as const
export type ReportPayActivityStage = (typeof ReportPayActivityStage)[keyof typeof ReportPayActivityStage]

export const SaveImageStage = { DATA_LOADING: 1, RENDERING: 2, GENERATING: 3, SAVING: 4 } as const
export type SaveImageStage = (typeof SaveImageStage)[keyof typeof SaveImageStage]

/** Question types of the valuation flow and of report questions (spec section 5). */
export const QuestionType = { SINGLE: 1, INPUT: 2, BOOLEAN: 3, TEXT: 4, MULTI: 5, MULTI_INPUT: 6 } as const
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType]
export const ReportQuestionType = { TIP: 1, LACK: 2, MISS: 3 } as const
export type ReportQuestionType = (typeof ReportQuestionType)[keyof typeof ReportQuestionType]
export const FIXED_INPUT_KINDS = ['landId', 'username', 'password', 'mobile', 'code'] as const
export type FixedInputKind = (typeof FIXED_INPUT_KINDS)[number]

/** Where the complete-information page was opened from (its `fromType` query). */
export const CompleteFromType = { REPORT: 1, PUBLISH: 2 } as const
export type CompleteFromType = (typeof CompleteFromType)[keyof typeof CompleteFromType]

/** Contact method of a published account (val/accountInfo/save). */
export const ContactType = { WECHAT: 1, QQ: 2, PHONE: 3 } as const
export type ContactType = (typeof ContactType)[keyof typeof ContactType]
/** Level badges: N lowest … UR highest (colours in the report styles). */
export const LEVEL_TEXT: Record<ReportLevel, string> = { N: '普通', R: '稀有', SR: '史诗', SSR: '传说', UR: '至尊' }

/** Report question types as shown (spec: tip, lack, miss). */
export const REPORT_QUESTION_LABEL: Record<ReportQuestionType, string> = { 1: '提示', 2: '缺项', 3: '超出数据范围' }

/** How often the report page asks again while a report is generating. */
export const REPORT_POLL_MS = 1200

/** Length limit of the property feedback (the service's limit). */
export const PROPERTY_FEEDBACK_MAX = 200

/** Texts shown for each save-image stage. */
export const SAVE_IMAGE_STAGE_TEXT: Record<SaveImageStage, string> = {
  1: '正在加载报告数据',
  2: '正在绘制报告',
  3: '正在生成图片',
  4: '正在保存图片',
}

export const REPORT_PATH = '/pages/report/index'
export const ACCOUNT_DETAIL_PATH = '/pages/account/detail'
export const REPORT_SHARE_PATH = '/pages/h5/report/share'
export const REPORT_PREVIEW_PATH = '/pages/h5/report/index'
export const REPORT_SAVE_PATH = '/pages/h5/report/save'
export const REPORT_COMPARE_PATH = '/pages/report/compare'

