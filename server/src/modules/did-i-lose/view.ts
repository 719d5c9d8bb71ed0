import type { CheckRecordsData, CheckReportData, CheckTeaser } from '../../contract'
import { type ReportKind, TraderIdentity } from '../../contract/values'
import type { CheckResult } from '../reports/kinds'
import { type Report, type ReportWarn, gate, warnProblems } from '../reports/report'
import { teaserVerdict, verdictOf } from './verdict'

type CheckReport = Report<typeof ReportKind.CHECK>

/**
 * The did-I-lose kind's view, for its owner (check/report): the teaser while not unlocked, with every figure (and
 * the exact verdict) once unlocked.
 */
export function checkView(report: CheckReport, _viewer: 'owner', warn?: ReportWarn): CheckReportData {
  const { teaser, unlocked } = gated(report, warn)
  if (!unlocked) return teaser
  const { result, unlockedAt } = unlocked
  return { ...teaser, ...result, ...(unlockedAt !== null ? { unlockedAt } : {}) }
}

/** The same report as a row of its owner's check/records: the teaser, and the four figures once unlocked. */
export function checkRecordView(report: CheckReport, _viewer: 'owner', warn?: ReportWarn): CheckRecordsData['list'][number] {
  const { teaser, unlocked } = gated(report, warn)
  if (!unlocked) return teaser
  const { valueNowFen, valueAtPaidFen, profitFen, profitPct } = unlocked.result
  return { ...teaser, valueNowFen, valueAtPaidFen, profitFen, profitPct }
}

/**
 * A check report through the lock gate: its stored teaser with the ids, status and times of the row, and its
 * figures once unlocked. The verdict is derived here, never read from the teaser (rows stored before the band-only
 * rule hold the exact one): from the band and the price paid while locked, from the figures once unlocked. Check
 * reports are born generated (locked or unlocked).
 */
function gated(
  report: CheckReport,
  warn: ReportWarn | undefined,
): { teaser: CheckTeaser; unlocked?: { result: CheckResult; unlockedAt: number | null } } {
  warnProblems(report, warn)
  const shown = gate(report)
  if (shown.state === 'generating' || shown.state === 'failed') throw new Error(`check report ${report.id} not generated`)
  const t = shown.teaser
  const identity = t.identity ?? TraderIdentity.BUYER
  const unlocked = shown.state === 'unlocked' ? { result: shown.result, unlockedAt: shown.unlockedAt } : undefined
  const teaser = {
    recordId: report.input.recordId,
    reportId: report.id,
    status: report.status,
    gameId: report.gameId,
    ...t,
    identity,
    verdict: unlocked ? verdictOf(unlocked.result.profitPct) : teaserVerdict(t.band, t.paidFen, identity),
    createdAt: report.createdAt,
  }
  return unlocked ? { teaser, unlocked } : { teaser }
}
