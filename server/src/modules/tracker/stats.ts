import { sql, type ExpressionBuilder } from 'kysely'
import { TerminalCode } from '../../contract/values'
import type { Db } from '../../db/connect'
import type { Database } from '../../db/schema'
import { toNumber } from '../../db/numbers'
import { CHINA_OFFSET_MS, chinaDayKey, startOfChinaDay } from '../../contract/values/china-time'
import { valuationUsers } from '../reports/queries'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The funnel's steps and what defines each (docs/decisions.md). Event steps count distinct visitors (visitor_id);
 * service steps count distinct users from the service's own tables, which are the truth about reports and unlocks
 * (an event can be lost with a closed tab; a report row cannot), attributed to the terminal of the user's tracker
 * events in the period (the lowest code if several; 0 = unknown when the user sent none).
 */
export const FUNNEL_STEPS = [
  { key: 'home', label: '首页', source: "访客：pv 'index'" },
  { key: 'valuationStarted', label: '开始估价', source: "访客：'valuation' 的 event（选游戏、选方式、授权、提交）" },
  { key: 'reportGenerated', label: '报告生成', source: '用户：估价报告生成完成（report kind 1，状态 1 或 2，创建于期间内）' },
  { key: 'unlockPage', label: '解锁页', source: "访客：pv 'pay'（支付解锁页）" },
  { key: 'paidOrUnlocked', label: '已付费/解锁', source: '用户：估价报告在期间内解锁（支付、解锁券或好友助力）' },
] as const
type StepKey = (typeof FUNNEL_STEPS)[number]['key']

export interface UsageStats {
  days: number
  since: number
  until: number
  daily: Array<{ day: string; pageViews: number; visitors: number }>
  topPages: Array<{ name: string; pageViews: number; visitors: number }>
  /** One row per terminal seen, then the total (terminal 'all'), each step's count. */
  funnel: Array<{ terminal: string } & Record<StepKey, number>>
}

const TERMINAL_NAMES = new Map<number, string>(Object.entries(TerminalCode).map(([name, code]) => [code, name]))
const terminalName = (code: number) => TERMINAL_NAMES.get(code) ?? 'unknown'

type EventFilter = (eb: ExpressionBuilder<Database, 'tracker_event'>) => ReturnType<ExpressionBuilder<Database, 'tracker_event'>['and']>

const EVENT_STEPS: Partial<Record<StepKey, EventFilter>> = {
  home: (eb) => eb.and([eb('event_type', '=', 'pv'), eb('name', '=', 'index')]),
  valuationStarted: (eb) => eb.and([eb('event_type', '=', 'event'), eb('name', '=', 'valuation')]),
  unlockPage: (eb) => eb.and([eb('event_type', '=', 'pv'), eb('name', '=', 'pay')]),
}

