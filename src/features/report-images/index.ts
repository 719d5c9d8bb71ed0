// 报告截图: a report's own screenshots as its page shows them (the kept and uploaded ones: stores/report-shots.ts).
export { ReportShots } from './ReportShots'
