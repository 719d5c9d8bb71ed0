import type { Db } from '../../db/connect'
import { LimitCounter, type LimitWindow } from '../../db/limit-counter'
import { updatedOne } from '../../db/updated-one'
import type { GameAuthSessionRow } from '../../db/schema'

export interface NewAuthSession {
  id: string
  userId: number
  gameId: number
  authKind: number
  provider: string
  step: number | null
  state: string
  attributes: string | null
  now: number
  expiresAt: number
}

/** The fields a step changes. */
export interface AuthSessionStep {
  step: number | null
  state: string
  attributes: string | null
  wrongAttempts: number
  resends: number
}

/**
 * Authorization sessions. Reads by a user are scoped to the owner (another user's id looks exactly like a missing
 * one); step updates are conditional on the version read, so two replicas cannot both advance one session.
 */
export class AuthSessionRepository {
  constructor(private readonly db: Db) {}

  async insert(s: NewAuthSession): Promise<void> {
    await this.db
      .insertInto('game_auth_session')
      .values({
        id: s.id,
        user_id: s.userId,
        game_id: s.gameId,
        auth_kind: s.authKind,
        provider: s.provider,
        step: s.step,
        state: s.state,
        attributes: s.attributes,
        wrong_attempts: 0,
        resends: 0,
        version: 0,
        created_at: s.now,
        updated_at: s.now,
        expires_at: s.expiresAt,
        consumed_at: null,
        report_id: null,
      })
      .execute()
  }

  async findOwned(id: string, userId: number): Promise<GameAuthSessionRow | undefined> {
    return this.db.selectFrom('game_auth_session').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  }

  /** Writes a step if nobody else did since `version` was read; false when the session moved on meanwhile. */
  async saveStep(id: string, version: number, step: AuthSessionStep, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('game_auth_session')
        .set({
          step: step.step,
          state: step.state,
          attributes: step.attributes,
          wrong_attempts: step.wrongAttempts,
          resends: step.resends,
          version: version + 1,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('consumed_at', 'is', null),
    )
  }

  /**
   * Marks a successful session used by `reportId`, once: the update only matches an unconsumed, unexpired session
   * at step 200, so two concurrent valuations cannot both use it. The attributes are dropped (the report keeps them).
   */
  async consume(id: string, userId: number, reportId: string, now: number): Promise<boolean> {
    return updatedOne(
      this.db
        .updateTable('game_auth_session')
        .set({ consumed_at: now, report_id: reportId, attributes: null, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('step', '=', 200)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now),
    )
  }

  /** Counts a session start of the user in `window` unless `limit` are counted already; true when counted. */
  async takeStart(userId: number, window: LimitWindow, limit: number): Promise<boolean> {
    return new LimitCounter(this.db).take(`val-auth-start:${userId}`, window, limit)
  }

  /** Gives back a start counted by takeStart() that did not start a session. */
  async giveBackStart(userId: number, window: LimitWindow): Promise<void> {
    await new LimitCounter(this.db).giveBack(`val-auth-start:${userId}`, window)
  }

  /** Housekeeping: sessions long past their expiry are of no use to anyone. */
  async deleteExpiredBefore(cutoff: number): Promise<void> {
    await this.db.deleteFrom('game_auth_session').where('expires_at', '<', cutoff).execute()
  }
}
