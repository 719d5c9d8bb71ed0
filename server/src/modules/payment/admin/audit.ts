import type { Transaction } from 'kysely'
import type { Database } from '../../../db/schema'
import type { AuditActor, AuditEntry, AuditTrail } from '../../audit-port'
import type { PayOrderRow } from '../orders-repository'

/** Records into the trail when one is configured (the service wires it; a tool without one still works). */
export type Recorder = (trx: Transaction<Database>, actor: AuditActor, entry: AuditEntry) => Promise<void>

export const recorder =
  (trail: AuditTrail | undefined): Recorder =>
  async (trx, actor, entry) => {
    await trail?.record(actor, entry, trx)
  }

/** What an audit row keeps of an order before and after a change: its money state, not its launch data. */
export const orderSnapshot = (o: PayOrderRow) => ({
  status: o.status,
  amountFen: o.amount_fen,
  provider: o.provider,
  tradeNo: o.trade_no,
  refundNo: o.refund_no,
  refundState: o.refund_state,
})
