import type { CompareListItem, CompareReportData } from '../../contract'
import type { ReportKind } from '../../contract/values'
import { type Report, type ReportWarn, gate, storedTeaser, warnProblems } from '../reports/report'

type PkReport = Report<typeof ReportKind.PK>

const pkHead = (report: PkReport) => ({ reportId: report.id, status: report.status, createdAt: report.createdAt })

/**
 * The PK kind's view, for its owner: the comparison it keeps, with its id, status and time. A PK report is born
 * unlocked (both of its reports were), so the gate always lets its comparison through.
 */
export function pkView(report: PkReport, _viewer: 'owner', warn?: ReportWarn): CompareReportData {
  warnProblems(report, warn)
  const shown = gate(report)
  if (shown.state !== 'unlocked') throw new Error(`PK report ${report.id} not unlocked (status ${report.status})`)
  return { ...shown.result, ...pkHead(report) }
}

/** The same report as a row of its owner's PK list: its summary (stored as its teaser). */
export function pkListItem(report: PkReport, _viewer: 'owner', warn?: ReportWarn): CompareListItem {
  warnProblems(report, warn)
  return { ...storedTeaser(report), ...pkHead(report) }
}
