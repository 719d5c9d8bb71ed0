import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { insertedId } from '../../db/inserted-id'
import { countRows, pageOf } from '../../db/page'
import type { MissionTable } from '../../db/schema'
import type { Selectable } from 'kysely'
import { drawActivityHeading } from '../draw/queries'
import { liveUserIdByMainlandPhone, minorUntil } from '../user/queries'

export type MissionRow = Selectable<MissionTable>
export type MissionFields = Omit<MissionTable, 'id' | 'updated_at'>

/** A love value move as the ledger keeps it. */
export interface LoveMove {
  reason: string
  title: string
  ref: string | null
  /** An operator's adjustment: its whole reason (the title is what the player reads). */
  note?: string
}

/** Days fetched per round when measuring a sign-in streak. */
const STREAK_PAGE = 400

/**
 * Missions, claims, sign-ins, share visits and love value. Every method runs on the Db it was made with, so a
 * repository made on a transaction keeps the claim, the balance move and the ledger row together.
 */
export class RewardsRepository {
  constructor(private readonly db: Db) {}

  async missions(enabledOnly: boolean): Promise<MissionRow[]> {
    return this.db
      .selectFrom('mission')
      .selectAll()
      .$if(enabledOnly, (qb) => qb.where('enabled', '=', 1))
      .orderBy('sort')
      .orderBy('id')
      .execute()
  }

  async mission(id: string): Promise<MissionRow | undefined> {
    return this.db.selectFrom('mission').selectAll().where('id', '=', id).executeTakeFirst()
  }

  async insertMission(id: string, fields: MissionFields, now: number): Promise<void> {
    await this.db
      .insertInto('mission')
      .values({ id, ...fields, updated_at: now })
      .execute()
  }

  async updateMission(id: string, fields: Partial<MissionFields>, now: number): Promise<void> {
    await this.db
      .updateTable('mission')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .execute()
  }

  async maxMissionSort(): Promise<number> {
    const row = await this.db
      .selectFrom('mission')
      .select((eb) => eb.fn.max('sort').as('m'))
      .executeTakeFirst()
    return toNumber(row?.m)
  }

