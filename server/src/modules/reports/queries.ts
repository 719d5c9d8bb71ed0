import type { Db } from '../../db/connect'
import { sql } from 'kysely'
import { byChinaDay, chinaDayOf, type TimeSpan } from '../../db/china-day'
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

// 数据看板 (the console's dashboard and `npm run stats`): per Beijing day, deleted reports included (they happened).

/** Valuations started (reports created, whatever became of them) and finished (those with a result) per day created. */
export async function valuationsByDay(db: Db, span: TimeSpan) {
  const rows = await db
    .selectFrom('report')
    .where('kind', '=', ReportKind.VALUATION)
    .where('created_at', '>=', span.from)
    .where('created_at', '<', span.to)
    .select((eb) => [
      chinaDayOf('created_at').as('day'),
      eb.fn.countAll().as('started'),
      sql<number>`sum(case when ${sql.ref('status')} in (${sql.join(FINISHED)}) then 1 else 0 end)`.as('finished'),
    ])
    .groupBy(chinaDayOf('created_at'))
    .execute()
  return byChinaDay(rows, ['started', 'finished'])
}

/**
 * Reports (PK ones aside: born unlocked, nothing was unlocked by making them) unlocked per day, by what unlocked
 * them: `pay:<order>`, `coupon:<id>`, `help:<code>`.
 */
export async function unlocksByDay(db: Db, span: TimeSpan) {
  const by = (prefix: string) => sql<number>`sum(case when ${sql.ref('unlocked_by')} like ${`${prefix}:%`} then 1 else 0 end)`
  const rows = await db
    .selectFrom('report')
    .where('kind', '!=', ReportKind.PK)
    .where('unlocked_at', '>=', span.from)
    .where('unlocked_at', '<', span.to)
    .select([chinaDayOf('unlocked_at').as('day'), by('pay').as('pay'), by('coupon').as('coupon'), by('help').as('help')])
    .groupBy(chinaDayOf('unlocked_at'))
    .execute()
  return byChinaDay(rows, ['pay', 'coupon', 'help'])
}

/** Who finished a valuation (report created in the span with a result), or had one unlocked in the span: the funnel's user steps. */
export async function valuationUserIds(db: Db, step: 'finished' | 'unlocked', span: TimeSpan): Promise<Set<number>> {
  const reports = db.selectFrom('report').where('kind', '=', ReportKind.VALUATION)
  const inStep =
    step === 'finished'
      ? reports.where('status', 'in', FINISHED).where('created_at', '>=', span.from).where('created_at', '<', span.to)
      : reports.where('unlocked_at', '>=', span.from).where('unlocked_at', '<', span.to)
  const rows = await inStep.select('user_id').distinct().execute()
  return new Set(rows.map((r) => toNumber(r.user_id)))
}
