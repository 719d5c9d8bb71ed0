/** 报告截图 kinds and limits: one definition in the contract's values, shared with the service. */
export { REPORT_IMAGE_MIMES, ReportImageKind, ReportImageLimit } from '../../server/src/contract/values/report-images'
