import { judge, PROMOTION_TOLERANCE } from '../../src/valuation/challenger'
import type { WindowFigures } from '../../src/valuation/window-score'

/** The promotion rule on its own: the tolerance's edges, the confidence order, missing figures. */

const figures = (mdape: number, coverage: number, confidenceOrderOk = true): WindowFigures => ({
  n: 100,
  mdape,
  within10: 0.4,
  within20: 0.7,
  coverage,
  byConfidence: { 高: { mdape, n: 30 }, 中: { mdape, n: 40 }, 低: { mdape, n: 30 } },
  confidenceOrderOk,
})

const champion = figures(0.12, 0.8)

test('within the tolerance is not worse; just past it is, with the reason in Chinese', () => {
  expect(judge(champion, figures(0.12 + PROMOTION_TOLERANCE.mdape - 1e-9, 0.8 - PROMOTION_TOLERANCE.coverage + 1e-9))).toEqual({
    notWorse: true,
    reasons: [],
  })
  expect(judge(champion, figures(0.1251, 0.8)).reasons).toEqual(['MdAPE 12.5% 高于现用版本的 12.0%（容差 0.5 个百分点）'])
  expect(judge(champion, figures(0.1, 0.779)).reasons).toEqual(['区间覆盖率 77.9% 低于现用版本的 80.0%（容差 2 个百分点）'])
})

test('a challenger that breaks the confidence order is worse only when the champion kept it', () => {
  expect(judge(champion, figures(0.1, 0.8, false)).reasons).toEqual(['置信度不再按 高 < 中 < 低 排列误差'])
  expect(judge(figures(0.12, 0.8, false), figures(0.1, 0.8, false)).notWorse).toBe(true)
})

test('no champion figures: anything goes; a challenger without figures against a champion with them is worse', () => {
  expect(judge(null, null).notWorse).toBe(true)
  expect(judge(null, figures(0.5, 0.2)).notWorse).toBe(true)
  expect(judge(champion, null)).toEqual({ notWorse: false, reasons: ['新版本无法在近期成交上检验（未训练或没有可检验的成交）'] })
})

test('a plainly better challenger (5 points lower MdAPE, coverage kept) is promoted even when its labels lose their order', () => {
  // The market moved: the champion misses every deal yet keeps its labels in order.
  expect(judge(figures(0.95, 0, true), figures(0.166, 0.8, false)).notWorse).toBe(true)
  // Close to the champion, the order still decides.
  expect(judge(figures(0.2, 0.8, true), figures(0.16, 0.8, false)).notWorse).toBe(false)
  // Better MdAPE but coverage lost: worse, for the coverage.
  expect(judge(figures(0.3, 0.8, true), figures(0.1, 0.7, false)).reasons).toHaveLength(2)
})
