import { ActivityStyle } from '../../contract/values/draw'
import type { Db } from '../../db/connect'
import { runningActivity } from './repository'

/**
 * Draw chances as other modules grant them (missions, love value). Runs on the caller's transaction, so the
 * grant commits with the claim or redemption that paid for it.
 */

/**
 * The activity that chances go to now: the running draw-style activity ending soonest; null when none runs.
 * Red-envelope activities are free daily draws that spend no chances, so a chance granted there would be lost.
 */
export async function runningActivityId(db: Db, now: number): Promise<string | null> {
  return (await runningActivity(db, ActivityStyle.DRAW, now))?.id ?? null
}

/** Adds `n` chances for the user in the activity (one upsert: safe when two grants race). */
export async function grantChances(db: Db, userId: number, activityId: string, n: number, now: number): Promise<void> {
  await db
    .insertInto('draw_chance')
    .values({ user_id: userId, activity_id: activityId, chances: n, used: 0, day_key: '', day_used: 0, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'activity_id']).doUpdateSet((eb) => ({ chances: eb('draw_chance.chances', '+', n), updated_at: now })),
    )
    .execute()
}
