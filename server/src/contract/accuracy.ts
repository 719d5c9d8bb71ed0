import { Type, type Static } from '@sinclair/typebox'

/**
 * How accurate each game's valuation model is on deals it never saw (val/accuracy, and the full report of a
 * game). Measured while training: the latest deals are valued by models fitted only on older deals and the
 * estimates compared with the real sold prices (docs/valuation.md).
 */
export const ValuationAccuracy = Type.Object(
  {
    mdape: Type.Number({ description: '中位误差：估价与成交价相差比例的中位数（0.134 = 13.4%）' }),
    within10: Type.Number({ description: '估价与成交价相差不到 10% 的占比（0–1）' }),
    within20: Type.Number({ description: '估价与成交价相差不到 20% 的占比（0–1）' }),
    coverage: Type.Number({ description: '成交价落在所给区间内的占比（0–1），与 rangeLevel 对比' }),
    rangeLevel: Type.Number({ description: '区间的标称水平（0.8 = 80% 区间）' }),
    testSize: Type.Integer({ description: '参与检验（未参与训练）的成交笔数' }),
    testFrom: Type.Integer({ description: '检验成交的最早成交时间（毫秒）' }),
    testTo: Type.Integer({ description: '检验成交的最晚成交时间（毫秒）' }),
    dataFrom: Type.Integer({ description: '模型所用成交的最早成交时间（毫秒）' }),
    dataTo: Type.Integer({ description: '模型所用成交的最晚成交时间（毫秒）' }),
    demo: Type.Boolean({ description: '模型基于演示数据（非真实成交）：数字只作演示' }),
    trainedAt: Type.Integer({ description: '模型训练时间（毫秒）' }),
  },
  { description: '估价准确度（报告里：仅已解锁报告，为生成这份报告的模型的数字）' },
)
export type ValuationAccuracy = Static<typeof ValuationAccuracy>

export const GameAccuracy = Type.Composite([Type.Object({ gameId: Type.Integer(), gameName: Type.String() }), ValuationAccuracy])
export type GameAccuracy = Static<typeof GameAccuracy>

/** A game open for valuation whose model refused (too few deals): it gets no estimate and no figures. */
export const RefusedGameAccuracy = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  reason: Type.String({ description: '暂不估价的原因，如成交样本不足' }),
})
export type RefusedGameAccuracy = Static<typeof RefusedGameAccuracy>

export const AccuracyBody = Type.Object({
  gameId: Type.Optional(Type.Integer({ minimum: 1, maximum: 99999999, description: '只看这个游戏；不传则返回全部开放估价的游戏' })),
})
export type AccuracyBody = Static<typeof AccuracyBody>

export const AccuracyData = Type.Object({
  list: Type.Array(GameAccuracy, { description: '有模型的游戏，按首页游戏顺序' }),
  refused: Type.Array(RefusedGameAccuracy, { description: '开放估价但模型拒绝估价的游戏（没有准确度数字）' }),
})
export type AccuracyData = Static<typeof AccuracyData>
