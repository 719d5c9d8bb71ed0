import { BizCode, BizError, notFound } from '../../errors'
import type { GameRepository } from './repository'

/** Unknown game → 40004; a disabled or unnamed one → 40023. Returns the game's name. */
export async function requireOpenGame(games: GameRepository, gameId: number): Promise<string> {
  const game = await games.findGame(gameId)
  if (!game) throw notFound('游戏不存在')
  if (game.enabled !== 1 || !game.name) throw new BizError(BizCode.GAME_NOT_OPEN, `${game.name || '该游戏'}暂未开放估价`)
  return game.name
}
