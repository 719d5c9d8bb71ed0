import type { Clock } from '../../clock'
import type { AccuracyPoint, DashboardData, JobQueueRow, SpanDashboard } from '../../contract/console/dashboard'
import { DASHBOARD_MAX_DAYS } from '../../contract/console/values'
import { chinaDayKey } from '../../contract/values/china-time'
import type { Db } from '../../db/connect'
import { JobName, type JobQueueStat } from '../../jobs/job-queue'
import { chinaDaySpan } from '../../lib/china-day-span'
import { ACCURACY_BASIS } from './accuracy'
import { DAY_METRICS, FEEDBACK_BASIS, REVENUE_BASIS, spanFigures } from './figures'
import { FUNNEL_BASIS, FUNNEL_STEPS, valuationFunnel } from './funnel'

const JOB_LABELS: Record<JobName, string> = {
  [JobName.VALUATION]: '生成估价报告',
  [JobName.RETRAIN]: '重新训练模型',
  [JobName.ORDER_EXPIRY]: '关闭超时订单',
  [JobName.TRACKER_PRUNE]: '清理过期埋点',
  [JobName.PAY_NOTIFY_PRUNE]: '清理支付通知记录',
  [JobName.MESSAGES_SWEEP]: '清理过期消息与券到期提醒',
  [JobName.MESSAGES_PUSH]: '发送订阅消息',
  [JobName.DRIFT_CHECK]: '模型漂移检查',
}

export interface DashboardDeps {
  db: Db
  clock: Clock
  /** The service's job queue: its depth and failures per queue. */
  jobs: { readonly durable: boolean; stats(): Promise<JobQueueStat[]> }
  /** The accuracy chart's points (accuracyPointsOf over the valuation module's figures). */
  accuracy: () => Promise<AccuracyPoint[]>
}

/** `fromDay`..`toDay` (YYYY-MM-DD, Beijing, both included; at most DASHBOARD_MAX_DAYS): bad input → 40000. */
export async function spanDashboard(db: Db, fromDay: string, toDay: string): Promise<SpanDashboard> {
  const span = chinaDaySpan(fromDay, toDay, DASHBOARD_MAX_DAYS)
  const [figures, funnel] = await Promise.all([spanFigures(db, span), valuationFunnel(db, span)])
  return {
    from: fromDay,
    to: toDay,
    metrics: [...DAY_METRICS],
    days: figures.days,
    total: figures.total,
    revenue: { rows: figures.revenue, basis: REVENUE_BASIS },
    feedback: { ...figures.feedback, basis: FEEDBACK_BASIS },
    funnel: { steps: FUNNEL_STEPS.map((s) => ({ ...s })), basis: FUNNEL_BASIS, rows: funnel },
  }
}

/**
 * 数据看板 (issue 38 point 5) as the console reads it: the figures of a span (spanDashboard, which `npm run stats`
 * prints too), plus what only the running service knows: its job queue and its models' accuracy. Reads only.
 */
export class Dashboard {
  constructor(private readonly deps: DashboardDeps) {}

  async read(fromDay: string, toDay: string): Promise<DashboardData> {
    const { db, clock, jobs } = this.deps
    const [span, queues, points] = await Promise.all([spanDashboard(db, fromDay, toDay), jobs.stats(), this.deps.accuracy()])
    return {
      ...span,
      today: chinaDayKey(clock.now()),
      jobs: {
        durable: jobs.durable,
        rows: queues.map((j): JobQueueRow => ({ ...j, label: JOB_LABELS[j.name] })),
        basis: jobs.durable
          ? 'pg-boss 队列表：排队含等待重试；失败为用完重试次数的任务（最近 24 小时）'
          : '进程内队列（SQLite）：只含本进程，重启后清零；失败为最近 24 小时',
      },
      accuracy: { points, basis: ACCURACY_BASIS },
    }
  }
}

export { accuracyPointsOf } from './accuracy'
export { formatDashboard } from './format'
