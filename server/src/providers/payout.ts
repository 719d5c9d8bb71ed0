import { assertSandboxAllowed } from './sandbox'

/** One red-packet prize to pay: the draw record is the idempotency key, so a retry never pays twice. */
export interface RedPacketPayout {
  recordId: number
  userId: number
  amountFen: number
}

/**
 * Pays red-packet prizes in cash (a real adapter would be e.g. WeChat Pay's transfer to the user's wallet).
 * `pay` resolves with the provider's payout number once the money is sent and rejects when it is not.
 */
export interface RedPacketPayouts {
  readonly name: string
  pay(payout: RedPacketPayout): Promise<{ payoutNo: string }>
}

/**
 * Local stand-in: no money moves; it hands out a payout number per record (the same one again for a retried
 * record) and logs the payout so a developer can see it happen.
 */
export class SandboxRedPacketPayouts implements RedPacketPayouts {
  readonly name = 'sandbox'
  private readonly paid = new Map<number, string>()

  constructor(
    nodeEnv: string,
    private readonly now: () => number = Date.now,
    private readonly log?: (line: string) => void,
  ) {
    assertSandboxAllowed('red-packet payout', nodeEnv, 'no real red-packet payout exists yet; red packets stay pending (state 4)')
  }

  async pay({ recordId, userId, amountFen }: RedPacketPayout): Promise<{ payoutNo: string }> {
    if (!Number.isInteger(amountFen) || amountFen <= 0) throw new Error(`invalid red-packet amount ${amountFen}`)
    let payoutNo = this.paid.get(recordId)
    if (!payoutNo) {
      const stamp = new Date(this.now()).toISOString().replace(/\D/g, '').slice(0, 14)
      payoutNo = `SBXRP${stamp}${String(recordId).padStart(8, '0')}`
      this.paid.set(recordId, payoutNo)
      this.log?.(`[sandbox payout] ¥${(amountFen / 100).toFixed(2)} to user ${userId} for draw record ${recordId}: ${payoutNo}`)
    }
    return { payoutNo }
  }
}

/**
 * The sandbox outside production. In production there is no real payout adapter yet, so none: red-packet
 * prizes are recorded and stay pending (state 4) for operators to pay by hand until an adapter is added.
 */
export function createRedPacketPayouts(nodeEnv: string, now: () => number, log?: (line: string) => void): RedPacketPayouts | null {
  return nodeEnv === 'production' ? null : new SandboxRedPacketPayouts(nodeEnv, now, log)
}
