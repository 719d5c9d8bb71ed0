import type { PayoutAttempt } from '../contract/console'
import { PrizeState } from '../contract/values/draw'
import { PrizeType } from '../contract/values/pay'
import type { AuditRecord } from '../modules/audit/service'
import { PrizeAction, type DeskRecord } from '../modules/draw/prize-desk'

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null)

/** An attempt's end as the audit row of its settlement recorded it; none yet means it is still being paid. */
function settledAs(row: AuditRecord | undefined): Pick<PayoutAttempt, 'outcome' | 'payoutNo' | 'error'> {
  if (!row?.after) return { outcome: 'pending', payoutNo: null, error: null }
  const paid = row.after.state === PrizeState.PAID_OUT
  return { outcome: paid ? 'paid' : 'failed', payoutNo: text(row.after.payoutNo), error: paid ? null : text(row.after.payoutError) }
}

/**
 * A red packet's payout attempts: the one at the draw (the system's), then each retry from the audit trail, where
 * the retry and its settlement each left a row. The draw's own attempt left none: when it was retried, the first
 * retry's `before` says why it failed; otherwise the record as it stands is its outcome.
 */
export function payoutAttempts(record: DeskRecord, trail: readonly AuditRecord[]): PayoutAttempt[] {
  if (record.prizeType !== PrizeType.RED_PACKET) return []
  const rows = [...trail].sort((a, b) => a.id - b.id)
  const retries = rows.filter((r) => r.action === PrizeAction.PAYOUT_RETRY)
  const first: PayoutAttempt = retries.length
    ? { at: record.createdAt, by: '系统', outcome: 'failed', payoutNo: null, error: text(retries[0].before?.payoutError) }
    : {
        at: record.createdAt,
        by: '系统',
        ...(record.state === PrizeState.PAID_OUT
          ? { outcome: 'paid', payoutNo: record.payout?.payoutNo ?? null, error: null }
          : record.state === PrizeState.PAYOUT_FAILED
            ? { outcome: 'failed', payoutNo: null, error: record.payoutError }
            : { outcome: 'pending', payoutNo: null, error: null }),
      }
  return [
    first,
    ...retries.map((retry, i): PayoutAttempt => {
      const next = retries[i + 1]?.id ?? Number.POSITIVE_INFINITY
      const settlement = rows.find((r) => r.action === PrizeAction.PAYOUT_SETTLED && r.id > retry.id && r.id < next)
      return { at: retry.at, by: retry.actor, ...settledAs(settlement) }
    }),
  ]
}
