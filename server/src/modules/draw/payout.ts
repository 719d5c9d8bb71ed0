import type { Clock } from '../../clock'
import { PrizeState } from '../../contract/values/draw'
import type { Db } from '../../db/connect'
import type { UnitOfWork } from '../../db/unit-of-work'
import type { RedPacketPayouts } from '../../providers/payout'
import type { DrawRepository } from './repository'

/** Where a payout left the red packet: paid with the provider's number, or failed with its reason. */
export type PayoutOutcome =
  | { state: typeof PrizeState.PAID_OUT; payout_no: string; payout_at: number; payout_error: null }
  | { state: typeof PrizeState.PAYOUT_FAILED; payout_error: string }

export interface PayoutDeps {
  uow: UnitOfWork<{ draw: typeof DrawRepository }>
  payouts: RedPacketPayouts
  clock: Clock
  log?: (obj: Record<string, unknown>, msg: string) => void
}

/**
 * Pays a red packet that is pending (state 4) and moves it to paid (5) or failed (6). Only a record still pending
 * moves, so of two payers racing on one record only one settles it; `settled` runs in that move's transaction (an
 * operator's retry records its audit row there). The provider pays a record at most once (the record is its
 * idempotency key), so a payout repeated after a crash never pays twice.
 */
export async function settleRedPacket(
  deps: PayoutDeps,
  payout: { recordId: number; userId: number; amountFen: number },
  settled?: (outcome: PayoutOutcome, trx: Db) => Promise<void>,
): Promise<void> {
  let outcome: PayoutOutcome
  try {
    const { payoutNo } = await deps.payouts.pay(payout)
    outcome = { state: PrizeState.PAID_OUT, payout_no: payoutNo, payout_at: deps.clock.now(), payout_error: null }
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 200) || 'payout failed'
    deps.log?.({ ...payout, err: message }, 'red-packet payout failed')
    outcome = { state: PrizeState.PAYOUT_FAILED, payout_error: message }
  }
  const now = deps.clock.now()
  await deps.uow.transaction(async ({ draw: repo }, trx) => {
    if ((await repo.movePayout(payout.recordId, PrizeState.PAYOUT_PENDING, outcome, now)) && settled) await settled(outcome, trx)
  })
}
