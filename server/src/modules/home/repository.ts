import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'

/** The counts shown on the home page. */
export class HomeRepository {
  constructor(private readonly db: Db) {}

  /** Finished valuation reports (kind 1, generated: locked or unlocked), deleted ones included: they happened. */
  private finishedValuations() {
    return this.db.selectFrom('report').where('kind', '=', 1).where('status', 'in', [1, 2])
  }

  async valuationCountsByGame(): Promise<Map<number, number>> {
    const rows = await this.finishedValuations()
      .select(['game_id', (eb) => eb.fn.countAll().as('n')])
      .groupBy('game_id')
      .execute()
    return new Map(rows.map((r) => [toNumber(r.game_id), toNumber(r.n)]))
  }

  async countValuations(): Promise<number> {
    const row = await this.finishedValuations()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst()
    return toNumber(row?.n)
  }
}
