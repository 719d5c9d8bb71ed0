import { Type, type Static } from '@sinclair/typebox'
import { withVisitorId } from './common'
import { PageBody } from './market'
import { Paged } from './paging'

/**
 * val/compare (PK): two of the caller's reports of one game, side by side. Both unlocked: everything (a PK report);
 * one still locked: only what its report shows before unlock (`LockedCompareData`).
 */
export const CompareBody = Type.Object({
  valIdA: Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 A（已生成）' }),
  valIdB: Type.String({ minLength: 1, maxLength: 64, description: '自己的估价报告 B（已生成）' }),
  mode: Type.Optional(
    Type.Union([Type.Literal(0), Type.Literal(1)], { default: 0, description: '对比方式：0 以 A（原号）为基准，1 以 B（目标号）为基准' }),
  ),
})
export type CompareBody = Static<typeof CompareBody>

const Side = Type.Object({
  valId: Type.String(),
  estimateFen: Type.Integer(),
  level: Type.String(),
  range: Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer() }),
})

/** How a row stands in one report when it has no amount of its own there; absent when it has one. */
const RowState = Type.Union([Type.Literal('unanswered'), Type.Literal('absent')], {
  description: 'unanswered：该报告未填写这一项（金额 0，按市场平均计入其空号底价）；absent：该报告没有这一行（计 0）',
})

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
      baseContributionFen: Type.Integer({ description: '基准号报告价值构成中这一行的金额（分）；报告没有这一行或未填写时为 0' }),
      otherContributionFen: Type.Integer({ description: '对比号报告中这一行的金额（分）' }),
      diffFen: Type.Integer({ description: 'otherContributionFen − baseContributionFen（分）；各行之和 = gapFen' }),
      baseState: Type.Optional(RowState),
      otherState: Type.Optional(RowState),
    }),
    { description: '两份报告价值构成的每一行（key 为属性 id，空号底价为 base），差额大的在前' },
  ),
  text: Type.String(),
})
export type CompareData = Static<typeof CompareData>

/** val/compare answers the comparison together with the PK report (kind 4) that keeps it. */
const PkReportHead = Type.Object({
  reportId: Type.String({ description: 'PK 报告 id（r_ 开头）；同一对比（A、B、对比方式）只有一份' }),
  status: Type.Integer({ description: '报告状态：PK 报告由两份已解锁报告生成，生成即为 2 已解锁' }),
  createdAt: Type.Integer({ description: '首次对比的时间' }),
})

export const CompareReportData = Type.Composite([CompareData, PkReportHead])
export type CompareReportData = Static<typeof CompareReportData>

/** One side of a PK with a locked report: its teaser (level, band), and its figures only when it is unlocked. */
const LockedCompareSide = Type.Object({
  valId: Type.String(),
  unlocked: Type.Boolean({ description: '这份报告是否已解锁；未解锁时没有 estimateFen 与 range' }),
  level: Type.String(),
  band: Type.String({ description: '价格档位（报告未解锁时也展示的摘要）' }),
  estimateFen: Type.Optional(Type.Integer({ description: '仅已解锁的一方' })),
  range: Type.Optional(Type.Object({ lowFen: Type.Integer(), highFen: Type.Integer() })),
})

/**
 * val/compare when either report is still locked: each side as its own report shows it (the unlocked side's value,
 * the locked side's level and band) and which attributes differ. No gap, no contribution: with the unlocked side's
 * value they would give the locked one away. Not kept as a PK report; once both are unlocked val/compare makes one.
 */
export const LockedCompareData = Type.Object({
  locked: Type.Literal(true),
  gameId: Type.Integer(),
  gameName: Type.String(),
  mode: Type.Integer(),
  base: LockedCompareSide,
  other: LockedCompareSide,
  items: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      baseValue: Type.String(),
      otherValue: Type.String(),
    }),
    { description: '两个账号取值不同的属性（金额在两份报告都解锁后可见）' },
  ),
  sameCount: Type.Integer({ description: '取值相同的属性数' }),
  text: Type.String(),
})
export type LockedCompareData = Static<typeof LockedCompareData>

/** val/compare: the PK report when both reports are unlocked, else the comparison limited to what they show. */
export const CompareAnswer = Type.Union([CompareReportData, LockedCompareData])
export type CompareAnswer = Static<typeof CompareAnswer>

/** val/compareReport: one of the caller's PK reports, as it was when first made. */
export const CompareReportBody = Type.Object({
  reportId: Type.String({ minLength: 1, maxLength: 64, description: 'val/compare 返回的 PK 报告 id' }),
})
export type CompareReportBody = Static<typeof CompareReportBody>

/** val/compareList: the caller's PK reports, newest first. */
export const CompareListBody = PageBody
export type CompareListBody = Static<typeof CompareListBody>

const ListSide = Type.Pick(Side, ['valId', 'estimateFen', 'level'])
export const CompareListItem = Type.Composite([
  PkReportHead,
  Type.Object({
    gameId: Type.Integer(),
    gameName: Type.String(),
    mode: Type.Integer(),
    base: ListSide,
    other: ListSide,
    gapFen: Type.Integer(),
    gapPct: Type.Number(),
  }),
])
export type CompareListItem = Static<typeof CompareListItem>

export const CompareListData = Paged(CompareListItem)
export type CompareListData = Static<typeof CompareListData>

/** val/compareShare: a public link to a comparison of two of the caller's unlocked reports. */
export const CompareShareBody = withVisitorId(CompareBody.properties)
export type CompareShareBody = Static<typeof CompareShareBody>

export const CompareShareData = Type.Object({
  token: Type.String({ description: '分享凭证（c_ 开头，不可猜测）；同一对比再次分享返回同一凭证' }),
  path: Type.String({ description: '公开页面路径，如 /pages/h5/report/compareShare?token=…' }),
})
export type CompareShareData = Static<typeof CompareShareData>

export const SharedCompareBody = withVisitorId({
  token: Type.String({ minLength: 1, maxLength: 64, description: 'val/compareShare 返回的凭证' }),
})
export type SharedCompareBody = Static<typeof SharedCompareBody>

export const SharedCompareData = Type.Composite([CompareData, Type.Object({ sharedAt: Type.Integer() })])
export type SharedCompareData = Static<typeof SharedCompareData>
