import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { countRows, pageOf, type Page } from '../../db/page'
import type { ReportRow } from '../../db/schema'
import { ReportKind, ReportStatus } from '../../contract/values'

/**
 * The questions other modules ask of the report table (counts, who did what when), named here so that only
 * modules/reports knows the table's columns and what a status or kind means. Each takes the Db (or a
 * transaction) of its caller.
 */

/** A span of time, half-open [from, to); `undefined` counts all time. */
export type Span = { from: number; to: number } | undefined

/** A valuation has happened once it has a result (locked or unlocked): generating and failed ones have not. */
const FINISHED = [ReportStatus.NOT_UNLOCKED, ReportStatus.UNLOCKED]

function finishedValuations(db: Db) {
  return db.selectFrom('report').where('kind', '=', ReportKind.VALUATION).where('status', 'in', FINISHED)
}

/**
 * The identity and state of reports without their stored JSON, for a module that joins reports to its own rows
 * (orders, coupons, helps, invitees): `.innerJoin(reportFacts(db).as('r'), 'r.id', 'o.report_id')`.
 */
export function reportFacts(db: Db) {
  return db
    .selectFrom('report')
    .select(['id', 'user_id', 'kind', 'game_id', 'status', 'created_at', 'unlocked_at', 'unlocked_by', 'deleted'])
}

/** `reportFacts` of finished valuations only (deleted ones included), e.g. to count a user's in a subquery. */
export function finishedValuationFacts(db: Db) {
  return reportFacts(db).where('kind', '=', ReportKind.VALUATION).where('status', 'in', FINISHED)
}

/** Finished valuations per game, deleted ones included: they happened (home page figures). */
export async function finishedValuationCountsByGame(db: Db): Promise<Map<number, number>> {
  const rows = await finishedValuations(db)
    .select(['game_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('game_id')
    .execute()
  return new Map(rows.map((r) => [toNumber(r.game_id), toNumber(r.n)]))
}

/** Finished valuations of everyone (or of one user), deleted ones included, created within the span if given. */
export async function countFinishedValuations(db: Db, userId?: number, span?: Span): Promise<number> {
  return countRows(
    finishedValuations(db)
      .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId as number))
      .$if(span !== undefined, (qb) => qb.where('created_at', '>=', span?.from as number).where('created_at', '<', span?.to as number)),
  )
}

/** Whether the user has a finished valuation report (deleted ones included). */
export async function hasFinishedValuation(db: Db, userId: number): Promise<boolean> {
  const row = await finishedValuations(db).select('id').where('user_id', '=', userId).limit(1).executeTakeFirst()
  return row !== undefined
}

/**
 * Reports the user unlocked within the span (deleted ones included). A PK report is born unlocked from two
 * unlocked reports: nothing was unlocked by making it.
 */
export async function countUnlocks(db: Db, userId: number, span?: Span): Promise<number> {
  return countRows(
    db
      .selectFrom('report')
      .where('user_id', '=', userId)
      .where('kind', '!=', ReportKind.PK)
      .where('unlocked_at', 'is not', null)
      .$if(span !== undefined, (qb) => qb.where('unlocked_at', '>=', span?.from as number).where('unlocked_at', '<', span?.to as number)),
  )
}

/** Users with a valuation report (not deleted) generated, or unlocked, within [since, until] (usage funnel). */
export async function valuationUsers(db: Db, step: 'generated' | 'unlocked', since: number, until: number): Promise<{ user_id: number }[]> {
  const reports = db.selectFrom('report').where('kind', '=', ReportKind.VALUATION).where('deleted', '=', 0)
  const inStep =
    step === 'generated'
      ? reports.where('status', 'in', FINISHED).where('created_at', '>=', since).where('created_at', '<=', until)
      : reports.where('unlocked_at', '>=', since).where('unlocked_at', '<=', until)
  return inStep.select('user_id').distinct().execute()
}

/** Account deletion's step for the user's reports: every one marked deleted, on the deletion's transaction. */
export async function deleteReportsOfDeletedUser(trx: Db, userId: number): Promise<void> {
  await trx.updateTable('report').set({ deleted: 1 }).where('user_id', '=', userId).where('deleted', '=', 0).execute()
}

/** A user's reports of every kind, deleted ones included, newest first: one page and the count (the console's player page). */
export async function reportsOfUser(db: Db, userId: number, window: { offset: number; limit: number }): Promise<Page<ReportRow>> {
  return pageOf(
    db.selectFrom('report').where('user_id', '=', userId),
    (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    window,
  )
}
