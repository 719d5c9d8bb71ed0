import type { AccuracyData } from '../../contract'
import type { AccuracyPoint } from '../../contract/console/dashboard'

export const ACCURACY_BASIS =
  '每个模型版本训练时在近期成交上的检验（中位误差越低越好，区间覆盖率应接近 80%），时间点为训练时间；尚无对比检验的游戏显示现用模型的留出检验'

/** A stored model version's figures on its retrain's recent window (modules/models, the version table). */
export interface VersionFigures {
  gameId: number
  trainedAt: number
  mdape: number
  coverage: number
}

/**
 * The accuracy chart's points: a point per model version that was tested on recent deals when it was trained (a
 * line over time per game); a game with no such version yet shows its current model's held-out figures, one point.
 */
export function accuracyPointsOf(current: AccuracyData, versions: readonly VersionFigures[] = []): AccuracyPoint[] {
  const names = new Map(current.list.map((g) => [g.gameId, g.gameName]))
  const tested = new Set(versions.map((v) => v.gameId))
  const fromVersions = versions
    .filter((v) => names.has(v.gameId))
    .map((v) => ({ gameId: v.gameId, gameName: names.get(v.gameId) as string, at: v.trainedAt, mdape: v.mdape, coverage: v.coverage }))
  const untested = current.list
    .filter((g) => !tested.has(g.gameId))
    .map((g) => ({ gameId: g.gameId, gameName: g.gameName, at: g.trainedAt, mdape: g.mdape, coverage: g.coverage }))
  return [...fromVersions, ...untested].sort((a, b) => a.gameId - b.gameId || a.at - b.at)
}
