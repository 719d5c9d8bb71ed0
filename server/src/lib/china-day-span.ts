import { CHINA_OFFSET_MS } from '../contract/values/china-time'
import { badParameter } from '../errors'

const DAY_MS = 86_400_000

/** A Beijing calendar date (YYYY-MM-DD) as the UTC ms its day starts at; undefined when there is no such date. */
function chinaDayStart(day: string): number | undefined {
  const [y, m, d] = day.split('-').map(Number)
  const utc = Date.UTC(y, m - 1, d)
  if (new Date(utc).toISOString().slice(0, 10) !== day) return undefined
  return utc - CHINA_OFFSET_MS
}

/**
 * Beijing days `fromDay` to `toDay`, both included, as the half-open UTC span [from, to) they cover. Refuses (40000,
 * in Chinese) a date that does not exist, an end before the start, and more than `maxDays` days.
 */
export function chinaDaySpan(fromDay: string, toDay: string, maxDays: number): { from: number; to: number } {
  const from = chinaDayStart(fromDay)
  const last = chinaDayStart(toDay)
  if (from === undefined || last === undefined) throw badParameter('日期不存在，请按 YYYY-MM-DD 填写')
  if (last < from) throw badParameter('结束日期不能早于开始日期')
  const days = (last - from) / DAY_MS + 1
  if (days > maxDays) throw badParameter(`一次最多查询 ${maxDays} 天`)
  return { from, to: last + DAY_MS }
}