  /** Claims per task in the given periods, keyed `${missionId}|${periodKey}`. */
  async claimCounts(userId: number, periodKeys: string[]): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('mission_claim')
      .select(['mission_id', 'period_key', (eb) => eb.fn.countAll().as('n')])
      .where('user_id', '=', userId)
      .where('period_key', 'in', periodKeys)
      .groupBy(['mission_id', 'period_key'])
      .execute()
    return new Map(rows.map((r) => [`${r.mission_id}|${r.period_key}`, toNumber(r.n)]))
  }

  async countClaims(userId: number, missionId: string, periodKey: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('mission_claim')
        .where('user_id', '=', userId)
        .where('mission_id', '=', missionId)
        .where('period_key', '=', periodKey),
    )
  }

  /** Inserts claim number `seq`; a parallel claim that took the same number fails on the unique index. */
  async insertClaim(claim: {
    userId: number
    missionId: string
    periodKey: string
    seq: number
    rewardKind: string
    reward: number
    now: number
  }): Promise<number> {
    return insertedId(
      this.db
        .insertInto('mission_claim')
        .values({
          user_id: claim.userId,
          mission_id: claim.missionId,
          period_key: claim.periodKey,
          seq: claim.seq,
          reward_kind: claim.rewardKind,
          reward: claim.reward,
          created_at: claim.now,
        })
        .returning('id'),
    )
  }

  /** Records the day's sign-in; false when the user had already signed in that day. */
  async signIn(userId: number, day: string, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('sign_in')
      .values({ user_id: userId, day, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .executeTakeFirst()
    return toNumber(res.numInsertedOrUpdatedRows) === 1
  }

  async hasSignedIn(userId: number, day: string): Promise<boolean> {
    const row = await this.db.selectFrom('sign_in').select('day').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst()
    return row !== undefined
  }

  /**
   * Length of the run of consecutive days ending on `lastDay`, given `dayBefore(lastDay, n)`. Reads the user's
   * sign-in days newest first, a page at a time, and stops at the first gap.
   */
  async streakEndingOn(userId: number, lastDay: string, dayBefore: (n: number) => string): Promise<number> {
    let streak = 0
    let upTo = lastDay
    for (;;) {
      const rows = await this.db
        .selectFrom('sign_in')
        .select('day')
        .where('user_id', '=', userId)
        .where('day', '<=', upTo)
        .orderBy('day', 'desc')
        .limit(STREAK_PAGE)
        .execute()
      for (const { day } of rows) {
        if (day !== dayBefore(streak)) return streak
        streak++
      }
      if (rows.length < STREAK_PAGE) return streak
      upTo = dayBefore(streak)
    }
  }

  /** One visit per report, visitor and day; a repeat is ignored. */
  async recordShareVisit(visit: { reportId: string; ownerId: number; visitorKey: string; day: string; now: number }): Promise<void> {
    await this.db
      .insertInto('share_visit')
      .values({
        report_id: visit.reportId,
        owner_id: visit.ownerId,
        visitor_key: visit.visitorKey,
        day: visit.day,
        created_at: visit.now,
      })
      .onConflict((oc) => oc.columns(['report_id', 'visitor_key', 'day']).doNothing())
      .execute()
  }

  /** Remembers (or refreshes) the owner's address and device marks. */
  async markOwnerDevice(ownerId: number, marks: { ip: string; visitor: string | null }, now: number): Promise<void> {
    const rows = [marks.ip, marks.visitor].filter((m): m is string => m !== null).map((mark) => ({ owner_id: ownerId, mark, seen_at: now }))
    await this.db
      .insertInto('share_owner_mark')
      .values(rows)
      .onConflict((oc) => oc.columns(['owner_id', 'mark']).doUpdateSet({ seen_at: now }))
      .execute()
  }

  /** Whether the visitor's device is one of the owner's, or (when given) the address one they used since `ipSeenSince`. */
  async isOwnerDevice(ownerId: number, q: { visitor: string | null; ip: string | null; ipSeenSince: number }): Promise<boolean> {
    if (q.visitor === null && q.ip === null) return false
    const row = await this.db
      .selectFrom('share_owner_mark')
      .select('owner_id')
      .where('owner_id', '=', ownerId)
      .where((eb) =>
        eb.or([
          ...(q.visitor !== null ? [eb('mark', '=', q.visitor)] : []),
          ...(q.ip !== null ? [eb.and([eb('mark', '=', q.ip), eb('seen_at', '>=', q.ipSeenSince)])] : []),
        ]),
      )
      .executeTakeFirst()
    return row !== undefined
  }

  /** Whether the user's real-name check showed a minor who is still under 18 at `now`. */
  async isMinor(userId: number, now: number): Promise<boolean> {
    const until = await minorUntil(this.db, userId)
    return until !== null && until > now
  }

  async balance(userId: number) {
    return this.db
      .selectFrom('love_balance')
      .select(['balance', 'earned_total', 'spent_total'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
  }

  /** Adds `n` points (one upsert: parallel credits add up) with its ledger row; returns the balance after. */
  async credit(userId: number, n: number, move: LoveMove, now: number): Promise<number> {
    const row = await this.db
      .insertInto('love_balance')
      .values({ user_id: userId, balance: n, earned_total: n, spent_total: 0, updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          balance: eb('love_balance.balance', '+', n),
          earned_total: eb('love_balance.earned_total', '+', n),
          updated_at: now,
        })),
      )
      .returning('balance')
      .executeTakeFirstOrThrow()
    const after = toNumber(row.balance)
    await this.ledgerRow(userId, n, move, after, now)
    return after
  }

  /**
   * Takes `n` points only if the balance holds them, in one conditional update, with its ledger row. Returns
   * the balance after, or null when there was not enough (nothing changed).
   */
  async debit(userId: number, n: number, move: LoveMove, now: number): Promise<number | null> {
    const row = await this.db
      .updateTable('love_balance')
      .set((eb) => ({
        balance: eb('balance', '-', n),
        spent_total: eb('spent_total', '+', n),
        updated_at: now,
      }))
      .where('user_id', '=', userId)
      .where('balance', '>=', n)
      .returning('balance')
      .executeTakeFirst()
    if (!row) return null
    const after = toNumber(row.balance)
    await this.ledgerRow(userId, -n, move, after, now)
    return after
  }

  private async ledgerRow(userId: number, delta: number, move: LoveMove, balanceAfter: number, now: number): Promise<void> {
    await this.db
      .insertInto('love_ledger')
      .values({
        user_id: userId,
        delta,
        reason: move.reason,
        title: move.title,
        ref: move.ref,
        ...(move.note !== undefined ? { note: move.note } : {}),
        balance_after: balanceAfter,
        created_at: now,
      })
      .execute()
  }

  async ledger(userId: number, offset: number, limit: number) {
    const base = this.db.selectFrom('love_ledger').where('user_id', '=', userId)
    return pageOf(base, (q) => q.select(['id', 'delta', 'reason', 'title', 'balance_after', 'created_at']).orderBy('id', 'desc'), {
      offset,
      limit,
    })
  }

  async activity(id: string) {
    return drawActivityHeading(this.db, id)
  }

  /** Every task's order: each id gets its slot (10, 20, ...) in the given order. */
  async setMissionSorts(ids: readonly string[], now: number): Promise<void> {
    for (const [i, id] of ids.entries()) {
      await this.db
        .updateTable('mission')
        .set({ sort: (i + 1) * 10, updated_at: now })
        .where('id', '=', id)
        .execute()
    }
  }

  /** A live (not deleted) user by mainland phone number. */
  async userIdByPhone(phone: string): Promise<number | undefined> {
    return liveUserIdByMainlandPhone(this.db, phone)
  }
}
