import type { AccuracyPoint, DashboardData } from '../../api'
import { formatBeijing } from '../../format'
import type { ChartOption } from './echart'

type Day = DashboardData['days'][number]

const yuan = (fen: number) => Math.round(fen) / 100
const pct = (ratio: number) => Math.round(ratio * 1000) / 10
const axis = (days: readonly Day[]) => ({ type: 'category' as const, data: days.map((d) => d.day.slice(5)) })
const base = {
  tooltip: { trigger: 'axis' as const },
  legend: { top: 0 },
  grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
}

/** 访客与估价: visitors, valuations started and finished per day. */
export const trafficOption = (days: readonly Day[]): ChartOption => ({
  ...base,
  xAxis: axis(days),
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: '访客', type: 'line', smooth: true, data: days.map((d) => d.visitors) },
    { name: '开始估价', type: 'line', smooth: true, data: days.map((d) => d.valuationsStarted) },
    { name: '完成估价', type: 'line', smooth: true, data: days.map((d) => d.valuationsFinished) },
  ],
})

/** 报告解锁: by pay, coupon and help, stacked per day. */
export const unlockOption = (days: readonly Day[]): ChartOption => ({
  ...base,
  xAxis: axis(days),
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: '付费解锁', type: 'bar', stack: 'unlock', data: days.map((d) => d.unlockedByPay) },
    { name: '解锁券解锁', type: 'bar', stack: 'unlock', data: days.map((d) => d.unlockedByCoupon) },
    { name: '助力解锁', type: 'bar', stack: 'unlock', data: days.map((d) => d.unlockedByHelp) },
  ],
})

/** 收入: money in and net per day (yuan), the payment success rate on its own axis. */
export const moneyOption = (days: readonly Day[]): ChartOption => ({
  ...base,
  xAxis: axis(days),
  yAxis: [
    { type: 'value', name: '元' },
    { type: 'value', name: '%', max: 100, min: 0, splitLine: { show: false } },
  ],
  series: [
    { name: '收款', type: 'bar', data: days.map((d) => yuan(d.paidFen)) },
    { name: '净收入', type: 'bar', data: days.map((d) => yuan(d.netFen)) },
    {
      name: '支付成功率',
      type: 'line',
      yAxisIndex: 1,
      connectNulls: false,
      data: days.map((d) => (d.paySuccessRate === null ? null : pct(d.paySuccessRate))),
    },
  ],
})

/** 互动: helps, invitations accepted and prizes won per day. */
export const engagementOption = (days: readonly Day[]): ChartOption => ({
  ...base,
  xAxis: axis(days),
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: '好友助力', type: 'line', data: days.map((d) => d.helps) },
    { name: '接受邀请', type: 'line', data: days.map((d) => d.invitationsAccepted) },
    { name: '抽奖中奖', type: 'line', data: days.map((d) => d.prizesGiven) },
    { name: '退款笔数', type: 'line', data: days.map((d) => d.refunds) },
  ],
})

/** 收入按场景、渠道: net yuan per scene, one stacked bar series per provider. */
export function revenueOption(sums: ReadonlyArray<{ scene: string; provider: string; netFen: number }>): ChartOption {
  const scenes = [...new Set(sums.map((s) => s.scene))]
  const providers = [...new Set(sums.map((s) => s.provider))]
  return {
    ...base,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: scenes },
    yAxis: { type: 'value', name: '元' },
    series: providers.map((p) => ({
      name: p,
      type: 'bar',
      stack: 'net',
      data: scenes.map((scene) => yuan(sums.find((s) => s.scene === scene && s.provider === p)?.netFen ?? 0)),
    })),
  }
}

/** 估价漏斗: each step's visitors, one bar series per terminal. */
export const funnelOption = (funnel: DashboardData['funnel']): ChartOption => ({
  ...base,
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: funnel.steps.map((s) => s.label) },
  yAxis: { type: 'value', minInterval: 1 },
  series: funnel.rows.map((r) => ({ name: r.terminalName, type: 'bar', data: r.counts })),
})

/** 估价准确度: each game's median error and range coverage (%) over the time of its models. */
export function accuracyOption(points: readonly AccuracyPoint[]): ChartOption {
  const games = [...new Map(points.map((p) => [p.gameId, p.gameName])).entries()]
  const series = (gameId: number, key: 'mdape' | 'coverage') =>
    points
      .filter((p) => p.gameId === gameId)
      .sort((a, b) => a.at - b.at)
      .map((p) => [p.at, pct(p[key])])
  return {
    ...base,
    // Two lines a game: the legend scrolls rather than covering the plot.
    legend: { type: 'scroll', top: 0 },
    grid: { ...base.grid, top: 56 },
    tooltip: { trigger: 'item', valueFormatter: (v) => `${String(v)}%` },
    xAxis: { type: 'time', minInterval: 86_400_000, axisLabel: { formatter: (v: number) => formatBeijing(v).slice(5, 10) } },
    yAxis: { type: 'value', name: '%', min: 0, max: 100 },
    series: games.flatMap(([gameId, name]) => [
      { name: `${name} 中位误差`, type: 'line', symbolSize: 8, data: series(gameId, 'mdape') },
      { name: `${name} 覆盖率`, type: 'line', symbolSize: 8, lineStyle: { type: 'dashed' }, data: series(gameId, 'coverage') },
    ]),
  }
}
