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

/** Accuracy figures of a group of realised prices (a game's period, one month, one confidence label). */
export const LiveAccuracyFigures = Type.Object({
  count: Type.Integer({ description: '实际成交笔数' }),
  mdape: Type.Number({ description: '中位误差：报告估价与实际成交价相差比例的中位数' }),
  within10: Type.Number({ description: '相差不到 10% 的占比（0–1）' }),
  within20: Type.Number({ description: '相差不到 20% 的占比（0–1）' }),
  coverage: Type.Number({ description: '实际成交价落在报告区间内的占比（0–1）' }),
})
export type LiveAccuracyFigures = Static<typeof LiveAccuracyFigures>

export const LiveAccuracy = Type.Composite(
  [
    LiveAccuracyFigures,
    Type.Object({
      from: Type.Integer({ description: '最早一笔实际成交的时间（毫秒）' }),
      to: Type.Integer({ description: '最晚一笔实际成交的时间（毫秒）' }),
      sources: Type.Object(
        { listing: Type.Integer(), market: Type.Integer(), check: Type.Integer() },
        { description: '来源笔数：listing 用户挂牌售出，market 市场成交数据，check 我亏了吗填写的买价' },
      ),
      months: Type.Array(
        Type.Composite([Type.Object({ month: Type.String({ description: 'YYYY-MM（北京时间）' }) }), LiveAccuracyFigures]),
        {
          description: '按月（不少于 10 笔的月份）',
        },
      ),
      byLabel: Type.Array(
        Type.Composite([Type.Object({ label: Type.String({ description: '置信度：高 / 中 / 低' }) }), LiveAccuracyFigures]),
        {
          description: '按报告给出的置信度（不少于 10 笔的档位）',
        },
      ),
      labelsOrdered: Type.Union([Type.Boolean(), Type.Null()], {
        description: '置信度越低误差越大（高 ≤ 中 ≤ 低）；可比较的档位不足两个时为 null',
      }),
    }),
  ],
  { description: '实际成交准确度：估价报告对应的账号之后真实成交的价格（近 6 个月，不少于 20 笔才给出）' },
)
export type LiveAccuracy = Static<typeof LiveAccuracy>

export const GameAccuracy = Type.Composite([
  Type.Object({ gameId: Type.Integer(), gameName: Type.String() }),
  ValuationAccuracy,
  Type.Object({ live: Type.Optional(LiveAccuracy) }),
])
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
