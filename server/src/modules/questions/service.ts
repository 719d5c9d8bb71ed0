import { notFound } from '../../errors'
import { getGame, valuationQuestions } from '../../valuation'
import type { Question, QuestionFlow, QuestionsData } from '../../contract'
import type { GameRepository } from '../games/repository'
import { requireOpenGame } from '../games/open-game'

/**
 * The valuation questions of a game (props flow), derived from the catalogue's attribute schema so the
 * questions, the validator of `val/valuation` and the model agree on keys, ranges and options. The game row
 * (operator-edited name and switch) decides whether the game is open, as in `val/valuation`.
 */
export class QuestionsService {
  constructor(private readonly games: GameRepository) {}

  async forGame(gameId: number, flow: QuestionFlow = 'valuation'): Promise<QuestionsData> {
    const gameName = await requireOpenGame(this.games, gameId)
    const game = getGame(gameId)
    if (!game) throw notFound('游戏不存在')
    return { gameId, gameName, list: valuationQuestions(game, flow) as Question[] }
  }
}
