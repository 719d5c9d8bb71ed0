import type { Insertable } from 'kysely'
import type { Db } from '../../db/connect'
import type { TrackerEventTable } from '../../db/schema'

export type NewTrackerEvent = Insertable<TrackerEventTable>

/** The tracker_event table (migration 0018_tracker). */
export class TrackerRepository {
  constructor(private readonly db: Db) {}

  /** One statement for the whole batch (at most 50 rows). */
  async insertMany(rows: NewTrackerEvent[]): Promise<void> {
    if (rows.length) await this.db.insertInto('tracker_event').values(rows).execute()
  }

  /** Deletes events stored before `before`; answers how many. */
  async deleteBefore(before: number): Promise<number> {
    const result = await this.db.deleteFrom('tracker_event').where('created_at', '<', before).executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
