import { ReportKind, ReportStatus } from '../../contract/values'
import { toNumber } from '../../db/numbers'
import type { ReportRow } from '../../db/schema'
import { type ReportInput, type ReportResult, type ReportTeaser, decodePart } from './kinds'

/** A report row decoded once: its columns as numbers and its JSON checked against its kind's schemas. */
export interface Report<K extends ReportKind = ReportKind> {
  id: string
  userId: number
  kind: K
  gameId: number
  evaluateType: number
  status: number
  error: string | null
  createdAt: number
  unlockedAt: number | null
  unlockedBy: string | null
  input: ReportInput<K>
  /** Stored at generation: absent while a report generates or after it failed. */
  teaser: ReportTeaser<K> | undefined
  /** The locked content, for the service's own work (a PK, a re-derived check); shown only through `gate`. */
  result: ReportResult<K> | undefined
  /** Parts that do not match the kind's schemas (served as stored; see `decodePart`): empty for rows we wrote. */
  problems: string[]
}

/** Decodes a row of the kind the caller asked the repository for (it filtered on that kind). */
export function decodeReport<K extends ReportKind>(row: ReportRow, kind: K): Report<K> {
  const input = decodePart(kind, 'input', row.input)
  const teaser = row.teaser === null ? undefined : decodePart(kind, 'teaser', row.teaser)
  const result = row.result === null ? undefined : decodePart(kind, 'result', row.result)
  return {
    id: row.id,
    userId: toNumber(row.user_id),
    kind,
    gameId: toNumber(row.game_id),
    evaluateType: toNumber(row.evaluate_type),
    status: toNumber(row.status),
    error: row.error,
    createdAt: toNumber(row.created_at),
    unlockedAt: row.unlocked_at === null ? null : toNumber(row.unlocked_at),
    unlockedBy: row.unlocked_by,
    input: input.value,
    teaser: teaser?.value,
    result: result?.value,
    problems: [input.problem, teaser?.problem, result?.problem].filter((p): p is string => p !== undefined),
  }
}

/**
 * Who asks to see a report, as the routes tell them apart: its owner (logged in), or anyone holding its share link.
 * Anyone else (a friend on the help page, the pay sheet) sees only its `headline`, whoever they are.
 */
export type Viewer = 'owner' | 'shared'

/**
 * Where a read reports a row served as stored although it fails its kind's schema (see `decodePart`): the service
 * log's warn level in every module that reads reports (services.ts hands each the same `warn`), so one search
 * finds them all. Only `warnProblems` writes to it.
 */
export type ReportWarn = (obj: Record<string, unknown>, msg: string) => void

/** Tells `warn` once per read about a report whose stored parts fail its kind's schema; a valid one says nothing. */
export function warnProblems(report: Pick<Report, 'id' | 'problems'>, warn: ReportWarn | undefined): void {
  if (report.problems.length) warn?.({ reportId: report.id, problems: report.problems }, 'stored report does not match its kind')
}

/** What a report may show at its status. */
export type Shown<K extends ReportKind> =
  | { state: 'generating' }
  | { state: 'failed'; reason: string | null }
  | { state: 'locked'; teaser: ReportTeaser<K> }
  | { state: 'unlocked'; teaser: ReportTeaser<K>; result: ReportResult<K>; unlockedAt: number | null }

/**
 * The lock gate, the one place that decides what leaves the service: a locked report shows its teaser only, an
 * unlocked one its result too. A generated report always has both stored (they are written with its status).
 */
export function gate<K extends ReportKind>(r: Report<K>): Shown<K> {
  if (r.status === ReportStatus.GENERATING) return { state: 'generating' }
  if (r.status === ReportStatus.FAILED) return { state: 'failed', reason: r.error }
  const teaser = required(r, 'teaser', r.teaser)
  if (r.status !== ReportStatus.UNLOCKED) return { state: 'locked', teaser }
  return { state: 'unlocked', teaser, result: required(r, 'result', r.result), unlockedAt: r.unlockedAt }
}

/**
 * The locked content of a generated report for the service's own work (a PK of a locked report reads its
 * attributes and breakdown rows), never shown as such: what is shown goes through `gate`.
 */
export function sealedResult<K extends ReportKind>(r: Report<K>): ReportResult<K> {
  return required(r, 'result', r.result)
}

/** The teaser of a generated report (a PK report is born unlocked, so its teaser is its list entry). */
export function storedTeaser<K extends ReportKind>(r: Report<K>): ReportTeaser<K> {
  return required(r, 'teaser', r.teaser)
}

function required<T>(r: Report, part: string, value: T | undefined): T {
  if (value === undefined) throw new Error(`report ${r.id}: generated (status ${r.status}) without its ${part}`)
  return value
}
