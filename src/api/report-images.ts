import type { ReportImage } from '../../server/src/contract/report-images'
import type { ReportImageKind } from '../../server/src/contract/values/report-images'
import { upload } from './upload'

export type { ReportImage }

/**
 * 报告截图: one picked image onto one of the caller's reports (an order screenshot on a did-I-lose report, account
 * screenshots on a valuation report). `silent`: the caller says once what failed, not a toast per image.
 */
export const uploadReportImage = (filePath: string, reportId: string, kind: ReportImageKind) =>
  upload('reportImageUpload', filePath, 'file', { formData: { reportId, kind }, silent: true })
