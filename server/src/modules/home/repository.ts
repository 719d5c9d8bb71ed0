import type { Db } from '../../db/connect'
import { countFinishedValuations, finishedValuationCountsByGame } from '../reports/queries'

/** The counts shown on the home page: finished valuation reports, deleted ones included (they happened). */
export class HomeRepository {
  constructor(private readonly db: Db) {}

  async valuationCountsByGame(): Promise<Map<number, number>> {
    return finishedValuationCountsByGame(this.db)
  }

  async countValuations(): Promise<number> {
    return countFinishedValuations(this.db)
  }
}