/** Page views, visitors, top pages and the valuation funnel over the last `days` China calendar days up to `now`. */
export async function usageStats(db: Db, now: number, days: number, topN = 10): Promise<UsageStats> {
  const since = startOfChinaDay(now) - (days - 1) * DAY_MS
  const inPeriod = db.selectFrom('tracker_event').where('created_at', '>=', since).where('created_at', '<=', now)

  // Literals, not parameters: SQLite binds JS numbers as reals, which would make this a fractional division.
  const dayExpr = sql<number>`(created_at + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`
  const dailyRows = await inPeriod
    .select([
      dayExpr.as('day'),
      sql<number>`sum(case when event_type = 'pv' then 1 else 0 end)`.as('pv'),
      sql<number>`count(distinct visitor_id)`.as('uv'),
    ])
    .groupBy(dayExpr)
    .execute()
  const byDay = new Map(dailyRows.map((r) => [Math.floor(toNumber(r.day)), r]))
  const daily = Array.from({ length: days }, (_, i) => {
    const start = since + i * DAY_MS
    const row = byDay.get(Math.floor((start + CHINA_OFFSET_MS) / DAY_MS))
    return { day: chinaDayKey(start), pageViews: toNumber(row?.pv), visitors: toNumber(row?.uv) }
  })

  const topPages = (
    await inPeriod
      .where('event_type', '=', 'pv')
      .select(['name', sql<number>`count(*)`.as('pv'), sql<number>`count(distinct visitor_id)`.as('uv')])
      .groupBy('name')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('name')
      .limit(topN)
      .execute()
  ).map((r) => ({ name: r.name, pageViews: toNumber(r.pv), visitors: toNumber(r.uv) }))

  // step -> terminal code (-1: all terminals) -> count
  const counts = new Map<StepKey, Map<number, number>>()
  const terminals = new Set<number>()
  const put = (step: StepKey, terminal: number, n: number) => {
    if (!counts.has(step)) counts.set(step, new Map())
    counts.get(step)?.set(terminal, n)
    if (terminal >= 0) terminals.add(terminal)
  }
  for (const [step, filter] of Object.entries(EVENT_STEPS) as Array<[StepKey, EventFilter]>) {
    const perTerminal = await inPeriod
      .where(filter)
      .select(['terminal', sql<number>`count(distinct visitor_id)`.as('n')])
      .groupBy('terminal')
      .execute()
    for (const r of perTerminal) put(step, toNumber(r.terminal), toNumber(r.n))
    const all = await inPeriod
      .where(filter)
      .select(sql<number>`count(distinct visitor_id)`.as('n'))
      .executeTakeFirst()
    put(step, -1, toNumber(all?.n))
  }

  const userTerminal = new Map(
    (
      await inPeriod
        .where('user_id', 'is not', null)
        .select(['user_id', sql<number>`min(terminal)`.as('terminal')])
        .groupBy('user_id')
        .execute()
    ).map((r) => [String(r.user_id), toNumber(r.terminal)]),
  )
  const generated = await valuationUsers(db, 'generated', since, now)
  const unlocked = await valuationUsers(db, 'unlocked', since, now)
  for (const [step, users] of [
    ['reportGenerated', generated],
    ['paidOrUnlocked', unlocked],
  ] as const) {
    const per = new Map<number, number>()
    for (const u of users) {
      const t = userTerminal.get(String(u.user_id)) ?? 0
      per.set(t, (per.get(t) ?? 0) + 1)
    }
    for (const [t, n] of per) put(step, t, n)
    put(step, -1, users.length)
  }

  const row = (terminal: number) => {
    const r = { terminal: terminal < 0 ? 'all' : terminalName(terminal) } as { terminal: string } & Record<StepKey, number>
    for (const s of FUNNEL_STEPS) r[s.key] = counts.get(s.key)?.get(terminal) ?? 0
    return r
  }
  const funnel = [...[...terminals].sort((a, b) => a - b).map(row), row(-1)]
  return { days, since, until: now, daily, topPages, funnel }
}

const pad = (s: string | number, n: number) => String(s).padStart(n)
const percent = (n: number, of: number) => (of > 0 ? `${Math.round((n / of) * 100)}%` : '-')

/** The figures as the text `npm run stats` prints. */
export function formatUsageStats(s: UsageStats): string {
  const lines: string[] = [
    `使用数据：最近 ${s.days} 天（${chinaDayKey(s.since)} 至 ${chinaDayKey(s.until)}，北京时间）`,
    '',
    '每日 浏览量(PV) 访客(UV)',
  ]
  for (const d of s.daily) lines.push(`${d.day} ${pad(d.pageViews, 8)} ${pad(d.visitors, 8)}`)
  lines.push('', '热门页面（按浏览量）')
  if (s.topPages.length === 0) lines.push('  （无）')
  for (const p of s.topPages) lines.push(`  ${p.name.padEnd(24)} ${pad(p.pageViews, 8)} PV ${pad(p.visitors, 6)} UV`)
  lines.push('', '估价漏斗（按终端）', `  ${'终端'.padEnd(10)}${FUNNEL_STEPS.map((st) => pad(st.label, 10)).join('')}`)
  for (const r of s.funnel) {
    const cells = FUNNEL_STEPS.map((st, i) => {
      const prev = i === 0 ? r[st.key] : r[FUNNEL_STEPS[i - 1].key]
      return pad(i === 0 ? `${r[st.key]}` : `${r[st.key]}(${percent(r[st.key], prev)})`, 10)
    })
    lines.push(`  ${r.terminal.padEnd(10)}${cells.join('')}`)
  }
  lines.push('', '口径：', ...FUNNEL_STEPS.map((st) => `  ${st.label}：${st.source}`))
  return lines.join('\n')
}
