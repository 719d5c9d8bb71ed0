import { BizCode, BizError, notFound } from '../../errors'
import { getGame, valuationQuestions } from '../../valuation'
import type { Question, QuestionsData } from '../../contract'
import type { HomeRepository } from '../home/repository'

/**
 * The valuation questions of a game (props flow), derived from the catalogue's attribute schema so the
 * questions, the validator of `val/valuation` and the model agree on keys, ranges and options. The game row
 * (operator-edited name and switch) decides whether the game is open, as in `val/valuation`.
 */
export class QuestionsService {
  constructor(private readonly games: Pick<HomeRepository, 'findGame'>) {}

  async forGame(gameId: number): Promise<QuestionsData> {
    const row = await this.games.findGame(gameId)
    const game = getGame(gameId)
    if (!row || !game) throw notFound('游戏不存在')
    if (row.enabled !== 1 || !row.name) throw new BizError(BizCode.GAME_NOT_OPEN, `${row.name || '该游戏'}暂未开放估价`)
    return { gameId, gameName: row.name, list: valuationQuestions(game) as Question[] }
  }
}
