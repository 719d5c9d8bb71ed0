import type { EnumValue } from './enum'

/** Report and goods enumerations of spec section 3, shared by the service and the app. */

export const ReportStatus = { GENERATING: 0, NOT_UNLOCKED: 1, UNLOCKED: 2, FAILED: 3 } as const
export type ReportStatus = EnumValue<typeof ReportStatus>

/** The spec's report kinds: valuation, purpose (recommendation), check, PK (compare). */
export const ReportKind = { VALUATION: 1, PURPOSE: 2, CHECK: 3, PK: 4 } as const
export type ReportKind = EnumValue<typeof ReportKind>

export const UnlockPerfectStatus = { MUST: 1, CAN: 2, NOT_YET: 3, NO_NEED: 4 } as const
export type UnlockPerfectStatus = EnumValue<typeof UnlockPerfectStatus>

/** Lock state of a report inside the completion flow. */
export const ReportLockStatus = { LOCKED: 1, UNLOCKED: 2 } as const
export type ReportLockStatus = EnumValue<typeof ReportLockStatus>

export const GoodsPublishStatus = { DISABLED: -1, UNPUBLISHED: 0, PUBLISHED: 1 } as const
export type GoodsPublishStatus = EnumValue<typeof GoodsPublishStatus>

/** Goods status (spec): 0 deal. A sold listing carries it (`goodsStatus`); the market data's own word is `sold`. */
export const GoodsStatus = { DEAL: 0 } as const
export type GoodsStatus = EnumValue<typeof GoodsStatus>

export const REPORT_LEVELS = ['N', 'R', 'SR', 'SSR', 'UR'] as const
export type ReportLevel = (typeof REPORT_LEVELS)[number]

export const PropertyConfirmStatus = { UNCONFIRMED: 0, CONFIRMED: 1, FEEDBACK: 2 } as const
export type PropertyConfirmStatus = EnumValue<typeof PropertyConfirmStatus>

export const MarketReportType = { INITIAL: 1, TOP: 2 } as const
export type MarketReportType = EnumValue<typeof MarketReportType>

export const Tagline = { TOP: 1, PRICE: 2, LIKE: 3 } as const
export type Tagline = EnumValue<typeof Tagline>

/** Price type of a listing's price: 1 asset (asked or sold for); 2 future, a forecast, is never given here. */
export const PriceType = { ASSET: 1, FUTURE: 2 } as const
export type PriceType = EnumValue<typeof PriceType>

export const CollectOrigin = { PURPOSE: 1, EVALUATE: 2 } as const
export type CollectOrigin = EnumValue<typeof CollectOrigin>

export const PurposeMatchStatus = { MATCHING: 0, MATCHED: 1 } as const
export type PurposeMatchStatus = EnumValue<typeof PurposeMatchStatus>

/** The title a report carries out of the app (saved image, chat card): its own, two accounts' gap, or no gap. */
export const DownloadTitleType = { ORIGIN: 1, RELATION: 2, NO_DIFF: 3 } as const
export type DownloadTitleType = EnumValue<typeof DownloadTitleType>

export const ReportPayActivityStage = { COUPON: 0, COUNT_DOWN: 1, IN_PROGRESS: 2, NONE: 3 } as const
export type ReportPayActivityStage = EnumValue<typeof ReportPayActivityStage>

/** Report question types (spec section 5): tip, lack, miss. */
export const ReportQuestionType = { TIP: 1, LACK: 2, MISS: 3 } as const
export type ReportQuestionType = EnumValue<typeof ReportQuestionType>

/** Contact method of a published account (val/accountInfo/save). */
export const ContactType = { WECHAT: 1, QQ: 2, PHONE: 3 } as const
export type ContactType = EnumValue<typeof ContactType>
