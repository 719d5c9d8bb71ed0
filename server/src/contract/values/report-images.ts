/**
 * The player's own screenshots on a report (issue 40 point 3): what each shows, the report kind it goes on, and the
 * limits both halves check (the app before picking, the service on upload).
 */

/** report_image.kind: the order screenshot of a did-I-lose check, or an account screenshot of a props valuation. */
export const ReportImageKind = { ORDER: 1, ACCOUNT: 2 } as const
export type ReportImageKind = (typeof ReportImageKind)[keyof typeof ReportImageKind]

/** The report kind (contract ReportKind) each screenshot kind goes on: 订单截图 on a check, 账号截图 on a valuation. */
export const REPORT_KIND_OF_IMAGE: Record<ReportImageKind, number> = { 1: 3, 2: 1 }

export const ReportImageLimit = {
  /** Screenshots per report, of either kind. */
  PER_REPORT: 9,
  MAX_MB: 5,
  MAX_BYTES: 5 * 1024 * 1024,
} as const

/** The image types a screenshot may be (read from its bytes by the service; from the picked file by the app). */
export const REPORT_IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const
