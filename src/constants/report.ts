/** Report and goods enumerations of spec section 3. */

export {
  ReportStatus,
  ReportKind,
  UnlockPerfectStatus,
  ReportLockStatus,
  GoodsPublishStatus,
  GoodsStatus,
  REPORT_LEVELS,
  PropertyConfirmStatus,
  MarketReportType,
  CollectOrigin,
  PurposeMatchStatus,
  DownloadTitleType,
  ReportPayActivityStage,
  ReportQuestionType,
  ContactType,
} from '../../server/src/contract/values/report'
export type { ReportLevel } from '../../server/src/contract/values/report'
export { QuestionType, FIXED_INPUT_KINDS, type FixedInputKind } from '../../server/src/contract/values/questions'
import type { ReportLevel, ReportQuestionType } from '../../server/src/contract/values/report'

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

export const SaveImageStage = { DATA_LOADING: 1, RENDERING: 2, GENERATING: 3, SAVING: 4 } as const
export type SaveImageStage = (typeof SaveImageStage)[keyof typeof SaveImageStage]

/** Where the complete-information page was opened from (its `fromType` query). */
export const CompleteFromType = { REPORT: 1, PUBLISH: 2 } as const
export type CompleteFromType = (typeof CompleteFromType)[keyof typeof CompleteFromType]

/** Level badges: N lowest … UR highest (colours in the report styles). */
export const LEVEL_TEXT: Record<ReportLevel, string> = { N: '普通', R: '稀有', SR: '史诗', SSR: '传说', UR: '至尊' }

/** Report question types as shown (spec: tip, lack, miss). */
export const REPORT_QUESTION_LABEL: Record<ReportQuestionType, string> = { 1: '提示', 2: '缺项', 3: '超出数据范围' }

/** How often the report page asks again while a report is generating, when the service answered at once. */
export const REPORT_POLL_MS = 1200

/**
 * While a report generates, the page asks the service to hold its request until the report is ready (val/valReport
 * `wait`, seconds; below the 20 s request timeout), and asks again this soon after a held answer.
 */
export const REPORT_WAIT_SECONDS = 8
export const REPORT_WAIT_GAP_MS = 250
/** An answer that took this long was held by the service (it waits); a quicker one was not. */
export const REPORT_HELD_MS = 1000

/** Length limit of the property feedback (the service's limit). */
export const PROPERTY_FEEDBACK_MAX = 200

/** Texts shown for each save-image stage. */
export const SAVE_IMAGE_STAGE_TEXT: Record<SaveImageStage, string> = {
  1: '正在加载报告数据',
  2: '正在绘制报告',
  3: '正在生成图片',
  4: '正在保存图片',
}
