import { sql } from 'kysely'
import type { Db } from '../../db/connect'
import { toNumber } from '../../db/numbers'
import { CHINA_OFFSET_MS, chinaDayKey, startOfChinaDay } from '../../contract/values/china-time'

const DAY_MS = 24 * 60 * 60 * 1000

export interface UsageStats {
  days: number
  since: number
  until: number
  daily: Array<{ day: string; pageViews: number; visitors: number }>
  topPages: Array<{ name: string; pageViews: number; visitors: number }>
}

/** Page views, visitors and top pages over the last `days` China calendar days up to `now`. */
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

  return { days, since, until: now, daily, topPages }
}

const pad = (s: string | number, n: number) => String(s).padStart(n)

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
  return lines.join('\n')
}
