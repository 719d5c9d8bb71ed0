// 报告截图: screenshots kept while a form is filled and uploaded onto the report it makes, and the report's own shown.
export { LocalShots, SHOT_LIMITS, shotProblem, uploadFailedText } from './shots'
export { ReportShots } from './ReportShots'
