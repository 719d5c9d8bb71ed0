import type { DashboardMetric, DayFigures, SpanDashboard } from '../../contract/console/dashboard'
import { ORDER_PROVIDER_NAMES, ORDER_SCENE_NAMES } from '../../contract/console/orders-values'

const yuan = (fen: number) => (fen / 100).toFixed(2)
const percent = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 1000) / 10}%` : '-')

function cell(metric: DashboardMetric, figures: DayFigures): string {
  const value = figures[metric.key as keyof DayFigures]
  if (value === null) return '-'
  if (metric.unit === 'fen') return yuan(value)
  if (metric.unit === 'rate') return `${Math.round(value * 1000) / 10}%`
  return String(value)
}

/** The dashboard as the text `npm run stats` prints: one line per figure (days across), then revenue and the funnel. */
export function formatDashboard(d: SpanDashboard): string {
  const width = 10
  const pad = (s: string) => s.padStart(width)
  const lines = [
    `数据看板：${d.from} 至 ${d.to}（北京时间）`,
    '',
    `${'指标'.padEnd(10)}${d.days.map((x) => pad(x.day.slice(5))).join('')}${pad('合计')}`,
  ]
  for (const m of d.metrics) lines.push(`${m.label.padEnd(10)}${d.days.map((x) => pad(cell(m, x))).join('')}${pad(cell(m, d.total))}`)
  lines.push('', `未关闭的反馈（现在）：${d.feedback.open}，其中待回复 ${d.feedback.awaitingReply}`)

  lines.push('', '收入（按场景、渠道，元）')
  const byKey = new Map<string, { paid: number; refunded: number }>()
  for (const r of d.revenue.rows) {
    const key = `${ORDER_SCENE_NAMES[r.scene as keyof typeof ORDER_SCENE_NAMES] ?? r.scene} / ${ORDER_PROVIDER_NAMES[r.provider as keyof typeof ORDER_PROVIDER_NAMES] ?? r.provider}`
    const sum = byKey.get(key) ?? { paid: 0, refunded: 0 }
    sum.paid += r.paidFen
    sum.refunded += r.refundedFen
    byKey.set(key, sum)
  }
  if (byKey.size === 0) lines.push('  （无）')
  for (const [key, s] of byKey) lines.push(`  ${key}：收款 ${yuan(s.paid)}，退款 ${yuan(s.refunded)}，净 ${yuan(s.paid - s.refunded)}`)

  lines.push('', '估价漏斗（按终端；括号内为占上一步的比例）', `  ${'终端'.padEnd(10)}${d.funnel.steps.map((s) => pad(s.label)).join('')}`)
  for (const row of d.funnel.rows) {
    const cells = row.counts.map((n, i) => pad(i === 0 ? String(n) : `${n}(${percent(n, row.counts[i - 1])})`))
    lines.push(`  ${row.terminalName.padEnd(10)}${cells.join('')}`)
  }
  lines.push(
    '',
    '口径：',
    ...d.metrics.map((m) => `  ${m.label}：${m.basis}`),
    `  收入：${d.revenue.basis}`,
    `  反馈：${d.feedback.basis}`,
    `  漏斗：${d.funnel.basis}`,
    ...d.funnel.steps.map((s) => `    ${s.label}：${s.basis}`),
  )
  return lines.join('\n')
}
