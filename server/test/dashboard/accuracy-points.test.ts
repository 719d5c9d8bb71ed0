import type { AccuracyData } from '../../src/contract'
import { accuracyPointsOf } from '../../src/modules/dashboard'

/** The dashboard's accuracy chart: a line per game from its tested model versions, else its current model's point. */
test('tested versions make a line per game; a game without one shows its current model; unknown games are left out', () => {
  const current = {
    list: [
      { gameId: 10013, gameName: '王者荣耀', trainedAt: 300, mdape: 0.1, coverage: 0.8 },
      { gameId: 10032, gameName: '火影忍者手游', trainedAt: 250, mdape: 0.2, coverage: 0.75 },
    ],
  } as unknown as AccuracyData
  const versions = [
    { gameId: 10013, trainedAt: 300, mdape: 0.12, coverage: 0.81 },
    { gameId: 10013, trainedAt: 100, mdape: 0.15, coverage: 0.78 },
    { gameId: 99999, trainedAt: 200, mdape: 0.3, coverage: 0.5 },
  ]
  expect(accuracyPointsOf(current, versions)).toEqual([
    { gameId: 10013, gameName: '王者荣耀', at: 100, mdape: 0.15, coverage: 0.78 },
    { gameId: 10013, gameName: '王者荣耀', at: 300, mdape: 0.12, coverage: 0.81 },
    { gameId: 10032, gameName: '火影忍者手游', at: 250, mdape: 0.2, coverage: 0.75 },
  ])
})
