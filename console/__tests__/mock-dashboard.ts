/**
 * The mock console API's 数据看板 endpoint (mock-api.ts hands its calls here): the figures of each day of the asked
 * span from `figures` (zeros for days not set), with the contract's roles and range rules.
 */
import { NO_FIGURES, type DashboardData, type DayFigures } from '../../server/src/contract/console/dashboard'
import { ConsoleEndpoint, DASHBOARD_MAX_DAYS, roleMayCall, type ConsoleRole } from '../../server/src/contract/console/values'
import type { Call, Reply } from './mock-support-desk'

const DAY_MS = 86_400_000

export class MockDashboard {
  /** Figures by Beijing day (YYYY-MM-DD). */
  figures: Record<string, Partial<DayFigures>> = {}
  revenue: DashboardData['revenue']['rows'] = []
  jobs: DashboardData['jobs']['rows'] = [
    { name: 'valuation-generate', label: '生成估价报告', queued: 2, oldestQueuedMs: 4000, active: 1, failed: 0 },
  ]

  handle(call: Call, me: { role: ConsoleRole }): Reply | null {
    if (call.path !== ConsoleEndpoint.dashboard.path) return null
    if (!roleMayCall(ConsoleEndpoint.dashboard.roles, me.role)) return { code: 40003, msg: '无权操作', data: null }
    const { from, to } = call.query
    const start = Date.parse(`${from}T00:00:00Z`)
    const end = Date.parse(`${to}T00:00:00Z`)
    if (!(end >= start) || (end - start) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) return { code: 40000, msg: '日期范围不对', data: null }
    const days: DashboardData['days'] = []
    for (let at = start; at <= end; at += DAY_MS) {
      const day = new Date(at).toISOString().slice(0, 10)
      days.push({ day, ...NO_FIGURES, ...this.figures[day] })
    }
    const total = { ...NO_FIGURES }
    for (const d of days) for (const k of Object.keys(NO_FIGURES) as (keyof DayFigures)[]) if (k !== 'paySuccessRate') total[k] += d[k]
    total.paySuccessRate = total.ordersCreated ? total.ordersPaid / total.ordersCreated : null
    const data: DashboardData = {
      from,
      to,
      today: to,
      metrics: [
        { key: 'visitors', label: '访客', unit: 'count', basis: '访客 id 去重' },
        { key: 'valuationsStarted', label: '开始估价', unit: 'count', basis: '当天创建的估价报告' },
        { key: 'paidFen', label: '收款', unit: 'fen', basis: '资金流水' },
        { key: 'paySuccessRate', label: '支付成功率', unit: 'rate', basis: '已支付 ÷ 现金订单' },
      ],
      days,
      total,
      revenue: { rows: this.revenue.filter((r) => r.day >= from && r.day <= to), basis: '资金流水' },
      feedback: { open: 5, awaitingReply: 3, basis: '未关闭' },
      funnel: {
        steps: [
          { key: 'home', label: '访问首页', basis: '首页 pv' },
          { key: 'valuationStarted', label: '开始估价', basis: '估价事件' },
        ],
        basis: '访客',
        rows: [
          { terminal: 5, terminalName: '微信小程序', counts: [4, 1] },
          { terminal: null, terminalName: '全部终端', counts: [4, 1] },
        ],
      },
      jobs: { durable: false, rows: this.jobs, basis: '进程内队列' },
      accuracy: { points: [{ gameId: 10026, gameName: '王者荣耀', at: start, mdape: 0.134, coverage: 0.81 }], basis: '留出检验' },
    }
    return { code: 200, msg: 'ok', data }
  }
}
