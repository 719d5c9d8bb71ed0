import type { AccuracyData, LiveAccuracy, ValuationAccuracy } from '../../contract'
import type { GameRow } from '../../db/schema'
import { badParameter } from '../../errors'
import type { TrainedModel } from '../../valuation/model/types'
import type { LoadedModel, ModelRegistry } from '../models/registry'

/**
 * A trained model's held-out accuracy as the app shows it. `demo` is also set when any market row behind the
 * model was demo data (the stored model's flag), not only when all deals were: figures that are partly
 * illustrative are labelled as such.
 */
export function publicAccuracy(loaded: LoadedModel & { model: TrainedModel }): ValuationAccuracy {
  const { model } = loaded
  return { ...model.accuracy, demo: model.accuracy.demo || loaded.demo, trainedAt: model.trainedAt }
}

const isTrained = (loaded: LoadedModel): loaded is LoadedModel & { model: TrainedModel } => loaded.model.status === 'trained'

/**
 * Accuracy of every game open for valuation (`games`: the visible games, in their home order), from the
 * models in memory: trained ones with their figures, refused ones with the reason; a game whose model is not
 * loaded yet is left out. `gameId` narrows to one game; a game that is unknown or not open → 40000. `live`: the
 * figures from realised prices of the games that have enough (modules/outcomes).
 */
export function accuracyOfGames(
  games: GameRow[],
  registry: ModelRegistry,
  gameId?: number,
  live: ReadonlyMap<number, LiveAccuracy> = new Map(),
): AccuracyData {
  const shown = gameId === undefined ? games : games.filter((g) => g.game_id === gameId)
  if (gameId !== undefined && !shown.length) throw badParameter('参数错误：游戏不存在或暂未开放估价')
  const out: AccuracyData = { list: [], refused: [] }
  for (const game of shown) {
    const loaded = registry.get(game.game_id)
    if (!loaded) continue
    const liveOf = live.get(game.game_id)
    if (isTrained(loaded))
      out.list.push({ gameId: game.game_id, gameName: game.name, ...publicAccuracy(loaded), ...(liveOf ? { live: liveOf } : {}) })
    else if (loaded.model.status === 'refused') out.refused.push({ gameId: game.game_id, gameName: game.name, reason: loaded.model.reason })
  }
  return out
}
