import { Type, type Static } from '@sinclair/typebox'

/** val/compare (PK): two of the caller's unlocked reports of one game, side by side. */
export const CompareBody = Type.Object({
  valIdA: Type.String({ minLength: 1, maxLength: 64, description: '自己的已解锁报告 A' }),
  valIdB: Type.String({ minLength: 1, maxLength: 64, description: '自己的已解锁报告 B' }),
  mode: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0, description: '对比方式：0 以 A（原号）为基准，1 以 B（目标号）为基准' })),
})
export type CompareBody = Static<typeof CompareBody>

const Side = Type.Object({ valId: Type.String(), estimateFen: Type.Integer(), level: Type.String(), range: Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer() }) })

export const CompareData = Type.Object({
  gameId: Type.Integer(),
  gameName: Type.String(),
  mode: Type.Integer(),
  base: Side,
  other: Side,
  gapFen: Type.Integer({ description: '对比号估值 − 基准号估值（分）' }),
  gapPct: Type.Number(),
  items: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      baseValue: Type.String({ description: '基准号的属性值（文字）' }),
      otherValue: Type.String(),
      baseContributionFen: Type.Integer(),
      otherContributionFen: Type.Integer(),
      diffFen: Type.Integer({ description: '该项对价差的贡献（分）；各项之和 = gapFen' }),
    }),
  ),
  text: Type.String(),
})
export type CompareData = Static<typeof CompareData>
