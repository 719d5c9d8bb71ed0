import type { Db } from '../../db/connect'
import { updatedOne } from '../../db/updated-one'
import type { GameRow } from '../../db/schema'

export type GameUpdate = Partial<Pick<GameRow, 'name' | 'genre' | 'icon' | 'sort_order' | 'enabled' | 'features'>>

/** The game catalogue: which games exist, which are open for valuation, and the operator's edits to them. */
export class GameRepository {
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
    return updatedOne(
      this.db
        .updateTable('game')
        .set({ ...fields, updated_at: now })
        .where('game_id', '=', gameId),
    )
  }
}
