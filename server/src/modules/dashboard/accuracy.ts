import type { AccuracyData } from '../../contract'
import type { AccuracyPoint } from '../../contract/console/dashboard'

export const ACCURACY_BASIS = '各游戏模型的留出检验：中位误差（越低越好）与区间覆盖率，时间点为模型训练时间'

/**
 * The accuracy chart's points from what exists today: each game's current model, one point at its training time.
 * The one place to point at a table of model versions once there is one (a point per version).
 */
export function accuracyPointsOf(data: AccuracyData): AccuracyPoint[] {
  return data.list.map((g) => ({ gameId: g.gameId, gameName: g.gameName, at: g.trainedAt, mdape: g.mdape, coverage: g.coverage }))
}
