import type { FunnelRow } from '../../contract/console/dashboard'
import { TerminalCode } from '../../contract/values'
import type { Db } from '../../db/connect'
import type { TimeSpan } from '../../db/china-day'
import { valuationUserIds } from '../reports/queries'
import { funnelVisitors } from '../tracker/queries'

/**
 * The valuation funnel with one basis: every step counts distinct visitors (the app's visitor id) in the span, and
 * each counts only visitors who also reached the step before, so no step exceeds the one before it. Steps the
 * service records itself (a finished report, an unlock) are read from the report table, the truth, and reach a
 * visitor through the users the visitor was logged in as. The old funnel counted visitors for some steps and
 * users for others and could show 375%.
 */
export const FUNNEL_STEPS = [
  { key: 'home', label: '访问首页', basis: "打开首页（pv 'index'）的访客" },
  { key: 'valuationStarted', label: '开始估价', basis: "其中做过估价操作（'valuation' 事件：选游戏、选方式、授权、提交）的访客" },
  { key: 'reportFinished', label: '报告生成', basis: '其中登录的用户在期间内有估价报告出结果（报告表）的访客' },
  { key: 'unlockPage', label: '进入解锁页', basis: "其中打开支付解锁页（pv 'pay'）的访客" },
  { key: 'unlocked', label: '已解锁', basis: '其中登录的用户在期间内有估价报告被解锁（支付、解锁券或助力；报告表）的访客' },
] as const

export const FUNNEL_BASIS =
  '每一步都是期间内的访客（访客 id 去重），且只算到达了上一步的访客，所以每步不会超过上一步；终端为访客打开首页的终端'

const TERMINAL_LABELS: Record<number, string> = {
  [TerminalCode.admin]: '管理后台',
  [TerminalCode.web]: 'H5',
  [TerminalCode.android]: '安卓 App',
  [TerminalCode.ios]: 'iOS App',
  [TerminalCode.weixin]: '微信小程序',
  [TerminalCode.toutiao]: '抖音小程序',
}
export const terminalLabel = (code: number): string => TERMINAL_LABELS[code] ?? `终端 ${code}`

/** One row per terminal seen (by code), then all terminals together (terminal null). */
export async function valuationFunnel(db: Db, span: TimeSpan): Promise<FunnelRow[]> {
  const [visitors, finished, unlocked] = await Promise.all([
    funnelVisitors(db, span),
    valuationUserIds(db, 'finished', span),
    valuationUserIds(db, 'unlocked', span),
  ])
  const userIn = (users: Set<number>) => (visitor: string) => [...(visitors.usersOf.get(visitor) ?? [])].some((u) => users.has(u))
  const reached: Array<(visitor: string) => boolean> = [
    () => true,
    (v) => visitors.valuationAction.has(v),
    userIn(finished),
    (v) => visitors.unlockPage.has(v),
    userIn(unlocked),
  ]
  const counts = new Map<number, number[]>()
  const all = FUNNEL_STEPS.map(() => 0)
  for (const [visitor, terminal] of visitors.home) {
    const row = counts.get(terminal) ?? FUNNEL_STEPS.map(() => 0)
    for (let step = 0; step < reached.length && reached[step](visitor); step++) {
      row[step] += 1
      all[step] += 1
    }
    counts.set(terminal, row)
  }
  return [
    ...[...counts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([terminal, c]) => ({ terminal, terminalName: terminalLabel(terminal), counts: c })),
    { terminal: null, terminalName: '全部终端', counts: all },
  ]
}
