import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import type { GameRow } from '../../db/schema'

export type GameUpdate = Partial<Pick<GameRow, 'name' | 'genre' | 'icon' | 'sort_order' | 'enabled' | 'features'>>

/** Game catalogue and the counts shown on the home page. */
export class HomeRepository {
  constructor(private readonly db: Db) {}

  /** Games users may see: enabled and named. */
  async listVisibleGames(): Promise<GameRow[]> {
    return this.db
      .selectFrom('game')
      .selectAll()
      .where('enabled', '=', 1)
      .where('name', '!=', '')
      .orderBy('sort_order')
      .orderBy('game_id')
      .execute()
  }

  async listAllGames(): Promise<GameRow[]> {
    return this.db.selectFrom('game').selectAll().orderBy('sort_order').orderBy('game_id').execute()
  }

  async findGame(gameId: number): Promise<GameRow | undefined> {
    return this.db.selectFrom('game').selectAll().where('game_id', '=', gameId).executeTakeFirst()
  }

  async updateGame(gameId: number, fields: GameUpdate, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('game')
      .set({ ...fields, updated_at: now })
      .where('game_id', '=', gameId)
      .executeTakeFirst()
    return toNumber(result.numUpdatedRows) === 1
  }

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
