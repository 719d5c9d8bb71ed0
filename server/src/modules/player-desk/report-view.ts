import type { PlayerReport } from '../../contract/console'
import { ReportKind, ReportStatus } from '../../contract/values'
import { toNumber } from '../../db/numbers'
import type { ReportRow } from '../../db/schema'
import { reportHeadline } from '../reports/headline'
import { decodeReport } from '../reports/report'
import { reportKindName } from './labels'

const LOCK: Record<number, { lock: PlayerReport['lock']; text: string }> = {
  [ReportStatus.GENERATING]: { lock: 'generating', text: '生成中' },
  [ReportStatus.FAILED]: { lock: 'failed', text: '生成失败' },
  [ReportStatus.NOT_UNLOCKED]: { lock: 'locked', text: '未解锁' },
  [ReportStatus.UNLOCKED]: { lock: 'unlocked', text: '已解锁' },
}

/** `unlocked_by` as its writers spell it: `pay:<order>`, `coupon:<id>`, `help:<code>`, `report:<valId>`, `sources`. */
const VIA: { prefix: string; via: NonNullable<PlayerReport['unlockVia']>; text: string }[] = [
  { prefix: 'pay:', via: 'pay', text: '支付' },
  { prefix: 'coupon:', via: 'coupon', text: '券' },
  { prefix: 'help:', via: 'help', text: '助力' },
  { prefix: 'report:', via: 'report', text: '随估价报告' },
]

function unlockWay(by: string | null): Pick<PlayerReport, 'unlockVia' | 'unlockViaText' | 'unlockRef'> {
  if (by === null) return { unlockVia: null, unlockViaText: null, unlockRef: null }
  if (by === 'sources') return { unlockVia: 'sources', unlockViaText: '随两份报告', unlockRef: null }
  const way = VIA.find((w) => by.startsWith(w.prefix))
  return way
    ? { unlockVia: way.via, unlockViaText: way.text, unlockRef: by.slice(way.prefix.length) }
    : { unlockVia: 'other', unlockViaText: '其他', unlockRef: by }
}

/** What the report's locked content says it is worth: a valuation's estimate, a check's value now. */
function estimateFen(row: ReportRow): number | null {
  if (row.result === null) return null
  if (row.kind === ReportKind.VALUATION) return decodeReport(row, ReportKind.VALUATION).result?.estimateFen ?? null
  if (row.kind === ReportKind.CHECK) return decodeReport(row, ReportKind.CHECK).result?.valueNowFen ?? null
  return null
}

/** One report as the player page lists it; operators see the estimate whether or not the player unlocked it. */
export function playerReport(row: ReportRow): PlayerReport {
  const kind = toNumber(row.kind)
  const status = toNumber(row.status)
  const { gameName, level } = reportHeadline(row)
  const lock = LOCK[status] ?? { lock: 'failed', text: `状态 ${status}` }
  const fen = estimateFen(row)
  return {
    id: row.id,
    kind,
    kindName: reportKindName(kind),
    gameName,
    level,
    createdAt: toNumber(row.created_at),
    estimateFen: fen === null || !Number.isFinite(fen) ? null : Math.round(fen),
    lock: lock.lock,
    lockText: lock.text,
    ...unlockWay(row.unlocked_by),
    unlockedAt: row.unlocked_at === null ? null : toNumber(row.unlocked_at),
    deleted: toNumber(row.deleted) === 1,
  }
}
